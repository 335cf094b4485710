/**
 * Mark-ups (commercial.md §2.4 steps 4–6, R2.6). Exactly one tier rule: the customer's LEVEL rule
 * when one matches, otherwise the company's BUSINESS rule, the most specific of them winning. An
 * AMOUNT rule adds its value for the class; a PERCENT rule adds Cost × Pct, half-up in minor units
 * (of Cost plus the freight-side surcharges when ApplyTo says so). A rule in another currency than
 * the rate's cannot add to it and is passed over, with a note in the trace. A salesperson's add-on
 * comes on top. Then the ocean freight is rounded up to the tier rule's step.
 */
import { percentOf } from '../money/amounts';
import { type LaneFacts, mostSpecific, type RuleIdentity } from './rules';

export type MarkupMethod = 'AMOUNT' | 'PERCENT';

/** A tier rule (BUSINESS = the company default, LEVEL = one customer level's price tier). */
export interface MarkupRule extends RuleIdentity {
  Scope: 'BUSINESS' | 'LEVEL';
  LevelId?: number | null;
  Method: MarkupMethod;
  /** AMOUNT: minor units per class. */
  Values: Readonly<Record<string, number>>;
  /** PERCENT: basis points (5 % = 500). */
  PctBp?: number | null;
  /** AMOUNT rules only: the currency of Values. */
  Currency?: string | null;
  ApplyTo: 'OF' | 'OF_AND_FREIGHT_SURCHARGES';
  /** Round the marked-up ocean freight up to this many minor units (500 = USD 5). */
  RoundingStep: number;
  /** Floor margin per class, minor units: Sell below Cost + MinMargin needs an override. */
  MinMargin: Readonly<Record<string, number>>;
}

/** A salesperson's additive mark-up (FreightPush): minor units per class in Currency. */
export interface SalesMarkup extends RuleIdentity {
  Values: Readonly<Record<string, number>>;
  Currency: string;
}

export interface TierChoice {
  rule?: MarkupRule;
  /** More specific rules passed over because their currency is not the rate's. */
  passedOver: MarkupRule[];
}

const fitsCurrency = (rule: MarkupRule, currency: string) => rule.Method === 'PERCENT' || rule.Currency === currency;

/** The one tier rule for a class: the level's when one applies, else the business default. */
export function chooseTier(rules: readonly MarkupRule[], levelId: number | undefined, facts: LaneFacts, day: string, rateCurrency: string): TierChoice {
  const scoped = [levelId === undefined ? [] : rules.filter((r) => r.Scope === 'LEVEL' && r.LevelId === levelId), rules.filter((r) => r.Scope === 'BUSINESS')];
  for (const candidates of scoped) {
    const rule = mostSpecific(
      candidates.filter((r) => fitsCurrency(r, rateCurrency)),
      facts,
      day,
    );
    const winnerInAnyCurrency = mostSpecific(candidates, facts, day);
    const passedOver = winnerInAnyCurrency && winnerInAnyCurrency !== rule ? [winnerInAnyCurrency] : [];
    if (rule || passedOver.length) return { rule, passedOver };
  }
  return { passedOver: [] };
}

/** What the tier rule adds to one container's ocean freight; `freightSurcharges` = the freight-side surcharges per container in the rate currency. */
export function tierAmount(rule: MarkupRule, containerClass: string, cost: number, freightSurcharges: number): number {
  if (rule.Method === 'AMOUNT') return rule.Values[containerClass] ?? 0;
  const base = rule.ApplyTo === 'OF_AND_FREIGHT_SURCHARGES' ? cost + freightSurcharges : cost;
  return percentOf(base, rule.PctBp ?? 0);
}

/** The salesperson's add-on that applies to this class, if any: the most specific of their active rules in the rate's currency. */
export function chooseSales(rules: readonly SalesMarkup[], facts: LaneFacts, day: string, rateCurrency: string): SalesMarkup | undefined {
  return mostSpecific(
    rules.filter((r) => r.Currency === rateCurrency && r.Values[facts.ContainerClass] !== undefined),
    facts,
    day,
  );
}
