import type { ManifestContainer, ManifestData, ManifestItem, ManifestParty } from '../../../src/contract/manifest';
import { shareCompanyOf } from '../../platform/spine/shareRepository';
import type { Queryable } from '../../db/types';

/**
 * The manifests' SQL (operations.md §7.2): manifests with their containers and goods items, read,
 * written and moved. Beside it, one repository per other thing a manifest keeps or reads:
 * transmissionRepository.ts, receiptRepository.ts, sendKeyRepository.ts, uploadRepository.ts,
 * bookingFactsRepository.ts, publicReadsRepository.ts. Services call these; nothing else here knows SQL.
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

/** A timestamp as ISO text (none stays null). */
export const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

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
    `select ${HEADER} from manifests m join company_directory c on c.id = m.company_id left join employee_directory e on e.id = m.updated_by
      where m.id = any($1::bigint[]) and ($2::bigint is null or m.company_id = $2::bigint) order by m.id ${lock ? 'for update of m' : ''}`,
    [ids, companyId],
  );
  return withLines(q, rows);
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
  const staff = await q.query<{ id: string }>(`select id::text from company_directory where kind = 'platform' and status = 'active'`);
  return { manifests, staff: staff.map((s) => s.id) };
}

/** The share links' subset of a manifest (company name for the landing). */
export async function companyName(q: Queryable, companyId: number): Promise<string> {
  const [row] = await q.query<{ name: string }>('select name_zh as name from company_directory where id = $1', [companyId]);
  return row?.name ?? '';
}

/** The company of a share link of this document kind (staff revoke any company's). */
export const shareCompany = (q: Queryable, id: number, docType: string): Promise<number | undefined> => shareCompanyOf(q, id, docType);
