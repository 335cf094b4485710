-- Issue 14: reference data (commercial.md §1). The tables the SI check reads (carriers, ports,
-- container_types) are extended in place; the other master lists are new. Codes are stored in
-- capitals; every row has a status (a code in use is disabled, never deleted) and a version (an
-- edit must name the version it read: 400 STALE otherwise).

alter table carriers
  add column code_kind text not null default 'SCAC' check (code_kind in ('SCAC', 'LOCAL')),
  add column smdg_code text not null default '',
  add column name_zh text not null default '',
  add column short_name text not null default '',
  add column alliance_tag text not null default '',
  add column tracking_url text not null default '',
  add column website text not null default '',
  add column aliases text[] not null default '{}',
  add column status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DISABLED')),
  add column sort_order integer not null default 0,
  add column version integer not null default 1,
  add column updated_at timestamptz not null default now();

create table countries (code text primary key, name_zh text not null, name_en text not null);

create table port_groups (
  code text primary key,
  name_zh text not null,
  name_en text not null,
  country_code text not null references countries (code)
);

alter table ports
  add column country_code text references countries (code),
  add column aliases text[] not null default '{}',
  add column subdivision text not null default '',
  add column functions text not null default '--------',
  add column time_zone text not null default '',
  add column lat numeric(8, 5),
  add column lon numeric(8, 5),
  add column lane_code text,
  add column port_group text references port_groups (code),
  add column status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DISABLED')),
  add column version integer not null default 1,
  add column updated_at timestamptz not null default now();
create index ports_country on ports (country_code);

-- the rate class (40HQ) is what people and rates name, and unique; two classes may share an ISO
-- code (40NOR is a 45R1 reefer carrying dry cargo), so the ISO code is no longer the key
alter table container_types drop constraint container_types_pkey;
alter table container_types add primary key (name);
alter table container_types
  add column iso_group text not null default '',
  add column name_zh text not null default '',
  add column status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DISABLED'));

create table currencies (
  code text primary key,
  number text not null default '',
  digits smallint not null check (digits between 0 and 4),
  name_zh text not null,
  name_en text not null,
  symbol text not null default '',
  is_base boolean not null default false,
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DISABLED')),
  version integer not null default 1
);
-- at most one base currency here; "exactly one" is the API's rule (it never unsets the last)
create unique index currencies_one_base on currencies (is_base) where is_base;

create table exchange_rates (
  id bigserial primary key,
  from_code text not null references currencies (code),
  to_code text not null references currencies (code),
  kind text not null check (kind in ('MONTHLY_BOOK', 'DAILY')),
  rate numeric(18, 6) not null check (rate > 0),
  valid_from date not null,
  valid_to date not null,
  source text not null check (source in ('BOC', 'MANUAL')),
  created_by bigint references employees (id),
  created_at timestamptz not null default now(),
  check (valid_to >= valid_from),
  check (from_code <> to_code)
);
create index exchange_rates_pair on exchange_rates (from_code, to_code, kind, valid_from);

create table trade_lanes (
  code text primary key,
  name_zh text not null,
  name_en text not null,
  parent_code text references trade_lanes (code),
  manager_employee_id bigint references employees (id),
  sort_order integer not null default 0,
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DISABLED')),
  version integer not null default 1
);
alter table ports add constraint ports_lane foreign key (lane_code) references trade_lanes (code);

create table trade_lane_ports (
  lane_code text not null references trade_lanes (code) on delete cascade,
  port_code text not null references ports (code),
  is_primary boolean not null default false,
  primary key (lane_code, port_code)
);
create unique index trade_lane_ports_one_primary on trade_lane_ports (port_code) where is_primary;

create table fee_codes (
  code text primary key,
  name_zh text not null,
  name_en text not null,
  category text not null check (category in ('FREIGHT', 'SURCHARGE', 'ORIGIN', 'DESTINATION', 'FILING', 'SERVICE', 'LCL')),
  default_basis text not null check (default_basis in ('PER_CONTAINER', 'PER_BL', 'PER_SHIPMENT', 'PER_RT', 'PER_CBM', 'PER_KG', 'PERCENT')),
  default_currency text references currencies (code),
  default_payment_term text check (default_payment_term in ('PRE', 'COL')),
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DISABLED')),
  version integer not null default 1
);

create table vessels (
  id bigserial primary key,
  name text not null,
  imo text not null unique,
  mmsi text not null default '',
  call_sign text not null default '',
  flag text references countries (code),
  operator_carrier_code text references carriers (code),
  teu integer,
  built_year smallint,
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DISABLED')),
  version integer not null default 1
);

-- the pickers' index (server/modules/refdata) is rebuilt when reference data changes, whoever changes it
create or replace function announce_refdata_topic() returns trigger language plpgsql as $$
begin
  perform pg_notify('freight_live', '{"forget":{"topics":["refdata"]}}');
  return null;
end $$;
create trigger carriers_announce after insert or update or delete on carriers for each statement execute function announce_refdata_topic();
create trigger ports_announce after insert or update or delete on ports for each statement execute function announce_refdata_topic();
create trigger countries_announce after insert or update or delete on countries for each statement execute function announce_refdata_topic();
create trigger port_groups_announce after insert or update or delete on port_groups for each statement execute function announce_refdata_topic();
