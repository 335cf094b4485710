-- Issue 37 (operations.md §10): charges of a job, invoices and their lines, payments, the tax-invoice
-- channel's simulator. Money is numeric(14,2) in a currency; the code computes in minor units and
-- never adds two currencies (src/domain/billing/money.ts).

-- §10.1: the tax treatment per fee code, set by finance (never hard-coded): international freight
-- agency is VAT-exempt (full-amount ordinary invoice on request), other services their own rate.
alter table fee_codes
  add column tax_code text not null default 'EXEMPT_INTL_AGENCY'
    check (tax_code in ('EXEMPT_INTL_AGENCY', 'ZERO', 'VAT6', 'VAT9', 'VAT13')),
  add column tax_rate numeric(5, 4) not null default 0 check (tax_rate >= 0 and tax_rate < 1);

create sequence invoice_no_seq start 1;

create table invoices (
  id bigserial primary key,
  -- DN/CN/TI/PS + YYMM + 6 digits: one series per kind (the prefix), never reused after void
  inv_no text not null unique,
  -- owner: the job's customer company (a customer reads its own AR documents)
  company_id bigint not null references companies (id),
  inv_cgo_id text not null references bookings (cgo_id),
  inv_kind smallint not null check (inv_kind in (1, 2, 3, 4)),
  inv_side text not null check (inv_side in ('AR', 'AP')),
  inv_party_id bigint not null references companies (id),
  inv_currency text not null references currencies (code),
  -- into CNY at the invoice date: 1 <currency> = rate CNY (§10.6 inv.rate); null for a CNY invoice of CNY lines
  inv_ex_rate numeric(12, 6),
  inv_ex_rate_date date,
  inv_ex_rate_source text check (inv_ex_rate_source in ('MANUAL', 'MONTHLY', 'DAILY_MIDDLE', 'BANK_SELL')),
  inv_ex_rate_text text not null default '',
  inv_total numeric(14, 2) not null,
  inv_tax_total numeric(14, 2) not null default 0,
  inv_issue_date date not null,
  inv_due_date date not null,
  inv_buyer_name text not null default '',
  inv_buyer_tax_id text not null default '',
  inv_tax_no text not null default '',
  inv_tax_date date,
  inv_status smallint not null default 1 check (inv_status between 1 and 6),
  inv_paid numeric(14, 2) not null default 0,
  inv_void_reason text not null default '',
  -- a credit note's invoice (void with reversal)
  inv_credit_of bigint references invoices (id),
  version integer not null default 1,
  created_by bigint references employees (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index invoices_company on invoices (company_id, inv_due_date);
create index invoices_cgo on invoices (inv_cgo_id);
create index invoices_list on invoices (id desc);

create table charges (
  id bigserial primary key,
  -- owner: the job's customer company
  company_id bigint not null references companies (id),
  chg_cgo_id text not null references bookings (cgo_id),
  -- the house bill the charge belongs to: NO foreign key on purpose — house_bills is built in
  -- parallel by the houseBill module (migration 075); a link checked there once both have landed
  chg_hbl_id bigint,
  chg_side text not null check (chg_side in ('AR', 'AP')),
  chg_party_id bigint not null references companies (id),
  chg_code text not null references fee_codes (code),
  chg_name text not null check (length(chg_name) <= 50),
  chg_basis text not null,
  chg_qty numeric(12, 3) not null check (chg_qty >= 0),
  chg_unit_price numeric(14, 2) not null check (chg_unit_price >= 0),
  chg_currency text not null references currencies (code),
  chg_amount numeric(14, 2) not null,
  chg_term text not null check (chg_term in ('PRE', 'COL')),
  chg_tax_code text not null,
  chg_tax_rate numeric(5, 4) not null default 0,
  -- the booked rate into CNY (job.profit): set when the line is saved, from the rate valid that day
  chg_ex_rate numeric(12, 6),
  chg_ex_rate_date date,
  chg_ex_rate_source text check (chg_ex_rate_source in ('MANUAL', 'MONTHLY', 'DAILY_MIDDLE', 'BANK_SELL')),
  chg_status smallint not null default 1 check (chg_status between 1 and 5),
  chg_invoice_id bigint references invoices (id),
  -- where the line came from: the booking's frozen price (origin_ref = its line), or staff
  chg_origin text not null default 'STAFF' check (chg_origin in ('BOOKING', 'STAFF')),
  chg_origin_ref text not null default '',
  version integer not null default 1,
  created_by bigint references employees (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index charges_cgo on charges (chg_cgo_id, id);
create index charges_invoice on charges (chg_invoice_id);
-- "take charges from the booking" twice adds nothing: one line per booking price line
create unique index charges_from_booking on charges (chg_cgo_id, chg_origin_ref) where chg_origin = 'BOOKING';

create table invoice_lines (
  id bigserial primary key,
  invoice_id bigint not null references invoices (id),
  charge_id bigint not null references charges (id),
  -- in the invoice's currency (converted at the invoice's rate when the charge is in another)
  line_amount numeric(14, 2) not null,
  line_tax numeric(14, 2) not null default 0,
  tax_code text not null,
  tax_rate numeric(5, 4) not null default 0
);
create index invoice_lines_invoice on invoice_lines (invoice_id, id);
create index invoice_lines_charge on invoice_lines (charge_id);

create table invoice_payments (
  id bigserial primary key,
  invoice_id bigint not null references invoices (id),
  amount numeric(14, 2) not null check (amount > 0),
  paid_on date not null,
  ref text not null default '',
  created_by bigint references employees (id),
  created_at timestamptz not null default now()
);
create index invoice_payments_invoice on invoice_payments (invoice_id);

-- what the local tax-platform simulator received (TAX_INVOICE, §17): tests and the demo read it
create table sim_tax_invoices (
  idempotency_key text primary key,
  message_ref text not null,
  payload jsonb not null,
  received_at timestamptz not null default now(),
  times_received integer not null default 1,
  decision text not null check (decision in ('ISSUED', 'REJECTED')),
  reason text not null default '',
  script jsonb not null
);
create index sim_tax_invoices_ref on sim_tax_invoices (message_ref);
