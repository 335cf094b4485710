-- Issue 15: the FCL rate store (commercial.md §2.1 FclRate, FclRatePrice, FclRateSurcharge).
-- One row per version: a change to a published rate makes the next version under the same rate_no
-- (R2.8), so a price a customer saw can always be rebuilt from (id) = (rate_no, version).
-- `revision` is the optimistic lock of one version's row (400 STALE), not the rate's version.
create sequence fcl_rate_no_seq;

create table fcl_rates (
  id bigserial primary key,
  rate_no text not null,
  version integer not null check (version >= 1),
  supersedes_id bigint references fcl_rates (id),
  owner_company_id bigint not null references companies (id),
  rate_type text not null check (rate_type in ('CONTRACT', 'SPOT', 'PROMO')),
  direction text not null default 'EXPORT' check (direction in ('EXPORT', 'IMPORT')),
  carrier_code text not null references carriers (code),
  service_code text,
  trade_lane_code text references trade_lanes (code),
  pol_code text not null references ports (code),
  via_code text references ports (code),
  pod_code text not null references ports (code),
  receipt_type text not null default 'CY' check (receipt_type in ('CY', 'SD', 'CFS')),
  delivery_type text not null default 'CY' check (delivery_type in ('CY', 'SD', 'CFS')),
  cargo_type text not null default 'GP' check (cargo_type in ('GP', 'DG', 'RF', 'OOG')),
  commodity text not null default 'FAK',
  contract_no text,
  currency text not null references currencies (code),
  all_in boolean not null default false,
  valid_from date not null,
  valid_to date not null,
  validity_basis text not null default 'ETD' check (validity_basis in ('ETD', 'GATE_IN', 'BOOKING')),
  cut_off_weekdays smallint[] not null default '{}',
  etd_weekdays smallint[] not null default '{}',
  transit_days smallint,
  free_time_origin smallint,
  free_time_dest_dem smallint,
  free_time_dest_det smallint,
  remarks text not null default '',
  internal_remarks text not null default '',
  visible boolean not null default true,
  maintainer_id bigint references employees (id),
  status text not null default 'DRAFT' check (status in ('DRAFT', 'PENDING', 'PUBLISHED', 'SUPERSEDED', 'WITHDRAWN')),
  source text not null default 'MANUAL' check (source in ('MANUAL', 'IMPORT', 'SHARED', 'API')),
  reject_remarks text,
  revision integer not null default 1,
  created_by bigint references employees (id),
  submitted_by bigint references employees (id),
  confirmed_by bigint references employees (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (rate_no, version),
  check (valid_to >= valid_from)
);
-- search and the overlap check read published rates by lane
create index fcl_rates_lane on fcl_rates (pol_code, pod_code, status, valid_from, valid_to);
create index fcl_rates_status on fcl_rates (status, updated_at desc);

create table fcl_rate_prices (
  rate_id bigint not null references fcl_rates (id) on delete cascade,
  container_class text not null references container_types (name),
  cost numeric(12, 2) not null check (cost > 0),
  list_price numeric(12, 2) check (list_price > 0),
  max_gross_kg integer check (max_gross_kg > 0),
  primary key (rate_id, container_class)
);

create table fcl_rate_surcharges (
  rate_id bigint not null references fcl_rates (id) on delete cascade,
  line_no smallint not null,
  fee_code text not null references fee_codes (code),
  basis text not null check (basis in ('PER_CONTAINER', 'PER_BL', 'PER_SHIPMENT', 'PERCENT')),
  container_class text references container_types (name),
  amount numeric(12, 2) not null,
  currency text not null references currencies (code),
  payment_term text not null check (payment_term in ('PRE', 'COL')),
  side text not null check (side in ('FREIGHT', 'ORIGIN', 'DESTINATION')),
  primary key (rate_id, line_no)
);

-- every move of a version (saved, submitted, confirmed, rejected, published, superseded, withdrawn),
-- written in the same transaction as the row
create table fcl_rate_events (
  id bigserial primary key,
  rate_id bigint not null references fcl_rates (id) on delete cascade,
  at timestamptz not null default now(),
  actor_id bigint references employees (id),
  type text not null,
  detail jsonb not null default '{}'
);
create index fcl_rate_events_rate on fcl_rate_events (rate_id, at);

-- R2.x company setting: a submitted rate waits for a manager's confirmation (on for the platform)
alter table companies add column rate_needs_confirmation boolean not null default true;
