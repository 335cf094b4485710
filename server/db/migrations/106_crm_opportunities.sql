-- The CRM's opportunities (商机, commercial.md §7.1 CrmOpportunity, issue 50): owned by
-- server/modules/crm. An opportunity is a customer's expected business on some lanes; it moves through
-- the company's stages (crm_dicts kind STAGE, each with its win rate) to WON or LOST (a reason from the
-- LOST_REASON list). Every stage change is a crm_events row (entity OPPORTUNITY); a deleted one waits
-- in the recycle bin (deleted_at) like the customers.

-- a stage's win rate (初步接洽 10% … 赢单 100%); null for the other lists
alter table crm_dicts add column win_rate smallint check (win_rate between 0 and 100);

create table crm_opportunities (
  id bigserial primary key,
  owner_company_id bigint not null references companies(id),
  customer_id bigint not null references crm_customers(id) on delete cascade,
  name text not null,
  -- lanes of interest [{Pol, Pod}] as port codes
  lanes jsonb not null default '[]',
  carrier_pref text not null default '',
  container_mix text not null default '',
  est_teu_per_month integer check (est_teu_per_month >= 0),
  -- the estimated gross profit, in the minor units of its currency (the money module)
  amount_minor bigint not null default 0 check (amount_minor >= 0),
  currency char(3) not null default 'USD',
  stage_code text not null,
  win_rate smallint not null default 0 check (win_rate between 0 and 100),
  expected_close_on date,
  actual_close_on date,
  owner_employee_id bigint not null references employees(id),
  contact_id bigint references crm_contacts(id) on delete set null,
  failure_reason text,
  competitor text not null default '',
  -- the quote a won opportunity was won with (rates' quotes of the customer's linked company)
  won_quote_id bigint,
  remarks text not null default '',
  version integer not null default 1,
  created_by bigint references employees(id),
  created_at timestamptz not null default now(),
  deleted_at timestamptz,
  deleted_by bigint references employees(id)
);
create index crm_opportunities_company on crm_opportunities (owner_company_id, stage_code) where deleted_at is null;
create index crm_opportunities_customer on crm_opportunities (customer_id) where deleted_at is null;
create index crm_opportunities_owner on crm_opportunities (owner_employee_id) where deleted_at is null;
create index crm_opportunities_name_trgm on crm_opportunities using gin (name extensions.gin_trgm_ops);

alter table crm_events drop constraint crm_events_entity_check;
alter table crm_events add constraint crm_events_entity_check check (entity in ('CUSTOMER', 'CONTACT', 'LEAD', 'OPPORTUNITY'));
