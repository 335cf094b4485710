-- Issue 48: online order entry (operations.md §9.1): entry forms with versions, the form a customer
-- uses for a business, entry orders, their supplements, files and destination milestones, and one
-- history table for all of them. Columns are the wire's field names in lower case (ENT_POL → ent_pol).
-- The booking (bookings.cgo_id) is the booking module's: referenced, read only through its public.ts.

-- A form version: (name, version) unique; a published (or retired) version never changes; a name has
-- at most one draft and at most one published version at a time.
create table entry_forms (
  id bigserial primary key,
  efm_name text not null check (length(efm_name) between 1 and 60),
  efm_version integer not null check (efm_version >= 1),
  -- the customer the form is made for; null: platform-wide
  company_id bigint references companies (id),
  efm_fields jsonb not null default '[]'::jsonb check (jsonb_typeof(efm_fields) = 'array'),
  efm_status text not null default 'DRAFT' check (efm_status in ('DRAFT', 'PUBLISHED', 'RETIRED')),
  efm_remarks text not null default '' check (length(efm_remarks) <= 500),
  published_at timestamptz,
  published_by bigint references employees (id),
  created_by bigint references employees (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  unique (efm_name, efm_version),
  check ((efm_status = 'DRAFT') = (published_at is null))
);
create unique index entry_forms_one_draft on entry_forms (efm_name) where efm_status = 'DRAFT';
create unique index entry_forms_one_published on entry_forms (efm_name) where efm_status = 'PUBLISHED';

-- Which form (by name: its published version) a customer — or, null, every customer — uses for a
-- direction and (null: any) transport method.
create table entry_form_uses (
  id bigserial primary key,
  company_id bigint references companies (id),
  ent_direction text not null check (ent_direction in ('EXPORT', 'IMPORT')),
  ent_transport_method text,
  efm_name text not null check (length(efm_name) between 1 and 60),
  updated_by bigint references employees (id),
  updated_at timestamptz not null default now()
);
create unique index entry_form_uses_one on entry_form_uses (coalesce(company_id, 0), ent_direction, coalesce(ent_transport_method, ''));

-- The orders' and supplements' numbers (EO2611000001, BL2611000001): their own series, not their ids.
create sequence entry_order_no_seq;
create sequence order_supplement_no_seq;

-- An entry order (委托). Days are kept as the wire has them ('' in a draft); the rules judge them.
create table entry_orders (
  id bigserial primary key,
  ent_no text not null unique check (length(ent_no) <= 20),
  company_id bigint not null references companies (id),
  ent_form_id bigint not null references entry_forms (id),
  ent_direction text not null check (ent_direction in ('EXPORT', 'IMPORT')),
  ent_transport_method text not null,
  ent_services text[] not null default '{}',
  ent_incoterm text not null default '',
  ent_freight_term text not null default '',
  ent_pol text not null default '',
  ent_pod text not null default '',
  ent_delivery text not null default '',
  ent_cargo_ready text not null default '' check (ent_cargo_ready ~ '^(\d{4}-\d{2}-\d{2})?$'),
  ent_etd_from text not null default '' check (ent_etd_from ~ '^(\d{4}-\d{2}-\d{2})?$'),
  ent_etd_to text not null default '' check (ent_etd_to ~ '^(\d{4}-\d{2}-\d{2})?$'),
  ent_containers jsonb not null default '[]'::jsonb check (jsonb_typeof(ent_containers) = 'array'),
  ent_pkgs integer check (ent_pkgs >= 0),
  ent_kg numeric(14, 3) check (ent_kg >= 0),
  ent_cbm numeric(12, 3) check (ent_cbm >= 0),
  ent_goods text not null default '',
  ent_hscode text not null default '' check (length(ent_hscode) <= 10),
  shipper jsonb not null default '{}'::jsonb,
  consignee jsonb not null default '{}'::jsonb,
  notify jsonb not null default '{}'::jsonb,
  ent_cgo_id text references bookings (cgo_id),
  ent_operator_id bigint references employees (id),
  ent_sales_id bigint references employees (id),
  ent_custom jsonb not null default '{}'::jsonb check (jsonb_typeof(ent_custom) = 'object'),
  ent_remarks text not null default '',
  ent_status smallint not null default 1 check (ent_status between 1 and 10),
  -- why it was rejected or cancelled
  ent_reason text not null default '',
  -- the destination agent (a provider company) responsible for the second half
  ent_agent_company_id bigint references companies (id),
  -- booked and later: a booking is linked
  check (ent_status not in (4, 5, 6, 7, 8) or ent_cgo_id is not null),
  created_by bigint references employees (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
-- a booking is linked to one live order at most
create unique index entry_orders_one_per_booking on entry_orders (ent_cgo_id) where ent_cgo_id is not null and ent_status <> 10;
create index entry_orders_company on entry_orders (company_id, updated_at desc);
create index entry_orders_status on entry_orders (ent_status, updated_at desc);
create index entry_orders_agent on entry_orders (ent_agent_company_id) where ent_agent_company_id is not null;
create index entry_orders_form on entry_orders (ent_form_id);

-- A supplement (补料): a request for missing data of an order (ENT) or a booking (CGO), one of them.
create table order_supplements (
  id bigserial primary key,
  sup_no text not null unique,
  sup_ent_id bigint references entry_orders (id),
  sup_cgo_id text references bookings (cgo_id),
  check ((sup_ent_id is null) <> (sup_cgo_id is null)),
  sup_scope text not null check (sup_scope in ('ORDER', 'SECOND_HALF')),
  sup_assignee_company_id bigint not null references companies (id),
  sup_items jsonb not null check (jsonb_typeof(sup_items) = 'array' and jsonb_array_length(sup_items) >= 1),
  sup_answers jsonb not null default '{}'::jsonb,
  sup_files jsonb not null default '[]'::jsonb,
  sup_due_at timestamptz not null,
  sup_status smallint not null default 1 check (sup_status between 1 and 5),
  sup_remarks text not null default '',
  sup_decision_remarks text not null default '',
  requested_by bigint references employees (id),
  requested_at timestamptz not null default now(),
  filled_by bigint references employees (id),
  filled_at timestamptz,
  decided_by bigint references employees (id),
  decided_at timestamptz,
  version integer not null default 1
);
create index order_supplements_order on order_supplements (sup_ent_id);
create index order_supplements_booking on order_supplements (sup_cgo_id) where sup_cgo_id is not null;
create index order_supplements_assignee on order_supplements (sup_assignee_company_id, sup_status);
create index order_supplements_open_due on order_supplements (sup_due_at) where sup_status in (1, 4);

-- An order's files: a form's file fields, a supplement's documents.
create table entry_files (
  id bigserial primary key,
  ent_id bigint not null references entry_orders (id),
  sup_id bigint references order_supplements (id),
  file_key text not null check (length(file_key) between 1 and 60),
  file_name text not null check (length(file_name) between 1 and 200),
  content_type text not null,
  size integer not null,
  sha256 text not null,
  bytes bytea not null,
  company_id bigint not null references companies (id),
  uploaded_by bigint references employees (id),
  at timestamptz not null default now()
);
create index entry_files_order on entry_files (ent_id);

-- The second half: destination milestones recorded by the staff or the order's destination agent
-- (discharge, customs release, available, picked up, delivered, empty returned; LFD the last free day).
create table entry_milestones (
  id bigserial primary key,
  ent_id bigint not null references entry_orders (id),
  em_code text not null check (em_code in ('DISC', 'CUSR', 'AVPU', 'GTOT', 'DROP', 'GTIN', 'LFD')),
  em_at timestamptz,
  em_day text check (em_day ~ '^\d{4}-\d{2}-\d{2}$'),
  check ((em_code = 'LFD') = (em_day is not null) and (em_code = 'LFD') = (em_at is null)),
  em_container_no text not null default '',
  em_remarks text not null default '',
  recorded_by bigint references employees (id),
  recorded_company_id bigint references companies (id),
  recorded_at timestamptz not null default now()
);
create index entry_milestones_order on entry_milestones (ent_id, em_code);

-- The module's history: an order's, a supplement's and a form's events, each written in the
-- transaction of its move (events.ts says each type in words).
create table entry_order_events (
  id bigserial primary key,
  ent_id bigint references entry_orders (id),
  sup_id bigint references order_supplements (id),
  efm_id bigint references entry_forms (id),
  check (ent_id is not null or sup_id is not null or efm_id is not null),
  at timestamptz not null default now(),
  actor_kind text not null check (actor_kind in ('employee', 'system')),
  actor_id bigint references employees (id),
  type text not null check (type ~ '^v[0-9]+\.[A-Z][A-Za-z]+$'),
  detail jsonb not null default '{}'::jsonb
);
create index entry_order_events_order on entry_order_events (ent_id, id) where ent_id is not null;
create index entry_order_events_supplement on entry_order_events (sup_id, id) where sup_id is not null;
create index entry_order_events_form on entry_order_events (efm_id, id) where efm_id is not null;
