-- Issue 51: the code lists of /system/basicCode (基础代码), owned by the codeLists module.
-- Platform-wide reference data (like ports and carriers): no company owns a list; only platform staff
-- read or change them. SYSTEM lists are seeded by the module (seed step code-lists-v1) and their codes
-- are fixed; CUSTOM lists are free. Codes are kept trimmed and in capitals, so uniqueness is by code.
create table code_lists (
  id bigserial primary key,
  code text not null unique check (code ~ '^[A-Z0-9_-]{1,20}$'),
  name_zh text not null check (length(name_zh) between 1 and 100),
  name_en text not null default '' check (length(name_en) <= 100),
  description text not null default '' check (length(description) <= 500),
  kind text not null check (kind in ('SYSTEM', 'CUSTOM')),
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table code_list_entries (
  id bigserial primary key,
  list_id bigint not null references code_lists (id) on delete cascade,
  code text not null check (code ~ '^[A-Z0-9_-]{1,20}$'),
  name_zh text not null check (length(name_zh) between 1 and 100),
  name_en text not null default '' check (length(name_en) <= 100),
  sort_order integer not null default 0,
  active boolean not null default true,
  remarks text not null default '' check (length(remarks) <= 500),
  version integer not null default 1,
  unique (list_id, code)
);
create index code_list_entries_order on code_list_entries (list_id, sort_order, id);

-- Who changed what of a list and when (its entries' changes too), written with the change.
create table code_list_events (
  id bigserial primary key,
  list_id bigint not null references code_lists (id) on delete cascade,
  actor_id bigint,
  actor_name text not null default '',
  action text not null,
  entry_code text,
  detail jsonb not null default '{}',
  at timestamptz not null default now()
);
create index code_list_events_list on code_list_events (list_id, id desc);
