import type { ManifestContainer, ManifestData, ManifestItem, ManifestParty } from '../../../src/contract/manifest';
import type { SiRecord } from '../../../src/contract/si';
import type { ConfigManifest } from '../../../src/contract/manifestSetup/calls';
import { requeueMessage as requeueOutbound } from '../../channels/outbox';
import type { Queryable } from '../../db/types';
import { MANIFEST_CHANNELS } from './payload';
import { postMessages } from '../messages/public';

/**
 * The manifest module's SQL (operations.md §7.2): manifests with their containers and goods items,
 * transmissions, the send keys, the uploads. Services call these; nothing else here knows SQL.
 */

export interface StoredManifest extends ManifestData {
  Id: number;
  MFT_NO: string;
  COMPANYID: number;
  CompanyName: string;
  MFT_STATUS: number;
  MFT_STAGE: string;
  MFT_LATE: boolean;
  MFT_CONFIG_ID: number | null;
  MFT_VERIFY_REMARK_CODE: string;
  MFT_VERIFY_REMARKS: string;
  MFT_PROBLEMS: unknown[];
  MFT_LAST_ERROR: string;
  MFT_ACCEPTED_PAYLOAD: ManifestData | null;
  VERSION: number;
  CreatedBy: number | null;
  UpdatedBy: string;
  CreatedAt: string;
  UpdatedAt: string;
}

const HEADER = `m.id::int as "Id", m.mft_no as "MFT_NO", m.company_id::int as "COMPANYID", c.name_zh as "CompanyName", m.mft_filing as "MFT_FILING",
  m.mft_level as "MFT_LEVEL", m.mft_cgo_id as "MFT_CGO_ID", m.mft_si_id::int as "MFT_SI_ID", m.mft_mbl_no as "MFT_MBL_NO", m.mft_hbl_no as "MFT_HBL_NO",
  m.mft_carrier as "MFT_CARRIER", m.mft_vessel as "MFT_VESSEL", m.mft_vessel_imo as "MFT_VESSEL_IMO", m.mft_voyage as "MFT_VOYAGE",
  m.mft_customs_code as "MFT_CUSTOMS_CODE", m.mft_loading_code as "MFT_LOADING_CODE", m.mft_discharge_code as "MFT_DISCHARGE_CODE",
  m.mft_delivery_code as "MFT_DELIVERY_CODE", m.mft_ts_code as "MFT_TS_CODE", m.mft_loading_at as "MFT_LOADING_AT", m.mft_payment_term as "MFT_PAYMENT_TERM",
  m.mft_transport_term as "MFT_TRANSPORT_TERM", m.shipper as "Shipper", m.consignee as "Consignee", m.notify as "Notify", m.isf as "Isf",
  m.mft_total_pkgs as "MFT_TOTAL_PKGS", m.mft_package as "MFT_PACKAGE", m.mft_total_kg as "MFT_TOTAL_KG", m.mft_total_cbm as "MFT_TOTAL_CBM",
  m.mft_remark as "MFT_REMARK", m.mft_status::int as "MFT_STATUS", m.mft_stage as "MFT_STAGE", m.mft_late as "MFT_LATE", m.mft_config_id::int as "MFT_CONFIG_ID",
  m.mft_verify_remark_code as "MFT_VERIFY_REMARK_CODE", m.mft_verify_remarks as "MFT_VERIFY_REMARKS", m.mft_problems as "MFT_PROBLEMS",
  m.mft_last_error as "MFT_LAST_ERROR", m.mft_accepted_payload as "MFT_ACCEPTED_PAYLOAD", m.version as "VERSION", m.created_by::int as "CreatedBy",
  coalesce(e.name, '') as "UpdatedBy", m.created_at as "CreatedAt", m.updated_at as "UpdatedAt"`;

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

type Raw = Omit<StoredManifest, 'Containers' | 'Items'> & Record<string, unknown>;

