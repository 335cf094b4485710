-- Joining (issue 3): a user asks to create a company (audited by the platform) or to be bound
-- to an existing one by its code (decided by that company's admin).

create table company_applications (
  id bigserial primary key,
  user_id bigint not null references users (id),
  name_zh text not null,
  name_en text not null default '',
  kind text not null check (kind in ('customer', 'provider')),
  contact_name text not null,
  contact_phone text not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  reason text,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by bigint references employees (id)
);

create table bind_requests (
  id bigserial primary key,
  user_id bigint not null references users (id),
  company_id bigint not null references companies (id),
  remark text not null default '',
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  reason text,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by bigint references employees (id)
);
-- one open request per user and company
create unique index bind_requests_one_pending on bind_requests (user_id, company_id) where status = 'pending';
