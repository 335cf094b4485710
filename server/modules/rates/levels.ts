import type { FastifyInstance } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { searchCalls as C } from '../../../src/contract/rates/searchCalls';
import type { Db } from '../../db/types';
import { requestLanguage } from '../../http/language';
import { type Outcome, sendOutcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';

/**
 * Customer levels (commercial.md §2.1 CustomerLevel, CustomerLevelCompany): the pricing desk's price
 * tiers, and which customer company sits in which. A company with no place of its own is priced at
 * the default level; the public tier is the visitors' and takes no company. Placing records who
 * did it and when; the search reads the place on every call, so a move prices at once.
 */
export function levelRoutes(app: FastifyInstance, db: Db): void {
  app.get(C.levels.path, routeOf(C.levels), async (q, r) => {
    const rows = await db.query<{
      Id: number;
      Code: string;
      NameZh: string;
      NameEn: string;
      Rank: number;
      IsPublic: boolean;
      IsDefault: boolean;
      Companies: number;
    }>(
      `select l.id::int as "Id", l.code as "Code", l.name_zh as "NameZh", l.name_en as "NameEn", l.rank::int as "Rank",
              l.is_public as "IsPublic", l.is_default as "IsDefault",
              (select count(*)::int from customer_level_companies c where c.level_id = l.id) as "Companies"
         from customer_levels l where l.owner_company_id = $1 order by l.rank, l.code`,
      [q.actor!.companyId],
    );
    return sendOutcome(r, { ok: true, value: rows });
  });

  app.get(C.levelCompanies.path, routeOf(C.levelCompanies), async (q, r) => {
    const rows = await db.query<{
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
         from companies c
         left join customer_level_companies a on a.company_id = c.id and a.owner_company_id = $1
         left join customer_levels l on l.id = a.level_id
         left join customer_levels d on d.owner_company_id = $1 and d.is_default
         left join employees e on e.id = a.assigned_by
        where c.kind = 'customer' and c.status = 'active' order by c.name_zh`,
      [q.actor!.companyId],
    );
    return sendOutcome(r, {
      ok: true,
      value: rows.map((row) => ({
        ...row,
        LevelName: row.LevelName ?? '',
        AssignedBy: row.AssignedBy ?? '',
        AssignedAt: row.AssignedAt ? new Date(row.AssignedAt).toISOString() : null,
      })),
    });
  });

  app.post(C.assign.path, routeOf(C.assign), async (q, r) =>
    sendOutcome(r, await assign(db, q.actor!, q.body as CallInput<typeof C.assign>, requestLanguage(q.headers['accept-language']))),
  );
}

async function assign(db: Db, actor: Actor, input: CallInput<typeof C.assign>, lang: 'zh' | 'en'): Promise<Outcome<{ Changed: number }>> {
  const [level] = await db.query<{ is_public: boolean }>('select is_public from customer_levels where id = $1 and owner_company_id = $2', [
    input.LevelId,
    actor.companyId,
  ]);
  if (!level) return missing('No such level.', '没有这个客户等级。');
  if (level.is_public)
    return no('PUBLIC_LEVEL', 'The public tier is for visitors: place customers in another level.', '公开价等级用于访客，请把客户放入其他等级。');
  const ids = [...new Set(input.CompanyIds)];
  const customers = await db.query<{ id: number }>(`select id::int from companies where id = any($1::bigint[]) and kind = 'customer'`, [ids]);
  const notCustomers = ids.filter((id) => !customers.some((c) => c.id === id));
  if (notCustomers.length)
    return no(
      'NOT_A_CUSTOMER',
      `Only customer companies sit in a level: ${notCustomers.join(', ')} is not one.`,
      `只有客户公司可以放入等级：${notCustomers.join('、')} 不是客户公司。`,
      notCustomers.map((id) => ({ Path: '/CompanyIds', Message: lang === 'zh' ? `${id} 不是客户公司` : `${id} is not a customer company` })),
    );
  const changed = await db.query(
    `insert into customer_level_companies (owner_company_id, company_id, level_id, assigned_by, assigned_at)
     select $1, unnest($2::bigint[]), $3, $4, now()
     on conflict (owner_company_id, company_id) do update set level_id = excluded.level_id, assigned_by = excluded.assigned_by, assigned_at = now()
       where customer_level_companies.level_id is distinct from excluded.level_id
     returning company_id`,
    [actor.companyId, ids, input.LevelId, actor.id],
  );
  return { ok: true, value: { Changed: changed.length } };
}
