-- Permissions (issue 4): two menu trees with buttons, roles per company and company-kind
-- templates, their grants, employees' roles, permission items on roles, salesperson
-- assignments, and the change log of all of it.

create table menus (
  id bigserial primary key,
  tree text not null check (tree in ('internal', 'external')),
  parent_id bigint references menus (id) on delete cascade,
  -- a route path of the route table, or a folder key (group:…), or EXTERNAL_MENU
  path text not null,
  title_zh text not null,
  title_en text not null default '',
  icon text not null default '',
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);
create unique index menus_tree_path on menus (tree, lower(path));
create index menus_parent on menus (parent_id);

create table menu_buttons (
  id bigserial primary key,
  menu_id bigint not null references menus (id) on delete cascade,
  code text not null,
  name_zh text not null,
  name_en text not null default '',
  unique (menu_id, code)
);

create table roles (
  id bigserial primary key,
  -- a company's own role, or (company_id null) a template for every company of a kind
  company_id bigint references companies (id),
  template_kind text check (template_kind in ('customer', 'provider')),
  name text not null,
  description text not null default '',
  created_at timestamptz not null default now(),
  check ((company_id is null) <> (template_kind is null))
);
create unique index roles_company_name on roles (coalesce(company_id, 0), coalesce(template_kind, ''), lower(name));

create table role_menus (
  role_id bigint not null references roles (id) on delete cascade,
  menu_id bigint not null references menus (id) on delete cascade,
  primary key (role_id, menu_id)
);

create table role_buttons (
  role_id bigint not null references roles (id) on delete cascade,
  button_id bigint not null references menu_buttons (id) on delete cascade,
  primary key (role_id, button_id)
);

create table employee_roles (
  employee_id bigint not null references employees (id) on delete cascade,
  role_id bigint not null references roles (id) on delete cascade,
  primary key (employee_id, role_id)
);

create table role_permissions (
  role_id bigint not null references roles (id) on delete cascade,
  item_key text not null,
  permission_key text not null,
  value text not null default '',
  primary key (role_id, item_key, permission_key)
);

-- internal staff assigned as salespeople to customer and provider companies
create table company_salespeople (
  company_id bigint not null references companies (id),
  employee_id bigint not null references employees (id),
  assigned_at timestamptz not null default now(),
  assigned_by bigint references employees (id),
  primary key (company_id, employee_id)
);

-- who changed what, when: roles, grants, menus, employees, assignments, companies
create table audit_events (
  id bigserial primary key,
  at timestamptz not null default now(),
  actor_id bigint references employees (id),
  -- whose records changed (null: platform-wide, e.g. the menu trees)
  company_id bigint references companies (id),
  entity text not null,
  entity_id text,
  action text not null,
  detail jsonb not null default '{}'
);
create index audit_events_company_at on audit_events (company_id, at desc);
create index audit_events_entity on audit_events (entity, entity_id);

alter table companies add column contact_name text not null default '';
alter table companies add column contact_phone text not null default '';
alter table companies add column email text not null default '';
alter table companies add column address text not null default '';
alter table companies add column remark text not null default '';

alter table employees add column phone text not null default '';
alter table employees add column email text not null default '';
