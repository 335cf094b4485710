import type { Queryable } from '../../db/types';
import { carriersOf } from '../refdata/public';

/** Whether `code` is a carrier of the reference list (any status): what the curation and the notices check a typed carrier against. */
export async function isCarrier(q: Queryable, code: string): Promise<boolean> {
  return (await carriersOf(q, [code])).length > 0;
}