async function withLines(q: Queryable, rows: Raw[]): Promise<StoredManifest[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.Id);
  const boxes = await q.query<ManifestContainer & { mid: number }>(
    `select manifest_id::int as mid, mfc_cnno as "MFC_CNNO", mfc_size_type as "MFC_SIZE_TYPE", mfc_source as "MFC_SOURCE", mfc_full as "MFC_FULL",
            mfc_sealno as "MFC_SEALNO", mfc_seal_type as "MFC_SEAL_TYPE", mfc_seal_party as "MFC_SEAL_PARTY", mfc_tare_kg as "MFC_TARE_KG", mfc_vgm_kg as "MFC_VGM_KG"
       from manifest_containers where manifest_id = any($1::bigint[]) order by manifest_id, seq`,
    [ids],
  );
  const items = await q.query<ManifestItem & { mid: number }>(
    `select manifest_id::int as mid, mfg_seq as "MFG_SEQ", mfg_pkgs as "MFG_PKGS", mfg_package as "MFG_PACKAGE", mfg_desc as "MFG_DESC", mfg_hscode as "MFG_HSCODE",
            mfg_gross_kg as "MFG_GROSS_KG", mfg_cbm as "MFG_CBM", mfg_marks as "MFG_MARKS", mfg_undg as "MFG_UNDG", mfg_imdg_class as "MFG_IMDG_CLASS",
            mfg_dg_contact as "MFG_DG_CONTACT", mfg_dg_phone as "MFG_DG_PHONE", allocation as "Allocation"
       from manifest_items where manifest_id = any($1::bigint[]) order by manifest_id, mfg_seq`,
    [ids],
  );
  return rows.map((r) => ({
    ...r,
    MFT_LOADING_AT: iso(r.MFT_LOADING_AT),
    MFT_TOTAL_KG: Number(r.MFT_TOTAL_KG),
    MFT_TOTAL_CBM: Number(r.MFT_TOTAL_CBM),
    CreatedAt: iso(r.CreatedAt)!,
    UpdatedAt: iso(r.UpdatedAt)!,
    Containers: boxes.filter((b) => b.mid === r.Id).map(({ mid: _, ...b }) => b),
    Items: items
      .filter((i) => i.mid === r.Id)
      .map(({ mid: _, ...i }) => ({ ...i, MFG_GROSS_KG: Number(i.MFG_GROSS_KG), MFG_CBM: i.MFG_CBM == null ? null : Number(i.MFG_CBM) })),
  })) as StoredManifest[];
}

/** Manifests by id the reader may see (`companyId` null: the platform's staff), locked when `lock`. */
export async function manifestsByIds(q: Queryable, ids: readonly number[], companyId: string | null, lock = false): Promise<StoredManifest[]> {
  const rows = await q.query<Raw>(
    `select ${HEADER} from manifests m join companies c on c.id = m.company_id left join employees e on e.id = m.updated_by
      where m.id = any($1::bigint[]) and ($2::bigint is null or m.company_id = $2::bigint) order by m.id ${lock ? 'for update of m' : ''}`,
    [ids, companyId],
  );
  return withLines(q, rows);
}

/** The booking a manifest is made on, when the reader may use it. */
export async function bookingFor(q: Queryable, cgoId: string, companyId: string | null) {
  const [b] = await q.query<{
    cgo_id: string;
    company_id: string;
    mbl_no: string;
    carrier: string;
    vessel: string;
    voyage: string;
    loading_code: string;
    discharge_code: string;
    delivery_code: string;
  }>(
    `select cgo_id, company_id::text, mbl_no, carrier, vessel, voyage, loading_code, discharge_code, coalesce(delivery_code, '') as delivery_code
       from bookings where cgo_id = $1 and ($2::bigint is null or company_id = $2::bigint)`,
    [cgoId, companyId],
  );
  return b;
}

/** The planned loading: the booking's AFC, else PCO, else FCO cut-off (operations.md §7.2 MFT_LOADING_AT). */
export async function plannedLoading(q: Queryable, cgoId: string): Promise<string | null> {
  const [row] = await q.query<{ at: string }>(
    `select at from booking_cutoffs where cgo_id = $1 and code in ('AFC', 'PCO', 'FCO') order by array_position(array['AFC', 'PCO', 'FCO'], code) limit 1`,
    [cgoId],
  );
  return row ? new Date(row.at).toISOString() : null;
}

/** An SI of the booking's company (its stored record) with its state; undefined when absent or another company's. */
export async function siRecordFor(
  q: Queryable,
  id: number,
  companyId: string | null,
): Promise<{ record: SiRecord; status: number; companyId: string } | undefined> {
  const [row] = await q.query<{ id: number; status: number; record: SiRecord; company_id: string; cgo_id: string }>(
    `select id::int, status::int, record, company_id::text, cgo_id from si_records where id = $1 and not deleted and ($2::bigint is null or company_id = $2::bigint)`,
    [id, companyId],
  );
  if (!row) return undefined;
  return {
    record: { ...row.record, Id: row.id, TBI_STATUS: row.status, TBI_CGO_ID: row.record.TBI_CGO_ID || row.cgo_id },
    status: row.status,
    companyId: row.company_id,
  };
}

