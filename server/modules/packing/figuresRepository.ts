import type { Queryable } from '../../db/types';

/** Each container's packing list figures of a booking (the live lists with data: packages and gross kg), for the customs manifest's `mft.cntr`. */
export async function packingFiguresOfBooking(q: Queryable, cgoId: string): Promise<Map<string, { pkgs: number; kg: number }>> {
  const rows = await q.query<{ cnno: string; pkgs: number; kg: string }>(
    `select upper(p.pkl_cnno) as cnno, coalesce(sum(l.pkd_num), 0)::int as pkgs, coalesce(sum(l.pkd_weight), 0) as kg
       from packing_lists p join packing_list_lines l on l.pkl_id = p.id
      where p.pkl_cgo_id = $1 and p.pkl_cnno <> '' and p.pkl_status in (4, 5, 7) group by upper(p.pkl_cnno)`,
    [cgoId],
  );
  return new Map(rows.map((r) => [r.cnno, { pkgs: r.pkgs, kg: Number(r.kg) }]));
}
