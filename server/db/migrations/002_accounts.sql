-- Accounts (issue 3): individual users, company employees with permission items, and sessions.

create table users (
  id bigserial primary key,
  -- phone number or e-mail, stored lower-cased; what a person signs in with
  account text not null unique,
  name text not null default '',
  password_hash text not null,
  first_login_at timestamptz,
  status text not null default 'active' check (status in ('active', 'disabled')),
  created_at timestamptz not null default now()
);

create table employees (
  id bigserial primary key,
  company_id bigint not null references companies (id),
  -- the individual user this employee account is bound to, if any
  user_id bigint references users (id),
  -- "employee" account mode: the company account's own login
  login_name text unique,
  password_hash text,
  name text not null,
  is_admin boolean not null default false,
  -- chosen automatically for a user with several employees (TryChooseDefaultEmployee)
  is_default boolean not null default false,
  status text not null default 'active' check (status in ('active', 'disabled')),
  created_at timestamptz not null default now()
);
create index employees_user_id on employees (user_id);

create table employee_permissions (
  employee_id bigint not null references employees (id) on delete cascade,
  item_key text not null,
  permission_key text not null,
  value text not null default '',
  primary key (employee_id, item_key, permission_key)
);

create table sessions (
  id bigserial primary key,
  -- sha-256 of the bearer token (hex): a stolen table does not give working tokens
  token_hash text not null unique,
  user_id bigint references users (id),
  employee_id bigint references employees (id),
  mode text not null check (mode in ('userBindEmployee', 'employee')),
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  -- set when a newer sign-in of the same employee account took over (answers 409)
  replaced_at timestamptz,
  check (user_id is not null or employee_id is not null)
);
create index sessions_employee_active on sessions (employee_id) where revoked_at is null and replaced_at is null;
