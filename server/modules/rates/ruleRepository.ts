import type { Queryable } from '../../db/types';
import { feeCodesOf } from '../refdata/public';

/**
 * The SQL the rule pages read (commercial.md §2.3 MarkupRule/*, SurchargeRule/*, SalesMarkup/*): the
 * latest version of each rule with who wrote it and how many versions came before, and the facts a
 * save checks. The versions themselves are written by ruleVersions.ts.
 */

export type RuleTable = 'markup_rules' | 'surcharge_rules' | 'sales_markups';

/** Every column but the version's own (id, version, created_by, created_at), in table order. */
export const RULE_COLUMNS: Record<RuleTable, readonly string[]> = {
  markup_rules: [
    'owner_company_id',
    'scope',
    'level_id',
    'match',
    'method',
    'amounts',
    'pct_bp',
    'currency',
    'apply_to',
    'rounding_step',
    'min_margin',
    'priority',
    'valid_from',
    'valid_to',
    'active',
    'name',
  ],
  surcharge_rules: [
    'owner_company_id',
    'kind',
    'fee_code',
    'basis',
    'currency',
    'payment_term',
    'side',
    'condition',
    'match',
    'amounts',
    'amount',
    'min_amount',
    'max_amount',
    'priority',
    'valid_from',
    'valid_to',
    'active',
    'name',
  ],
  sales_markups: ['owner_company_id', 'salesperson_id', 'match', 'currency', 'amounts', 'targets', 'priority', 'valid_from', 'valid_to', 'active', 'name'],
};

/** A rule's latest version as stored, with `vf`/`vt` (its window as text), `created_name` and `earlier` (the versions before). */
export type StoredRule = Record<string, unknown>;

const LATEST = (table: RuleTable, extra: string, join: string, scope = '') =>
  `select t.*, t.valid_from::text as vf, t.valid_to::text as vt, coalesce(e.name, '') as created_name, ${extra},
          (select count(*)::int from ${table} o where o.id = t.id and o.version < t.version) as earlier
     from (select distinct on (id) * from ${table} where owner_company_id = $1 ${scope} order by id, version desc) t
     left join employee_directory e on e.id = t.created_by ${join}
    order by t.active desc, t.id`;

/** The owner's mark-up rules, each with its level's name (`level_name`). */
export const latestMarkupRules = (q: Queryable, owner: string) =>
  q.query<StoredRule>(LATEST('markup_rules', `coalesce(l.name_zh, '') as level_name`, 'left join customer_levels l on l.id = t.level_id'), [owner]);

/** The owner's surcharge rules, each with its fee's name (`fee_name`). */
export const latestSurchargeRules = (q: Queryable, owner: string) =>
  q.query<StoredRule>(LATEST('surcharge_rules', `coalesce(f.name_zh, t.fee_code) as fee_name`, 'left join fee_code_directory f on f.code = t.fee_code'), [
    owner,
  ]);

/** One salesperson's add-ons, each with its customers' names (`target_names`). */
export const latestSalesMarkups = (q: Queryable, owner: string, salespersonId: string) =>
  q.query<StoredRule>(
    LATEST(
      'sales_markups',
      `array(select c.name_zh from company_directory c where t.targets @> jsonb_build_array(c.id) order by c.name_zh) as target_names`,
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
  return (await feeCodesOf(q, [code])).length > 0;
}

/** The latest version of a rule of the owner's, locked: the next one is written under it. */
export async function lockLatestVersion(q: Queryable, table: RuleTable, owner: string, id: number): Promise<number | undefined> {
  const [row] = await q.query<{ version: number }>(
    `select version from ${table} where id = $1 and owner_company_id = $2 order by version desc limit 1 for update`,
    [id, owner],
  );
  return row?.version;
}

/** A new rule's id: every rule table draws from one sequence. */
export async function nextRuleId(q: Queryable): Promise<number> {
  return Number((await q.query<{ id: string }>(`select nextval('pricing_rule_id_seq')::text as id`))[0]!.id);
}

/** A version written whole: `row` holds every column of RULE_COLUMNS. */
export async function insertRuleVersion(
  q: Queryable,
  table: RuleTable,
  v: { id: number; version: number; actorId: string },
  row: Record<string, unknown>,
): Promise<void> {
  const columns = RULE_COLUMNS[table];
  await q.query(`insert into ${table} (id, version, created_by, ${columns.join(', ')}) values ($1, $2, $3, ${columns.map((_, i) => `$${i + 4}`).join(', ')})`, [
    v.id,
    v.version,
    v.actorId,
    ...columns.map((c) => row[c]),
  ]);
}

/** The next version of `version`, the same in everything but `active`. */
export async function insertToggledVersion(
  q: Queryable,
  table: RuleTable,
  v: { id: number; version: number; actorId: string; active: boolean },
): Promise<void> {
  const columns = RULE_COLUMNS[table].filter((c) => c !== 'active');
  await q.query(
    `insert into ${table} (id, version, created_by, active, ${columns.join(', ')})
     select id, version + 1, $3, $4, ${columns.join(', ')} from ${table} where id = $1 and version = $2`,
    [v.id, v.version, v.actorId, v.active],
  );
}

// The codes a rule's Match names are reference data's (issue 46).
export { MATCH_FIELDS, matchCodeExists } from '../refdata/public';
