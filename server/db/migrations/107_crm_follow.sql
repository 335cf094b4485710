-- The CRM's follow-ups (commercial.md §7.1 CrmFollowPlan / CrmFollowRecord, issue 50): owned by
-- server/modules/crm. A plan (跟进计划) is PLANNED until it is completed into a record (DONE) or
-- cancelled; OVERDUE is derived (planned_at < now, still PLANNED). A record (跟进记录) moves its
-- customer's last_follow_at — the recycle clock (R7.8) — and may plan the next follow-up. Either
-- belongs to a customer or a lead; the opportunity id has no foreign key (its table is another part's).
-- Records are never removed by recycling: the customer keeps them when it returns to the pool; only
-- purging the customer (or lead) from the recycle bin removes its follow-ups with it.

create table crm_follow_plans (
  id bigserial primary key,
  owner_company_id bigint not null references companies(id),
  customer_id bigint references crm_customers(id) on delete cascade,
  lead_id bigint references crm_leads(id) on delete cascade,
  opportunity_id bigint,
  contact_id bigint references crm_contacts(id) on delete set null,
  owner_employee_id bigint not null references employees(id),
  planned_at timestamptz not null,
  method text not null,
  content text not null,
  status text not null default 'PLANNED' check (status in ('PLANNED', 'DONE', 'CANCELLED')),
  record_id bigint,
  created_by bigint references employees(id),
  created_at timestamptz not null default now(),
  done_at timestamptz,
  check ((customer_id is null) <> (lead_id is null)),
  check ((status = 'DONE') = (record_id is not null))
);
create index crm_follow_plans_owner on crm_follow_plans (owner_company_id, owner_employee_id, status, planned_at);
create index crm_follow_plans_customer on crm_follow_plans (customer_id, planned_at) where customer_id is not null;
create index crm_follow_plans_lead on crm_follow_plans (lead_id) where lead_id is not null;
create index crm_follow_plans_content_trgm on crm_follow_plans using gin (content extensions.gin_trgm_ops);

create table crm_follow_records (
  id bigserial primary key,
  owner_company_id bigint not null references companies(id),
  customer_id bigint references crm_customers(id) on delete cascade,
  lead_id bigint references crm_leads(id) on delete cascade,
  opportunity_id bigint,
  contact_id bigint references crm_contacts(id) on delete set null,
  owner_employee_id bigint not null references employees(id),
  follow_at timestamptz not null,
  method text not null,
  content text not null,
  next_plan_at timestamptz,
  plan_id bigint references crm_follow_plans(id) on delete set null,
  created_at timestamptz not null default now(),
  check ((customer_id is null) <> (lead_id is null))
);
create index crm_follow_records_owner on crm_follow_records (owner_company_id, owner_employee_id, follow_at);
create index crm_follow_records_customer on crm_follow_records (customer_id, follow_at) where customer_id is not null;
create index crm_follow_records_lead on crm_follow_records (lead_id) where lead_id is not null;
create index crm_follow_records_content_trgm on crm_follow_records using gin (content extensions.gin_trgm_ops);

alter table crm_follow_plans add constraint crm_follow_plans_record foreign key (record_id) references crm_follow_records(id) on delete cascade;

-- a record's attachments (photos of a visit, a call's notes …): the bytes here, at most 5 MB each
create table crm_follow_attachments (
  id bigserial primary key,
  record_id bigint not null references crm_follow_records(id) on delete cascade,
  name text not null,
  content_type text not null,
  size integer not null check (size > 0 and size <= 5242880),
  bytes bytea not null
);
create index crm_follow_attachments_record on crm_follow_attachments (record_id);
