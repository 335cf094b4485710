import type { Queryable } from '../../db/types';

/** The latest accepted (status 5) electronic request of each packing list, of either kind. */
export function acceptedRequestsOf(q: Queryable, pklIds: readonly number[]) {
  return q.query<{ pkl_id: number; ecp_kind: number; ecp_no: string; ecp_external_ref: string }>(
    `select distinct on (ecp_pkl_id) ecp_pkl_id::int as pkl_id, ecp_kind, ecp_no, ecp_external_ref from eclp_requests
      where ecp_pkl_id = any($1::bigint[]) and ecp_status = 5 order by ecp_pkl_id, decided_at desc nulls last, id desc`,
    [pklIds],
  );
}
