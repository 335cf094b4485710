import { fromMinor, percentOf, toBasisPoints, toMinor } from './money';

/**
 * LCL pricing (commercial.md §4, R4.1–R4.4): the revenue ton (W/M) of a shipment, its chargeable
 * RT, the freight at the break that holds it, and the co-load surcharges by their basis, bounded
 * by their minimum and maximum. Revenue tons are counted in thousandths (integers) and money in
 * minor units, so no sum carries a binary fraction; a line's amount is rounded half-up once.
 */

/** A volume break: `[FromRt, ToRt)` at RatePerRt; the last one may be open (ToRt null). */
export interface LclBreak {
  FromRt: string;
  ToRt: string | null;
  RatePerRt: string;
}

export interface LclRateFacts {
  Currency: string;
  RatePerRt: string;
  Breaks: readonly LclBreak[];
  MinRt: string;
  KgPerRt: number;
  RtRounding: string;
  MaxPieceKg?: number | null;
  MaxPieceLengthCm?: number | null;
}

export interface LclCargo {
  Cbm: number;
  Kg: number;
  /** The heaviest piece and the longest, when the customer says (R4.4). */
  HeaviestPieceKg?: number | null;
  LongestPieceCm?: number | null;
}

export type LclBasis = 'PER_RT' | 'PER_CBM' | 'PER_TON' | 'PER_KG' | 'PER_BL' | 'PER_SHIPMENT' | 'PERCENT';
export const LCL_BASES: readonly LclBasis[] = ['PER_RT', 'PER_CBM', 'PER_TON', 'PER_KG', 'PER_BL', 'PER_SHIPMENT', 'PERCENT'];

export interface LclSurcharge {
  FeeCode: string;
  Basis: LclBasis;
  /** A unit amount, or a percent of the freight for PERCENT. */
  Amount: string;
  Currency: string;
  Min?: string | null;
  Max?: string | null;
  Side: 'ORIGIN' | 'FREIGHT' | 'DESTINATION';
}

/** Thousandths of a revenue ton, from decimal text ("2.4" → 2400); undefined when it is not one. */
export const toMilli = (rt: string) => toMinor(rt, 3);
const milliText = (m: number) => fromMinor(m, 3).replace(/\.?0+$/, '') || '0';

/** R4.1: RT = max(CBM, kg ÷ KgPerRt) rounded up to the rounding step; chargeable = max(RT, MinRt). */
export function revenueTons(cargo: LclCargo, rate: Pick<LclRateFacts, 'KgPerRt' | 'MinRt' | 'RtRounding'>): { rt: number; chargeable: number } {
  const byVolume = Math.ceil(cargo.Cbm * 1000 - 1e-9);
  const byWeight = Math.ceil((cargo.Kg * 1000) / rate.KgPerRt - 1e-9);
  const step = Math.max(1, toMilli(rate.RtRounding) ?? 10);
  const rt = Math.ceil(Math.max(byVolume, byWeight) / step) * step;
  return { rt, chargeable: Math.max(rt, toMilli(rate.MinRt) ?? 1000) };
}

/** R4.2: the rate of the break holding the chargeable RT, or the base rate when no break does. */
export function rateAt(rate: Pick<LclRateFacts, 'RatePerRt' | 'Breaks'>, chargeableMilli: number): string {
  const hit = rate.Breaks.find((b) => (toMilli(b.FromRt) ?? 0) <= chargeableMilli && (b.ToRt === null || chargeableMilli < (toMilli(b.ToRt) ?? 0)));
  return hit?.RatePerRt ?? rate.RatePerRt;
}

export type BreakProblem = 'ORDER' | 'GAP' | 'OVERLAP' | 'OPEN_NOT_LAST' | 'AMOUNT';

/** R4.2: breaks run from their first From without gaps or overlaps, each To after its From, only the last open. */
export function breakProblems(breaks: readonly LclBreak[], digits: number): { Index: number; Problem: BreakProblem }[] {
  const out: { Index: number; Problem: BreakProblem }[] = [];
  for (const [i, b] of breaks.entries()) {
    const from = toMilli(b.FromRt);
    const to = b.ToRt === null ? null : toMilli(b.ToRt);
    const price = toMinor(b.RatePerRt, digits);
    if (from === undefined || to === undefined || price === undefined || price <= 0 || from < 0) {
      out.push({ Index: i, Problem: 'AMOUNT' });
      continue;
    }
    if (to !== null && to <= from) out.push({ Index: i, Problem: 'ORDER' });
    if (to === null && i < breaks.length - 1) out.push({ Index: i, Problem: 'OPEN_NOT_LAST' });
    const prev = breaks[i - 1];
    if (prev && prev.ToRt !== null) {
      const prevTo = toMilli(prev.ToRt);
      if (prevTo !== undefined && from > prevTo) out.push({ Index: i, Problem: 'GAP' });
      if (prevTo !== undefined && from < prevTo) out.push({ Index: i, Problem: 'OVERLAP' });
    }
  }
  return out;
}

