-- Issue 34, the TERMINAL_VGM channel (operations.md §6.6, §17.1): the declared VGM also goes to the
-- terminal, which acks or nacks it and, once the box is gated in, weighs it (vgm.tolerance).

-- The terminal's answer per version, beside the carrier's (vgm_status): null = not sent to the terminal;
-- otherwise src/domain/vgm/status.ts's numbers — 2 not sent (its delivery failed), 3 sent, 4 acked, 5 nacked.
-- Moved only by the terminal's receipts (or the outbox giving up).
alter table vgm_declarations
  add column vgm_terminal_status smallint check (vgm_terminal_status between 2 and 5),
  add column vgm_terminal_ref text not null default '',
  add column vgm_terminal_error text not null default '',
  add column vgm_measured_at timestamptz;

-- What the simulated terminal received (§17.2 "inspectable"): one row per message, deduped on the
-- outbox's idempotency key, with the receipts it will send in its order (ACK/NACK, then VGM_MEASURED).
create table sim_terminal_vgm (
  idempotency_key text primary key,
  message_ref text not null,
  container_no text not null,
  declared_kg integer not null,
  payload jsonb not null,
  received_at timestamptz not null default now(),
  times_received integer not null default 1,
  decision text not null check (decision in ('ACK', 'NACK')),
  reason text not null default '',
  weighed boolean not null default false,
  -- [{Seq, Code, Text, Body, DueAt, Sent}]
  script jsonb not null
);
create index sim_terminal_vgm_ref on sim_terminal_vgm (message_ref);
create index sim_terminal_vgm_container on sim_terminal_vgm (container_no);

-- The simulated terminal's gate: a box gated in laden, and what its weighbridge read (set once, at
-- the first weighing: every later VGM version of the box is compared with the same weight).
create table sim_terminal_vgm_gate (
  container_no text primary key,
  gated_in_at timestamptz not null,
  location text not null default '',
  event_id text not null default '',
  measured_kg integer
);
