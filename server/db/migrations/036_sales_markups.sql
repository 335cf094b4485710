-- Issue 15: a salesperson's add-ons on the tier price (commercial.md §2.1 SalesMarkup, FreightPush),
-- kept as versions like the other pricing rules (migration 034): a save or an on/off writes the next
-- version, so a quote explains its price by the version it used. Amounts in minor units per class;
-- targets: the customer companies it applies to, none = all of the salesperson's customers.
create table sales_markups (
  id bigint not null,
  version integer not null check (version >= 1),
  owner_company_id bigint not null references companies (id),
  salesperson_id bigint not null references employees (id),
  match jsonb not null default '{}',
  currency text not null references currencies (code),
  amounts jsonb not null default '{}',
  targets jsonb not null default '[]',
  priority integer not null default 0,
  valid_from date not null,
  valid_to date not null,
  active boolean not null default true,
  name text not null default '',
  created_by bigint references employees (id),
  created_at timestamptz not null default now(),
  primary key (id, version),
  check (valid_to >= valid_from)
);
create index sales_markups_salesperson on sales_markups (owner_company_id, salesperson_id, id, version desc);
