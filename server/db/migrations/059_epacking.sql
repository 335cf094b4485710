-- Electronic packing (operations.md §4; the requests are in 057): what the Decide call's
-- Idempotency-Key answered, and what the local terminal simulator received (TERMINAL_CLP, §17).

-- one Decide per key: a second call with the key answers the first's result (another body: refused)
create table eclp_decide_keys (
  employee_id bigint not null references employees (id),
  idempotency_key text not null,
  request_hash text not null,
  answer jsonb,
  created_at timestamptz not null default now(),
  primary key (employee_id, idempotency_key)
);

-- the simulated terminal's own record (a test asserts on it): one row per message it kept, deduped on
-- the idempotency key; `script` holds the receipts it will send, in its order
create table sim_terminal_clp (
  idempotency_key text primary key,
  ref text not null,
  container_no text not null,
  kind text not null check (kind in ('PACK', 'UNPACK')),
  payload jsonb not null,
  received_at timestamptz not null default now(),
  times_received integer not null default 1,
  decision text not null check (decision in ('ACCEPTED', 'REJECTED')),
  terminal_ref text not null,
  script jsonb not null
);
create index sim_terminal_clp_container on sim_terminal_clp (container_no, received_at);
