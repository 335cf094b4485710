-- Issue 14: liner services and their vessel calls (sailings), commercial.md §1.1 Service and
-- VesselCall. A service is keyed by `code` (<CARRIER>-<SERVICE CODE>, e.g. COSU-AEU1): a carrier's
-- service code (DCSA carrierServiceCode, ≤ 11) is unique per carrier only. Its rotation is the calls
-- of one round voyage as [{PortCode, DayOffset}], the day the vessel arrives counted from the first
-- call. Vessel calls are one row per (vessel, voyage, port, seq): a port called twice on a loop has
-- two rows with their own seq. Times are instants (timestamptz), shown in the port's time zone.

create table services (
  code text primary key,
  carrier_code text not null references carriers (code),
  service_code text not null check (length(service_code) between 1 and 11),
  name text not null default '',
  lane_code text references trade_lanes (code),
  frequency text not null default 'WEEKLY' check (frequency in ('WEEKLY')),
  loop_days integer not null check (loop_days > 0 and loop_days % 7 = 0),
  rotation jsonb not null default '[]' check (jsonb_typeof(rotation) = 'array'),
  vessel_imos text[] not null default '{}',
  partner_carrier_codes text[] not null default '{}',
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DISABLED')),
  version integer not null default 1,
  updated_at timestamptz not null default now(),
  unique (carrier_code, service_code)
);

create table vessel_calls (
  id bigserial primary key,
  vessel_id bigint not null references vessels (id),
  carrier_code text not null references carriers (code),
  service_code text,
  voyage text not null check (length(voyage) between 1 and 20),
  port_code text not null references ports (code),
  seq integer not null check (seq >= 1),
  eta_planned timestamptz,
  eta_estimated timestamptz,
  ata timestamptz,
  etd_planned timestamptz,
  etd_estimated timestamptz,
  atd timestamptz,
  booking_open_at timestamptz,
  -- [{Code, DateTime}]: DCSA cut-off codes (§6.5), each before the call's ETD (R1.8: checked by the API)
  cut_offs jsonb not null default '[]' check (jsonb_typeof(cut_offs) = 'array'),
  status text not null default 'SCHEDULED' check (status in ('SCHEDULED', 'ARRIVED', 'DEPARTED', 'OMITTED', 'CANCELLED')),
  source text not null default 'MANUAL' check (source in ('MANUAL', 'IMPORT', 'API', 'GENERATED')),
  version integer not null default 1,
  created_at timestamptz not null default now(),
  unique (vessel_id, voyage, port_code, seq),
  foreign key (carrier_code, service_code) references services (carrier_code, service_code),
  check (etd_planned is null or eta_planned is null or etd_planned >= eta_planned),
  check (atd is null or ata is null or atd >= ata)
);
-- the point-to-point search: departures from a port in a window; the arrival by vessel and voyage
create index vessel_calls_departures on vessel_calls (port_code, etd_planned);
create index vessel_calls_voyage on vessel_calls (vessel_id, voyage, seq);
create index vessel_calls_service on vessel_calls (carrier_code, service_code, etd_planned);
