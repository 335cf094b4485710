import type { Queryable } from '../../db/types';

/** Whether `code` is a carrier of the reference list (any status): what the curation and the notices check a typed carrier against. */
export async function isCarrier(q: Queryable, code: string): Promise<boolean> {
  return (await q.query('select 1 from carriers where code = $1', [code])).length > 0;
}
