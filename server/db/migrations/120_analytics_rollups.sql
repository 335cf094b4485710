-- Issue 51 (commercial.md §9): the sales analysis under 300 ms on a million bookings.
--
-- sales_monthly: the daily roll-ups (sales_daily) summed by ETD month, with the same columns — `day`
-- is the month's first day. It is rebuilt from sales_daily in the same transaction as the daily
-- one (the round and the refresh call), so the two always agree. A question reads its whole months
-- here and only its edge days from sales_daily (server/modules/analytics/source.ts).
create table sales_monthly (
  day date not null,
  owner_company_id bigint not null,
  customer_company_id bigint not null,
  customer_employee_id bigint not null default 0,
  salesperson_id bigint not null default 0,
  pol text not null default '',
  pod text not null default '',
  carrier text not null default '',
  currency text not null default '',
  bookings integer not null default 0,
  teu numeric(14, 2) not null default 0,
  revenue_minor bigint not null default 0,
  cost_minor bigint not null default 0
);
create index sales_monthly_day on sales_monthly (day);
create index sales_monthly_customer on sales_monthly (customer_company_id, day);
-- the dormant customers: who booked in a range of days (an index-only scan of the booking rows)
create index sales_daily_booked on sales_daily (day, customer_company_id) where bookings > 0;

-- Real cost (§9.1 Cost): on a booking's volume row, 1 when its cost came from billing (its payable
-- charges), 0 when from the frozen price's buy side; summed, the footer says how many of the
-- bookings' costs are billed.
alter table sales_daily add column cost_billed integer not null default 0;
alter table sales_monthly add column cost_billed integer not null default 0;

-- Internal test companies (§9.1 "Excluded"): companies carry no such flag, so the analysis keeps
-- its own list; their bookings never reach the roll-ups and they count in no metric. Platform
-- staff edit it; every change is kept in the history.
create table analytics_excluded_companies (
  company_id bigint primary key,
  reason text not null default '',
  added_by bigint not null,
  added_at timestamptz not null default now()
);
create table analytics_exclusion_history (
  id bigserial primary key,
  company_id bigint not null,
  action text not null check (action in ('ADD', 'REMOVE')),
  reason text not null default '',
  changed_by bigint not null,
  changed_at timestamptz not null default now()
);
create index analytics_exclusion_history_company on analytics_exclusion_history (company_id, changed_at);
