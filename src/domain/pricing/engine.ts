/**
 * The pricing engine (commercial.md §2.4): one pure function, run by the server as the authority and
 * by the browser to explain, from a rate version and the rule versions to a price:
 *
 *   base (Cost) → surcharges → one tier mark-up → the sales add-on → rounding up to the step → totals
 *   per currency (never added across currencies).
 *
 * Every step leaves a trace entry naming the rule and its version, so a sell price a customer saw can
 * be rebuilt from (RateId, Version) and those versions and shown line by line (R2.8, "price explain").
 * The trace, Cost and Margin are staff-only; the sell-side wire leaves them out (R2.7).
 */
import { chooseSales, chooseTier, type MarkupRule, type SalesMarkup, tierAmount } from './markups';
import { addTo, roundUpToStep, sumTotals, type Totals } from '../money/amounts';
import { addDays } from '../refdata/public';
import type { LaneFacts } from './rules';
import { type ChargeLine, type RateSurcharge, type ShipmentFacts, type SurchargeRule, surchargesOf } from './surcharges';

/** One class a rate prices, minor units of the rate's currency. */
export interface RatePrice {
  ContainerClass: string;
  Cost: number;
  /** Guide price for visitors and the public level: replaces the mark-up result there. */
  ListPrice?: number | null;
  MaxGrossKg?: number | null;
}

/** One rate version as the engine needs it. */
export interface RateToPrice extends Omit<LaneFacts, 'ContainerClass'> {
  Id: number;
  Version: number;
  Currency: string;
  AllIn: boolean;
  Prices: readonly RatePrice[];
  Surcharges: readonly RateSurcharge[];
}

/** The rules in force for the owner of the rate (already limited to the owner; validity is checked here). */
export interface PricingRules {
  surcharges: readonly SurchargeRule[];
  markups: readonly MarkupRule[];
  /** The acting salesperson's add-ons (quotes and rate cards only). */
  sales: readonly SalesMarkup[];
  /** Fee codes an all-in price includes. */
  includedInAllIn: ReadonlySet<string>;
}

export interface PricingRequest {
  /** The day that chooses rules (the rate's validity day, see `validityDay`). */
  day: string;
  /** The customer's level; undefined = no level (the business default). */
  level?: { Id: number; IsPublic: boolean };
  lines: readonly { ContainerClass: string; Qty: number }[];
  facts?: ShipmentFacts;
  /** OPTIONAL fee codes chosen (quote extras). */
  chosen?: readonly string[];
  /** The actor holds quote.override: a negative sales add-on counts (and may go below the floor). */
  override?: boolean;
}

export type TraceStep = 'BASE' | 'SURCHARGE' | 'TIER' | 'SALES' | 'ROUNDING' | 'LIST_PRICE' | 'NOTE';

/** Why a step left a note instead of an amount. */
export type TraceNote = 'NO_TIER_RULE' | 'CURRENCY_MISMATCH' | 'NEGATIVE_SALES_IGNORED' | 'NOT_PRICED';

export interface TraceEntry {
  Step: TraceStep;
  ContainerClass?: string;
  FeeCode?: string;
  RuleId?: number;
  RuleVersion?: number;
  Currency: string;
  /** Minor units: what the step added (ROUNDING: the amount rounding added; BASE and LIST_PRICE: the amount itself). */
  Amount: number;
  Note?: TraceNote;
}

/** One class of the shipment, per container, rate currency. */
export interface ClassPrice {
  ContainerClass: string;
  Qty: number;
  Cost: number;
  /** The ocean freight the customer pays per container. */
  Sell: number;
  Margin: number;
  /** Cost + the tier rule's MinMargin. */
  Floor: number;
  BelowFloor: boolean;
}

export interface ShipmentPrice {
  RateId: number;
  RateVersion: number;
  Currency: string;
  Classes: ClassPrice[];
  /** Classes asked for that the rate does not price. */
  Unpriced: string[];
  Charges: ChargeLine[];
  Options: ChargeLine[];
  /** What the customer pays, per currency. */
  Totals: Totals;
  /** What it costs, per currency (surcharges pass through at the same amount). */
  CostTotals: Totals;
  Trace: TraceEntry[];
}

/** The freight-side surcharges per container of one class in the rate's currency (the base of an OF_AND_FREIGHT_SURCHARGES percent). */
const freightSurchargesPerContainer = (charges: readonly ChargeLine[], containerClass: string, currency: string) =>
  charges.filter((c) => c.Side === 'FREIGHT' && c.ContainerClass === containerClass && c.Currency === currency).reduce((sum, c) => sum + c.UnitAmount, 0);

/** What pricing one class reads: the rate's currency and lane, the rules, the request, the surcharges found; the trace it writes to. */
interface ClassContext {
  currency: string;
  lane: Omit<LaneFacts, 'ContainerClass'>;
  rules: PricingRules;
  request: PricingRequest;
  charges: readonly ChargeLine[];
  trace: TraceEntry[];
}

/**
 * One class's sell price: the list price for the public level; otherwise the cost, the level's tier
 * mark-up, the salesperson's add-on (a negative one only with an override), rounded up to the
 * tier's step. Each step is written to the trace.
 */
