-- Issue 37: B/L application and risk check (operations.md §11.1). Columns are the wire's field names
-- in lower case (OAP_KIND → oap_kind). Amounts are minor units of CNY (fen). The B/L is the
-- houseBill module's (house_bills, migration 075): referenced by id only, so this module's tables do
-- not wait on that one's; every read goes through server/modules/houseBill/public.ts.

-- Check settings: one row per rule (§11.3), its severity and parameters (R3 days, R7 the watch list).
create table risk_rules (
  rsk_rule text primary key check (rsk_rule ~ '^R[0-9]+_[A-Z_]+$'),
  enabled boolean not null default true,
  severity text not null check (severity in ('REVIEW', 'BLOCK')),
  params jsonb not null default '{}'::jsonb,
  version integer not null default 1,
  updated_by bigint references employees (id),
  updated_at timestamptz not null default now()
);
insert into risk_rules (rsk_rule, severity, params) values
  ('R1_UNPAID', 'BLOCK', '{}'), ('R2_GUARANTEE', 'BLOCK', '{}'), ('R3_OVERDUE', 'REVIEW', '{"days": 30}'),
  ('R4_DOCS', 'BLOCK', '{}'), ('R5_DEPARTED', 'BLOCK', '{}'), ('R6_ADDRESS', 'REVIEW', '{}'),
  ('R7_PARTY_LIST', 'BLOCK', '{"names": []}'), ('R8_TELEX_ORIGINALS', 'BLOCK', '{}'),
  ('R9_CHANGED_AFTER_MANIFEST', 'REVIEW', '{}'), ('R10_DUPLICATE', 'BLOCK', '{}');

-- System settings: one row (id 1). allowed_kinds: {"<company id>": [1,3]}; a company not named may use every kind.
create table bl_app_settings (
  id smallint primary key check (id = 1),
  auto_approve boolean not null default true,
  allowed_kinds jsonb not null default '{}'::jsonb,
  telex_from text not null default '08:30' check (telex_from ~ '^[0-2][0-9]:[0-5][0-9]$'),
  telex_to text not null default '17:30' check (telex_to ~ '^[0-2][0-9]:[0-5][0-9]$'),
  default_courier text not null default 'SF',
  notify_emails text not null default '',
  version integer not null default 1,
  updated_by bigint references employees (id),
  updated_at timestamptz not null default now()
);
insert into bl_app_settings (id) values (1);

-- Guarantee amounts: one per customer company; used = Σ unpaid of B/Ls released under it (computed).
create table guarantee_limits (
  id bigserial primary key,
  company_id bigint not null unique references companies (id),
  gua_limit bigint not null check (gua_limit >= 0),
  gua_valid_from date not null,
  gua_valid_to date not null,
  gua_status text not null default 'ACTIVE' check (gua_status in ('ACTIVE', 'SUSPENDED')),
  gua_approved_by bigint references employees (id),
  gua_remark text not null default '',
  version integer not null default 1,
  updated_at timestamptz not null default now(),
  check (gua_valid_to >= gua_valid_from)
);

-- Authenticated addresses (认证地址): verified by the licence, an SMS code typed back, or a staff call.
create table auth_addresses (
  id bigserial primary key,
  company_id bigint not null references companies (id),
  aad_name text not null,
  aad_phone text not null,
  aad_province text not null default '',
  aad_city text not null default '',
  aad_district text not null default '',
  aad_address text not null,
  aad_postcode text not null default '',
  aad_method text check (aad_method in ('LICENSE', 'SMS_CODE', 'STAFF_CALL')),
  aad_note text not null default '',
  aad_verified_by bigint references employees (id),
  aad_verified_at timestamptz,
  aad_expires_at timestamptz,
  aad_status text not null default 'PENDING' check (aad_status in ('PENDING', 'VERIFIED', 'REVOKED')),
  version integer not null default 1,
  created_at timestamptz not null default now()
);
create index auth_addresses_company on auth_addresses (company_id);

