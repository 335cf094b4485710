-- Issue 16: LCL rates and co-load surcharges (commercial.md §4.1 LclRate, CoLoadSurcharge; R4.1–R4.5).
-- Versioned like FCL (one row per version under one rate_no; a published version is never changed
-- in place, R2.8): a change opens the next version as a draft, which supersedes the published one
-- when it is published. Two published versions of one key (owner, co-loader, POL, via, POD) never
-- share a day. The co-loader is a company of the platform or, until it has an account, a name.
create sequence lcl_rate_no_seq;

create table lcl_rates (
  id bigserial primary key,
  rate_no text not null,
  version integer not null check (version >= 1),
  supersedes_id bigint references lcl_rates (id),
  owner_company_id bigint not null references companies (id),
  co_loader_company_id bigint references companies (id),
  co_loader_name text not null,
  pol_code text not null references ports (code),
  via_code text references ports (code),
  pod_code text not null references ports (code),
  currency text not null references currencies (code),
  rate_per_rt numeric(12, 2) not null check (rate_per_rt > 0),
  breaks jsonb not null default '[]',
  min_rt numeric(6, 2) not null default 1 check (min_rt > 0),
  kg_per_rt integer not null default 1000 check (kg_per_rt > 0),
  rt_rounding numeric(4, 2) not null default 0.01 check (rt_rounding > 0),
  cut_off_weekdays smallint[] not null default '{}',
  etd_weekdays smallint[] not null default '{}',
  transit_days smallint,
  max_piece_kg integer,
  max_piece_length_cm integer,
  dg_accepted boolean not null default false,
  valid_from date not null,
  valid_to date not null,
  remarks text not null default '',
  internal_remarks text not null default '',
  visible boolean not null default true,
  status text not null default 'DRAFT' check (status in ('DRAFT', 'PUBLISHED', 'SUPERSEDED', 'WITHDRAWN')),
  revision integer not null default 1,
  created_by bigint references employees (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (rate_no, version),
  check (valid_to >= valid_from)
);
create index lcl_rates_lane on lcl_rates (pol_code, pod_code, status, valid_from, valid_to);

create table lcl_rate_events (
  id bigserial primary key,
  rate_id bigint not null references lcl_rates (id) on delete cascade,
  at timestamptz not null default now(),
  actor_id bigint references employees (id),
  type text not null,
  detail jsonb not null default '{}'
);
create index lcl_rate_events_rate on lcl_rate_events (rate_id, at);

create table lcl_surcharges (
  id bigserial primary key,
  owner_company_id bigint not null references companies (id),
  fee_code text not null references fee_codes (code),
  co_loader_name text,
  pol_code text references ports (code),
  pod_code text references ports (code),
  basis text not null check (basis in ('PER_RT', 'PER_CBM', 'PER_TON', 'PER_KG', 'PER_BL', 'PER_SHIPMENT', 'PERCENT')),
  amount numeric(12, 2) not null check (amount >= 0),
  currency text not null references currencies (code),
  min_amount numeric(12, 2),
  max_amount numeric(12, 2),
  side text not null check (side in ('ORIGIN', 'FREIGHT', 'DESTINATION')),
  valid_from date not null,
  valid_to date not null,
  active boolean not null default true,
  revision integer not null default 1,
  created_by bigint references employees (id),
  updated_at timestamptz not null default now(),
  check (valid_to >= valid_from)
);