/** The live manifest holding (filing, MBL, HBL), other than `exceptId` (`mft.unique`). */
export async function liveHolder(q: Queryable, m: Pick<ManifestData, 'MFT_FILING' | 'MFT_MBL_NO' | 'MFT_HBL_NO'>, exceptId: number | null) {
  const [row] = await q.query<{ id: number; mft_no: string }>(
    `select id::int, mft_no from manifests where mft_filing = $1 and upper(mft_mbl_no) = upper($2) and upper(mft_hbl_no) = upper($3)
        and mft_status not in (11, 12) and mft_mbl_no <> '' and ($4::bigint is null or id <> $4::bigint) limit 1`,
    [m.MFT_FILING, (m.MFT_MBL_NO ?? '').trim(), (m.MFT_HBL_NO ?? '').trim(), exceptId],
  );
  return row;
}

const party = (p: ManifestParty | undefined) => JSON.stringify(p ?? {});

/** A new manifest (state 0) with its lines; answers its id and number. */
export async function insertManifest(tx: Queryable, m: ManifestData, o: { companyId: string; by: number | null; configId: number | null }) {
  const [row] = await tx.query<{ id: number; mft_no: string }>(
    `insert into manifests (mft_no, company_id, mft_filing, mft_level, mft_cgo_id, mft_si_id, mft_config_id, created_by, updated_by)
     values ('MFT' || to_char(now() at time zone 'Asia/Shanghai', 'YYMM') || lpad(nextval('manifest_no_seq')::text, 6, '0'), $1, $2, $3, $4, $5, $6, $7, $7)
     returning id::int, mft_no`,
    [o.companyId, m.MFT_FILING, m.MFT_LEVEL, m.MFT_CGO_ID, m.MFT_SI_ID ?? null, o.configId, o.by],
  );
  await writeData(tx, row!.id, m);
  return row!;
}

