import type { ConfigManifest } from '../../../src/contract/manifestSetup/calls';
import type { Queryable } from '../../db/types';
import { iso } from './repository';

/** What other modules read of manifests (through public.ts, and the filing configuration's detail). */

/** The manifests whose transmissions went out under a filing configuration, last sent first (the configuration's detail). */
export async function manifestsSentUnder(q: Queryable, configId: number, companyId: string | null): Promise<ConfigManifest[]> {
  const rows = await q.query<ConfigManifest & { SentAt: Date | string }>(
    `select m.id::int as "Id", m.mft_no as "MFT_NO", m.mft_mbl_no as "MFT_MBL_NO", coalesce(m.mft_hbl_no, '') as "MFT_HBL_NO",
            m.mft_status::int as "MFT_STATUS", m.mft_stage as "MFT_STAGE", c.name_zh as "CompanyName", t.sent_at as "SentAt"
       from (select manifest_id, max(created_at) as sent_at from manifest_transmissions where config_id = $1 group by manifest_id) t
       join manifests m on m.id = t.manifest_id join company_directory c on c.id = m.company_id
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
