import type { FieldError } from '../../../src/contract/envelope';
import type { SalesMarkupInput } from '../../../src/contract/rates/ruleCalls';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing } from '../../platform/refusal';
import { customerIdsAmong } from './levelRepository';
import { currencyDigits } from './pricingRepository';
import type { Lang } from './rateRefusals';
import { latestSalesMarkups, salesMarkupOfSalesperson } from './ruleRepository';
import { amountsWire, classAmounts, common, digitsOf, matchOf, say, version } from './ruleService';
import { badRule, saveRuleVersion, setRuleActive } from './ruleVersions';

/**
 * A salesperson's add-ons on the tier price (commercial.md §2.1 SalesMarkup, `/SeaFreight/FreightPush`):
 * each salesperson keeps their own — the list shows them, a save or an on/off of another's is as if
 * it did not exist. An add-on names its currency, an amount per class and the customer companies it
 * is for (none: all of the salesperson's customers); it applies in the quick quote centre and on
 * quotes (commercial.md §2.4 step 5). Below zero only with the override button (R2.6).
 */

async function salesRow(db: Db, actor: Actor, i: SalesMarkupInput, lang: Lang, canOverride: boolean): Promise<Outcome<Record<string, unknown>>> {
  const errors: FieldError[] = [];
  await common(db, i, lang, errors);
  const digits = await currencyDigits(db);
  const currency = normaliseCode(i.Currency);
  if (!digits.has(currency)) errors.push({ Path: '/Currency', Message: say(lang, `没有币种 ${currency}`, `no currency ${currency}`) });
  const amounts = classAmounts(i.Amounts, digitsOf(digits, currency), '/Amounts', lang, errors);
  if (Object.values(amounts).some((a) => a < 0) && !canOverride)
    errors.push({ Path: '/Amounts', Message: say(lang, '负的加价（让利）需要“低于底价报价”权限', 'a negative add-on needs the override button') });
  const targets = [...new Set(i.TargetCompanyIds)];
  if (targets.length) {
    const customers = await customerIdsAmong(db, targets);
    if (customers.length !== targets.length) errors.push({ Path: '/TargetCompanyIds', Message: say(lang, '只能选择客户公司', 'customer companies only') });
  }
  if (errors.length) return badRule(errors);
  return {
    ok: true,
    value: {
      salesperson_id: actor.id,
      match: JSON.stringify(matchOf(i.Match)),
      currency,
      amounts: JSON.stringify(amounts),
      targets: JSON.stringify(targets),
      priority: i.Priority ?? 0,
      valid_from: i.ValidFrom,
      valid_to: i.ValidTo,
      active: true,
      name: i.Name.trim(),
    },
  };
}

/** A rule of this salesperson's (any version): another's is answered as absent. */
const ownRule = async (db: Db, actor: Actor, id: number | undefined) => !id || (await salesMarkupOfSalesperson(db, id, actor.companyId, actor.id));
const noRule = <T>() => missing<T>('No such rule.', '没有这条规则。');

/** The salesperson's own add-ons, latest versions, in the wire's units. */
export async function salesMarkupList(db: Db, actor: Actor) {
  const digits = await currencyDigits(db);
  const rows = await latestSalesMarkups(db, actor.companyId, actor.id);
  return {
    ok: true as const,
    value: rows.map((row) => ({
      ...version(row),
      Currency: row.currency as string,
      Amounts: amountsWire(row.amounts as Record<string, number>, digitsOf(digits, row.currency as string)),
      TargetCompanyIds: (row.targets as number[]).map(Number),
      TargetNames: row.target_names as string[],
    })),
  };
}

/** An add-on saved: the salesperson's own only; a negative one needs `canOverride` (R2.6). */
export async function saveSalesMarkup(db: Db, hub: LiveHub, actor: Actor, input: SalesMarkupInput, lang: Lang, canOverride: boolean) {
  if (!(await ownRule(db, actor, input.Id))) return noRule<{ Id: number; Version: number }>();
  const row = await salesRow(db, actor, input, lang, canOverride);
  return row.ok ? await saveRuleVersion(db, hub, 'sales_markups', actor, input, row.value) : row;
}

/** An add-on switched on or off: the salesperson's own only. */
export async function setSalesMarkupActive(db: Db, hub: LiveHub, actor: Actor, input: { Id: number; Version: number; Active: boolean }) {
  if (!(await ownRule(db, actor, input.Id))) return noRule<{ Id: number; Version: number }>();
  return setRuleActive(db, hub, 'sales_markups', actor, input);
}
