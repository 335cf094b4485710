-- Carriers' letters and sailing tables (operations.md §13, issue 49): owned by server/modules/letters.
-- A letter or a table is a draft, published (versioned: a change to a published one republishes it as
-- the next version, each version's snapshot kept) or withdrawn (with its reason; history kept).

create table carrier_letters (
  id bigserial primary key,
  company_id bigint not null references companies(id),
  ltr_carrier text not null,
  ltr_title text not null,
  ltr_kind text not null check (ltr_kind in ('GRI', 'SURCHARGE', 'SCHEDULE', 'OPERATIONAL', 'REGULATORY', 'OTHER')),
  ltr_effective_from date not null,
  ltr_ports text[] not null default '{}',
  ltr_lines text[] not null default '{}',
  ltr_body text not null default '',
  ltr_body_text text not null default '',
  ltr_audience text not null check (ltr_audience in ('ALL_CUSTOMERS', 'COMPANIES', 'PUBLIC')),
  ltr_status smallint not null default 0 check (ltr_status in (0, 1, 2)),
  ltr_withdraw_reason text,
  published_version integer not null default 0,
  published_by bigint references employees(id),
  published_at timestamptz,
  version integer not null default 1,
  created_by bigint references employees(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index carrier_letters_company on carrier_letters (company_id, updated_at desc);
create index carrier_letters_published on carrier_letters (ltr_status, published_at desc);

create table carrier_letter_companies (
  letter_id bigint not null references carrier_letters(id) on delete cascade,
  company_id bigint not null references companies(id),
  primary key (letter_id, company_id)
);
create index carrier_letter_companies_company on carrier_letter_companies (company_id);

create table carrier_letter_versions (
  letter_id bigint not null references carrier_letters(id) on delete cascade,
  version_no integer not null,
  snapshot jsonb not null,
  published_by bigint references employees(id),
  published_at timestamptz not null default now(),
  primary key (letter_id, version_no)
);

create table carrier_letter_events (
  id bigserial primary key,
  letter_id bigint not null references carrier_letters(id) on delete cascade,
  action text not null,
  version_no integer not null default 0,
  reason text,
  by_id bigint references employees(id),
  at timestamptz not null default now()
);
create index carrier_letter_events_letter on carrier_letter_events (letter_id, id);

create table carrier_letter_files (
  id bigserial primary key,
  letter_id bigint not null references carrier_letters(id) on delete cascade,
  file_name text not null,
  content_type text not null,
  size integer not null,
  sha256 text not null,
  bytes bytea not null,
  uploaded_by bigint references employees(id),
  created_at timestamptz not null default now()
);
create index carrier_letter_files_letter on carrier_letter_files (letter_id);

create table letter_reads (
  letter_id bigint not null references carrier_letters(id) on delete cascade,
  employee_id bigint not null references employees(id),
  company_id bigint not null references companies(id),
  read_at timestamptz not null default now(),
  primary key (letter_id, employee_id)
);
create index letter_reads_employee on letter_reads (employee_id);

create table sailing_tables (
  id bigserial primary key,
  company_id bigint not null references companies(id),
  sch_title text not null,
  sch_carrier text not null,
  sch_service text not null,
  sch_line text not null default '',
  sch_period_from date not null,
  sch_period_to date not null,
  sch_audience text not null check (sch_audience in ('ALL_CUSTOMERS', 'COMPANIES', 'PUBLIC')),
  sch_status smallint not null default 0 check (sch_status in (0, 1, 2)),
  sch_source_file text,
  sch_withdraw_reason text,
  published_version integer not null default 0,
  published_by bigint references employees(id),
  published_at timestamptz,
  version integer not null default 1,
  created_by bigint references employees(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index sailing_tables_company on sailing_tables (company_id, updated_at desc);
create index sailing_tables_published on sailing_tables (sch_status, published_at desc);

create table sailing_table_companies (
  table_id bigint not null references sailing_tables(id) on delete cascade,
  company_id bigint not null references companies(id),
  primary key (table_id, company_id)
);
create index sailing_table_companies_company on sailing_table_companies (company_id);

create table sailing_rows (
  table_id bigint not null references sailing_tables(id) on delete cascade,
  seq integer not null,
  vessel text not null,
  imo text not null default '',
  voyage text not null,
  pol text not null,
  etd timestamptz not null,
  dco timestamptz,
  vco timestamptz,
  pco timestamptz,
  pod text not null,
  eta timestamptz not null,
  transit_days integer not null,
  remarks text not null default '',
  primary key (table_id, seq),
  check (eta > etd)
);

create table sailing_table_versions (
  table_id bigint not null references sailing_tables(id) on delete cascade,
  version_no integer not null,
  snapshot jsonb not null,
  published_by bigint references employees(id),
  published_at timestamptz not null default now(),
  primary key (table_id, version_no)
);

create table sailing_table_events (
  id bigserial primary key,
  table_id bigint not null references sailing_tables(id) on delete cascade,
  action text not null,
  version_no integer not null default 0,
  reason text,
  by_id bigint references employees(id),
  at timestamptz not null default now()
);
create index sailing_table_events_table on sailing_table_events (table_id, id);
