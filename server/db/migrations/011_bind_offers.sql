-- Issue 11 (security 1): a company may not bind a person's user to one of its employees by itself.
-- It offers the binding; the user accepts or declines it. One open offer per employee: a newer
-- offer withdraws the older one.
create table bind_offers (
  id bigserial primary key,
  employee_id bigint not null references employees (id),
  user_id bigint not null references users (id),
  company_id bigint not null references companies (id),
  offered_by bigint not null references employees (id),
  status text not null default 'pending' check (status in ('pending', 'accepted', 'declined', 'withdrawn')),
  created_at timestamptz not null default now(),
  decided_at timestamptz
);
create unique index bind_offers_one_pending on bind_offers (employee_id) where status = 'pending';
create index bind_offers_user on bind_offers (user_id) where status = 'pending';
