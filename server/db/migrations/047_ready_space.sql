-- Issue 18: ready-space trading (现舱, commercial.md §5). Space is stock: per-class totals with what
-- is held by open orders and what is sold; an order holds stock atomically (R5.3) and the hold expires
-- (R5.4). SOLD_OUT and CLOSED are derived (available = 0, now ≥ valid_until), never stored. Money is
-- kept in minor units of the listing's currency.

create sequence ready_space_no_seq start 1;
create sequence ready_space_order_no_seq start 1;

create table ready_spaces (
  id bigserial primary key,
  -- RS{YYMM}{SEQ5}
  space_no text not null unique,
  provider_company_id bigint not null references companies (id),
  created_by bigint references employees (id),
  -- the sailing picked from the schedules, when known (its ATD completes released orders)
  vessel_call_id bigint references vessel_calls (id),
  carrier_code text not null default '',
  vessel_name text not null default '',
  voyage text not null default '',
  service_code text not null default '',
  pol_code text not null default '',
  via_code text not null default '',
  pod_code text not null default '',
  etd date,
  eta date,
  -- [{Code, DateTime}]: DCSA cut-off codes, instants
  cut_offs jsonb not null default '[]' check (jsonb_typeof(cut_offs) = 'array'),
  currency text not null default 'USD',
  price_includes text not null default 'OF_ONLY' check (price_includes in ('OF_ONLY', 'ALL_IN')),
  -- [{Code, Amount, Currency, Per}] what the buyer pays on top
  surcharges jsonb not null default '[]' check (jsonb_typeof(surcharges) = 'array'),
  max_per_order integer check (max_per_order is null or max_per_order >= 1),
  valid_until timestamptz,
  cancellation_terms text not null default '',
  -- the fee per container once the S/O is released (R5.8), in minor units
  cancel_fee_minor bigint check (cancel_fee_minor is null or cancel_fee_minor >= 0),
  audience text not null default 'MARKET' check (audience in ('MARKET', 'LEVELS', 'COMPANIES')),
  audience_company_ids bigint[] not null default '{}',
  audience_level_ids bigint[] not null default '{}',
  cargo_types text[] not null default '{GP}',
  -- how long an order holds stock (R5.4)
  hold_minutes integer not null default 120 check (hold_minutes between 1 and 10080),
  remarks text not null default '',
  status text not null default 'DRAFT' check (status in ('DRAFT', 'SUBMITTED', 'ON_SALE', 'OFF_SHELF')),
  audit_by bigint references employees (id),
  audit_at timestamptz,
  audit_remarks text not null default '',
  shelf_reason text not null default '',
  pinned boolean not null default false,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index ready_spaces_provider on ready_spaces (provider_company_id, updated_at desc);
create index ready_spaces_market on ready_spaces (status, etd);

create table ready_space_lines (
  id bigserial primary key,
  ready_space_id bigint not null references ready_spaces (id),
  container_class text not null,
  total_qty integer not null check (total_qty >= 0),
  held_qty integer not null default 0 check (held_qty >= 0),
  sold_qty integer not null default 0 check (sold_qty >= 0),
  price_minor bigint not null check (price_minor > 0),
  floor_price_minor bigint check (floor_price_minor is null or floor_price_minor > 0),
  unique (ready_space_id, container_class),
  -- R5.3 in the schema too: whatever a statement does, stock is never oversold
  check (held_qty + sold_qty <= total_qty)
);

create table ready_space_events (
  id bigserial primary key,
  ready_space_id bigint not null references ready_spaces (id),
  at timestamptz not null default now(),
  actor_id bigint references employees (id),
  type text not null,
  remarks text not null default '',
  detail jsonb not null default '{}'
);
create index ready_space_events_space on ready_space_events (ready_space_id, id);

create table ready_space_orders (
  id bigserial primary key,
  -- RO{YYMM}{SEQ6}
  order_no text not null unique,
  ready_space_id bigint not null references ready_spaces (id),
  buyer_company_id bigint not null references companies (id),
  buyer_employee_id bigint references employees (id),
  status text not null default 'PLACED' check (status in ('PLACED', 'CONFIRMED', 'REJECTED', 'CANCELLED', 'EXPIRED', 'SO_RELEASED',
    'CANCEL_REQUESTED', 'COMPLETED')),
  -- the status a cancellation request came from (declined: back to it)
  cancel_from text check (cancel_from in ('CONFIRMED', 'SO_RELEASED')),
  -- {Commodity, CargoType, GrossKgPerUnit, HsCode}
  cargo jsonb not null,
  -- {Name, Phone}
  contact jsonb not null,
  remarks text not null default '',
  hold_expires_at timestamptz not null,
  carrier_booking_nos text[] not null default '{}',
  so_no text not null default '',
  booking_order_id bigint references booking_orders (id),
  cgo_id text references bookings (cgo_id),
  reason text not null default '',
  cancel_fee_minor bigint,
  resold boolean,
  released_at timestamptz,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index ready_space_orders_space on ready_space_orders (ready_space_id, status);
create index ready_space_orders_buyer on ready_space_orders (buyer_company_id, updated_at desc);
-- the sweeper's work: holds to expire
create index ready_space_orders_holds on ready_space_orders (hold_expires_at) where status = 'PLACED';

create table ready_space_order_lines (
  order_id bigint not null references ready_space_orders (id),
  container_class text not null,
  qty integer not null check (qty >= 1),
  -- the price when placed (R5.5: later price changes do not touch it)
  unit_price_minor bigint not null,
  currency text not null,
  primary key (order_id, container_class)
);

create table ready_space_order_events (
  id bigserial primary key,
  order_id bigint not null references ready_space_orders (id),
  at timestamptz not null default now(),
  actor_id bigint references employees (id),
  type text not null,
  remarks text not null default '',
  detail jsonb not null default '{}'
);
create index ready_space_order_events_order on ready_space_order_events (order_id, id);

-- a retried Place (same Idempotency-Key) answers what the first one did; the row is claimed first, in
-- the order's transaction, so two at once make one order (the second waits for the first's commit)
create table ready_space_order_keys (
  company_id bigint not null references companies (id),
  idempotency_key text not null,
  request_hash text not null,
  order_id bigint references ready_space_orders (id),
  answer jsonb,
  created_at timestamptz not null default now(),
  primary key (company_id, idempotency_key)
);
