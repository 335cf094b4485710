-- Issue 17: booking orders (commercial.md §6) and the first external channel, the carrier's
-- (operations.md §17.2: the outbox, the receipts, and what the local carrier simulator received).

create sequence booking_no_seq start 1;

create table booking_orders (
  id bigserial primary key,
  -- BK{YYMM}{SEQ6}: our reference, the DCSA carrierBookingRequestReference sent to the carrier
  booking_no text not null unique,
  company_id bigint not null references companies (id),
  created_by bigint references employees (id),
  -- staff who booked for the customer (booking.onBehalf), named in the log like SI "PT" making
  on_behalf_by bigint references employees (id),
  handler_id bigint references employees (id),
  source text not null default 'ONLINE' check (source in ('ONLINE', 'INTERNAL', 'UPLOAD', 'SMART', 'READY_SPACE', 'QUOTE')),
  -- the wire as the customer wrote it (commercial.md §6.1); the columns below are its facts the lists filter on
  body jsonb not null,
  carrier_code text not null default '',
  pol_code text not null default '',
  pod_code text not null default '',
  expected_etd date,
  shipper_ref text not null default '',
  vessel_call_id bigint references vessel_calls (id),
  -- R6.7: the price frozen at submit (the rate version, its sell totals), never the cost
  price_snapshot jsonb,
  status text not null default 'DRAFT' check (status in ('DRAFT', 'SUBMITTED', 'RETURNED', 'ACCEPTED', 'SENT', 'BOOKED', 'RELEASED',
    'AMEND_REQUIRED', 'REJECTED', 'DECLINED', 'CANCELLED', 'SAILED', 'COMPLETED')),
  amend_status text check (amend_status in ('AMENDMENT_RECEIVED', 'AMENDMENT_CONFIRMED', 'AMENDMENT_DECLINED', 'AMENDMENT_CANCELLED')),
  cancel_status text check (cancel_status in ('CANCELLATION_RECEIVED', 'CANCELLATION_CONFIRMED', 'CANCELLATION_DECLINED')),
  desk_remarks text not null default '',
  -- the customer's open amendment after release: {Changes, Reason, At} (AmendStatus AMENDMENT_RECEIVED)
  amend_request jsonb,
  -- the release facts (R6.8): {CarrierBookingNo, ConfirmedVessel, ConfirmedVoyage, Etd, Eta, ConfirmedEquipment, CutOffs, Partial, Simulated}
  release jsonb,
  carrier_booking_no text,
  cgo_id text references bookings (cgo_id),
  submitted_at timestamptz,
  released_at timestamptz,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- R6.8: a carrier's booking number is one booking's
create unique index booking_orders_carrier_no on booking_orders (carrier_code, carrier_booking_no) where carrier_booking_no is not null;
create unique index booking_orders_cgo on booking_orders (cgo_id) where cgo_id is not null;
create index booking_orders_company on booking_orders (company_id, updated_at desc);
create index booking_orders_status on booking_orders (status, submitted_at);

-- the booking's log (the records page reads every booking's)
create table booking_events (
  id bigserial primary key,
  booking_id bigint not null references booking_orders (id),
  at timestamptz not null default now(),
  actor_id bigint references employees (id),
  type text not null,
  remarks text not null default '',
  detail jsonb not null default '{}',
  simulated boolean not null default false
);
create index booking_events_booking on booking_events (booking_id, id);
create index booking_events_at on booking_events (at desc);

-- a retried submission (same Idempotency-Key) answers what the first one did
create table booking_submissions (
  company_id bigint not null references companies (id),
  idempotency_key text not null,
  request_hash text not null,
  booking_id bigint not null references booking_orders (id),
  answer jsonb not null,
  created_at timestamptz not null default now(),
  primary key (company_id, idempotency_key)
);

-- BookingCarrierConfig (订舱船公司配置): how each carrier is booked
create table booking_carrier_configs (
  carrier_code text primary key references carriers (code),
  online_bookable boolean not null default true,
  channel text not null default 'EMAIL' check (channel in ('EMAIL', 'PORTAL', 'API')),
  required_fields text[] not null default '{}',
  min_lead_hours_before_dco integer not null default 24,
  accept_sla_minutes integer not null default 120,
  version integer not null default 1,
  updated_at timestamptz not null default now()
);

-- operations.md §17.2: the outbox, written in the same transaction as the document's move to "sent"
create table outbound_messages (
  id bigserial primary key,
  channel text not null,
  doc_type text not null,
  doc_id bigint not null,
  kind text not null,
  payload_version integer not null,
  -- channel:doc_type:doc_id:kind:payload_version: a retry is harmless (the counterpart dedupes on it too)
  idempotency_key text not null,
  payload text not null,
  status text not null default 'QUEUED' check (status in ('QUEUED', 'SENDING', 'TRANSMITTED', 'ACKED', 'NACKED', 'FAILED', 'CANCELLED')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text not null default '',
  external_ref text,
  simulated boolean not null,
  created_by bigint references employees (id),
  created_at timestamptz not null default now(),
  unique (channel, idempotency_key)
);
create index outbound_messages_due on outbound_messages (next_attempt_at) where status in ('QUEUED', 'SENDING');
create index outbound_messages_doc on outbound_messages (doc_type, doc_id);

create table inbound_receipts (
  id bigserial primary key,
  channel text not null,
  message_id bigint references outbound_messages (id),
  external_ref text not null,
  -- the counterpart's order: receipts are applied in it, whatever order they arrive in
  seq integer not null,
  code text not null,
  text text not null default '',
  received_at timestamptz not null default now(),
  raw text not null,
  processed_at timestamptz,
  simulated boolean not null,
  unique (channel, external_ref, code, seq)
);
create index inbound_receipts_waiting on inbound_receipts (channel, external_ref, seq) where processed_at is null;

-- what the simulated carrier received and decided (operations.md §17.2 "inspectable")
create table sim_carrier_requests (
  idempotency_key text primary key,
  booking_request_ref text not null,
  carrier_code text not null,
  payload jsonb not null,
  received_at timestamptz not null default now(),
  times_received integer not null default 1,
  decision text not null,
  carrier_booking_no text,
  -- the receipts it will send, in its order: [{Seq, Code, Text, Facts, DueAt}]
  script jsonb not null,
  sent_seq integer not null default 0
);
