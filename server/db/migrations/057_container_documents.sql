-- Issue 34: the container's own documents (operations.md §3 packing lists, §4 electronic packing,
-- §5 container events, §6 VGM). One migration for the tables, so the four modules built on them
-- agree on one shape; each module's rules live in src/domain/<doc>/ and its services.
--
-- Columns are the wire's field names in lower case (PKL_CNNO → pkl_cnno), so a grep finds both.

-- ─── packing lists (装箱单 = container load plan, §3.1) ───────────────────────────────────────────
create sequence packing_list_no_seq start 1;

create table packing_lists (
  id bigserial primary key,
  -- the booking's customer company (universal ones: the applicant's)
  company_id bigint not null references companies (id),
  -- PK + yymmdd + 5-digit sequence, given when the application is opened (null while applied/rejected)
  pkl_no text unique,
  -- 1 platform booking (pkl_cgo_id set), 2 universal (the booking's facts typed by the applicant)
  pkl_source smallint not null check (pkl_source in (1, 2)),
  pkl_cgo_id text references bookings (cgo_id),
  pkl_booking_no text not null check (length(pkl_booking_no) between 1 and 35),
  pkl_carrier text not null,
  pkl_vessel text not null default '',
  pkl_voyage text not null default '',
  pkl_loading_code text not null default '',
  pkl_discharge_code text not null default '',
  pkl_delivery_code text not null default '',
  pkl_cntr_type text not null,
  -- 1…COUNT within the booked type: one live packing list per (booking, type, slot) — index below
  pkl_slot integer not null check (pkl_slot >= 1),
  pkl_empty_depot text not null default '',
  pkl_return_terminal text not null default '',
  pkl_terminal_code text not null default '',
  -- the provider company whose employees (the trucker) may fill this packing list
  pkl_trucker_id bigint references companies (id),
  pkl_truck_plate text not null default '',
  pkl_driver_name text not null default '',
  pkl_driver_phone text not null default '',
  pkl_eir_no text not null default '',
  pkl_cnno text not null default '',
  -- non-ISO equipment: the number is only required, not checked (the override is logged, as in SI)
  pkl_non_iso boolean not null default false,
  pkl_sealno text not null default '',
  pkl_seal_source text not null default 'CAR' check (pkl_seal_source in ('CAR', 'SHI', 'VET', 'CUS')),
  pkl_tare_kg integer check (pkl_tare_kg > 0),
  pkl_max_gross_kg integer check (pkl_max_gross_kg > 0),
  pkl_soc boolean not null default false,
  pkl_stuff_place text not null default '',
  pkl_stuff_at timestamptz,
  pkl_num integer not null default 0,
  pkl_weight numeric(12, 3) not null default 0,
  pkl_volume numeric(10, 3) not null default 0,
  -- split children name their parent (the parent ends cancelled with reason SPLIT)
  pkl_parent_id bigint references packing_lists (id),
  -- the application it came from (one apply → several rows)
  pkl_apply_batch uuid not null,
  -- operations.md §3.2 / src/domain/packing/status.ts
  pkl_status smallint not null default 1 check (pkl_status between 1 and 8),
  pkl_remarks text not null default '',
  -- the operator's words on a rejection, a return or a cancellation (shown to the applicant)
  pkl_decision_remarks text not null default '',
  -- when the terminal's gate-in closed it (GTIN LADEN at the loading port): the data is frozen
  pkl_gated_in_at timestamptz,
  version integer not null default 1,
  created_by bigint references employees (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- pkl.slots: a booked slot has one live packing list (states 1, 2, 4, 5, 6, 7 are live)
create unique index packing_lists_live_slot on packing_lists (pkl_cgo_id, pkl_cntr_type, pkl_slot)
  where pkl_cgo_id is not null and pkl_status not in (3, 8);
-- pkl.cnno: a container is on one live packing list at a time (any booking)
create unique index packing_lists_live_cnno on packing_lists (pkl_cnno)
  where pkl_cnno <> '' and pkl_status not in (3, 8);
create index packing_lists_company on packing_lists (company_id, updated_at desc);
create index packing_lists_status on packing_lists (pkl_status, updated_at);
create index packing_lists_cgo on packing_lists (pkl_cgo_id);
create index packing_lists_trucker on packing_lists (pkl_trucker_id) where pkl_trucker_id is not null;
create index packing_lists_voyage on packing_lists (pkl_vessel, pkl_voyage);

create table packing_list_lines (
  pkl_id bigint not null references packing_lists (id) on delete cascade,
  pkd_seq integer not null check (pkd_seq >= 1),
  pkd_cngoods text not null default '',
  pkd_goods text not null default '',
  pkd_hscode text not null default '',
  pkd_marks text not null default '',
  pkd_package text not null default '',
  pkd_num integer not null check (pkd_num >= 0),
  pkd_weight numeric(12, 3) not null check (pkd_weight >= 0),
  pkd_net_weight numeric(12, 3),
  pkd_volume numeric(10, 3) not null check (pkd_volume >= 0),
  pkd_unno text not null default '',
  pkd_imo_class text not null default '',
  -- set once an SI carries this container
  pkd_si_id bigint references si_records (id),
  primary key (pkl_id, pkd_seq)
);

-- ─── container events (箱动态, §5.1): immutable facts; a correction is a retraction plus a new event ──
create table tracking_events (
  evt_id uuid primary key,
  -- carrier SCAC, terminal SMDG code, MANUAL:<employee id>, IMPORT:<upload id>, SIM:<channel>
  evt_publisher text not null check (length(evt_publisher) between 1 and 50),
  evt_source_id text,
  evt_type text not null check (evt_type in ('EQUIPMENT', 'TRANSPORT', 'SHIPMENT')),
  evt_code text not null check (evt_code ~ '^[A-Z]{4}$'),
  evt_classifier text not null check (evt_classifier in ('ACT', 'EST', 'PLN')),
  evt_at timestamptz not null,
  -- the local offset the publisher said it in (minutes east of UTC), so it is shown on that clock
  evt_at_offset smallint not null default 480,
  evt_updated_at timestamptz not null,
  evt_received_at timestamptz not null default now(),
  evt_equipment_ref text not null default '',
  evt_iso_code text not null default '',
  evt_empty text check (evt_empty in ('EMPTY', 'LADEN')),
  evt_phase text check (evt_phase in ('EXPORT', 'IMPORT', 'TRANSSHIPMENT')),
  evt_location text not null,
  evt_facility_code text not null default '',
  evt_facility_provider text check (evt_facility_provider in ('SMDG', 'BIC')),
  evt_facility_type text,
  evt_mode text check (evt_mode in ('VESSEL', 'BARGE', 'RAIL', 'TRUCK')),
  evt_vessel_imo text not null default '',
  evt_vessel_name text not null default '',
  evt_voyage text not null default '',
  evt_doc_type text not null default '',
  evt_doc_ref text not null default '',
  evt_cgo_id text references bookings (cgo_id),
  evt_mbl_no text not null default '',
  evt_hbl_no text not null default '',
  evt_seals jsonb,
  evt_delay_reason text not null default '',
  evt_remark text not null default '',
  -- the retraction names the event it retracts; the retracted one is marked, both are kept
  evt_retracted boolean not null default false,
  evt_retracts uuid references tracking_events (evt_id),
  -- flags the projection found on arrival (sequence, discWithoutLoad, …): shown, never reordered away
  evt_anomalies text[] not null default '{}',
  -- the owner of the linked booking; null for vessel-wide transport events
  company_id bigint references companies (id),
  created_by bigint references employees (id)
);
-- evt.dedupe: one (publisher, source id); a newer update supersedes in place
create unique index tracking_events_source on tracking_events (evt_publisher, evt_source_id) where evt_source_id is not null;
create index tracking_events_equipment on tracking_events (evt_equipment_ref, evt_at) where evt_equipment_ref <> '';
create index tracking_events_cgo on tracking_events (evt_cgo_id, evt_at) where evt_cgo_id is not null;
create index tracking_events_voyage on tracking_events (evt_vessel_name, evt_voyage) where evt_voyage <> '';
create index tracking_events_received on tracking_events (evt_received_at desc);

-- ─── VGM (§6.1): a declared version is never edited; a correction is a new version ───────────────
create table vgm_declarations (
  id bigserial primary key,
  company_id bigint not null references companies (id),
  vgm_cgo_id text not null references bookings (cgo_id),
  vgm_pkl_id bigint references packing_lists (id),
  vgm_cnno text not null,
  vgm_version integer not null check (vgm_version >= 1),
  vgm_kg integer not null check (vgm_kg > 0),
  vgm_method smallint not null check (vgm_method in (1, 2)),
  vgm_cargo_kg integer,
  vgm_tare_kg integer,
  vgm_weighed_at timestamptz not null,
  vgm_weighing_party text not null default '',
  vgm_cert_no text not null default '',
  vgm_responsible_party text not null,
  vgm_signatory text not null,
  vgm_signed_at timestamptz,
  -- the declaration text shown and agreed, stored with the version (zh/en as shown)
  vgm_declaration text not null default '',
  vgm_channel text not null check (vgm_channel in ('WORKBENCH', 'SHARE', 'STAFF')),
  -- src/domain/vgm/status.ts: 1 draft, 2 declared, 3 sent, 4 accepted, 5 rejected, 6 superseded
  vgm_status smallint not null default 1 check (vgm_status between 1 and 6),
  vgm_external_ref text not null default '',
  vgm_error text not null default '',
  vgm_measured_kg integer,
  vgm_measured_by text not null default '',
  -- a late declaration accepted by staff says why (vgm.cutoff)
  vgm_late_reason text not null default '',
  created_by bigint references employees (id),
  share_id bigint references shares (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (vgm_cgo_id, vgm_cnno, vgm_version)
);
create index vgm_declarations_company on vgm_declarations (company_id, updated_at desc);
create index vgm_declarations_cnno on vgm_declarations (vgm_cnno);

-- ─── electronic packing (电子装箱, §4.1): the load plan sent to the loading terminal ──────────────
create sequence eclp_no_seq start 1;

create table eclp_requests (
  id bigserial primary key,
  ecp_no text not null unique,
  company_id bigint not null references companies (id),
  -- 1 pack (申请电子装箱), 2 unpack (拆箱)
  ecp_kind smallint not null check (ecp_kind in (1, 2)),
  ecp_pkl_id bigint not null references packing_lists (id),
  ecp_terminal_code text not null default '',
  ecp_reason text check (ecp_reason in ('SHUT_OUT', 'RESTUFF', 'CANCEL', 'INSPECTION', 'DECONSOLIDATION')),
  -- §4.2: 1 submitted, 2 approved (queued), 3 rejected, 4 transmitted, 5 acknowledged,
  -- 6 terminal rejected, 7 send failed, 8 withdrawn
  ecp_status smallint not null default 1 check (ecp_status between 1 and 8),
  ecp_message_id bigint references outbound_messages (id),
  ecp_external_ref text not null default '',
  ecp_error text not null default '',
  ecp_remarks text not null default '',
  version integer not null default 1,
  created_by bigint references employees (id),
  created_at timestamptz not null default now(),
  decided_by bigint references employees (id),
  decided_at timestamptz,
  updated_at timestamptz not null default now()
);
-- ecp.once: one pack request in flight per packing list (a pack acknowledged again after an unpack is the service's rule)
create unique index eclp_requests_live_pack on eclp_requests (ecp_pkl_id) where ecp_kind = 1 and ecp_status in (1, 2, 4);
create index eclp_requests_status on eclp_requests (ecp_status, created_at);
create index eclp_requests_company on eclp_requests (company_id, created_at desc);