/** Writes the editable data of a manifest (header, parties, every container and item replaced). */
export async function writeData(tx: Queryable, id: number, m: ManifestData): Promise<void> {
  await tx.query(
    `update manifests set mft_mbl_no = $2, mft_hbl_no = $3, mft_carrier = $4, mft_vessel = $5, mft_vessel_imo = $6, mft_voyage = $7, mft_customs_code = $8,
        mft_loading_code = $9, mft_discharge_code = $10, mft_delivery_code = $11, mft_ts_code = $12, mft_loading_at = $13::timestamptz, mft_payment_term = $14,
        mft_transport_term = $15, shipper = $16, consignee = $17, notify = $18, mft_total_pkgs = $19, mft_package = $20, mft_total_kg = $21, mft_total_cbm = $22,
        mft_remark = $23, isf = $24
      where id = $1`,
    [
      id,
      m.MFT_MBL_NO ?? '',
      m.MFT_HBL_NO ?? '',
      m.MFT_CARRIER ?? '',
      m.MFT_VESSEL ?? '',
      m.MFT_VESSEL_IMO ?? '',
      m.MFT_VOYAGE ?? '',
      m.MFT_CUSTOMS_CODE ?? '',
      m.MFT_LOADING_CODE ?? '',
      m.MFT_DISCHARGE_CODE ?? '',
      m.MFT_DELIVERY_CODE ?? '',
      m.MFT_TS_CODE ?? '',
      m.MFT_LOADING_AT && Number.isFinite(Date.parse(m.MFT_LOADING_AT)) ? m.MFT_LOADING_AT : null,
      m.MFT_PAYMENT_TERM ?? '',
      m.MFT_TRANSPORT_TERM ?? '',
      party(m.Shipper),
      party(m.Consignee),
      party(m.Notify),
      m.MFT_TOTAL_PKGS ?? 0,
      m.MFT_PACKAGE ?? '',
      m.MFT_TOTAL_KG ?? 0,
      m.MFT_TOTAL_CBM ?? 0,
      m.MFT_REMARK ?? '',
      JSON.stringify(m.MFT_FILING === 'US_ISF' ? (m.Isf ?? {}) : {}),
    ],
  );
  await tx.query('delete from manifest_containers where manifest_id = $1', [id]);
  await tx.query('delete from manifest_items where manifest_id = $1', [id]);
  const boxes = m.Containers ?? [];
  if (boxes.length)
    await tx.query(
      `insert into manifest_containers (manifest_id, seq, mfc_cnno, mfc_size_type, mfc_source, mfc_full, mfc_sealno, mfc_seal_type, mfc_seal_party, mfc_tare_kg, mfc_vgm_kg)
       select $1, b.ord::int, b.x ->> 'MFC_CNNO', coalesce(b.x ->> 'MFC_SIZE_TYPE', ''), coalesce(b.x ->> 'MFC_SOURCE', 'CARRIER'), coalesce((b.x ->> 'MFC_FULL')::boolean, true),
              coalesce(b.x ->> 'MFC_SEALNO', ''), coalesce(b.x ->> 'MFC_SEAL_TYPE', ''), coalesce(b.x ->> 'MFC_SEAL_PARTY', ''), (b.x ->> 'MFC_TARE_KG')::int, (b.x ->> 'MFC_VGM_KG')::int
         from jsonb_array_elements($2::jsonb) with ordinality b(x, ord)`,
      [id, JSON.stringify(boxes.map((b) => ({ ...b, MFC_CNNO: b.MFC_CNNO.trim().toUpperCase() })))],
    );
  const items = m.Items ?? [];
  if (items.length)
    await tx.query(
      `insert into manifest_items (manifest_id, mfg_seq, mfg_pkgs, mfg_package, mfg_desc, mfg_hscode, mfg_gross_kg, mfg_cbm, mfg_marks, mfg_undg, mfg_imdg_class,
              mfg_dg_contact, mfg_dg_phone, allocation)
       select $1, i.ord::int, (i.x ->> 'MFG_PKGS')::int, coalesce(i.x ->> 'MFG_PACKAGE', ''), coalesce(i.x ->> 'MFG_DESC', ''), coalesce(i.x ->> 'MFG_HSCODE', ''),
              (i.x ->> 'MFG_GROSS_KG')::numeric, (i.x ->> 'MFG_CBM')::numeric, coalesce(i.x ->> 'MFG_MARKS', ''), coalesce(i.x ->> 'MFG_UNDG', ''),
              coalesce(i.x ->> 'MFG_IMDG_CLASS', ''), coalesce(i.x ->> 'MFG_DG_CONTACT', ''), coalesce(i.x ->> 'MFG_DG_PHONE', ''), coalesce(i.x -> 'Allocation', '[]')
         from jsonb_array_elements($2::jsonb) with ordinality i(x, ord)`,
      [id, JSON.stringify(items)],
    );
}

/** Bumps the version after an edit (by whom). */
export async function touch(tx: Queryable, id: number, by: number | null): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    'update manifests set version = version + 1, updated_by = $2, updated_at = now() where id = $1 returning version',
    [id, by],
  );
  return row!.version;
}

/** Moves the state (only from `from`: a concurrent move leaves it untouched) with any of the columns given. */
export async function moveStatus(
  tx: Queryable,
  id: number,
  from: number,
  to: number,
  set: Partial<{
    problems: unknown[];
    lastError: string;
    remarkCode: string;
    remarks: string;
    late: boolean;
    acceptedPayload: unknown;
    by: number | null;
  }> = {},
): Promise<boolean> {
  const rows = await tx.query(
    `update manifests set mft_status = $3::smallint, updated_at = now(),
        mft_problems = coalesce($4::jsonb, mft_problems), mft_last_error = coalesce($5, mft_last_error),
        mft_verify_remark_code = coalesce($6, mft_verify_remark_code), mft_verify_remarks = coalesce($7, mft_verify_remarks),
        mft_late = coalesce($8, mft_late), mft_accepted_payload = coalesce($9::jsonb, mft_accepted_payload),
        updated_by = coalesce($10, updated_by)
      where id = $1 and mft_status = $2::smallint returning 1`,
    [
      id,
      from,
      to,
      set.problems === undefined ? null : JSON.stringify(set.problems),
      set.lastError ?? null,
      set.remarkCode ?? null,
      set.remarks ?? null,
      set.late ?? null,
      set.acceptedPayload === undefined ? null : JSON.stringify(set.acceptedPayload),
      set.by ?? null,
    ],
  );
  return rows.length > 0;
}

