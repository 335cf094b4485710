-- Shipping instructions (issue 6): reference data for the check, the bookings' cargo records SIs
-- are made from, the SI records (a projection) with their events (the history), idempotent
-- submissions, and templates.

create table carriers (code text primary key, name text not null);
create table ports (code text primary key, name_zh text not null, name_en text not null);
create table container_types (code text primary key, name text not null unique, teu numeric not null);
create table package_codes (code text primary key, name_zh text not null, name_en text not null);

-- a booking's cargo record (CGO_ID); the full booking module comes later
create table bookings (
  cgo_id text primary key,
  company_id bigint not null references companies (id),
  mbl_no text not null,
  carrier text not null references carriers (code),
  vessel text not null,
  voyage text not null,
  receipt_place text not null default '',
  receipt_code text not null default '',
  loading_place text not null,
  loading_code text not null references ports (code),
  discharge_place text not null,
  discharge_code text not null references ports (code),
  delivery_place text not null default '',
  delivery_code text not null default '',
  sailing_date date,
  deadline date,
  -- [{ "TYPE": "40HQ", "COUNT": 2, "CNNOS": ["CSQU3054383", …] }]
  containers jsonb not null,
  created_at timestamptz not null default now()
);
create index bookings_company on bookings (company_id);

create sequence si_no_seq start 26000001;

create table si_records (
  id bigserial primary key,
  company_id bigint not null references companies (id),
  cgo_id text not null references bookings (cgo_id),
  no bigint not null default nextval('si_no_seq'),
  sitype smallint not null default 1 check (sitype in (1, 2)),
  status smallint not null default 1,
  sources smallint not null default 1,
  deleted boolean not null default false,
  created_by bigint references employees (id),
  reviewer_id bigint references employees (id),
  reviewer_date timestamptz,
  mbl_no text not null default '',
  box_summary text not null default '',
  -- the whole record as submitted (TBI_ main block, boxes, master links)
  record jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index si_records_company_status on si_records (company_id, status) where not deleted;
create index si_records_cgo on si_records (cgo_id);
create index si_records_queue on si_records (status, updated_at) where not deleted;

-- the history: every change, appended in the same transaction as the row update
create table si_events (
  id bigserial primary key,
  si_id bigint not null references si_records (id),
  at timestamptz not null default now(),
  actor_id bigint references employees (id),
  type text not null,
  detail jsonb not null default '{}'
);
create index si_events_si on si_events (si_id, id desc);

-- a retried submission (same Idempotency-Key) answers what the first one created
create table si_submissions (
  id bigserial primary key,
  company_id bigint not null references companies (id),
  idempotency_key text not null,
  si_ids jsonb not null,
  created_at timestamptz not null default now(),
  unique (company_id, idempotency_key)
);

create table si_templates (
  id bigserial primary key,
  company_id bigint not null references companies (id),
  name text not null,
  fields jsonb not null,
  created_by bigint references employees (id),
  updated_at timestamptz not null default now()
);
create unique index si_templates_name on si_templates (company_id, lower(name));
