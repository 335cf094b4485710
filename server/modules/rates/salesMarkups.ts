import type { FastifyInstance } from 'fastify';
import type { FieldError } from '../../../src/contract/envelope';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { RATES_ACCESS as A } from '../../../src/contract/rates/module';
import { ruleCalls as C, type SalesMarkupInput } from '../../../src/contract/rates/ruleCalls';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import type { Db } from '../../db/types';
import { requestLanguage } from '../../http/language';
import { type Outcome, sendOutcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { refusal } from '../../platform/auth/authHook';
import { currencyDigits } from './pricingRepository';
import type { Lang } from './rateRefusals';
import { amountsWire, classAmounts, common, digitsOf, LATEST, matchOf, say, version } from './ruleRoutes';
import { badRule, saveRuleVersion, setRuleActive } from './ruleVersions';
import { missing } from '../../platform/refusal';

/**
 * A salesperson's add-ons on the tier price (commercial.md §2.1 SalesMarkup, `/SeaFreight/FreightPush`):
 * each salesperson keeps their own — the list shows them, a save or an on/off of another's is as if
 * it did not exist. An add-on names its currency, an amount per class and the customer companies it
 * is for (none: all of the salesperson's customers); it applies in the quick quote centre and on
 * quotes (commercial.md §2.4 step 5). Below zero only with the override button (R2.6).
 */

async function salesRow(db: Db, actor: Actor, i: SalesMarkupInput, lang: Lang): Promise<Outcome<Record<string, unknown>>> {
  const errors: FieldError[] = [];
  await common(db, i, lang, errors);
  const digits = await currencyDigits(db);
  const currency = normaliseCode(i.Currency);
  if (!digits.has(currency)) errors.push({ Path: '/Currency', Message: say(lang, `没有币种 ${currency}`, `no currency ${currency}`) });
  const amounts = classAmounts(i.Amounts, digitsOf(digits, currency), '/Amounts', lang, errors);
  if (Object.values(amounts).some((a) => a < 0) && (await refusal(db, actor, A.quoteOverride)))
    errors.push({ Path: '/Amounts', Message: say(lang, '负的加价（让利）需要“低于底价报价”权限', 'a negative add-on needs the override button') });
  const targets = [...new Set(i.TargetCompanyIds)];
  if (targets.length) {
    const customers = await db.query<{ id: string }>(`select id::text from companies where id = any($1::bigint[]) and kind = 'customer'`, [targets]);
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
async function ownRule(db: Db, actor: Actor, id: number | undefined) {
  if (!id) return true;
  const rows = await db.query('select 1 from sales_markups where id = $1 and owner_company_id = $2 and salesperson_id = $3 limit 1', [
    id,
    actor.companyId,
    actor.id,
  ]);
  return rows.length > 0;
}
const noRule = <T>() => missing<T>('No such rule.', '没有这条规则。');

export function salesMarkupRoutes(app: FastifyInstance, db: Db): void {
  const lang = (h: { 'accept-language'?: string | string[] }) => requestLanguage(h['accept-language']);

  app.get(C.salesList.path, routeOf(C.salesList), async (q, r) => {
    const digits = await currencyDigits(db);
    const rows = await db.query<Record<string, unknown>>(
      LATEST(
        'sales_markups',
        `array(select c.name_zh from companies c where t.targets @> jsonb_build_array(c.id) order by c.name_zh) as target_names`,
        '',
        'and salesperson_id = $2',
      ),
      [q.actor!.companyId, q.actor!.id],
    );
    return sendOutcome(r, {
      ok: true,
      value: rows.map((row) => ({
        ...version(row),
        Currency: row.currency as string,
        Amounts: amountsWire(row.amounts as Record<string, number>, digitsOf(digits, row.currency as string)),
        TargetCompanyIds: (row.targets as number[]).map(Number),
        TargetNames: row.target_names as string[],
      })),
    });
  });

  app.post(C.salesSave.path, routeOf(C.salesSave), async (q, r) => {
    const input = q.body as CallInput<typeof C.salesSave>;
    if (!(await ownRule(db, q.actor!, input.Id))) return sendOutcome(r, noRule());
    const row = await salesRow(db, q.actor!, input, lang(q.headers));
    return sendOutcome(r, row.ok ? await saveRuleVersion(db, 'sales_markups', q.actor!, input, row.value) : row);
  });

  app.post(C.salesSetStatus.path, routeOf(C.salesSetStatus), async (q, r) => {
    const input = q.body as CallInput<typeof C.salesSetStatus>;
    if (!(await ownRule(db, q.actor!, input.Id))) return sendOutcome(r, noRule());
    return sendOutcome(r, await setRuleActive(db, 'sales_markups', q.actor!, input));
  });
}
