import type { RateSearchRow } from '../../../src/contract/rates/searchCalls';
import type { RateToPrice, ShipmentPrice } from '../../../src/domain/pricing/engine';
import { fromMinor, toBasisPoints, toMinor, type Totals } from '../../../src/domain/money/amounts';
import type { ChargeLine } from '../../../src/domain/pricing/surcharges';
import type { RuleRef } from './pricingRepository';
import type { StoredRate } from './repository';

/**
 * Between the rate store's wire (decimal text) and the pricing engine (minor units), and from the
 * engine's price to a search row. The sell shape is built first; cost, margin, floor and the trace
 * are added only for staff who may see them (R2.7), so nothing else can carry them by accident.
 */

export type Digits = ReadonlyMap<string, number>;
const digitsOf = (digits: Digits, currency: string) => digits.get(currency) ?? 2;

/** A stored rate as the engine reads it (amounts in minor units; a PERCENT line in basis points). */
export function rateToPrice(rate: StoredRate, digits: Digits): RateToPrice {
  const minor = (amount: string, currency: string) => toMinor(amount, digitsOf(digits, currency)) ?? 0;
  return {
    Id: rate.Id,
    Version: rate.Version,
    Currency: rate.Currency,
    AllIn: rate.AllIn,
    CarrierCode: rate.CarrierCode,
    TradeLaneCode: rate.TradeLaneCode ?? '',
    PolCode: rate.PolCode,
    PodCode: rate.PodCode,
    RateType: rate.RateType,
    CargoType: rate.CargoType,
    Direction: rate.Direction,
    Prices: rate.Prices.map((p) => ({
      ContainerClass: p.ContainerClass,
      Cost: minor(p.Cost, rate.Currency),
      ListPrice: p.ListPrice ? minor(p.ListPrice, rate.Currency) : null,
      MaxGrossKg: p.MaxGrossKg ?? null,
    })),
    Surcharges: rate.Surcharges.map((s) => ({
      FeeCode: s.FeeCode,
      Basis: s.Basis,
      Currency: s.Currency,
      PaymentTerm: s.PaymentTerm,
      Side: s.Side,
      ContainerClass: s.ContainerClass ?? null,
      Amount: s.Basis === 'PERCENT' ? (toBasisPoints(s.Amount) ?? 0) : minor(s.Amount, s.Currency),
    })),
  };
}

export const totalsWire = (totals: Totals, digits: Digits) =>
  Object.entries(totals)
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([Currency, amount]) => ({ Currency, Amount: fromMinor(amount, digitsOf(digits, Currency)) }));

/** A rate's carrier, lane and transit as every rate answer shows them (the search row, the shop's card, a shared rate). */
export const laneOf = (rate: StoredRate) => ({
  CarrierCode: rate.CarrierCode,
  CarrierName: rate.CarrierName,
  PolCode: rate.PolCode,
  PolName: rate.PolName,
  ViaCode: rate.ViaCode ?? null,
  PodCode: rate.PodCode,
  PodName: rate.PodName,
  TransitDays: rate.TransitDays ?? null,
});

export interface RowContext {
  digits: Digits;
  feeNames: ReadonlyMap<string, string>;
  /** Rule names by id: surcharge and tier rules are numbered from one sequence, so an id names one rule. */
  ruleNames: ReadonlyMap<string, string>;
  /** The caller holds viewCost: cost, margin, floor and the trace are added. */
  staff: boolean;
  /** A shared rate's source, named to staff only. */
  source?: string;
}

