-- Issue 15: what turns a rate's cost into the price a customer sees (commercial.md §2.1 SurchargeRule,
-- MarkupRule, CustomerLevel, CustomerLevelCompany, RateSearchLog; §2.4 the pricing engine).
-- Rules are kept as versions: a rule is never changed in place, so a price a customer saw can be
-- rebuilt from (rate id) and the (rule id, version) pairs its trace names (R2.8, price explain).
-- Amounts are minor units of their currency (§0.1); percentages are basis points.

create table customer_levels (
  id bigserial primary key,
  owner_company_id bigint not null references companies (id),
  code text not null,
  name_zh text not null,
  name_en text not null default '',
  rank smallint not null default 1 check (rank >= 1),
  is_public boolean not null default false,
  is_default boolean not null default false,
  unique (owner_company_id, code)
);
-- exactly one public tier (the visitors') and at most one default tier per owner
create unique index customer_levels_public on customer_levels (owner_company_id) where is_public;
create unique index customer_levels_default on customer_levels (owner_company_id) where is_default;

create table customer_level_companies (
  owner_company_id bigint not null references companies (id),
  company_id bigint not null references companies (id),
  level_id bigint not null references customer_levels (id),
  assigned_by bigint references employees (id),
  assigned_at timestamptz not null default now(),
  primary key (owner_company_id, company_id)
);

create sequence pricing_rule_id_seq;

create table markup_rules (
  id bigint not null,
  version integer not null check (version >= 1),
  owner_company_id bigint not null references companies (id),
  scope text not null check (scope in ('BUSINESS', 'LEVEL')),
  level_id bigint references customer_levels (id),
  match jsonb not null default '{}',
  method text not null check (method in ('AMOUNT', 'PERCENT')),
  amounts jsonb not null default '{}',
  pct_bp integer check (pct_bp between 0 and 30000),
  currency text references currencies (code),
  apply_to text not null default 'OF' check (apply_to in ('OF', 'OF_AND_FREIGHT_SURCHARGES')),
  rounding_step integer not null default 1 check (rounding_step >= 1),
  min_margin jsonb not null default '{}',
  priority integer not null default 0,
  valid_from date not null,
  valid_to date not null,
  active boolean not null default true,
  name text not null default '',
  created_by bigint references employees (id),
  created_at timestamptz not null default now(),
  primary key (id, version),
  check (valid_to >= valid_from),
  check ((scope = 'LEVEL') = (level_id is not null)),
  check (method = 'PERCENT' or currency is not null)
);

create table surcharge_rules (
  id bigint not null,
  version integer not null check (version >= 1),
  owner_company_id bigint not null references companies (id),
  kind text not null check (kind in ('MANDATORY', 'CONDITIONAL', 'OPTIONAL')),
  fee_code text not null references fee_codes (code),
  basis text not null check (basis in ('PER_CONTAINER', 'PER_BL', 'PER_SHIPMENT', 'PERCENT')),
  currency text not null references currencies (code),
  payment_term text not null check (payment_term in ('PRE', 'COL')),
  side text not null check (side in ('FREIGHT', 'ORIGIN', 'DESTINATION')),
  condition jsonb,
  match jsonb not null default '{}',
  amounts jsonb not null default '{}',
  amount bigint,
  min_amount bigint,
  max_amount bigint,
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

-- Every search (R2.13): who asked (an employee, or a visitor's anonymous key), for what, and what
-- was shown — each row's rate version, level, rule versions and totals, so the price can be explained.
create table rate_search_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  owner_company_id bigint references companies (id),
  company_id bigint references companies (id),
  employee_id bigint references employees (id),
  visitor_key text,
  source text not null check (source in ('STAFF', 'CUSTOMER', 'PUBLIC')),
  pol_code text not null,
  pod_code text not null,
  lines jsonb not null,
  day date not null,
  -- the price tier the prices were at (none: the business default)
  level_id bigint references customer_levels (id),
  results integer not null,
  -- the cheapest row's totals as shown ([{Currency, Amount}])
  min_totals jsonb not null default '[]',
  shown jsonb not null default '[]'
);
create index rate_search_log_at on rate_search_log (at desc);
