-- Issue 35: customs manifests (operations.md §7.2). Columns are the wire's field names in lower case
-- (MFT_MBL_NO → mft_mbl_no), so a grep finds both. Transmissions go through the shared outbox
-- (outbound_messages, 043) and customs' receipts arrive in the shared inbound_receipts.

create sequence manifest_no_seq;

-- One manifest per bill per filing.
create table manifests (
  id bigserial primary key,
  mft_no text not null unique,
  company_id bigint not null references companies (id),
  mft_filing text not null check (mft_filing in ('CN_EXPORT', 'CN_IMPORT', 'US_AMS', 'US_ISF', 'EU_ENS', 'JP_AFR')),
  mft_level text not null check (mft_level in ('MASTER', 'HOUSE')),
  mft_cgo_id text not null references bookings (cgo_id),
  mft_si_id bigint references si_records (id),
  mft_mbl_no text not null default '',
  mft_hbl_no text not null default '',
  mft_carrier text not null default '',
  mft_vessel text not null default '',
  mft_vessel_imo text not null default '',
  mft_voyage text not null default '',
  mft_customs_code text not null default '',
  mft_loading_code text not null default '',
  mft_discharge_code text not null default '',
  mft_delivery_code text not null default '',
  mft_ts_code text not null default '',
  mft_loading_at timestamptz,
  mft_payment_term text not null default '',
  mft_transport_term text not null default '',
  -- party blocks (operations.md §1): {} = empty
  shipper jsonb not null default '{}',
  consignee jsonb not null default '{}',
  notify jsonb not null default '{}',
  mft_total_pkgs integer not null default 0,
  mft_package text not null default '',
  mft_total_kg numeric(14, 3) not null default 0,
  mft_total_cbm numeric(12, 3) not null default 0,
  mft_remark text not null default '',
  mft_status smallint not null default 0 check (mft_status between 0 and 12),
  mft_stage text not null default 'NONE' check (mft_stage in ('NONE', 'ARRIVED', 'RELEASED', 'LOADED', 'TALLIED')),
  mft_late boolean not null default false,
  -- the configuration it was made under (null: the built-in default)
  mft_config_id bigint,
  mft_verify_remark_code text not null default '',
  mft_verify_remarks text not null default '',
  -- the problems the last failed submission found, for the submitFailed list
  mft_problems jsonb not null default '[]',
  -- the last customs rejection's words or the send failure's
  mft_last_error text not null default '',
  -- what customs holds: the payload of the last accepted transmission (an amendment refused leaves it in force)
  mft_accepted_payload jsonb,
  version integer not null default 1,
  created_by bigint references employees (id),
  updated_by bigint references employees (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index manifests_company_status on manifests (company_id, mft_status);
create index manifests_status on manifests (mft_status, updated_at);
create index manifests_cgo on manifests (mft_cgo_id);
-- mft.unique: one live manifest (not deleted 11, not cancelled 12) per filing, MBL and HBL
create unique index manifests_live_bill on manifests (mft_filing, upper(mft_mbl_no), upper(mft_hbl_no)) where mft_status not in (11, 12) and mft_mbl_no <> '';

create table manifest_containers (
  manifest_id bigint not null references manifests (id) on delete cascade,
  seq integer not null,
  mfc_cnno text not null,
  mfc_size_type text not null default '',
  mfc_source text not null default 'CARRIER',
  mfc_full boolean not null default true,
  mfc_sealno text not null default '',
  mfc_seal_type text not null default '',
  mfc_seal_party text not null default '',
  mfc_tare_kg integer,
  mfc_vgm_kg integer,
  primary key (manifest_id, seq)
);
create index manifest_containers_cnno on manifest_containers (upper(mfc_cnno));

-- Goods items (托运货物) with their container allocation (箱货对应) [{CNNO, PKGS, KG, CBM}].
create table manifest_items (
  manifest_id bigint not null references manifests (id) on delete cascade,
  mfg_seq integer not null,
  mfg_pkgs integer not null default 0,
  mfg_package text not null default '',
  mfg_desc text not null default '',
  mfg_hscode text not null default '',
  mfg_gross_kg numeric(14, 3) not null default 0,
  mfg_cbm numeric(12, 3),
  mfg_marks text not null default '',
  mfg_undg text not null default '',
  mfg_imdg_class text not null default '',
  mfg_dg_contact text not null default '',
  mfg_dg_phone text not null default '',
  allocation jsonb not null default '[]',
  primary key (manifest_id, mfg_seq)
);

-- Each message to customs: the manifest VERSION frozen in it, and what became of it.
create table manifest_transmissions (
  id bigserial primary key,
  manifest_id bigint not null references manifests (id),
  kind text not null check (kind in ('MAIN', 'MODIFY', 'DELETE')),
  message_id bigint not null references outbound_messages (id),
  payload_version integer not null,
  -- PENDING until customs answers; ACCEPTED, REJECTED; FAILED when the transport gave up
  outcome text not null default 'PENDING' check (outcome in ('PENDING', 'ACCEPTED', 'REJECTED', 'FAILED')),
  change_reason_code text not null default '',
  late boolean not null default false,
  override_reason text not null default '',
  created_by bigint references employees (id),
  created_at timestamptz not null default now(),
  unique (message_id)
);
create index manifest_transmissions_manifest on manifest_transmissions (manifest_id, id);

-- A send retried with the same Idempotency-Key answers what the first did.
create table manifest_send_keys (
  scope text not null,
  idempotency_key text not null,
  request_hash text not null,
  answer jsonb,
  created_at timestamptz not null default now(),
  primary key (scope, idempotency_key)
);

-- What the simulated customs (the single window) received and decided for each message
-- (operations.md §17.2 "inspectable"), deduplicated on the outbox's idempotency key, with the
-- receipts it will send in order; stage receipts (运抵 放行 装载 理货) are added to a bill's own
-- script as the terminal's events make them due.
create table sim_cn_manifest_submissions (
  idempotency_key text primary key,
  message_ref text not null,
  manifest_id bigint not null,
  kind text not null,
  payload jsonb not null,
  received_at timestamptz not null default now(),
  times_received integer not null default 1,
  decision text not null check (decision in ('ACCEPTED', 'REJECTED', 'STAGES')),
  reason text not null default '',
  script jsonb not null
);
create index sim_cn_manifest_submissions_ref on sim_cn_manifest_submissions (message_ref);
create index sim_cn_manifest_submissions_manifest on sim_cn_manifest_submissions (manifest_id);

-- Excel uploads (UploadList).
create table manifest_uploads (
  id bigserial primary key,
  company_id bigint not null references companies (id),
  file_name text not null,
  rows integer not null default 0,
  imported integer not null default 0,
  rejected jsonb not null default '[]',
  manifest_ids bigint[] not null default '{}',
  created_by bigint references employees (id),
  created_at timestamptz not null default now()
);
create index manifest_uploads_company on manifest_uploads (company_id, created_at desc);
