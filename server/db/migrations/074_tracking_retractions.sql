-- A container's timeline (eventsOfContainer) reads the retractions naming its events: without an
-- index on what a retraction names, every read scanned the whole event table — each carrier answer's
-- anomaly check grew with every event ever stored (found by the 1,000,000-event ingest bench).
create index tracking_events_retracts on tracking_events (evt_retracts) where evt_retracts is not null;
