/**
 * Surcharges of one shipment (commercial.md §2.4 step 3, R2.4, R2.11). A rate's own lines come first:
 * a line the rate carries for a fee code is the most specific statement of that fee, so a rule of the
 * same code does not add it a second time. For every other fee code the most specific rule valid on
 * the day applies — MANDATORY always, CONDITIONAL only when the shipment's facts meet its condition,
 * OPTIONAL only when the person chose it (otherwise it is offered, not added). Fee types included in
 * an all-in price are skipped on an all-in rate. Per-B/L and per-shipment charges count once per
 * shipment whatever its containers; a percent is of the ocean freight cost, within the rule's Min/Max.
 */
import { percentOf } from '../money/amounts';
import { type LaneFacts, mostSpecific, type RuleIdentity } from './rules';

export type SurchargeBasis = 'PER_CONTAINER' | 'PER_BL' | 'PER_SHIPMENT' | 'PERCENT';
export type ChargeSide = 'FREIGHT' | 'ORIGIN' | 'DESTINATION';
export type PaymentTerm = 'PRE' | 'COL';
export type SurchargeKind = 'MANDATORY' | 'CONDITIONAL' | 'OPTIONAL';

interface ChargeTerms {
  FeeCode: string;
  Basis: SurchargeBasis;
  /** The charge's currency; a PERCENT is of ocean freight, so it is always the rate's. */
  Currency: string;
  PaymentTerm: PaymentTerm;
  Side: ChargeSide;
}

/** A surcharge line carried by one rate; Amount in minor units, or basis points when PERCENT. */
export interface RateSurcharge extends ChargeTerms {
  ContainerClass?: string | null;
  Amount: number;
}

/** When a CONDITIONAL rule applies (the design's jsonb): every named fact must hold. */
export interface SurchargeCondition {
  /** Declared gross kg per container above this, per class. */
  grossKgOver?: Readonly<Record<string, number>>;
  /** Declared gross kg per container above the rate's own limit for the class (MaxGrossKg, R2.11). */
  overMaxGross?: boolean;
  cargoType?: string;
  /** The cargo's IMO hazard class is one of these. */
  imoClass?: readonly string[];
}

/** A surcharge rule over many rates (AdditionalFee, extracost). Amounts in minor units per class, or one Amount; basis points when PERCENT. */
export interface SurchargeRule extends RuleIdentity, ChargeTerms {
  Kind: SurchargeKind;
  Condition?: SurchargeCondition | null;
  Amounts: Readonly<Record<string, number>>;
  Amount?: number | null;
  Min?: number | null;
  Max?: number | null;
}

/** What the shipment declares beyond its lane: the facts CONDITIONAL rules read. */
export interface ShipmentFacts {
  /** Gross kg per container, by class. */
  GrossKg?: Readonly<Record<string, number>>;
  ImoClass?: string;
}

/** One class of the shipment as the surcharge step sees it. */
export interface SurchargeLine {
  ContainerClass: string;
  Qty: number;
  /** Ocean freight cost per container, rate currency, minor units (the base of a PERCENT). */
  Cost: number;
  MaxGrossKg?: number | null;
}

/** One charge of the shipment: per container × Qty, or once. */
export interface ChargeLine extends ChargeTerms {
  ContainerClass?: string;
  UnitAmount: number;
  Qty: number;
  Amount: number;
  /** Where it came from, for the price explain: the rate's own line, or a rule at its version. */
  RuleId?: number;
  RuleVersion?: number;
}

export interface SurchargeInput {
  rateCurrency: string;
  allIn: boolean;
  /** Fee codes an all-in price already includes (surcharge types flagged IncludedInAllIn). */
  includedInAllIn: ReadonlySet<string>;
  rateLines: readonly RateSurcharge[];
  rules: readonly SurchargeRule[];
  /** Facts of the lane without the class; the class is added per line. */
  lane: Omit<LaneFacts, 'ContainerClass'>;
  day: string;
  facts: ShipmentFacts;
  /** OPTIONAL fee codes the person chose (quote extras). */
  chosen: ReadonlySet<string>;
}

export interface SurchargeResult {
  /** Added to the price. */
  charges: ChargeLine[];
  /** OPTIONAL charges offered, not added. */
  options: ChargeLine[];
}