export async function setStage(tx: Queryable, id: number, stage: string): Promise<void> {
  await tx.query('update manifests set mft_stage = $2, updated_at = now() where id = $1', [id, stage]);
}

export async function insertTransmission(
  tx: Queryable,
  t: {
    manifestId: number;
    kind: string;
    messageId: number;
    version: number;
    changeReason: string;
    late: boolean;
    overrideReason: string;
    by: number | null;
    /** The filing configuration the send resolved (null: none stored, the platform's built-in default). */
    configId: number | null;
  },
): Promise<void> {
  await tx.query(
    `insert into manifest_transmissions (manifest_id, kind, message_id, payload_version, change_reason_code, late, override_reason, created_by, config_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (message_id) do nothing`,
    [t.manifestId, t.kind, t.messageId, t.version, t.changeReason, t.late, t.overrideReason, t.by, t.configId],
  );
}

export interface TransmissionRow {
  Id: number;
  ManifestId: number;
  Kind: 'MAIN' | 'MODIFY' | 'DELETE';
  MessageId: number;
  PayloadVersion: number;
  Status: string;
  Outcome: string;
  ChangeReasonCode: string;
  Late: boolean;
  OverrideReason: string;
  ExternalRef: string;
  LastError: string;
  Simulated: boolean;
  CreatedAt: string;
  Payload: string;
}

const TRANSMISSION = `t.id::int as "Id", t.manifest_id::int as "ManifestId", t.kind as "Kind", t.message_id::int as "MessageId", t.payload_version as "PayloadVersion",
  o.status as "Status", t.outcome as "Outcome", t.change_reason_code as "ChangeReasonCode", t.late as "Late", t.override_reason as "OverrideReason",
  coalesce(o.external_ref, '') as "ExternalRef", coalesce(o.last_error, '') as "LastError", o.simulated as "Simulated", t.created_at as "CreatedAt", o.payload as "Payload"`;

export async function transmissionsOf(q: Queryable, manifestId: number): Promise<TransmissionRow[]> {
  const rows = await q.query<TransmissionRow>(
    `select ${TRANSMISSION} from manifest_transmissions t join outbound_messages o on o.id = t.message_id where t.manifest_id = $1 order by t.id`,
    [manifestId],
  );
  return rows.map((r) => ({ ...r, CreatedAt: iso(r.CreatedAt)! }));
}

export async function transmissionOfMessage(q: Queryable, messageId: number): Promise<TransmissionRow | undefined> {
  const [row] = await q.query<TransmissionRow>(
    `select ${TRANSMISSION} from manifest_transmissions t join outbound_messages o on o.id = t.message_id where t.message_id = $1 for update of t`,
    [messageId],
  );
  return row;
}

export async function setOutcome(tx: Queryable, transmissionId: number, outcome: 'ACCEPTED' | 'REJECTED' | 'FAILED'): Promise<void> {
  await tx.query(`update manifest_transmissions set outcome = $2 where id = $1 and outcome = 'PENDING'`, [transmissionId, outcome]);
}

/** A transmission given up on that customs answered all the same: open again for customs' answer (the outbox marks its message delivered). */
export async function reopenTransmission(tx: Queryable, messageId: number): Promise<void> {
  await tx.query(`update manifest_transmissions set outcome = 'PENDING' where message_id = $1 and outcome = 'FAILED'`, [messageId]);
}

/** The manifest's latest transmission's id (the one its state is about). */
export async function latestTransmissionId(tx: Queryable, manifestId: number): Promise<number | undefined> {
  const [row] = await tx.query<{ id: string }>('select id from manifest_transmissions where manifest_id = $1 order by id desc limit 1', [manifestId]);
  return row ? Number(row.id) : undefined;
}

/** A failed message sent again: queued now with fresh attempts (the same idempotency key: the counterpart dedupes). */
export async function requeueMessage(tx: Queryable, messageId: number): Promise<void> {
  await requeueOutbound(tx, messageId);
  await tx.query(`update manifest_transmissions set outcome = 'PENDING' where message_id = $1`, [messageId]);
}

export interface ReceiptRow {
  At: string;
  Kind: string;
  Code: string;
  Text: string;
  ExternalRef: string;
  MessageId: number | null;
  Seq: number;
  Simulated: boolean;
  Fields: string[];
}

