import type { Queryable } from '../../db/types';

/** The enabled currencies among `codes`, with their digits. */
export function activeCurrencies(q: Queryable, codes: readonly string[]) {
  return q.query<{ code: string; digits: number }>(`select code, digits from currencies where code = any($1::text[]) and status = 'ACTIVE'`, [codes]);
}