/** Whether a CONDITIONAL rule's condition holds for one class of the shipment. An empty condition never holds. */
export function conditionHolds(
  condition: SurchargeCondition | null | undefined,
  line: SurchargeLine,
  lane: Pick<LaneFacts, 'CargoType'>,
  facts: ShipmentFacts,
): boolean {
  if (!condition) return false;
  const checks: boolean[] = [];
  const gross = facts.GrossKg?.[line.ContainerClass];
  if (condition.grossKgOver) {
    const limit = condition.grossKgOver[line.ContainerClass];
    checks.push(limit !== undefined && gross !== undefined && gross > limit);
  }
  if (condition.overMaxGross) checks.push(line.MaxGrossKg != null && gross !== undefined && gross > line.MaxGrossKg);
  if (condition.cargoType) checks.push(lane.CargoType === condition.cargoType);
  if (condition.imoClass) checks.push(facts.ImoClass !== undefined && condition.imoClass.includes(facts.ImoClass));
  return checks.length > 0 && checks.every(Boolean);
}

const clamp = (value: number, min?: number | null, max?: number | null) =>
  Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min ?? Number.NEGATIVE_INFINITY, value));
const oncePerShipment = (basis: SurchargeBasis) => basis === 'PER_BL' || basis === 'PER_SHIPMENT';

/** A charge of `terms` for one class: the unit amount, per container or once. */
function charge(terms: ChargeTerms, line: SurchargeLine, unit: number, rateCurrency: string, source: Pick<ChargeLine, 'RuleId' | 'RuleVersion'>): ChargeLine {
  const once = oncePerShipment(terms.Basis);
  const qty = once ? 1 : line.Qty;
  return {
    FeeCode: terms.FeeCode,
    Basis: terms.Basis,
    Currency: terms.Basis === 'PERCENT' ? rateCurrency : terms.Currency,
    PaymentTerm: terms.PaymentTerm,
    Side: terms.Side,
    ...(once ? {} : { ContainerClass: line.ContainerClass }),
    UnitAmount: unit,
    Qty: qty,
    Amount: unit * qty,
    ...source,
  };
}

/** The rule's unit amount for one class, or undefined when it names none for it. */
function ruleUnit(rule: SurchargeRule, line: SurchargeLine): number | undefined {
  if (rule.Basis === 'PERCENT') {
    const bp = rule.Amounts[line.ContainerClass] ?? rule.Amount;
    return bp == null ? undefined : clamp(percentOf(line.Cost, bp), rule.Min, rule.Max);
  }
  return rule.Amounts[line.ContainerClass] ?? rule.Amount ?? undefined;
}

/** The surcharges of a shipment of `lines` on one rate. */
export function surchargesOf(input: SurchargeInput, lines: readonly SurchargeLine[]): SurchargeResult {
  const skipped = (fee: string) => input.allIn && input.includedInAllIn.has(fee);
  const rateFees = new Set(input.rateLines.map((l) => l.FeeCode));
  const charges: ChargeLine[] = [];
  const options: ChargeLine[] = [];
  const counted = new Set<string>(); // once-per-shipment charges already taken: "RATE:fee" or "RULE:id"

  for (const line of lines) {
    for (const own of input.rateLines) {
      if (skipped(own.FeeCode)) continue;
      const once = oncePerShipment(own.Basis);
      if (once ? counted.has(`RATE:${own.FeeCode}`) : own.ContainerClass !== line.ContainerClass) continue;
      if (once) counted.add(`RATE:${own.FeeCode}`);
      const unit = own.Basis === 'PERCENT' ? percentOf(line.Cost, own.Amount) : own.Amount;
      charges.push(charge(own, line, unit, input.rateCurrency, {}));
    }

    const facts: LaneFacts = { ...input.lane, ContainerClass: line.ContainerClass };
    const byFee = new Map<string, SurchargeRule[]>();
    for (const rule of input.rules) {
      if (rateFees.has(rule.FeeCode) || skipped(rule.FeeCode)) continue;
      if (rule.Kind === 'CONDITIONAL' && !conditionHolds(rule.Condition, line, input.lane, input.facts)) continue;
      byFee.set(rule.FeeCode, [...(byFee.get(rule.FeeCode) ?? []), rule]);
    }
    for (const rules of byFee.values()) {
      const rule = mostSpecific(rules, facts, input.day);
      if (!rule) continue;
      const unit = ruleUnit(rule, line);
      if (unit === undefined) continue;
      const key = `RULE:${rule.Id}`;
      if (oncePerShipment(rule.Basis) && counted.has(key)) continue;
      const line_ = charge(rule, line, unit, input.rateCurrency, { RuleId: rule.Id, RuleVersion: rule.Version });
      if (rule.Kind === 'OPTIONAL' && !input.chosen.has(rule.FeeCode)) {
        options.push(line_);
        continue;
      }
      if (oncePerShipment(rule.Basis)) counted.add(key);
      charges.push(line_);
    }
  }
  return { charges, options: dedupeOptions(options) };
}

/** An optional per-B/L charge offered for each class is one offer. */
function dedupeOptions(options: ChargeLine[]): ChargeLine[] {
  const seen = new Set<string>();
  return options.filter((o) => {
    const key = `${o.RuleId}:${o.ContainerClass ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