function priceClass(
  { ContainerClass, Qty, price }: { ContainerClass: string; Qty: number; price: RatePrice },
  { currency, lane, rules, request, charges, trace }: ClassContext,
): ClassPrice {
  const facts: LaneFacts = { ...lane, ContainerClass };
  const step = (entry: Omit<TraceEntry, 'ContainerClass' | 'Currency'>) => trace.push({ ...entry, ContainerClass, Currency: currency });
  step({ Step: 'BASE', Amount: price.Cost });
  const tier = chooseTier(rules.markups, request.level?.Id, facts, request.day, currency);
  const floor = price.Cost + (tier.rule?.MinMargin[ContainerClass] ?? 0);
  const result = (sell: number): ClassPrice => ({
    ContainerClass,
    Qty,
    Cost: price.Cost,
    Sell: sell,
    Margin: sell - price.Cost,
    Floor: floor,
    BelowFloor: sell < floor,
  });

  if (request.level?.IsPublic && price.ListPrice != null) {
    step({ Step: 'LIST_PRICE', Amount: price.ListPrice });
    return result(price.ListPrice);
  }
  for (const skipped of tier.passedOver) step({ Step: 'NOTE', RuleId: skipped.Id, RuleVersion: skipped.Version, Amount: 0, Note: 'CURRENCY_MISMATCH' });
  let sell = price.Cost;
  if (tier.rule) {
    const added = tierAmount(tier.rule, ContainerClass, price.Cost, freightSurchargesPerContainer(charges, ContainerClass, currency));
    sell += added;
    step({ Step: 'TIER', RuleId: tier.rule.Id, RuleVersion: tier.rule.Version, Amount: added });
  } else step({ Step: 'NOTE', Amount: 0, Note: 'NO_TIER_RULE' });

  const sales = chooseSales(rules.sales, facts, request.day, currency);
  const salesValue = sales?.Values[ContainerClass];
  if (sales && salesValue !== undefined) {
    if (salesValue < 0 && !request.override)
      step({ Step: 'NOTE', RuleId: sales.Id, RuleVersion: sales.Version, Amount: salesValue, Note: 'NEGATIVE_SALES_IGNORED' });
    else {
      sell += salesValue;
      step({ Step: 'SALES', RuleId: sales.Id, RuleVersion: sales.Version, Amount: salesValue });
    }
  }
  const rounded = roundUpToStep(sell, tier.rule?.RoundingStep ?? 1);
  if (rounded !== sell) step({ Step: 'ROUNDING', RuleId: tier.rule?.Id, RuleVersion: tier.rule?.Version, Amount: rounded - sell });
  return result(rounded);
}

/** Prices a shipment of `request.lines` on one rate version with the rules in force. */
export function priceShipment(rate: RateToPrice, rules: PricingRules, request: PricingRequest): ShipmentPrice {
  const trace: TraceEntry[] = [];
  const currency = rate.Currency;
  const { CarrierCode, TradeLaneCode, PolCode, PodCode, RateType, CargoType, Direction } = rate;
  const lane = { CarrierCode, TradeLaneCode, PolCode, PodCode, RateType, CargoType, Direction };
  const priced = request.lines.flatMap((line) => {
    const price = rate.Prices.find((p) => p.ContainerClass === line.ContainerClass);
    return price && line.Qty > 0 ? [{ ...line, price }] : [];
  });
  const unpriced = request.lines.filter((l) => !rate.Prices.some((p) => p.ContainerClass === l.ContainerClass)).map((l) => l.ContainerClass);
  for (const c of unpriced) trace.push({ Step: 'NOTE', ContainerClass: c, Currency: currency, Amount: 0, Note: 'NOT_PRICED' });

  const { charges, options } = surchargesOf(
    {
      rateCurrency: currency,
      allIn: rate.AllIn,
      includedInAllIn: rules.includedInAllIn,
      rateLines: rate.Surcharges,
      rules: rules.surcharges,
      lane,
      day: request.day,
      facts: request.facts ?? {},
      chosen: new Set(request.chosen ?? []),
    },
    priced.map((l) => ({ ContainerClass: l.ContainerClass, Qty: l.Qty, Cost: l.price.Cost, MaxGrossKg: l.price.MaxGrossKg })),
  );

  const classes = priced.map((line) => priceClass(line, { currency, lane, rules, request, charges, trace }));

  for (const c of charges)
    trace.push({
      Step: 'SURCHARGE',
      ContainerClass: c.ContainerClass,
      FeeCode: c.FeeCode,
      RuleId: c.RuleId,
      RuleVersion: c.RuleVersion,
      Currency: c.Currency,
      Amount: c.Amount,
    });

  let chargeTotals: Totals = {};
  for (const c of charges) chargeTotals = addTo(chargeTotals, c.Currency, c.Amount);
  const freight = (pick: (c: ClassPrice) => number): Totals => (classes.length ? { [currency]: classes.reduce((sum, c) => sum + pick(c) * c.Qty, 0) } : {});
  return {
    RateId: rate.Id,
    RateVersion: rate.Version,
    Currency: currency,
    Classes: classes,
    Unpriced: unpriced,
    Charges: charges,
    Options: options,
    Totals: sumTotals(
      freight((c) => c.Sell),
      chargeTotals,
    ),
    CostTotals: sumTotals(
      freight((c) => c.Cost),
      chargeTotals,
    ),
    Trace: trace,
  };
}

/**
 * The day that chooses a rate (FclRate.ValidityBasis, §2.4 step 1): the planned ETD; for GATE_IN the
 * sailing's full-container cut-off, or ETD − 2 days when it is not known; for BOOKING today.
 */
export function validityDay(basis: 'ETD' | 'GATE_IN' | 'BOOKING', when: { etd: string; today: string; gateIn?: string }): string {
  if (basis === 'BOOKING') return when.today;
  if (basis === 'ETD') return when.etd;
  return when.gateIn ?? addDays(when.etd, -2);
}
