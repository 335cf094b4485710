-- Issue 36: the control tower (operations.md §12.1). Exceptions are computed on every read from the
-- modules' facts, never stored; what is stored is a company's acknowledgement: a snooze with a note,
-- hiding that exception from that company's people until it ends. One row per (company, exception);
-- a new ack replaces the last (the history is the doc_events row each ack appends).
create table exception_acks (
  company_id bigint not null references companies (id),
  code text not null check (code ~ '^[A-Z][A-Z0-9_]{1,39}$'),
  doc_type text not null check (length(doc_type) between 1 and 40),
  doc_id text not null check (length(doc_id) between 1 and 60),
  snoozed_until timestamptz not null,
  by_employee bigint not null references employees (id),
  note text not null default '' check (length(note) <= 500),
  acked_at timestamptz not null default now(),
  primary key (company_id, code, doc_type, doc_id)
);

-- The rules' reads, each bounded by the instant it looks back from (server/platform/tower/rules.ts LOOKBACK_DAYS):
-- SHUT_OUT: boxes gated in lately, and the departures of their vessels at the loading port
create index packing_lists_gated_in on packing_lists (pkl_gated_in_at) where pkl_status = 7;
create index tracking_events_departures on tracking_events (upper(evt_vessel_name), evt_voyage, evt_location)
  where evt_code = 'DEPA' and evt_classifier = 'ACT';
-- ETA_SLIP: the estimates of arrival, by when and by whose (a booking's own, a vessel's)
create index tracking_events_eta_at on tracking_events (evt_at) where evt_code = 'ARRI' and evt_classifier = 'EST';
create index tracking_events_eta_cgo on tracking_events (evt_cgo_id, evt_location) where evt_code = 'ARRI' and evt_classifier = 'EST';
create index tracking_events_eta_voyage on tracking_events (upper(evt_vessel_name), evt_voyage) where evt_code = 'ARRI' and evt_classifier = 'EST';
create index bookings_vessel_voyage on bookings (upper(vessel), voyage);
-- CUSTOMS_HOLD: the customs stops lately, and each box's releases
create index tracking_events_customs_stops on tracking_events (evt_at) where evt_code in ('CUSS', 'CUSI');
create index tracking_events_customs_releases on tracking_events (evt_equipment_ref, evt_at) where evt_code = 'CUSR' and evt_classifier = 'ACT';
-- SHUT_OUT: each box's loads
create index tracking_events_loads on tracking_events (evt_equipment_ref, evt_at) where evt_code = 'LOAD' and evt_classifier = 'ACT';
-- MANIFEST_DUE: manifests not yet accepted, by their planned loading
create index manifests_loading on manifests (mft_loading_at) where mft_status not in (9, 10, 11, 12);
-- VGM_DEVIATION: weights measured lately
create index vgm_declarations_measured on vgm_declarations (coalesce(vgm_measured_at, updated_at)) where vgm_measured_kg is not null;
