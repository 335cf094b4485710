-- Issue 51 (commercial.md §9): the sales analysis' read model. Daily roll-ups of the released
-- bookings, rebuilt by the analytics round and on demand from booking's public read function
-- (releasedBookingsBetween) and billing's (payablesOfBookings); every page's figures are sums over
-- this table (src/domain/analytics/metrics.ts), never over another module's tables.
--
-- One booking gives one volume row (currency '', bookings 1, its TEU, no money) and one money row
-- per currency it was sold or bought in (bookings 0, TEU 0): a count never doubles across
-- currencies, and amounts of different currencies are never added. Ids are 0 where unknown.
create table sales_daily (
  -- the ETD day on the office's clock (Asia/Shanghai)
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
create index sales_daily_day on sales_daily (day);
create index sales_daily_customer on sales_daily (customer_company_id, day);

-- when the roll-ups were last rebuilt, and how many bookings they hold (one row)
create table sales_rollup_runs (
  id smallint primary key default 1 check (id = 1),
  refreshed_at timestamptz not null,
  bookings integer not null
);