/** R4.4: why the rate cannot carry this cargo (a piece too heavy or too long), or undefined. */
export function pieceRefusal(rate: Pick<LclRateFacts, 'MaxPieceKg' | 'MaxPieceLengthCm'>, cargo: LclCargo): 'PIECE_KG' | 'PIECE_LENGTH' | undefined {
  if (rate.MaxPieceKg && cargo.HeaviestPieceKg && cargo.HeaviestPieceKg > rate.MaxPieceKg) return 'PIECE_KG';
  if (rate.MaxPieceLengthCm && cargo.LongestPieceCm && cargo.LongestPieceCm > rate.MaxPieceLengthCm) return 'PIECE_LENGTH';
  return undefined;
}

export interface LclLine {
  FeeCode: string;
  Basis: LclBasis | 'FREIGHT';
  Currency: string;
  /** The quantity the unit amount was multiplied by (RT, CBM, tons, kg; 1 per B/L). */
  Qty: string;
  UnitAmount: string;
  Amount: string;
  Side: 'ORIGIN' | 'FREIGHT' | 'DESTINATION';
  /** The minimum or maximum that bound the line. */
  Bound?: 'MIN' | 'MAX';
}

export interface LclPrice {
  Rt: string;
  ChargeableRt: string;
  RatePerRt: string;
  Lines: LclLine[];
  /** Currency → amount in minor units, never summed across currencies. */
  Totals: Record<string, number>;
}

/** R4.1–R4.3: the freight and every surcharge line of one rate for this cargo. `digitsOf` gives a currency's minor digits. */
export function priceLcl(rate: LclRateFacts, surcharges: readonly LclSurcharge[], cargo: LclCargo, digitsOf: (currency: string) => number): LclPrice {
  const { rt, chargeable } = revenueTons(cargo, rate);
  const perRt = rateAt(rate, chargeable);
  const fd = digitsOf(rate.Currency);
  const freight = Math.round(((toMinor(perRt, fd) ?? 0) * chargeable) / 1000);
  const lines: LclLine[] = [
    {
      FeeCode: 'OF',
      Basis: 'FREIGHT',
      Currency: rate.Currency,
      Qty: milliText(chargeable),
      UnitAmount: perRt,
      Amount: fromMinor(freight, fd),
      Side: 'FREIGHT',
    },
  ];
  const totals: Record<string, number> = { [rate.Currency]: freight };
  for (const s of surcharges) {
    const d = digitsOf(s.Currency);
    const unit = toMinor(s.Amount, d) ?? 0;
    const qtyMilli: number =
      s.Basis === 'PER_RT'
        ? chargeable
        : s.Basis === 'PER_CBM'
          ? Math.ceil(cargo.Cbm * 1000 - 1e-9)
          : s.Basis === 'PER_TON'
            ? Math.ceil(cargo.Kg - 1e-9)
            : s.Basis === 'PER_KG'
              ? Math.ceil(cargo.Kg * 1000 - 1e-9)
              : 1000;
    let amount = s.Basis === 'PERCENT' ? percentOf(freight, toBasisPoints(s.Amount) ?? 0) : Math.round((unit * qtyMilli) / 1000);
    let bound: 'MIN' | 'MAX' | undefined;
    const min = s.Min ? toMinor(s.Min, d) : undefined;
    const max = s.Max ? toMinor(s.Max, d) : undefined;
    if (min !== undefined && amount < min) [amount, bound] = [min, 'MIN'];
    if (max !== undefined && amount > max) [amount, bound] = [max, 'MAX'];
    lines.push({
      FeeCode: s.FeeCode,
      Basis: s.Basis,
      Currency: s.Currency,
      Qty: s.Basis === 'PERCENT' ? '1' : milliText(qtyMilli),
      UnitAmount: s.Amount,
      Amount: fromMinor(amount, d),
      Side: s.Side,
      ...(bound ? { Bound: bound } : {}),
    });
    totals[s.Currency] = (totals[s.Currency] ?? 0) + amount;
  }
  return { Rt: milliText(rt), ChargeableRt: milliText(chargeable), RatePerRt: perRt, Lines: lines, Totals: totals };
}
