-- Foundation: companies (extended by the session and permission issues), browser error
-- reports, and the record of seeds applied. SQL kept to what PostgreSQL 15 has.

create table companies (
  id bigserial primary key,
  code text not null unique,
  name_zh text not null,
  name_en text not null,
  kind text not null check (kind in ('platform', 'customer', 'provider')),
  status text not null default 'active' check (status in ('active', 'pending', 'disabled')),
  created_at timestamptz not null default now()
);

create table client_log (
  id bigserial primary key,
  level text not null check (level in ('error', 'warn', 'info')),
  message text not null,
  url text,
  client_time timestamptz,
  remote_address text,
  received_at timestamptz not null default now()
);
create index client_log_received_at on client_log (received_at desc);

create table seed_runs (
  name text primary key,
  applied_at timestamptz not null default now()
);
