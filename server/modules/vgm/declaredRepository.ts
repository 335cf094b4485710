import type { Queryable } from '../../db/types';

/** The declared VGM per container of a booking (the latest declared, sent or accepted version of each), kg: what the customs manifest checks its containers' weights against. */
export async function declaredVgmOfBooking(q: Queryable, cgoId: string): Promise<Map<string, { kg: number; status: number }>> {
  const rows = await q.query<{ cnno: string; kg: number; status: number }>(
    `select distinct on (upper(vgm_cnno)) upper(vgm_cnno) as cnno, vgm_kg::int as kg, vgm_status::int as status from vgm_declarations
      where vgm_cgo_id = $1 and vgm_status in (2, 3, 4) order by upper(vgm_cnno), vgm_version desc`,
    [cgoId],
  );
  return new Map(rows.map((r) => [r.cnno, { kg: r.kg, status: r.status }]));
}