/** A priced rate as one search row. */
export function searchRow(rate: StoredRate, price: ShipmentPrice, ctx: RowContext): RateSearchRow {
  const { digits, staff } = ctx;
  const m = (amount: number, currency: string) => fromMinor(amount, digitsOf(digits, currency));
  const charge = (c: ChargeLine) => ({
    FeeCode: c.FeeCode,
    FeeName: ctx.feeNames.get(c.FeeCode) ?? c.FeeCode,
    ...(c.ContainerClass ? { ContainerClass: c.ContainerClass } : {}),
    Basis: c.Basis,
    Currency: c.Currency,
    UnitAmount: m(c.UnitAmount, c.Currency),
    Qty: c.Qty,
    Amount: m(c.Amount, c.Currency),
    PaymentTerm: c.PaymentTerm,
    Side: c.Side,
  });
  const row: RateSearchRow = {
    RateId: rate.Id,
    RateVersion: rate.Version,
    RateNo: rate.RateNo,
    RateType: rate.RateType,
    ...laneOf(rate),
    CutOffWeekdays: rate.CutOffWeekdays,
    EtdWeekdays: rate.EtdWeekdays,
    ValidFrom: rate.ValidFrom,
    ValidTo: rate.ValidTo,
    Currency: rate.Currency,
    Remarks: rate.Remarks,
    Classes: price.Classes.map((c) => ({ ContainerClass: c.ContainerClass, Qty: c.Qty, Sell: m(c.Sell, price.Currency) })),
    Unpriced: price.Unpriced,
    Charges: price.Charges.map(charge),
    Options: price.Options.map(charge),
    Totals: totalsWire(price.Totals, digits),
  };
  if (!staff) return row;
  return {
    ...row,
    Hidden: !rate.Visible,
    ...(ctx.source ? { Source: ctx.source } : {}),
    Classes: price.Classes.map((c) => ({
      ContainerClass: c.ContainerClass,
      Qty: c.Qty,
      Sell: m(c.Sell, price.Currency),
      Cost: m(c.Cost, price.Currency),
      Margin: m(c.Margin, price.Currency),
      Floor: m(c.Floor, price.Currency),
      BelowFloor: c.BelowFloor,
    })),
    CostTotals: totalsWire(price.CostTotals, digits),
    Trace: price.Trace.map((t) => ({
      Step: t.Step,
      ...(t.ContainerClass ? { ContainerClass: t.ContainerClass } : {}),
      ...(t.FeeCode ? { FeeCode: t.FeeCode } : {}),
      ...(t.RuleId !== undefined ? { RuleId: t.RuleId, RuleVersion: t.RuleVersion, RuleName: ctx.ruleNames.get(String(t.RuleId)) ?? '' } : {}),
      Currency: t.Currency,
      Amount: m(t.Amount, t.Currency),
      ...(t.Note ? { Note: t.Note } : {}),
    })),
  };
}

/** The rule versions a price used, read from its trace (the explain rebuilds from exactly these). */
export function ruleRefs(price: ShipmentPrice): RuleRef[] {
  const seen = new Map<string, RuleRef>();
  for (const t of price.Trace) {
    if (t.RuleId === undefined || t.RuleVersion === undefined) continue;
    const sales = t.Step === 'SALES' || t.Note === 'NEGATIVE_SALES_IGNORED';
    const Kind = t.Step === 'SURCHARGE' ? 'SURCHARGE' : sales ? 'SALES' : 'MARKUP';
    seen.set(`${Kind}:${t.RuleId}:${t.RuleVersion}`, { Kind, Id: t.RuleId, Version: t.RuleVersion });
  }
  // the optional extras offered beside the price come from surcharge rules too
  for (const o of price.Options)
    if (o.RuleId !== undefined && o.RuleVersion !== undefined)
      seen.set(`SURCHARGE:${o.RuleId}:${o.RuleVersion}`, { Kind: 'SURCHARGE', Id: o.RuleId, Version: o.RuleVersion });
  return [...seen.values()];
}

/** A staff row in the sell shape a customer may see (R2.7): no cost, margin, floor, trace or hidden flag. */
export function sellRow(row: RateSearchRow): RateSearchRow {
  const { Hidden: _hidden, CostTotals: _cost, Trace: _trace, Source: _source, ...rest } = row;
  return { ...rest, Classes: row.Classes.map(({ ContainerClass, Qty, Sell }) => ({ ContainerClass, Qty, Sell })) };
}
