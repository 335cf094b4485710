import type { FieldError } from '../../../src/contract/envelope';
import type { Db, Queryable } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { insertRuleVersion, insertToggledVersion, lockLatestVersion, MATCH_FIELDS, matchCodeExists, nextRuleId, type RuleTable } from './ruleRepository';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { type Lang, stale } from './rateRefusals';
import { fieldErrorText } from '../../../src/contract/fieldLabels';
import { missing, no } from '../../platform/refusal';
import { pricingChanged } from './searchReferences';

/**
 * The versions kit the rule tables share (migrations 034, 036): a rule is a run of versions under one id
 * from one sequence; a save or a status change inserts the next version under the lock of the
 * latest one, after checking the version the person read (400 `STALE`). Nothing stored is updated.
 * A version written is announced once committed: searches price with it at once (searchReferences.ts).
 */

/** Announces a committed version to every process's price searches. */
async function announced<T>(hub: LiveHub, outcome: Outcome<T>): Promise<Outcome<T>> {
  if (outcome.ok) await pricingChanged(hub);
  return outcome;
}

const notFound = <T>() => missing<T>('No such rule.', '没有这条规则。');

/** Saves a rule: version 1 of a new id, or the next version of the one read. `row` holds every column but owner_company_id. */
export async function saveRuleVersion(
  db: Db,
  hub: LiveHub,
  table: RuleTable,
  actor: Actor,
  read: { Id?: number; Version?: number },
  row: Record<string, unknown>,
): Promise<Outcome<{ Id: number; Version: number }>> {
  const outcome = await db.transaction(async (tx): Promise<Outcome<{ Id: number; Version: number }>> => {
    let id: number;
    let version = 1;
    if (read.Id) {
      const now = await lockLatestVersion(tx, table, actor.companyId, read.Id);
      if (now === undefined) return notFound();
      if (read.Version !== now) return stale();
      id = read.Id;
      version = now + 1;
    } else id = await nextRuleId(tx);
    await insertRuleVersion(tx, table, { id, version, actorId: actor.id }, { ...row, owner_company_id: actor.companyId });
    return { ok: true, value: { Id: id, Version: version } };
  });
  return announced(hub, outcome);
}

/** Switches a rule on or off: the next version, the same in everything else. */
export async function setRuleActive(db: Db, hub: LiveHub, table: RuleTable, actor: Actor, read: { Id: number; Version: number; Active: boolean }) {
  const outcome = await db.transaction(async (tx): Promise<Outcome<{ Id: number; Version: number }>> => {
    const now = await lockLatestVersion(tx, table, actor.companyId, read.Id);
    if (now === undefined) return notFound();
    if (read.Version !== now) return stale();
    await insertToggledVersion(tx, table, { id: read.Id, version: now, actorId: actor.id, active: read.Active });
    return { ok: true, value: { Id: read.Id, Version: now + 1 } };
  });
  return announced(hub, outcome);
}

/** The codes a rule's Match names must exist (carriers, ports, lanes, classes); each missing one is named on its field. */
export async function unknownMatchCodes(q: Queryable, match: Record<string, string | null | undefined>, lang: Lang): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const field of MATCH_FIELDS) {
    const value = match[field];
    if (value && !(await matchCodeExists(q, field, value)))
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
