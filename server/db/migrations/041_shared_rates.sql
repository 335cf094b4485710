-- Issue 16: shared (third-party) rates and the rate pool (commercial.md §3; R3.1–R3.5).
-- An offer is a filter over the owner's own published FCL rates plus a mark-up; nothing is copied:
-- a subscriber's search reads the owner's current versions through its active subscriptions, so a
-- new version reaches subscribers at once (R3.4) and a revoked subscription removes them at once
-- (R3.3). Shared rates never sit in fcl_rates under the subscriber, so they cannot be offered again
-- (R3.2).
create table shared_rate_offers (
  id bigserial primary key,
  owner_company_id bigint not null references companies (id),
  name text not null,
  -- {TradeLaneCodes, CarrierCodes, PolCodes, PodCodes, RateTypes, CargoTypes}: arrays, at least one not empty
  filter jsonb not null,
  -- {Basis: AMOUNT|PERCENT, Currency, Amounts: {class: "decimal"}, Percent: "decimal"}
  markup jsonb not null,
  audience text not null default 'PUBLIC' check (audience in ('PUBLIC', 'INVITED')),
  invited bigint[] not null default '{}',
  approval_required boolean not null default true,
  show_owner_name boolean not null default true,
  terms text not null default '',
  status text not null default 'DRAFT' check (status in ('DRAFT', 'ACTIVE', 'PAUSED', 'CLOSED')),
  revision integer not null default 1,
  created_by bigint references employees (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index shared_rate_offers_owner on shared_rate_offers (owner_company_id, status);

create table shared_rate_subscriptions (
  id bigserial primary key,
  offer_id bigint not null references shared_rate_offers (id),
  subscriber_company_id bigint not null references companies (id),
  status text not null check (status in ('REQUESTED', 'ACTIVE', 'REJECTED', 'REVOKED', 'CANCELLED')),
  requested_by bigint references employees (id),
  requested_at timestamptz not null default now(),
  decided_by bigint references employees (id),
  decided_at timestamptz,
  reason text not null default '',
  -- null: every salesperson of the subscriber; otherwise the employees it is allocated to
  allocation bigint[],
  expose_to_customers boolean not null default false,
  revision integer not null default 1
);
-- one live subscription per (offer, subscriber): two clicks or two admins make one
create unique index shared_rate_subscriptions_live on shared_rate_subscriptions (offer_id, subscriber_company_id)
  where status in ('REQUESTED', 'ACTIVE');
create index shared_rate_subscriptions_subscriber on shared_rate_subscriptions (subscriber_company_id, status);

-- the history of offers and subscriptions, for both sides' screens
create table shared_rate_events (
  id bigserial primary key,
  offer_id bigint not null references shared_rate_offers (id),
  subscription_id bigint references shared_rate_subscriptions (id),
  at timestamptz not null default now(),
  actor_id bigint references employees (id),
  company_id bigint references companies (id),
  type text not null,
  reason text not null default ''
);
create index shared_rate_events_offer on shared_rate_events (offer_id, at);

-- which rates a company's searches see: its own and its subscriptions, by priority, and the dedupe
create table rate_pool_configs (
  company_id bigint primary key references companies (id),
  -- [{Kind: OWN|SUBSCRIPTION, SubscriptionId?, Include, Priority}]
  sources jsonb not null default '[]',
  dedup text not null default 'SHOW_ALL' check (dedup in ('SHOW_ALL', 'LOWEST_PER_CARRIER_LANE')),
  revision integer not null default 1,
  updated_by bigint references employees (id),
  updated_at timestamptz not null default now()
);

