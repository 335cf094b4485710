-- Issue 16: rate batches and rate notices (commercial.md §2.1 RateBatch, RateNotice; R2.9, R2.10).
-- A batch is validated when it is made (an uploaded sheet read and checked row by row, or a planned
-- edit or increase with the before/after of every rate it touches) and applied whole or not at all
-- in one transaction: `status` moves to APPLIED in that same transaction, so a server killed
-- mid-apply leaves the batch VALIDATED with nothing of it written. The Idempotency-Key of the apply
-- is kept with the answer it got, so a retry answers the same.
create table rate_notices (
  id bigserial primary key,
  owner_company_id bigint not null references companies (id),
  title text not null,
  body text not null default '',
  carrier_code text references carriers (code),
  trade_lane_codes text[] not null default '{}',
  fee_code text,
  effective_date date not null,
  audience text not null check (audience in ('INTERNAL', 'CUSTOMERS', 'ALL')),
  status text not null default 'DRAFT' check (status in ('DRAFT', 'PUBLISHED', 'WITHDRAWN')),
  attachment_name text,
  attachment bytea,
  revision integer not null default 1,
  created_by bigint references employees (id),
  published_by bigint references employees (id),
  published_at timestamptz,
  withdrawn_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index rate_notices_owner on rate_notices (owner_company_id, status, effective_date desc);

create table rate_batches (
  id bigserial primary key,
  owner_company_id bigint not null references companies (id),
  kind text not null check (kind in ('IMPORT', 'EDIT', 'INCREASE')),
  file_name text,
  template_version text check (template_version in ('V1', 'V2')),
  filter jsonb,
  change jsonb,
  notice_id bigint references rate_notices (id),
  status text not null check (status in ('VALIDATED', 'APPLIED', 'FAILED', 'CANCELLED')),
  rows_total integer not null default 0,
  rows_ok integer not null default 0,
  rows_refused integer not null default 0,
  applied_count integer,
  failure text,
  idempotency_key text,
  request_hash text,
  created_by bigint references employees (id),
  created_at timestamptz not null default now(),
  decided_by bigint references employees (id),
  decided_at timestamptz
);
create index rate_batches_owner on rate_batches (owner_company_id, created_at desc);
create unique index rate_batches_apply_key on rate_batches (owner_company_id, idempotency_key) where idempotency_key is not null;

-- One row per sheet row (IMPORT) or per rate touched (EDIT/INCREASE). `draft` is what would be
-- written (a FclRateDraftInput, or the new prices and window of a version); `errors` why not.
create table rate_batch_rows (
  batch_id bigint not null references rate_batches (id) on delete cascade,
  row_no integer not null,
  sheet text not null default '',
  sheet_row integer,
  action text not null check (action in ('CREATE', 'UPDATE', 'SPLIT', 'SKIP')),
  rate_id bigint references fcl_rates (id),
  rate_revision integer,
  rate_no text,
  lane text not null default '',
  cells jsonb not null default '{}',
  draft jsonb,
  before jsonb,
  after jsonb,
  errors jsonb not null default '[]',
  new_rate_id bigint references fcl_rates (id),
  primary key (batch_id, row_no)
);

alter table fcl_rates add column batch_id bigint references rate_batches (id);
