-- Quotes (commercial.md §2.1 Quote, §2.2 states, R2.6, R2.8, R2.12). A quote is made from one price
-- search for one customer: each option is that search's row rebuilt from the rate version and the
-- rule versions it used, stored as it was shown (sell, surcharges, totals per currency) together
-- with the staff-only cost, margin and trace. A sent quote keeps its snapshot whatever later happens
-- to the rates (withdrawn, increased). EXPIRED is derived (valid_until < today), never stored.
create sequence quote_no_seq;

create table quotes (
  id bigserial primary key,
  quote_no text not null unique,
  owner_company_id bigint not null references companies (id),
  customer_company_id bigint not null references companies (id),
  sales_employee_id bigint not null references employees (id),
  status text not null check (status in ('DRAFT', 'SENT', 'ACCEPTED', 'REJECTED', 'SUPERSEDED')),
  -- the search the options came from, and its lane, containers and day
  search_id bigint not null references rate_search_log (id),
  pol_code text not null,
  pod_code text not null,
  lines jsonb not null,
  day date not null,
  level_name text not null default '',
  -- the options: the staff rows as priced ([RateSearchRow with Cost, Margin, Trace])
  options jsonb not null,
  valid_until date not null,
  terms text not null default '',
  revision_of bigint references quotes (id),
  -- R2.6: a price below the floor margin needs the override button and a reason, kept here
  override_reason text,
  sent_at timestamptz,
  decided_at timestamptz,
  decided_by bigint references employees (id),
  decision_reason text,
  created_at timestamptz not null default now(),
  revision integer not null default 1
);
create index quotes_owner on quotes (owner_company_id, created_at desc);
create index quotes_customer on quotes (customer_company_id, created_at desc);

create table quote_events (
  id bigserial primary key,
  quote_id bigint not null references quotes (id) on delete cascade,
  at timestamptz not null default now(),
  actor_id bigint references employees (id),
  type text not null,
  detail jsonb not null default '{}'
);
create index quote_events_quote on quote_events (quote_id, at);
