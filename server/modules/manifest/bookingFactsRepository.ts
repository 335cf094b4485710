import type { SiRecord } from '../../../src/contract/si';
import { firstCutOffOf } from '../../platform/spine/cutOffs';
import type { Queryable } from '../../db/types';

/** What a manifest reads of its booking (operations.md §7.2): the booking, its planned loading, its SI, the declared VGM and the packing figures per container. */

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
export const plannedLoading = (q: Queryable, cgoId: string): Promise<string | null> => firstCutOffOf(q, cgoId, ['AFC', 'PCO', 'FCO']);

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