/** Customs' receipts of a manifest (its messages' and its stage sequence), in the order they were applied. */
export async function receiptsOf(q: Queryable, manifestId: number, refs: { messageIds: number[]; stageRef: string }): Promise<ReceiptRow[]> {
  const rows = await q.query<ReceiptRow & { raw: string }>(
    `select r.received_at as "At", r.code as "Kind", r.raw, r.text as "Text", r.external_ref as "ExternalRef", r.message_id::int as "MessageId", r.seq as "Seq",
            r.simulated as "Simulated"
       from inbound_receipts r
      where r.channel = any($3::text[]) and (r.message_id = any($1::bigint[]) or r.external_ref = $2 or r.external_ref in (select external_ref from outbound_messages where id = any($1::bigint[])))
      order by coalesce(r.processed_at, r.received_at), r.id`,
    [refs.messageIds, refs.stageRef, MANIFEST_CHANNELS],
  );
  void manifestId;
  return rows.map(({ raw, ...r }) => {
    let body: { code?: string; fields?: { Path?: string }[] } = {};
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      body = {};
    }
    // the foreign customs name the fields in the check's paths (`Consignee.CITY`, `/Isf/IOR_NO`): answered as pointers
    const fields = (Array.isArray(body.fields) ? body.fields : []).map((f) => String(f.Path ?? '')).filter(Boolean);
    const pointers = fields.map((f) =>
      f.startsWith('/')
        ? f
        : `/${f
            .replace(/\[([^\]]*)\]/g, '.$1')
            .split('.')
            .filter(Boolean)
            .join('/')}`,
    );
    return { ...r, Code: String(body.code ?? ''), Fields: pointers, At: iso(r.At)! };
  });
}

/** The owner's message (through the messages module): a customs rejection told to whoever made the manifest. */
export async function messageOwner(
  tx: Queryable,
  employeeId: number | null,
  m: { title: string; titleEn: string; description: string; link: string },
): Promise<void> {
  if (!employeeId) return;
  await postMessages(tx, [{ ...m, to: { employeeId } }]);
}

/** The declared VGM per container of a booking (the latest live version of each), kg. */
export async function declaredVgm(q: Queryable, cgoId: string): Promise<Map<string, { kg: number; status: number }>> {
  const rows = await q.query<{ cnno: string; kg: number; status: number }>(
    `select distinct on (upper(vgm_cnno)) upper(vgm_cnno) as cnno, vgm_kg::int as kg, vgm_status::int as status from vgm_declarations
      where vgm_cgo_id = $1 and vgm_status in (2, 3, 4) order by upper(vgm_cnno), vgm_version desc`,
    [cgoId],
  );
  return new Map(rows.map((r) => [r.cnno, { kg: r.kg, status: r.status }]));
}

/** Each container's packing list figures (live, with data), for `mft.cntr`. */
export async function packingFigures(q: Queryable, cgoId: string): Promise<Map<string, { pkgs: number; kg: number }>> {
  const rows = await q.query<{ cnno: string; pkgs: number; kg: string }>(
    `select upper(p.pkl_cnno) as cnno, coalesce(sum(l.pkd_num), 0)::int as pkgs, coalesce(sum(l.pkd_weight), 0) as kg
       from packing_lists p join packing_list_lines l on l.pkl_id = p.id
      where p.pkl_cgo_id = $1 and p.pkl_cnno <> '' and p.pkl_status in (4, 5, 7) group by upper(p.pkl_cnno)`,
    [cgoId],
  );
  return new Map(rows.map((r) => [r.cnno, { pkgs: r.pkgs, kg: Number(r.kg) }]));
}

export async function claimKey(tx: Queryable, scope: string, key: string, hash: string): Promise<{ fresh: boolean; hash: string; answer: unknown }> {
  const [row] = await tx.query<{ fresh: boolean; request_hash: string; answer: unknown }>(
    `with ins as (insert into manifest_send_keys (scope, idempotency_key, request_hash) values ($1, $2, $3) on conflict do nothing returning true as fresh, request_hash, answer)
     select fresh, request_hash, answer from ins union all
     select false, request_hash, answer from manifest_send_keys where scope = $1 and idempotency_key = $2 and not exists (select 1 from ins)`,
    [scope, key, hash],
  );
  return { fresh: row!.fresh, hash: row!.request_hash, answer: row!.answer };
}

export async function keepAnswer(tx: Queryable, scope: string, key: string, answer: unknown): Promise<void> {
  await tx.query('update manifest_send_keys set answer = $3 where scope = $1 and idempotency_key = $2', [scope, key, JSON.stringify(answer)]);
}

