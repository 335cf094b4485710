-- Portal configuration and the public company sites (operations.md §14, §15; issue 49). The portal module
-- owns these tables. Every edit is a draft in these rows; a publish writes a snapshot into
-- portal_site_versions, and visitors read only the snapshot named by ptl_published_version.

-- One site a company: its variant, language, settings (title, SEO, theme colour, nav, footer, ICP/公安备案)
-- and the random key the browser sends as `portal-key`.
create table portal_sites (
  company_id bigint primary key,
  ptl_enabled boolean not null default false,
  ptl_variant text not null default 'CUSTOMER' check (ptl_variant in ('NEW_MH', 'MH', 'TMH', 'CUSTOMER')),
  ptl_portal_key text not null unique,
  -- signs the 1-hour preview tokens (never leaves the server)
  ptl_preview_secret text not null,
  ptl_lang text not null default 'zh' check (ptl_lang in ('zh', 'en')),
  ptl_settings jsonb not null default '{}',
  ptl_published_version integer,
  version integer not null default 1,
  updated_by bigint,
  updated_at timestamptz not null default now()
);

-- A site's domains (PTL_DOMAINS): each one platform-wide, lower-case; kept while a site is disabled.
create table portal_domains (
  domain text primary key check (domain = lower(domain)),
  company_id bigint not null references portal_sites (company_id) on delete cascade,
  ord integer not null default 0
);
create index portal_domains_company on portal_domains (company_id);

-- The published snapshots: what visitors see is always one of these.
create table portal_site_versions (
  company_id bigint not null references portal_sites (company_id) on delete cascade,
  version integer not null,
  snapshot jsonb not null,
  published_by bigint,
  published_at timestamptz not null default now(),
  primary key (company_id, version)
);

-- The company profile a site shows (draft; published through the site's snapshot).
create table portal_enterprise (
  company_id bigint primary key,
  name_zh text not null default '',
  name_en text not null default '',
  logo_media_id bigint,
  slogan text not null default '',
  intro text not null default '',
  founded text not null default '',
  licences jsonb not null default '{}',
  contact jsonb not null default '{}',
  version integer not null default 1,
  updated_at timestamptz not null default now()
);

-- Offices shown on contact pages (draft; published through the site's snapshot).
create table portal_addresses (
  id bigserial primary key,
  company_id bigint not null,
  name_zh text not null,
  name_en text not null default '',
  address text not null,
  latitude numeric(9, 6),
  longitude numeric(9, 6),
  phone text not null default '',
  email text not null default '',
  hours text not null default '',
  ord integer not null default 0,
  head_office boolean not null default false,
  deleted boolean not null default false
);
create index portal_addresses_company on portal_addresses (company_id, ord);

-- News and announcements: the draft in the columns, what visitors read in `published` (copied at Publish);
-- never public while unpublished or before publish_at.
create table portal_contents (
  id bigserial primary key,
  company_id bigint not null,
  ptl_type text not null check (ptl_type in ('NEWS', 'ANNOUNCEMENT')),
  title text not null,
  category text not null default '',
  cover_media_id bigint,
  summary text not null default '',
  body text not null default '',
  slug text,
  publish_at timestamptz not null default now(),
  show_until timestamptz,
  pinned boolean not null default false,
  status text not null default 'DRAFT' check (status in ('DRAFT', 'PUBLISHED', 'UNPUBLISHED')),
  published jsonb,
  deleted boolean not null default false,
  version integer not null default 1,
  updated_at timestamptz not null default now(),
  unique (company_id, slug)
);
create index portal_contents_public on portal_contents (company_id, ptl_type, status, publish_at desc);

-- Images a site uses, served by their content hash.
create table portal_media (
  id bigserial primary key,
  company_id bigint not null,
  sha256 text not null,
  mime text not null check (mime in ('image/jpeg', 'image/png', 'image/webp')),
  size integer not null check (size > 0 and size <= 2097152),
  alt text not null check (alt <> ''),
  bytes bytea not null,
  created_at timestamptz not null default now(),
  unique (company_id, sha256)
);
create index portal_media_hash on portal_media (sha256);
