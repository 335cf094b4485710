import type { Queryable } from '../../db/types';

/** Runs a list's base query made by one of this module's repositories (milestoneRepository secondHalfBase): its rows. */
export function listRows<T>(q: Queryable, sql: string, params: readonly unknown[]): Promise<T[]> {
  return q.query<T>(sql, params);
}