/** The live manifests of a booking (not deleted, not cancelled), by id. */
export async function liveManifestIds(q: Queryable, cgoId: string): Promise<number[]> {
  const rows = await q.query<{ id: number }>('select id::int from manifests where mft_cgo_id = $1 and mft_status not in (11, 12) order by id', [cgoId]);
  return rows.map((r) => r.id);
}

/** A manifest by id whatever its company (the channel's receipts), locked. */
export async function lockManifestForReceipt(q: Queryable, id: number): Promise<StoredManifest | undefined> {
  const [m] = await manifestsByIds(q, [id], null, true);
  return m;
}

/** Who hears of a manifest's change: its company and the platform's staff companies. */
export async function liveAudience(q: Queryable, ids: number[]) {
  const manifests = await q.query<{ id: number; company_id: string; status: number; stage: string }>(
    'select id::int, company_id::text, mft_status::int as status, mft_stage as stage from manifests where id = any($1::bigint[]) order by id',
    [ids],
  );
  const staff = await q.query<{ id: string }>(`select id::text from companies where kind = 'platform' and status = 'active'`);
  return { manifests, staff: staff.map((s) => s.id) };
}

/** The share links' subset of a manifest (company name for the landing). */
export async function companyName(q: Queryable, companyId: number): Promise<string> {
  const [row] = await q.query<{ name: string }>('select name_zh as name from companies where id = $1', [companyId]);
  return row?.name ?? '';
}

/** The company of a share link of this document kind (staff revoke any company's). */
export async function shareCompany(q: Queryable, id: number, docType: string): Promise<number | undefined> {
  const [row] = await q.query<{ company_id: number }>('select company_id::int from shares where id = $1 and doc_type = $2', [id, docType]);
  return row?.company_id;
}

/**
 * The transmission a receipt answers, by what its reference names (a receipt may arrive before our side
 * learnt the message was transmitted — a timeout after customs kept it — so it names no message yet).
 */
export async function transmissionByRef(q: Queryable, ref: { manifestId: number; kind: string; version: number }): Promise<TransmissionRow | undefined> {
  const [row] = await q.query<TransmissionRow>(
    `select ${TRANSMISSION} from manifest_transmissions t join outbound_messages o on o.id = t.message_id
      where t.manifest_id = $1 and t.kind = $2 and t.payload_version = $3 order by t.id desc limit 1 for update of t`,
    [ref.manifestId, ref.kind, ref.version],
  );
  return row;
}

export async function insertUpload(
  q: Queryable,
  u: { companyId: string; fileName: string; rows: number; imported: number; rejected: unknown; manifestIds: number[]; by: number },
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `insert into manifest_uploads (company_id, file_name, rows, imported, rejected, manifest_ids, created_by) values ($1, $2, $3, $4, $5, $6, $7) returning id::int`,
    [u.companyId, u.fileName, u.rows, u.imported, JSON.stringify(u.rejected), u.manifestIds, u.by],
  );
  return row!.id;
}

/** The uploads the reader may see (null: every company's), newest first. */
export async function uploadsOf(q: Queryable, companyId: string | null) {
  const rows = await q.query<{
    Id: number;
    FileName: string;
    Rows: number;
    Imported: number;
    Rejected: { Row: number; Reasons: string[] }[];
    ManifestIds: number[];
    CreatedBy: string;
    CreatedAt: string;
  }>(
    `select u.id::int as "Id", u.file_name as "FileName", u.rows as "Rows", u.imported as "Imported", u.rejected as "Rejected",
            array(select unnest(u.manifest_ids)::int) as "ManifestIds", coalesce(e.name, '') as "CreatedBy", u.created_at as "CreatedAt"
       from manifest_uploads u left join employees e on e.id = u.created_by
      where ($1::bigint is null or u.company_id = $1::bigint) order by u.id desc limit 200`,
    [companyId],
  );
  return rows.map((r) => ({ ...r, CreatedAt: iso(r.CreatedAt)! }));
}

