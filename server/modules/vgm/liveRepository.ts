import type { Queryable } from '../../db/types';

/** The bookings (and their companies) of these VGM declarations. */
export function bookingsOfDeclarations(db: Queryable, ids: readonly number[]) {
  return db.query<{ cgo_id: string; company_id: string }>(
    'select distinct vgm_cgo_id as cgo_id, company_id::text from vgm_declarations where id = any($1::bigint[])',
    [ids],
  );
}

/** The platform's active companies (its staff hear of every booking's VGM). */
export async function platformCompanyIds(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ id: string }>(`select id::text from company_directory where kind = 'platform' and status = 'active'`);
  return rows.map((c) => c.id);
}
