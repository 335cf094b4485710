-- Messages (issue 5): to one employee, to all employees of a company, or to everyone (global);
-- each recipient's read and delete marks.

create table messages (
  id bigserial primary key,
  title text not null,
  description text not null default '',
  -- the sender (SendId); null for messages the system itself sends
  send_id bigint references employees (id),
  scope text not null check (scope in ('employee', 'company', 'global')),
  target_employee_id bigint references employees (id),
  target_company_id bigint references companies (id),
  created_at timestamptz not null default now(),
  withdrawn_at timestamptz,
  check ((scope = 'employee') = (target_employee_id is not null)),
  check ((scope = 'company') = (target_company_id is not null))
);
create index messages_target_employee on messages (target_employee_id) where scope = 'employee';
create index messages_target_company on messages (target_company_id) where scope = 'company';
create index messages_global on messages (created_at desc) where scope = 'global';

create table message_receipts (
  message_id bigint not null references messages (id) on delete cascade,
  employee_id bigint not null references employees (id),
  read_at timestamptz,
  deleted_at timestamptz,
  primary key (message_id, employee_id)
);
create index message_receipts_employee on message_receipts (employee_id);
