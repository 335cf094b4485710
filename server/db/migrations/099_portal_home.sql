-- Portal home blocks and the floating window (operations.md §14 portal_home_blocks, portal_widgets; issue 49).
-- Both are drafts: a site's Publish writes them into its version's snapshot (portal_site_versions).

-- The blocks of a site's home page, in their order: a kind and its content (checked per kind by the contract's schemas).
create table portal_home_blocks (
  id bigserial primary key,
  company_id bigint not null references portal_sites (company_id) on delete cascade,
  ord integer not null,
  kind text not null check (kind in ('BANNER', 'SERVICES', 'PRODUCTS', 'NEWS', 'SCHEDULES', 'TRACK_BOX', 'RATE_BOX', 'PARTNERS', 'STATS', 'RICH_TEXT')),
  hidden boolean not null default false,
  content jsonb not null default '{}',
  unique (company_id, ord)
);

-- The list's version (a save of the whole list names the one it edited; a stale one is refused).
alter table portal_sites add column ptl_home_version integer not null default 0;

-- A site's floating window: its items (phone, QQ, WeChat QR, e-mail, the message form), side and pages.
create table portal_widgets (
  company_id bigint primary key references portal_sites (company_id) on delete cascade,
  enabled boolean not null default false,
  position text not null default 'RIGHT' check (position in ('LEFT', 'RIGHT')),
  pages text not null default 'ALL' check (pages in ('ALL', 'HOME', 'PATHS')),
  paths text[] not null default '{}',
  items jsonb not null default '[]',
  version integer not null default 1,
  updated_at timestamptz not null default now()
);
