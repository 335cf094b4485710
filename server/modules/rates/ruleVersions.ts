import type { FieldError } from '../../../src/contract/envelope';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { type Lang, stale } from './rateRefusals';
import { fieldErrorText } from '../../../src/contract/fieldLabels';
import { missing, no } from '../../platform/refusal';

/**
 * The versions kit the rule tables share (migrations 034, 036): a rule is a run of versions under one id
 * from one sequence; a save or a status change inserts the next version under the lock of the
 * latest one, after checking the version the person read (400 `STALE`). Nothing stored is updated.
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

const notFound = <T>() => missing<T>('No such rule.', '没有这条规则。');

async function latest(tx: Queryable, table: RuleTable, owner: string, id: number) {
  const [row] = await tx.query<{ version: number }>(
    `select version from ${table} where id = $1 and owner_company_id = $2 order by version desc limit 1 for update`,
    [id, owner],
  );
  return row?.version;
}

/** Saves a rule: version 1 of a new id, or the next version of the one read. `row` holds every column but owner_company_id. */
export async function saveRuleVersion(
  db: Db,
  table: RuleTable,
  actor: Actor,
  read: { Id?: number; Version?: number },
  row: Record<string, unknown>,
): Promise<Outcome<{ Id: number; Version: number }>> {
  return db.transaction(async (tx) => {
    let id: number;
    let version = 1;
    if (read.Id) {
      const now = await latest(tx, table, actor.companyId, read.Id);
      if (now === undefined) return notFound();
      if (read.Version !== now) return stale();
      id = read.Id;
      version = now + 1;
    } else id = Number((await tx.query<{ id: string }>(`select nextval('pricing_rule_id_seq')::text as id`))[0]!.id);
    const columns = RULE_COLUMNS[table];
    const values = columns.map((c) => (c === 'owner_company_id' ? actor.companyId : row[c]));
    await tx.query(
      `insert into ${table} (id, version, created_by, ${columns.join(', ')}) values ($1, $2, $3, ${columns.map((_, i) => `$${i + 4}`).join(', ')})`,
      [id, version, actor.id, ...values],
    );
    return { ok: true, value: { Id: id, Version: version } };
  });
}

/** Switches a rule on or off: the next version, the same in everything else. */
export async function setRuleActive(db: Db, table: RuleTable, actor: Actor, read: { Id: number; Version: number; Active: boolean }) {
  return db.transaction(async (tx): Promise<Outcome<{ Id: number; Version: number }>> => {
    const now = await latest(tx, table, actor.companyId, read.Id);
    if (now === undefined) return notFound();
    if (read.Version !== now) return stale();
    const columns = RULE_COLUMNS[table].filter((c) => c !== 'active');
    await tx.query(
      `insert into ${table} (id, version, created_by, active, ${columns.join(', ')})
       select id, version + 1, $3, $4, ${columns.join(', ')} from ${table} where id = $1 and version = $2`,
      [read.Id, now, actor.id, read.Active],
    );
    return { ok: true, value: { Id: read.Id, Version: now + 1 } };
  });
}

/** The codes a rule's Match names must exist (carriers, ports, lanes, classes); each missing one is named on its field. */
export async function unknownMatchCodes(q: Queryable, match: Record<string, string | null | undefined>, lang: Lang): Promise<FieldError[]> {
  const checks: [field: string, sql: string][] = [
    ['CarrierCode', 'select 1 from carriers where code = $1'],
    ['PolCode', 'select 1 from ports where code = $1 union select 1 from ports where port_group = $1'],
    ['PodCode', 'select 1 from ports where code = $1 union select 1 from ports where port_group = $1'],
    ['TradeLaneCode', 'select 1 from trade_lanes where code = $1'],
    ['ContainerClass', 'select 1 from container_types where name = $1'],
  ];
  const errors: FieldError[] = [];
  for (const [field, sql] of checks) {
    const value = match[field];
    if (value && !(await q.query(sql, [value])).length)
      errors.push({ Path: `/Match/${field}`, Message: lang === 'zh' ? `没有 ${value}` : `no such code ${value}` });
  }
  return errors;
}

/** A refusal naming each field that is wrong (the messages are already in the language asked for). */
export const badRule = <T>(errors: FieldError[]) =>
  no<T>(
    'INVALID',
    `The rule is not complete: ${errors.map((e) => fieldErrorText(e, 'rates', 'en')).join('; ')}`,
    `规则有误：${errors.map((e) => fieldErrorText(e, 'rates', 'zh')).join('；')}`,
    errors,
  );
