import type { Queryable } from '../../db/types';
import type { RuleTable } from './ruleVersions';

/**
 * The SQL the rule pages read (commercial.md §2.3 MarkupRule/*, SurchargeRule/*, SalesMarkup/*): the
 * latest version of each rule with who wrote it and how many versions came before, and the facts a
 * save checks. The versions themselves are written by ruleVersions.ts.
 */

/** A rule's latest version as stored, with `vf`/`vt` (its window as text), `created_name` and `earlier` (the versions before). */
export type StoredRule = Record<string, unknown>;

const LATEST = (table: RuleTable, extra: string, join: string, scope = '') =>
  `select t.*, t.valid_from::text as vf, t.valid_to::text as vt, coalesce(e.name, '') as created_name, ${extra},
          (select count(*)::int from ${table} o where o.id = t.id and o.version < t.version) as earlier
     from (select distinct on (id) * from ${table} where owner_company_id = $1 ${scope} order by id, version desc) t
     left join employees e on e.id = t.created_by ${join}
    order by t.active desc, t.id`;

/** The owner's mark-up rules, each with its level's name (`level_name`). */
export const latestMarkupRules = (q: Queryable, owner: string) =>
  q.query<StoredRule>(LATEST('markup_rules', `coalesce(l.name_zh, '') as level_name`, 'left join customer_levels l on l.id = t.level_id'), [owner]);

/** The owner's surcharge rules, each with its fee's name (`fee_name`). */
export const latestSurchargeRules = (q: Queryable, owner: string) =>
  q.query<StoredRule>(LATEST('surcharge_rules', `coalesce(f.name_zh, t.fee_code) as fee_name`, 'left join fee_codes f on f.code = t.fee_code'), [owner]);

/** One salesperson's add-ons, each with its customers' names (`target_names`). */
export const latestSalesMarkups = (q: Queryable, owner: string, salespersonId: string) =>
  q.query<StoredRule>(
    LATEST(
      'sales_markups',
      `array(select c.name_zh from companies c where t.targets @> jsonb_build_array(c.id) order by c.name_zh) as target_names`,
      '',
      'and salesperson_id = $2',
    ),
    [owner, salespersonId],
  );

/** Whether the salesperson has a rule under this id (any version). */
export async function salesMarkupOfSalesperson(q: Queryable, id: number, owner: string, salespersonId: string): Promise<boolean> {
  const rows = await q.query('select 1 from sales_markups where id = $1 and owner_company_id = $2 and salesperson_id = $3 limit 1', [id, owner, salespersonId]);
  return rows.length > 0;
}

export async function levelOfOwner(q: Queryable, levelId: number, owner: string): Promise<boolean> {
  return (await q.query('select 1 from customer_levels where id = $1 and owner_company_id = $2', [levelId, owner])).length > 0;
}

export async function feeCodeExists(q: Queryable, code: string): Promise<boolean> {
  return (await q.query('select 1 from fee_codes where code = $1', [code])).length > 0;
}
