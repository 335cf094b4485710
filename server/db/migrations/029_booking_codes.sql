-- Issue 14: mappings and codes (commercial.md §1.1 "Mappings and codes"): booking agencies (订舱代理,
-- /DataMaintenance/OrderAgency). Rows have a generated id (agents have no code of their own); the
-- name is unique, case aside, so an import finds the row a sheet line means and two rows never
-- stand for one agent. An agent that is a provider on the platform names its company; the carriers
-- it books with are known carriers (checked by the API: an array cannot carry a foreign key).

create table booking_agencies (
  id bigserial primary key,
  company_id bigint references companies (id),
  name text not null check (length(name) between 1 and 100),
  carrier_codes text[] not null default '{}',
  channel text not null check (channel in ('EMAIL', 'PORTAL', 'EDI', 'API')),
  -- [{Name, Phone, Email}]
  contacts jsonb not null default '[]' check (jsonb_typeof(contacts) = 'array'),
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DISABLED')),
  version integer not null default 1,
  updated_at timestamptz not null default now()
);
create unique index booking_agencies_name on booking_agencies (lower(name));
create index booking_agencies_carriers on booking_agencies using gin (carrier_codes);

-- Booking codes (订舱代码 / 约号, /DataMaintenance/BookCodes and /quckBook/BookCode): a carrier's
-- service contract (DCSA serviceContractReference, ≤ 30) a forwarder books under, valid for some days
-- (both included) and perhaps only for some customers (none named: every customer). EXPIRED is
-- derived when the list is read (valid_to before today), never stored: a stored state would be wrong
-- the morning after. The lanes and the allowed customers are checked by the API (arrays carry no
-- foreign keys): known lanes, customer companies.
create table book_codes (
  code text primary key check (code ~ '^[A-Z0-9][A-Z0-9_-]{1,9}$'),
  carrier_code text not null references carriers (code),
  booking_agency_id bigint references booking_agencies (id),
  contract_no text not null check (length(contract_no) between 1 and 30),
  named_account text not null default '',
  valid_from date not null,
  valid_to date not null,
  trade_lane_codes text[] not null default '{}',
  allowed_company_ids bigint[] not null default '{}',
  remarks text not null default '' check (length(remarks) <= 500),
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DISABLED')),
  version integer not null default 1,
  updated_at timestamptz not null default now(),
  check (valid_from <= valid_to)
);
-- a booking looks up the codes of its carrier still valid
create index book_codes_carrier on book_codes (carrier_code, valid_to);
create index book_codes_agency on book_codes (booking_agency_id);

-- B/L number series (提单代码, /DataMaintenance/BillCode): a company's house B/L numbers (HBL), or the
-- shape of a carrier's master B/L numbers (MBL_HINT, a hint the SI check compares with). `pattern`
-- holds the tokens of src/domain/refdata/billNumbers.ts; a number is at most 20 characters (DCSA
-- transportDocumentReference), refused at save. `next_seq` is the counter the next number takes in
-- `period` (the year or month it belongs to; '' when it never resets): POST BillCodeSeries/Next moves
-- it in one `update … returning`, starting again at 1 when the period changed, in the same statement.
create table bill_code_series (
  id bigserial primary key,
  owner_company_id bigint not null references companies (id),
  kind text not null check (kind in ('HBL', 'MBL_HINT')),
  carrier_code text references carriers (code),
  prefix text not null default '' check (prefix ~ '^[A-Z0-9]{0,10}$'),
  pattern text not null check (length(pattern) between 1 and 60),
  next_seq bigint not null default 1 check (next_seq >= 1),
  reset text not null default 'NEVER' check (reset in ('NEVER', 'YEARLY', 'MONTHLY')),
  period text not null default '',
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DISABLED')),
  version integer not null default 1,
  updated_at timestamptz not null default now(),
  check (kind = 'HBL' or carrier_code is not null)
);

-- Every number a series handed out: unique across the platform (a B/L number names one document),
-- so a counter set back, or two series of one shape, can never issue a number twice.
create table bill_numbers (
  number text primary key check (length(number) between 1 and 20),
  series_id bigint not null references bill_code_series (id),
  seq bigint not null,
  issued_by bigint references employees (id),
  issued_at timestamptz not null default now()
);
create index bill_numbers_series on bill_numbers (series_id, issued_at desc);