-- SMS codes sent to an address's phone: only the code's SHA-256 is kept; 5 per phone per hour.
create table auth_sms_codes (
  id bigserial primary key,
  aad_id bigint not null references auth_addresses (id),
  phone text not null,
  code_hash text not null,
  sent_at timestamptz not null default now(),
  expires_at timestamptz not null,
  tries integer not null default 0,
  used_at timestamptz
);
create index auth_sms_codes_phone on auth_sms_codes (phone, sent_at desc);

-- Receivers of original B/Ls, per customer.
create table bl_receivers (
  id bigserial primary key,
  company_id bigint not null references companies (id),
  rcv_name text not null,
  rcv_phone text not null,
  rcv_province text not null default '',
  rcv_city text not null default '',
  rcv_district text not null default '',
  rcv_address text not null,
  rcv_postcode text not null default '',
  rcv_default boolean not null default false,
  rcv_auth_address_id bigint references auth_addresses (id),
  version integer not null default 1,
  deleted boolean not null default false,
  updated_at timestamptz not null default now()
);
create index bl_receivers_company on bl_receivers (company_id) where not deleted;

-- The applications.
create table bl_applications (
  id bigserial primary key,
  oap_no text not null unique,
  company_id bigint not null references companies (id),
  oap_hbl_id bigint not null,
  oap_hbl_no text not null,
  oap_cgo_id text not null default '',
  oap_kind smallint not null check (oap_kind between 1 and 4),
  oap_receiver_id bigint references bl_receivers (id),
  oap_pickup_name text check (length(oap_pickup_name) <= 35),
  oap_pickup_id_last4 text check (oap_pickup_id_last4 ~ '^[0-9Xx]{4}$'),
  oap_release_to text check (length(oap_release_to) <= 70),
  oap_use_guarantee boolean not null default false,
  oap_unpaid bigint not null default 0,
  -- released under the guarantee: what the B/L still owes (refreshed at each check of the company); used = Σ of it
  oap_guarantee_used bigint not null default 0,
  oap_risk_level text not null check (oap_risk_level in ('PASS', 'REVIEW', 'BLOCK')),
  oap_status smallint not null check (oap_status between 1 and 8),
  oap_courier text,
  oap_courier_no text check (length(oap_courier_no) <= 30),
  oap_decided_by bigint references employees (id),
  oap_decided_at timestamptz,
  oap_released_at timestamptz,
  oap_remarks text not null default '',
  version integer not null default 1,
  created_by bigint references employees (id),
  created_at timestamptz not null default now()
);
create index bl_applications_company on bl_applications (company_id, id desc);
create index bl_applications_hbl on bl_applications (oap_hbl_id);
-- R10 as a constraint too: one live application per B/L, whatever two clerks do at once
create unique index bl_applications_live on bl_applications (oap_hbl_id) where oap_status between 1 and 5;

-- One row per rule per run (the check logs), with the override and its reason when a person approved.
create table bl_risk_results (
  id bigserial primary key,
  oap_id bigint not null references bl_applications (id),
  rsk_run integer not null,
  rsk_run_at timestamptz not null default now(),
  rsk_rule text not null,
  rsk_result text not null check (rsk_result in ('PASS', 'REVIEW', 'BLOCK')),
  rsk_message_zh text not null,
  rsk_message_en text not null,
  rsk_params jsonb not null default '{}'::jsonb,
  rsk_override_by bigint references employees (id),
  rsk_override_reason text,
  unique (oap_id, rsk_run, rsk_rule)
);

-- The simulated SMS gateway's phone inbox (server/modules/orderApply/smsSimulator.ts): what a
-- receiver's phone would show, kept for tests and the demo; everything in it is simulated.
create table sim_sms_messages (
  id bigserial primary key,
  idempotency_key text not null unique,
  phone text not null,
  body text not null,
  received_at timestamptz not null default now(),
  times_received integer not null default 1
);

-- Release's Idempotency-Key: a retry answers the first result; the same key for another request is refused.
create table bl_release_keys (
  idempotency_key text primary key,
  request_hash text not null,
  answer jsonb,
  created_at timestamptz not null default now()
);
