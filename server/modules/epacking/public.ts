import type { Queryable } from '../../db/types';

/**
 * What other modules may ask electronic packing (their only way in): whether the terminal accepted a
 * packing list's electronic CLP, for the packing list's own screens ("electronic CLP accepted").
 */
export async function eclpAcceptedOf(q: Queryable, pklIds: readonly number[]): Promise<Map<number, { ECP_NO: string; ECP_EXTERNAL_REF: string }>> {
  const rows = await q.query<{ pkl_id: number; ecp_kind: number; ecp_no: string; ecp_external_ref: string }>(
    `select distinct on (ecp_pkl_id) ecp_pkl_id::int as pkl_id, ecp_kind, ecp_no, ecp_external_ref from eclp_requests
      where ecp_pkl_id = any($1::bigint[]) and ecp_status = 5 order by ecp_pkl_id, decided_at desc nulls last, id desc`,
    [pklIds],
  );
  return new Map(rows.filter((r) => r.ecp_kind === 1).map((r) => [r.pkl_id, { ECP_NO: r.ecp_no, ECP_EXTERNAL_REF: r.ecp_external_ref }]));
}
