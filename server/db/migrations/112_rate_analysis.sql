-- Rate analysis (commercial.md §9, issue 51): owned by server/modules/rateAnalysis. A read model of the
-- published FCL prices, copied through the rates module's public read (never its tables), and the
-- weekly price index counted from it — refreshed by a round and on demand.

-- Every published price point: one rate version's cost (and list price) of one container class, with
-- the days it was valid. Replaced whole on each refresh.
create table rate_analysis_prices (
  rate_no text not null,
  version integer not null,
  carrier_code text not null,
  pol_code text not null,
  pod_code text not null,
  container_class text not null,
  currency text not null,
  valid_from date not null,
  valid_to date not null,
  cost numeric(12, 2) not null,
  sell numeric(12, 2),
  primary key (rate_no, version, container_class)
);

-- The price index (§9.1): per week (Monday, Asia/Shanghai calendar days), lane, container class and
-- currency — per carrier, and over all carriers where carrier_code is '' — the cost's min, median
-- (the lower median: always a price that was published) and max, the list price's median and how
-- many rates were in force. A rate counts in every week its validity touches, its latest published
-- version in that week only.
create table rate_weekly (
  week date not null check (extract(isodow from week) = 1),
  pol_code text not null,
  pod_code text not null,
  container_class text not null,
  carrier_code text not null,
  currency text not null,
  cost_min numeric(12, 2) not null,
  cost_median numeric(12, 2) not null,
  cost_max numeric(12, 2) not null,
  sell_median numeric(12, 2),
  rates integer not null,
  primary key (pol_code, pod_code, container_class, carrier_code, currency, week)
);

-- When the read model was last counted, and from how many price points.
create table rate_weekly_refreshes (
  id bigserial primary key,
  at timestamptz not null default now(),
  price_points integer not null,
  weekly_rows integer not null
);
