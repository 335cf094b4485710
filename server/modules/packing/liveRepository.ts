import type { Queryable } from '../../db/types';

/** The packing lists a change is told of: each one's company, its trucker company now and its state. */
export function listsToTell(db: Queryable, ids: readonly number[]) {
  return db.query<{ id: number; company_id: string; trucker: string | null; status: number }>(
    `select id::int, company_id::text, pkl_trucker_id::text as trucker, pkl_status::int as status from packing_lists where id = any($1::bigint[]) order by id`,
    [[...new Set(ids)]],
  );
}

/** The platform's active companies (its staff hear of every list). */
export async function platformCompanyIds(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ id: string }>(`select id::text from company_directory where kind = 'platform' and status = 'active'`);
  return rows.map((c) => c.id);
}
