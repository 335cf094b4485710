-- Ready space's Excel upload and order files (commercial.md §5.3 List/Import, Files/*; §5.1 ReadySpaceOrder.Files).
-- An upload of listings writes one log row whatever came of it, as the booking upload does (045): the
-- listings made (each a DRAFT of the uploader's company, or SUBMITTED when the upload asked to submit)
-- and the rows refused with their sheet row numbers and reasons.
create table ready_space_uploads (
  id bigserial primary key,
  company_id bigint not null references companies (id),
  file_name text not null default '',
  submit boolean not null default false,
  rows integer not null,
  created integer not null,
  refused integer not null,
  -- the listings made, in sheet order
  space_ids bigint[] not null default '{}',
  uploaded_by bigint references employees (id),
  at timestamptz not null default now()
);
create index ready_space_uploads_company on ready_space_uploads (company_id, at desc);

create table ready_space_upload_refusals (
  upload_id bigint not null references ready_space_uploads (id) on delete cascade,
  sheet_row integer not null,
  reasons text[] not null,
  primary key (upload_id, sheet_row)
);

-- An order's files: the buyer's booking letter (托书) and payment proof (水单), the provider's S/O copy.
-- Kept in the database like a booking's files, 10 MB at most each (the upload call enforces it and the count).
create table ready_space_order_files (
  id bigserial primary key,
  order_id bigint not null references ready_space_orders (id),
  kind text not null check (kind in ('BOOKING_LETTER', 'SO', 'PAYMENT_PROOF', 'OTHER')),
  file_name text not null,
  content_type text not null,
  size integer not null check (size > 0 and size <= 10485760),
  sha256 text not null,
  bytes bytea not null,
  uploaded_by bigint references employees (id),
  -- the side that uploaded it: the buyer's company or the seller's (or the platform's)
  uploader_company_id bigint not null references companies (id),
  at timestamptz not null default now()
);
create index ready_space_order_files_order on ready_space_order_files (order_id, id);

-- the S/O copy a release named (R5.7: the S/O file or number)
alter table ready_space_orders add column so_file_id bigint references ready_space_order_files (id);
