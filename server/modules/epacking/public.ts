import type { Queryable } from '../../db/types';
import { acceptedRequestsOf } from './eclpAcceptedRepository';

/**
 * What other modules may ask electronic packing (their only way in): whether the terminal accepted a
 * packing list's electronic CLP, for the packing list's own screens ("electronic CLP accepted").
 */
export async function eclpAcceptedOf(q: Queryable, pklIds: readonly number[]): Promise<Map<number, { ECP_NO: string; ECP_EXTERNAL_REF: string }>> {
  const rows = await acceptedRequestsOf(q, pklIds);
  return new Map(rows.filter((r) => r.ecp_kind === 1).map((r) => [r.pkl_id, { ECP_NO: r.ecp_no, ECP_EXTERNAL_REF: r.ecp_external_ref }]));
}
