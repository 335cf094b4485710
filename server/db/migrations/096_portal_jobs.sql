-- Portal recruitment (operations.md §14): a site's job posts and the applications visitors send.
-- Applications are personal data: sent with consent (its time kept), deleted after a year by the
-- round portal.forgetApplications.
create table portal_jobs (
  id bigserial primary key,
  company_id bigint not null,
  title text not null check (title <> ''),
  department text not null default '',
  city text not null default '',
  headcount integer not null default 1 check (headcount between 1 and 999),
  salary_min integer check (salary_min >= 0),
  salary_max integer check (salary_max >= 0),
  kind text not null default 'SOCIAL' check (kind in ('SOCIAL', 'CAMPUS')),
  requirements text not null default '',
  status text not null default 'DRAFT' check (status in ('DRAFT', 'PUBLISHED', 'CLOSED')),
  published_at timestamptz,
  version integer not null default 1,
  updated_at timestamptz not null default now(),
  check (salary_min is null or salary_max is null or salary_min <= salary_max)
);
create index portal_jobs_public on portal_jobs (company_id, status, published_at desc);

create table job_applications (
  id bigserial primary key,
  job_id bigint not null references portal_jobs (id) on delete cascade,
  company_id bigint not null,
  name text not null check (name <> ''),
  phone text not null default '',
  email text not null default '',
  cv bytea not null,
  cv_size integer not null check (cv_size > 0 and cv_size <= 5242880),
  consent_at timestamptz not null,
  handled boolean not null default false,
  created_at timestamptz not null default now()
);
create index job_applications_job on job_applications (job_id, created_at desc);
create index job_applications_age on job_applications (created_at);

-- Product and service cards (operations.md §14 portal_products): shown on the product/service pages when enabled.
create table portal_products (
  id bigserial primary key,
  company_id bigint not null,
  name text not null check (name <> ''),
  icon text not null default '',
  summary text not null default '',
  body text not null default '',
  service_path text not null default '',
  sort_order integer not null default 0,
  enabled boolean not null default true,
  version integer not null default 1,
  updated_at timestamptz not null default now()
);
create index portal_products_company on portal_products (company_id, sort_order, id);

-- Downloadable files of a site (operations.md §14 portal_downloads): PDF, XLSX or DOCX ≤ 10 MB, for
-- everyone (PUBLIC) or the site company's customers only (CUSTOMERS: never in the public list yet).
create table portal_downloads (
  id bigserial primary key,
  company_id bigint not null,
  title text not null check (title <> ''),
  category text not null default '',
  audience text not null default 'PUBLIC' check (audience in ('PUBLIC', 'CUSTOMERS')),
  file_name text not null,
  mime text not null check (mime in ('application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
  size integer not null check (size > 0 and size <= 10485760),
  bytes bytea not null,
  version integer not null default 1,
  created_at timestamptz not null default now()
);
create index portal_downloads_company on portal_downloads (company_id, audience, id desc);
