-- The CRM's core (commercial.md §7, issue 50): owned by server/modules/crm. Customers live in a pool
-- (公海) or one salesperson's private sea (私海); claims are capped per day and by capacity (库容);
-- recycling rules return neglected customers to their pool after warning the holder. Deleted
-- customers, contacts and leads stay in the recycle bin (deleted_at) until purged. Every move is a
-- crm_events row and every ownership period a crm_owner_history row, in the same transaction.
-- Later parts (opportunities, follow-ups, EDM) refer to crm_customers, crm_contacts and crm_leads.

create table crm_dicts (
  id bigserial primary key,
  owner_company_id bigint not null references companies(id),
  kind text not null check (kind in ('SOURCE', 'INDUSTRY', 'LEVEL', 'TAG', 'FOLLOW_METHOD', 'POOL_REASON', 'LOST_REASON', 'STAGE')),
  code text not null,
  name_zh text not null,
  name_en text not null,
  sort integer not null default 0,
  enabled boolean not null default true,
  unique (owner_company_id, kind, code)
);

create table crm_pools (
  id bigserial primary key,
  owner_company_id bigint not null references companies(id),
  name text not null,
  is_default boolean not null default false,
  enabled boolean not null default true,
  created_at timestamptz not null default now()
);
create unique index crm_pools_default on crm_pools (owner_company_id) where is_default;

-- the pick rule (CORDYS CustomerPoolPickRule): a daily cap per person and a former owner's cooldown
create table crm_pool_pick_rules (
  pool_id bigint primary key references crm_pools(id) on delete cascade,
  limit_per_day boolean not null default true,
  pick_number integer not null default 5 check (pick_number >= 0),
  limit_pre_owner boolean not null default true,
  pre_owner_cooldown_days integer not null default 7 check (pre_owner_cooldown_days >= 0)
);

-- the recycle rule (CORDYS CustomerPoolRecycleRule): no follow-up for N days, no deal within M days of the claim; a notice before
create table crm_pool_recycle_rules (
  pool_id bigint primary key references crm_pools(id) on delete cascade,
  enabled boolean not null default true,
  no_follow_days integer not null default 30 check (no_follow_days >= 0),
  no_deal_days integer not null default 90 check (no_deal_days >= 0),
  notice_days integer not null default 3 check (notice_days >= 0)
);

-- capacity (库容): private customers per person; an employee's own row beats the company's default (employee_id null)
create table crm_capacities (
  id bigserial primary key,
  owner_company_id bigint not null references companies(id),
  employee_id bigint references employees(id),
  capacity integer not null check (capacity >= 0)
);
create unique index crm_capacities_scope on crm_capacities (owner_company_id, coalesce(employee_id, 0));

create table crm_customers (
  id bigserial primary key,
  owner_company_id bigint not null references companies(id),
  name text not null,
  name_key text not null,
  short_name text not null default '',
  name_en text not null default '',
  uscc text check (uscc is null or length(uscc) = 18),
  kind text not null check (kind in ('SHIPPER', 'TRADER', 'FORWARDER', 'CONSIGNEE', 'OTHER')),
  source_code text not null,
  industry_code text,
  level_code text,
  tags text[] not null default '{}',
  region text not null default '',
  address text not null default '',
  main_lanes jsonb not null default '[]',
  est_teu_per_month integer,
  pool_id bigint not null references crm_pools(id),
  in_pool boolean not null default true,
  owner_employee_id bigint references employees(id),
  claimed_at timestamptz,
  last_follow_at timestamptz,
  last_follower_id bigint references employees(id),
  deal_status text not null default 'NONE' check (deal_status in ('NONE', 'DEALT')),
  -- one identity: the platform company it became (its name and USCC are read from there, never copied)
  linked_company_id bigint references companies(id),
  pool_reason text,
  -- the recycle warning sent for the current holding (cleared by every ownership change)
  recycle_warned_at timestamptz,
  deleted_at timestamptz,
  deleted_by bigint references employees(id),
  version integer not null default 1,
  created_by bigint references employees(id),
  created_at timestamptz not null default now(),
  check (in_pool = (owner_employee_id is null))
);
create unique index crm_customers_name_key on crm_customers (owner_company_id, name_key) where deleted_at is null;
create unique index crm_customers_uscc on crm_customers (owner_company_id, uscc) where deleted_at is null and uscc is not null;
create unique index crm_customers_linked on crm_customers (owner_company_id, linked_company_id) where linked_company_id is not null;
create index crm_customers_owner on crm_customers (owner_company_id, owner_employee_id) where deleted_at is null;

create table crm_contacts (
  id bigserial primary key,
  customer_id bigint not null references crm_customers(id) on delete cascade,
  name text not null,
  title text not null default '',
  mobile text not null default '',
  mobile_key text not null default '',
  email text not null default '',
  email_key text not null default '',
  wechat text not null default '',
  is_primary boolean not null default false,
  email_consent boolean not null default false,
  email_consent_at timestamptz,
  email_consent_source text,
  unsubscribed boolean not null default false,
  deleted_at timestamptz,
  deleted_by bigint references employees(id),
  created_at timestamptz not null default now()
);
create index crm_contacts_customer on crm_contacts (customer_id);
create index crm_contacts_mobile on crm_contacts (mobile_key) where mobile_key <> '' and deleted_at is null;
create index crm_contacts_email on crm_contacts (email_key) where email_key <> '' and deleted_at is null;

create table crm_leads (
  id bigserial primary key,
  owner_company_id bigint not null references companies(id),
  company_name text not null,
  name_key text not null,
  contact_name text not null default '',
  phone text not null default '',
  email text not null default '',
  source_code text not null,
  stage text not null default 'NEW' check (stage in ('NEW', 'FOLLOWING', 'QUALIFIED', 'CONVERTED', 'DISCARDED')),
  owner_employee_id bigint references employees(id),
  transition_customer_id bigint references crm_customers(id),
  discard_reason text,
  remarks text not null default '',
  last_follow_at timestamptz,
  deleted_at timestamptz,
  deleted_by bigint references employees(id),
  version integer not null default 1,
  created_by bigint references employees(id),
  created_at timestamptz not null default now()
);
create index crm_leads_owner on crm_leads (owner_company_id, owner_employee_id) where deleted_at is null;

-- every ownership period, kept for ever (CORDYS CustomerOwner)
create table crm_owner_history (
  id bigserial primary key,
  customer_id bigint not null references crm_customers(id) on delete cascade,
  owner_employee_id bigint not null references employees(id),
  from_at timestamptz not null,
  to_at timestamptz,
  operator_id bigint references employees(id),
  reason text
);
create index crm_owner_history_customer on crm_owner_history (customer_id, from_at);
create index crm_owner_history_owner on crm_owner_history (owner_employee_id, to_at);

-- the activity record: every move of a customer, contact or lead (an audit stub stays after a purge)
create table crm_events (
  id bigserial primary key,
  owner_company_id bigint not null references companies(id),
  entity text not null check (entity in ('CUSTOMER', 'CONTACT', 'LEAD')),
  entity_id bigint not null,
  action text not null,
  actor_id bigint references employees(id),
  to_employee_id bigint references employees(id),
  reason text,
  at timestamptz not null default now()
);
create index crm_events_entity on crm_events (entity, entity_id, at);
create index crm_events_claims on crm_events (actor_id, action, at);