/** The manifests whose transmissions went out under a filing configuration, last sent first (the configuration's detail). */
export async function manifestsSentUnder(q: Queryable, configId: number, companyId: string | null): Promise<ConfigManifest[]> {
  const rows = await q.query<ConfigManifest & { SentAt: Date | string }>(
    `select m.id::int as "Id", m.mft_no as "MFT_NO", m.mft_mbl_no as "MFT_MBL_NO", coalesce(m.mft_hbl_no, '') as "MFT_HBL_NO",
            m.mft_status::int as "MFT_STATUS", m.mft_stage as "MFT_STAGE", c.name_zh as "CompanyName", t.sent_at as "SentAt"
       from (select manifest_id, max(created_at) as sent_at from manifest_transmissions where config_id = $1 group by manifest_id) t
       join manifests m on m.id = t.manifest_id join companies c on c.id = m.company_id
      where $2::bigint is null or m.company_id = $2::bigint
      order by t.sent_at desc, m.id desc limit 500`,
    [configId, companyId],
  );
  return rows.map((r) => ({ ...r, SentAt: iso(r.SentAt)! }));
}

/** The live (not deleted or cancelled) house-level manifests of a house B/L number, newest per filing first. */
export async function liveHouseManifests(q: Queryable, hblNo: string): Promise<{ id: number; filing: string; no: string; status: number; stage: string }[]> {
  if (!hblNo.trim()) return [];
  return q.query<{ id: number; filing: string; no: string; status: number; stage: string }>(
    `select id::int, mft_filing as filing, mft_no as no, mft_status::int as status, mft_stage as stage from manifests
      where upper(mft_hbl_no) = upper($1) and mft_hbl_no <> '' and mft_level = 'HOUSE' and mft_status not in (11, 12)
      order by id desc`,
    [hblNo.trim()],
  );
}

/**
 * The live manifests (not deleted or cancelled) of a booking that carry each container, by container
 * number: SplitDetail's manifest column (slot ↔ packing list ↔ SI box ↔ VGM ↔ manifest, operations.md §3.4).
 */
export async function manifestsOfBookingContainers(
  q: Queryable,
  cgoId: string,
): Promise<{ cnno: string; id: number; no: string; level: string; filing: string; status: number }[]> {
  return q.query(
    `select c.mfc_cnno as cnno, m.id::int as id, m.mft_no as no, m.mft_level as level, m.mft_filing as filing, m.mft_status::int as status
       from manifests m join manifest_containers c on c.manifest_id = m.id
      where m.mft_cgo_id = $1 and m.mft_status not in (11, 12)
      order by c.mfc_cnno, m.id`,
    [cgoId],
  );
}

/**
 * The consignee customs holds for a house bill (R9 of the B/L application, operations.md §11.3): on
 * the booking's accepted manifest of that bill — one filed under any of its numbers (the HBL's, the
 * SI's before an HBL renamed it: issue 45) or made from its SI — or, while one is being amended, the
 * version customs accepted; a booking-wide manifest (no house number) when there is none of its own.
 * Null: customs holds none.
 */
export async function acceptedHouseConsignee(q: Queryable, bill: { cgoId: string; blNos: readonly string[]; siId: number | null }): Promise<string | null> {
  const nos = bill.blNos.map((n) => n.trim().toUpperCase()).filter(Boolean);
  const [r] = await q.query<{ name: string }>(
    `select coalesce(case when mft_status = 9 then consignee ->> 'NAME' else mft_accepted_payload -> 'Consignee' ->> 'NAME' end, '') as name from manifests
      where mft_cgo_id = $1 and (mft_status = 9 or (mft_status = 10 and mft_accepted_payload is not null))
        and (mft_hbl_no = '' or upper(mft_hbl_no) = any($2::text[]) or mft_si_id = $3)
      order by (mft_hbl_no <> '') desc, id desc limit 1`,
    [bill.cgoId, nos, bill.siId],
  );
  return r ? r.name : null;
}

/** Public tracking (issue 45): the live manifests filed under a house B/L number (upper-cased), each with its boxes. */
export function houseManifestsNamed(q: Queryable, no: string): Promise<{ cgoId: string; blNo: string; containers: string[] }[]> {
  return q.query(
    `select m.mft_cgo_id as "cgoId", m.mft_hbl_no as "blNo",
            array(select distinct upper(trim(c.mfc_cnno)) from manifest_containers c where c.manifest_id = m.id and trim(c.mfc_cnno) <> '' order by 1) as containers
       from manifests m where upper(m.mft_hbl_no) = $1 and m.mft_hbl_no <> '' and m.mft_status not in (11, 12) order by m.id desc`,
    [no],
  );
}
