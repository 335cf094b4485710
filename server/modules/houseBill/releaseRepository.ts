import type { Queryable } from '../../db/types';

/** What the B/L application (orderApply) reads of an HBL, in one statement. */
export async function releaseFacts(q: Queryable, hblId: number) {
  const [row] = await q.query<{
    id: number;
    hbl_no: string;
    company_id: string;
    hbl_cgo_id: string;
    hbl_si_id: number;
    hbl_si_prev_no: string | null;
    hbl_status: number;
    si_status: number;
    hbl_release_type: string;
    hbl_originals: number;
    hbl_originals_out: boolean;
    consignee: string;
    notify: string;
    on_board: string | null;
  }>(
    `select h.id::int, h.hbl_no, h.company_id, h.hbl_cgo_id, h.hbl_si_id::int, h.hbl_si_prev_no, h.hbl_status, s.status as si_status, h.hbl_release_type, h.hbl_originals,
            h.hbl_originals_out, coalesce(h.hbl_issued->>'Consignee', s.record->>'TBI_CONSIGNEE', '') as consignee,
            coalesce(h.hbl_issued->>'Notify', s.record->>'TBI_NOTIFIER_1', '') as notify, to_char(h.hbl_on_board_date, 'YYYY-MM-DD') as on_board
       from house_bills h join si_facts s on s.id = h.hbl_si_id where h.id = $1`,
    [hblId],
  );
  return row;
}

/**
 * The live (not voided) house bills public tracking finds by a number (issue 45): the bill's own or
 * the SI's number it replaced (bills made before numbers were kept), each with its SI's boxes.
 */
export function houseBillsNamed(q: Queryable, no: string): Promise<{ cgoId: string; blNo: string; containers: string[] }[]> {
  return q.query(
    `select h.hbl_cgo_id as "cgoId", h.hbl_no as "blNo",
            array(select distinct upper(trim(b ->> 'TBX_CNNO')) from jsonb_array_elements(coalesce(s.record -> 'Boxes', '[]'::jsonb)) b
                   where coalesce(trim(b ->> 'TBX_CNNO'), '') <> '' order by 1) as containers
       from house_bills h join si_facts s on s.id = h.hbl_si_id
      where h.hbl_status <> 7 and (upper(h.hbl_no) = $1 or upper(h.hbl_si_prev_no) = $1) order by h.id desc`,
    [no],
  );
}

/** A customer's house B/Ls by the company's code, their ids and statuses (the B/L application's demo seeds applications on them). */
export async function houseBillsOfCompanyCode(q: Queryable, companyCode: string): Promise<{ id: number; status: number }[]> {
  return q.query(
    `select h.id::int as id, h.hbl_status::int as status from house_bills h join company_directory c on c.id = h.company_id
      where c.code = $1 order by h.id`,
    [companyCode],
  );
}
