-- Issue 14: vessels, ship agencies and code mappings (commercial.md §1.1 "Vessels and schedules" and
-- "Mappings and codes"). The vessels table of 025 already has the DCSA Vessel fields; this adds the
-- shape checks the API makes (so a write by hand cannot store what the screen refuses) and the names
-- a vessel had before: a renamed vessel keeps its IMO number, and people still search by the old name.

alter table vessels
  add column former_names text[] not null default '{}',
  add constraint vessels_imo_shape check (imo ~ '^[0-9]{7}$'),
  add constraint vessels_mmsi_shape check (mmsi = '' or mmsi ~ '^[0-9]{9}$'),
  add constraint vessels_call_sign_shape check (call_sign = '' or call_sign ~ '^[A-Z0-9]{3,10}$'),
  add constraint vessels_name_shape check (length(name) between 1 and 50 and name = upper(name)),
  add constraint vessels_teu_range check (teu is null or teu between 0 and 30000);

-- a rename keeps the old name (once, most recent last): the IMO number is the ship, the name is not
create or replace function vessels_keep_former_name() returns trigger language plpgsql as $$
begin
  if new.name <> old.name and not (old.name = any(new.former_names)) then
    new.former_names := array_append(array_remove(new.former_names, new.name), old.name);
  end if;
  return new;
end $$;
create trigger vessels_former_name before update of name on vessels for each row execute function vessels_keep_former_name();

-- Ship agencies (船代, commercial.md §1.1 ShipAgency): the agent that acts for a vessel at a port,
-- to whom the manifest module sends. Ports and carriers are lists (an agency serves several of each);
-- arrays cannot carry foreign keys, so the API checks each code against ports and carriers. Contacts
-- are [{Name, Phone, Email}] kept with the agency: they are read together, never queried apart.
create table ship_agencies (
  code text primary key check (code ~ '^[A-Z0-9]{2,10}$'),
  name_zh text not null check (length(name_zh) between 1 and 60),
  name_en text not null check (length(name_en) between 1 and 100),
  port_codes text[] not null default '{}',
  carrier_codes text[] not null default '{}',
  -- the agency's code in customs manifest EDI (a sender or receiver id); not unique: a group may share one
  edi_code text not null default '' check (length(edi_code) <= 20),
  address text not null default '' check (length(address) <= 200),
  contacts jsonb not null default '[]' check (jsonb_typeof(contacts) = 'array'),
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DISABLED')),
  version integer not null default 1,
  updated_at timestamptz not null default now()
);
create index ship_agencies_ports on ship_agencies using gin (port_codes);

-- a vessel call's ship agent (VesselCall.ShipAgencyId of §1.1, by code as agencies are code-keyed)
alter table vessel_calls add column ship_agency_code text references ship_agencies (code);
create index vessel_calls_ship_agency on vessel_calls (ship_agency_code) where ship_agency_code is not null;

-- Code mappings (基础数据映射, commercial.md §1.1 CodeMapping): an outside system's code for one of our
-- master codes. `system` names the outside party: CARRIER:COSU (a carrier's own code list), INTTRA,
-- CUSTOMS_CN, DCSA_REF, THIRD_PARTY:<company code>. Codes are stored trimmed in capitals (R1.1) so the
-- unique key finds " cnnbo" and "CNNBO" to be one code. The internal code's existence depends on the
-- kind (ports, carriers, vessels by IMO …): the API checks it, as one column cannot reference five tables.
create table code_mappings (
  id bigserial primary key,
  kind text not null check (kind in ('PORT', 'CARRIER', 'CONTAINER_TYPE', 'PACKAGE', 'FEE', 'VESSEL', 'TERMINAL')),
  system text not null check (system ~ '^[A-Z0-9_]{2,20}(:[A-Z0-9_-]{1,20})?$'),
  external_code text not null check (length(external_code) between 1 and 40 and external_code = upper(btrim(external_code))),
  external_name text not null default '' check (length(external_name) <= 100),
  internal_code text not null check (length(internal_code) between 1 and 20),
  -- IN: read their code into ours; OUT: write ours as theirs; BOTH
  direction text not null default 'BOTH' check (direction in ('IN', 'OUT', 'BOTH')),
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DISABLED')),
  version integer not null default 1,
  updated_at timestamptz not null default now(),
  unique (kind, system, external_code)
);
-- writing ours as theirs (OUT) looks mappings up by our code
create index code_mappings_internal on code_mappings (kind, system, internal_code);

-- The codes Resolve was asked for and could not map, so someone maps them: one row per code, counted.
-- Small by nature (each distinct unknown code once); a code mapped since is left out by the list.
create table unmapped_codes (
  kind text not null,
  system text not null,
  external_code text not null,
  first_seen timestamptz not null default now(),
  last_seen timestamptz not null default now(),
  seen_count integer not null default 1,
  primary key (kind, system, external_code)
);
