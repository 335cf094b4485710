import type { Queryable } from '../../db/types';

/**
 * The SQL of customer levels (commercial.md §2.1 CustomerLevel, CustomerLevelCompany): the desk's
 * tiers with how many companies sit in each, every active customer company with its place, and the placing.
 */

export interface LevelRow {
  Id: number;
  Code: string;
  NameZh: string;
  NameEn: string;
  Rank: number;
  IsPublic: boolean;
  IsDefault: boolean;
  Companies: number;
}

export const readLevels = (q: Queryable, owner: string) =>
  q.query<LevelRow>(
    `select l.id::int as "Id", l.code as "Code", l.name_zh as "NameZh", l.name_en as "NameEn", l.rank::int as "Rank",
            l.is_public as "IsPublic", l.is_default as "IsDefault",
            (select count(*)::int from customer_level_companies c where c.level_id = l.id) as "Companies"
       from customer_levels l where l.owner_company_id = $1 order by l.rank, l.code`,
    [owner],
  );

/** Every active customer company with the level it sits in: its own place, else the owner's default level. */
export const readLevelCompanies = (q: Queryable, owner: string) =>
  q.query<{
    CompanyId: number;
    CompanyName: string;
    LevelId: number | null;
    LevelName: string | null;
    Assigned: boolean;
    AssignedBy: string | null;
    AssignedAt: Date | null;
  }>(
    `select c.id::int as "CompanyId", c.name_zh as "CompanyName", coalesce(l.id, d.id)::int as "LevelId",
            coalesce(l.name_zh, d.name_zh) as "LevelName", l.id is not null as "Assigned", e.name as "AssignedBy", a.assigned_at as "AssignedAt"
       from company_directory c
       left join customer_level_companies a on a.company_id = c.id and a.owner_company_id = $1
       left join customer_levels l on l.id = a.level_id
       left join customer_levels d on d.owner_company_id = $1 and d.is_default
       left join employee_directory e on e.id = a.assigned_by
      where c.kind = 'customer' and c.status = 'active' order by c.name_zh`,
    [owner],
  );

/** The owner's level, if it is one. */
export async function readLevel(q: Queryable, id: number, owner: string): Promise<{ is_public: boolean } | undefined> {
  const [level] = await q.query<{ is_public: boolean }>('select is_public from customer_levels where id = $1 and owner_company_id = $2', [id, owner]);
  return level;
}

/** The ids among `ids` that are customer companies. */
export async function customerIdsAmong(q: Queryable, ids: readonly number[]): Promise<number[]> {
  const rows = await q.query<{ id: number }>(`select id::int from company_directory where id = any($1::bigint[]) and kind = 'customer'`, [ids]);
  return rows.map((r) => r.id);
}

/** Places the companies in the level, recording who and when; answers how many moved (one already there is not counted). */
export async function placeInLevel(q: Queryable, owner: string, companyIds: readonly number[], levelId: number, actorId: string): Promise<number> {
  const changed = await q.query(
    `insert into customer_level_companies (owner_company_id, company_id, level_id, assigned_by, assigned_at)
     select $1, unnest($2::bigint[]), $3, $4, now()
     on conflict (owner_company_id, company_id) do update set level_id = excluded.level_id, assigned_by = excluded.assigned_by, assigned_at = now()
       where customer_level_companies.level_id is distinct from excluded.level_id
     returning company_id`,
    [owner, companyIds, levelId, actorId],
  );
  return changed.length;
}
