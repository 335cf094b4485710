-- Issue 14: editing schedules (commercial.md §1.1 ServiceCode, VesselCall, ScheduleTemplate; §1.3).
-- A call omitted (跳港) or cancelled says why; a service may carry the DCSA universal service
-- reference (≤ 8, e.g. SR00033F) beside the carrier's own code.
alter table vessel_calls add column status_reason text not null default '';
alter table services add column universal_service_reference text not null default ''
  check (length(universal_service_reference) <= 8);

-- Schedule templates (船期模板): the weekly pattern a rate or a ready-space listing states instead of
-- a vessel ("截二开四": cut-off Tuesday, sails Thursday), with the transit days to the POD.
-- Weekdays are ISO (1 Monday … 7 Sunday). A template may be bound to a carrier, a service and a POL.
create table schedule_templates (
  id bigserial primary key,
  name text not null check (length(name) between 1 and 60),
  carrier_code text references carriers (code),
  service_code text,
  pol_code text references ports (code),
  via_code text references ports (code),
  cut_off_weekdays smallint[] not null check (cardinality(cut_off_weekdays) between 1 and 7 and cut_off_weekdays <@ '{1,2,3,4,5,6,7}'),
  etd_weekdays smallint[] not null check (cardinality(etd_weekdays) between 1 and 7 and etd_weekdays <@ '{1,2,3,4,5,6,7}'),
  transit_days integer not null check (transit_days between 0 and 90),
  remarks text not null default '',
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DISABLED')),
  version integer not null default 1,
  updated_at timestamptz not null default now(),
  unique (name),
  foreign key (carrier_code, service_code) references services (carrier_code, service_code)
);
