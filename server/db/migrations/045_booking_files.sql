-- Issue 17: booking uploads and order files (commercial.md §6.1 BookingUpload, BookingFile).
-- An Excel booking upload writes one log row whatever came of it: the drafts it made (each row a
-- DRAFT of the uploading customer's company, Source UPLOAD) and the rows it refused with their
-- sheet row numbers and reasons, so the customer can correct the sheet and upload it again.
create table booking_uploads (
  id bigserial primary key,
  company_id bigint not null references companies (id),
  file_name text not null default '',
  rows integer not null,
  created integer not null,
  refused integer not null,
  -- the drafts made, in sheet order
  booking_ids bigint[] not null default '{}',
  uploaded_by bigint references employees (id),
  at timestamptz not null default now()
);
create index booking_uploads_company on booking_uploads (company_id, at desc);

create table booking_upload_refusals (
  upload_id bigint not null references booking_uploads (id) on delete cascade,
  sheet_row integer not null,
  reasons text[] not null,
  primary key (upload_id, sheet_row)
);

-- A booking's files (booking note, S/O, packing list): kept in the database like a notice's
-- circular; at most 10 MB each and 20 per booking (the upload call enforces both).
create table booking_files (
  id bigserial primary key,
  booking_id bigint not null references booking_orders (id),
  kind text not null check (kind in ('BOOKING_NOTE', 'SO', 'PACKING_LIST', 'OTHER')),
  file_name text not null,
  content_type text not null,
  size integer not null check (size > 0 and size <= 10485760),
  sha256 text not null,
  bytes bytea not null,
  uploaded_by bigint references employees (id),
  at timestamptz not null default now()
);
create index booking_files_booking on booking_files (booking_id, id);
create index booking_files_at on booking_files (at desc);
