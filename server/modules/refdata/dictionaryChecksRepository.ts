import type { Queryable } from '../../db/types';

/** The status of one master row (a dictionary row's master), by its key; none if there is no such row. */
export async function masterStatus(q: Queryable, table: string, column: string, key: string | number): Promise<string | undefined> {
  const [row] = await q.query<{ status: string }>(`select status from ${table} where ${column} = $1`, [key]);
  return row?.status;
}

/** Which of `codes` are enabled rows of the master table. */
export async function enabledCodes(q: Queryable, table: 'carriers' | 'ports', codes: readonly string[]): Promise<Set<string>> {
  const known = await q.query<{ code: string }>(`select code from ${table} where code = any($1::text[]) and status = 'ACTIVE'`, [codes]);
  return new Set(known.map((r) => r.code));
}

/** Which of `ids` are active employees of the platform. */
export async function activePlatformStaff(q: Queryable, ids: readonly number[]): Promise<Set<number>> {
  const known = await q.query<{ id: string | number }>(
    `select e.id from employee_directory e join company_directory c on c.id = e.company_id
      where e.id = any($1::bigint[]) and e.status = 'active' and c.kind = 'platform'`,
    [ids],
  );
  return new Set(known.map((r) => Number(r.id)));
}
