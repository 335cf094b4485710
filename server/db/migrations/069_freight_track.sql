-- Freight tracking subscriptions (operations.md §8.1, issue 36): one row per reference a company
-- tracks, polled through the CARRIER_TNT channel. The summary columns (vessel … exceptions) are the
-- projection of the container events as the poller last found them, kept on the row so the list of
-- 100,000 shipments reads one table (the events stay the one source: the detail projects them again).
create table tracking_subscriptions (
  id bigserial primary key,
  company_id bigint not null references companies (id),
  trk_ref_type text not null check (trk_ref_type in ('CONTAINER', 'BOOKING', 'MBL', 'HBL')),
  trk_ref text not null check (length(trk_ref) between 1 and 35),
  trk_carrier text references carriers (code),
  trk_cgo_id text references bookings (cgo_id),
  -- src/domain/freightTrack/status.ts: 1 pending, 2 active, 3 not found, 4 failed, 5 completed, 6 stopped
  trk_status smallint not null default 1 check (trk_status between 1 and 6),
  trk_source text not null default 'CARRIER_TNT' check (trk_source in ('CARRIER_TNT', 'TERMINAL', 'MANUAL')),
  -- the channel ran on its local simulator when this subscription was polled (operations.md §17.2 "visible")
  trk_simulated boolean not null default false,
  trk_last_polled_at timestamptz,
  trk_next_poll_at timestamptz not null default now(),
  trk_last_error text not null default '',
  -- consecutive adapter errors (5 → failed) and "not found" answers (3 over 24 h → not found)
  trk_errors smallint not null default 0,
  trk_not_found smallint not null default 0,
  trk_first_not_found_at timestamptz,
  -- the last refresh a person asked for (once per 10 minutes)
  trk_refreshed_at timestamptz,
  -- the projection's summary
  trk_vessel text not null default '',
  trk_voyage text not null default '',
  trk_pol text not null default '',
  trk_pod text not null default '',
  trk_etd timestamptz,
  trk_atd timestamptz,
  trk_eta timestamptz,
  trk_first_eta timestamptz,
  trk_ata timestamptz,
  trk_milestone text not null default '',
  trk_delay_hours integer not null default 0,
  trk_exceptions text[] not null default '{}',
  trk_containers text[] not null default '{}',
  -- the transport documents (B/Ls) the carrier's shipment events named for this reference
  trk_doc_refs text[] not null default '{}',
  trk_delivered_at timestamptz,
  -- the ETA slip already told to the owner (trk.delay: once per slip)
  trk_delay_told_hours integer not null default 0,
  created_by bigint references employees (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- "already tracked": one live subscription per company and reference (a stopped one may be added again)
create unique index tracking_subscriptions_live on tracking_subscriptions (company_id, trk_ref_type, trk_ref) where trk_status <> 6;
create index tracking_subscriptions_company on tracking_subscriptions (company_id, created_at desc, id desc);
create index tracking_subscriptions_list on tracking_subscriptions (created_at desc, id desc);
create index tracking_subscriptions_due on tracking_subscriptions (trk_next_poll_at) where trk_status in (1, 2);
create index tracking_subscriptions_cgo on tracking_subscriptions (trk_cgo_id) where trk_cgo_id is not null;

-- The CARRIER_TNT simulator's own record (operations.md §17.2 "inspectable"): each reference the
-- simulated carrier was asked about, when it first heard of it, its script of DCSA events and how
-- many times it was polled. Every row is simulated by construction.
create table sim_carrier_tnt (
  carrier text not null,
  ref_type text not null,
  ref text not null,
  first_heard_at timestamptz not null,
  polls integer not null default 0,
  script jsonb not null,
  primary key (carrier, ref_type, ref)
);
