-- Issue 37: house bills and master bills (operations.md §10.2–§10.3). Their histories are doc_events
-- (doc_type 'houseBill' / 'masterBill'); the SI stays the one source of parties, goods and containers
-- (hbl.si): an HBL keeps only what is its own, and a copy of the SI as printed when it is issued.

-- The issuing company's series (we issue as NVOCC): prefix + 'H' + two-digit year + six digits
-- (≤ 20 characters). A number once given is never given again, voided or not.
create table hbl_number_series (
  company_id bigint not null references companies (id),
  year integer not null,
  last_no integer not null,
  primary key (company_id, year)
);

create table house_bills (
  id bigserial primary key,
  -- the customer company owning the SI (whose people approve the draft); the issuer is hbl_issuer_id
  company_id bigint not null references companies (id),
  hbl_issuer_id bigint not null references companies (id),
  hbl_no text not null check (length(hbl_no) between 1 and 20),
  hbl_si_id bigint not null references si_records (id),
  hbl_cgo_id text not null references bookings (cgo_id),
  hbl_mbl_id bigint,
  hbl_type text not null check (hbl_type in ('BOL', 'SWB')),
  hbl_release_type text not null check (hbl_release_type in ('ORIGINAL', 'TELEX RELEASE', 'SEAWAY BILL')),
  hbl_to_order boolean not null default false,
  hbl_also_notify text not null default '',
  hbl_agent text not null default '',
  hbl_pre_carriage text not null default '',
  hbl_freight_term text not null default 'PREPAID' check (hbl_freight_term in ('PREPAID', 'COLLECT')),
  hbl_freight_payable_at text not null default '',
  hbl_originals smallint not null check (hbl_originals between 0 and 3),
  hbl_copies smallint not null default 3 check (hbl_copies between 0 and 10),
  hbl_receipt_type text not null default 'CY' check (hbl_receipt_type in ('CY', 'CFS', 'SD')),
  hbl_delivery_type text not null default 'CY' check (hbl_delivery_type in ('CY', 'CFS', 'SD')),
  hbl_movement text not null default 'FCL/FCL',
  hbl_clauses text not null default '',
  hbl_declared_value numeric(14, 2),
  hbl_declared_currency text not null default '',
  hbl_place_of_issue text not null default '',
  hbl_issue_date date,
  hbl_on_board_date date,
  -- src/domain/houseBill/status.ts: 1 draft … 7 voided
  hbl_status smallint not null default 1 check (hbl_status between 1 and 7),
  -- the approval: who (an employee, a share link) and how (WORKBENCH, SHARE, EMAIL)
  hbl_approved_via text not null default '',
  hbl_approval_note text not null default '',
  hbl_draft_comment text not null default '',
  -- originals handed out and not all surrendered (hbl.telex, void and amend read it)
  hbl_originals_out boolean not null default false,
  -- the amendment's count: 0 the first issue; ≥ 1 printed AMENDED
  hbl_amendment smallint not null default 0,
  -- the SI as printed at issue (parties, goods, containers, places): what an issued bill prints
  hbl_issued jsonb,
  hbl_prints integer not null default 0,
  hbl_void_reason text not null default '',
  -- the SI's B/L number before this HBL's number was written into it (given back on void)
  hbl_si_prev_no text,
  version integer not null default 1,
  created_by bigint references employees (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (hbl_issuer_id, hbl_no)
);
-- one live HBL per SI
create unique index house_bills_live_si on house_bills (hbl_si_id) where hbl_status <> 7;
create index house_bills_company on house_bills (company_id, hbl_status);
create index house_bills_cgo on house_bills (hbl_cgo_id);

-- an issued HBL amended: the version replaced, kept whole
create table house_bill_versions (
  id bigserial primary key,
  hbl_id bigint not null references house_bills (id),
  amendment smallint not null,
  bill jsonb not null,
  replaced_at timestamptz not null default now()
);
create index house_bill_versions_hbl on house_bill_versions (hbl_id, amendment);

create table master_bills (
  id bigserial primary key,
  -- the owner of the first booking (staff make it; the customers' pages never show it)
  company_id bigint not null references companies (id),
  mbl_no text not null default '',
  mbl_cgo_ids text[] not null,
  mbl_direct boolean not null default false,
  mbl_carrier text not null default '',
  mbl_vessel text not null default '',
  mbl_voyage text not null default '',
  mbl_shipper text not null default '',
  mbl_consignee text not null default '',
  mbl_notify text not null default '',
  mbl_freight_term text not null default 'PREPAID' check (mbl_freight_term in ('PREPAID', 'COLLECT')),
  mbl_release_type text not null default 'TELEX RELEASE' check (mbl_release_type in ('ORIGINAL', 'TELEX RELEASE', 'SEAWAY BILL')),
  -- the containers and their totals as the master carries them [{CNNO, SEALNO, TYPE, PKGS, KG, CBM}]
  mbl_containers jsonb not null default '[]',
  mbl_on_board_date date,
  mbl_issue_date date,
  mbl_status smallint not null default 1 check (mbl_status between 1 and 7),
  -- what we sent the carrier (CARRIER_SI), and the carrier's draft as recorded, with its differences
  mbl_sent jsonb,
  mbl_carrier_draft jsonb,
  mbl_diff jsonb not null default '[]',
  mbl_error text not null default '',
  mbl_external_ref text not null default '',
  mbl_simulated boolean not null default false,
  mbl_void_reason text not null default '',
  version integer not null default 1,
  created_by bigint references employees (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index master_bills_cgo on master_bills using gin (mbl_cgo_ids);

alter table house_bills add constraint house_bills_mbl foreign key (hbl_mbl_id) references master_bills (id);

-- SubmitToCarrier retried with the same Idempotency-Key answers what the first did
create table master_bill_submit_keys (
  mbl_id bigint not null references master_bills (id),
  idempotency_key text not null,
  request_hash text not null,
  message_id bigint,
  created_at timestamptz not null default now(),
  primary key (mbl_id, idempotency_key)
);

-- what the simulated carrier received (CARRIER_SI, operations.md §17.2 "inspectable"), deduplicated on the outbox's key
create table sim_carrier_si (
  idempotency_key text primary key,
  message_ref text not null,
  payload jsonb not null,
  received_at timestamptz not null default now(),
  times_received integer not null default 1,
  -- [{Seq, Code, Text, Body, DueAt, Sent}]: RECEIVED, then DRAFT with the carrier's draft
  script jsonb not null
);
create index sim_carrier_si_ref on sim_carrier_si (message_ref);
