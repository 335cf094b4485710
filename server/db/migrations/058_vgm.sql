-- Issue 34: the VGM module (operations.md §6) — what the tables of 057 leave to it.

-- A declaration retried with the same Idempotency-Key answers what the first did (a person's
-- double click, a share visitor's flaky connection): `scope` is `company:<id>` or `share:<id>`.
create table vgm_declare_keys (
  scope text not null,
  idempotency_key text not null,
  request_hash text not null,
  answer jsonb,
  created_at timestamptz not null default now(),
  primary key (scope, idempotency_key)
);

-- What the simulated carrier received and decided for each VGM (operations.md §17.2 "inspectable"):
-- deduplicated on the outbox's idempotency key, with the receipts it will send in its order.
create table sim_vgm_submissions (
  idempotency_key text primary key,
  message_ref text not null,
  payload jsonb not null,
  received_at timestamptz not null default now(),
  times_received integer not null default 1,
  decision text not null check (decision in ('ACCEPTED', 'REJECTED')),
  reason text not null default '',
  -- [{Seq, Code, Text, DueAt, Sent}]
  script jsonb not null
);
create index sim_vgm_submissions_ref on sim_vgm_submissions (message_ref);
