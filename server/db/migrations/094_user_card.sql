-- The digital business card (数字名片, operations.md §16, issue 49): one card per employee account, its
-- pictures, and its views and saves by day. The office is the card's own text until the portal's
-- addresses land (CRD_OFFICE_ID → portal_addresses then). The link's token is never stored: only its
-- SHA-256 (crd_token_hash) and the seed it is derived from with the server's key (userCard/token.ts).
create table user_cards (
  id bigserial primary key,
  employee_id bigint not null unique references employees (id),
  crd_name text not null,
  crd_title text not null default '',
  crd_phone text not null default '',
  crd_email text not null default '',
  crd_intro text not null default '',
  crd_office_name text not null default '',
  crd_office_address text not null default '',
  crd_services text[] not null default '{}',
  crd_lanes jsonb not null default '[]',
  crd_public_fields text[] not null default '{}',
  crd_token_seed text,
  crd_token_hash text unique,
  crd_views integer not null default 0,
  crd_saves integer not null default 0,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The photo and the WeChat QR code: JPEG, PNG or WebP of at most 2 MB, judged by their bytes.
create table user_card_images (
  card_id bigint not null references user_cards (id) on delete cascade,
  kind text not null check (kind in ('AVATAR', 'WECHAT_QR')),
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp')),
  bytes bytea not null,
  size integer not null check (size between 1 and 2097152),
  sha256 text not null,
  uploaded_at timestamptz not null default now(),
  primary key (card_id, kind)
);

-- Views (a visitor opened the card) and saves (a visitor downloaded the .vcf), per Shanghai day.
create table user_card_days (
  card_id bigint not null references user_cards (id) on delete cascade,
  day date not null,
  views integer not null default 0,
  saves integer not null default 0,
  primary key (card_id, day)
);
