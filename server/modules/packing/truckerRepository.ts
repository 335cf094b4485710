import type { Queryable } from '../../db/types';

/** The companies a trucker may be picked from: the active providers, by name (code-point order, the same on every engine). */
export async function activeProviders(q: Queryable): Promise<{ Id: number; Name: string; NameEn: string }[]> {
  return q.query<{ Id: number; Name: string; NameEn: string }>(
    `select id::int as "Id", name_zh as "Name", name_en as "NameEn"
       from company_directory where kind = 'provider' and status = 'active' order by name_zh collate "C" limit 500`,
  );
}
