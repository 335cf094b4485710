import type { MarkupPreviewRow } from '../../../src/contract/rates/ruleCalls';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { currencyDigits, currentRules, feeFacts, levelById } from './pricingRepository';
import { busiestLaneRates, readRates } from './repository';
import { price } from './searchService';
import { searchRow } from './searchRow';
import { missing } from '../../platform/refusal';

/** How many lanes the preview prices: enough to see a rule at work, few enough to read at a glance. */
const SAMPLE_LANES = 12;

/**
 * The mark-up rules at work (commercial.md §2.5 PriceSet): one published rate per lane, the lanes
 * searched most in the last 30 days first (then the rest, by lane), each priced today by the same
 * engine and current rules a search uses, at the level asked for (none: the business default), for
 * one class — cost, sell, margin and the tier rule that priced it, so a manager sees what a rule
 * does before a customer does. Nothing is logged: it is no one's search.
 */
export async function markupPreview(
  db: Db,
  owner: string,
  input: { LevelId?: number; ContainerClass?: string },
  today: string,
): Promise<Outcome<MarkupPreviewRow[]>> {
  const cls = normaliseCode(input.ContainerClass ?? '40HQ');
  const level = input.LevelId ? await levelById(db, owner, input.LevelId) : undefined;
  if (input.LevelId && !level) return missing('No such level.', '没有这个等级。');
  const sample = await busiestLaneRates(db, owner, today, cls, SAMPLE_LANES);
  const [rates, rules, fees, digits] = await Promise.all([
    readRates(
      db,
      sample.map((s) => s.id),
      today,
    ),
    currentRules(db, owner),
    feeFacts(db),
    currencyDigits(db),
  ]);
  const byId = new Map(rates.map((r) => [r.Id, r]));
  const ruleNames = new Map(rules.markups.map((r) => [String(r.Id), r.Name]));
  // in the order sampled: the most searched lanes first
  const rows = sample.flatMap(({ id, searches }) => {
    const rate = byId.get(id);
    if (!rate) return [];
    const p = price(rate, { surcharges: [], markups: rules.markups, sales: [], includedInAllIn: fees.includedInAllIn }, digits, today, level, {
      PolCode: rate.PolCode,
      PodCode: rate.PodCode,
      Lines: [{ ContainerClass: cls, Qty: 1 }],
    });
    const row = searchRow(rate, p, { digits, feeNames: fees.names, ruleNames, staff: true });
    const c = row.Classes[0]!;
    const tier = row.Trace?.find((t) => t.Step === 'TIER');
    const cost = Number(c.Cost);
    return {
      RateNo: rate.RateNo,
      CarrierCode: rate.CarrierCode,
      PolCode: rate.PolCode,
      PodCode: rate.PodCode,
      Currency: rate.Currency,
      Cost: c.Cost!,
      Sell: c.Sell,
      Margin: c.Margin!,
      MarginPct: cost > 0 ? ((Number(c.Margin) / cost) * 100).toFixed(1) : '0.0',
      Floor: c.Floor ?? c.Cost!,
      BelowFloor: c.BelowFloor === true,
      RuleName: tier?.RuleName ? `${tier.RuleName} v${tier.RuleVersion}` : '',
      Searches: searches,
    };
  });
  return { ok: true, value: rows };
}
