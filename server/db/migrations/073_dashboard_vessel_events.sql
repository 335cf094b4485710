-- Issue 36: the dashboard finds each booking's vessel-wide transport events (a departure, an arrival:
-- no booking of their own, company null) by its vessel and voyage, compared without case. Without
-- this index each booking in a summary read every such event (100,000 bookings: minutes); with it,
-- one lookup each.
create index tracking_events_vessel_wide on tracking_events (upper(evt_vessel_name), upper(evt_voyage))
  where evt_cgo_id is null and evt_type = 'TRANSPORT';
