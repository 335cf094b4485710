-- Issue 35, third round: the US AMS, US ISF and EU ENS channels' local simulators (operations.md §17.1).
-- Each simulated customs keeps what it received, as the China single window's does
-- (sim_cn_manifest_submissions, 061): the idempotency key it dedupes on, our message reference, its
-- decision (HELD: accepted, then "Do Not Load"; REFERRED: an ICS2 request for information) and the
-- receipts it scripted. One table per counterpart: each poll reads its own.
create table sim_us_ams_submissions (
  idempotency_key text primary key,
  message_ref text not null,
  manifest_id bigint not null,
  kind text not null,
  payload jsonb not null,
  received_at timestamptz not null default now(),
  times_received integer not null default 1,
  decision text not null check (decision in ('ACCEPTED', 'REJECTED', 'HELD')),
  reason text not null default '',
  script jsonb not null
);
create index sim_us_ams_submissions_ref on sim_us_ams_submissions (message_ref);
create index sim_us_ams_submissions_manifest on sim_us_ams_submissions (manifest_id);
create table sim_us_isf_submissions (
  idempotency_key text primary key,
  message_ref text not null,
  manifest_id bigint not null,
  kind text not null,
  payload jsonb not null,
  received_at timestamptz not null default now(),
  times_received integer not null default 1,
  decision text not null check (decision in ('ACCEPTED', 'REJECTED')),
  reason text not null default '',
  script jsonb not null
);
create index sim_us_isf_submissions_ref on sim_us_isf_submissions (message_ref);
create index sim_us_isf_submissions_manifest on sim_us_isf_submissions (manifest_id);
create table sim_eu_ens_submissions (
  idempotency_key text primary key,
  message_ref text not null,
  manifest_id bigint not null,
  kind text not null,
  payload jsonb not null,
  received_at timestamptz not null default now(),
  times_received integer not null default 1,
  decision text not null check (decision in ('ACCEPTED', 'REJECTED', 'HELD', 'REFERRED')),
  reason text not null default '',
  script jsonb not null
);
create index sim_eu_ens_submissions_ref on sim_eu_ens_submissions (message_ref);
create index sim_eu_ens_submissions_manifest on sim_eu_ens_submissions (manifest_id);
