import type { Queryable } from '../../db/types';

/** The pool's configuration (rate_pool_configs): one row per company, written under its revision. */

/** The revision of the company's pool as saved (0: never saved), held until the transaction ends. */
export async function lockPoolRevision(q: Queryable, companyId: string): Promise<number> {
  const [held] = await q.query<{ revision: number }>('select revision from rate_pool_configs where company_id = $1 for update', [companyId]);
  return held?.revision ?? 0;
}

/** Writes the company's pool: its sources (as JSON) and how duplicates are kept. */
export async function writePool(q: Queryable, companyId: string, sources: string, dedup: string, updatedBy: string): Promise<void> {
  await q.query(
    `insert into rate_pool_configs (company_id, sources, dedup, updated_by) values ($1, $2, $3, $4)
     on conflict (company_id) do update set sources = $2, dedup = $3, updated_by = $4, updated_at = now(), revision = rate_pool_configs.revision + 1`,
    [companyId, sources, dedup, updatedBy],
  );
}
