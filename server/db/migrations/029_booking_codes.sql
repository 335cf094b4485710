-- Issue 14: mappings and codes (commercial.md §1.1 "Mappings and codes"): booking agencies (订舱代理,
-- /DataMaintenance/OrderAgency). Rows have a generated id (agents have no code of their own); the
-- name is unique, case aside, so an import finds the row a sheet line means and two rows never
-- stand for one agent. An agent that is a provider on the platform names its company; the carriers
-- it books with are known carriers (checked by the API: an array cannot carry a foreign key).

create table booking_agencies (
  id bigserial primary key,
  company_id bigint references companies (id),
  name text not null check (length(name) between 1 and 100),
  carrier_codes text[] not null default '{}',
  channel text not null check (channel in ('EMAIL', 'PORTAL', 'EDI', 'API')),
  -- [{Name, Phone, Email}]
  contacts jsonb not null default '[]' check (jsonb_typeof(contacts) = 'array'),
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DISABLED')),
  version integer not null default 1,
  updated_at timestamptz not null default now()
);
create unique index booking_agencies_name on booking_agencies (lower(name));
create index booking_agencies_carriers on booking_agencies using gin (carrier_codes);
