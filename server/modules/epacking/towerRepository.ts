import type { Queryable } from '../../db/types';
import { queueFigures } from '../../platform/tower/rules';

/** The operator's e-packing queue: pack and unpack applications waiting for a decision (state 1), oldest first. */
export async function applicationFigures(q: Queryable) {
  return queueFigures(await q.query(`select count(*)::int as n, min(created_at) as oldest from eclp_requests where ecp_status = 1`));
}

export async function nextApplication(q: Queryable): Promise<number | null> {
  const [r] = await q.query<{ id: number }>(`select id::int from eclp_requests where ecp_status = 1 order by created_at, id limit 1`);
  return r?.id ?? null;
}
