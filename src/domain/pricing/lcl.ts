import { fromMinor, percentOf, toBasisPoints, toMinor } from '../money/amounts';

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
  const fd = digitsOf(rate.Currency);
  const perRt = fromMinor(toMinor(rateAt(rate, chargeable), fd) ?? 0, fd);
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

export interface LclDraft {
  CoLoaderName: string;
  PolCode: string;
  ViaCode?: string | null;
  PodCode: string;
  Currency: string;
  RatePerRt: string;
  Breaks: readonly LclBreak[];
  MinRt: string;
  ValidFrom: string;
  ValidTo: string;
}

export type LclProblemCode =
  | 'UNKNOWN_PORT'
  | 'SAME_POL_POD'
  | 'VIA_IS_END'
  | 'UNKNOWN_CURRENCY'
  | 'AMOUNT'
  | 'MIN_RT'
  | 'WINDOW_ORDER'
  | 'ENDS_IN_PAST'
  | 'BREAKS';
const LCL_WORDS: Record<LclProblemCode, { zh: string; en: string }> = {
  UNKNOWN_PORT: { zh: '不是在用的港口代码', en: 'is not an active port code' },
  SAME_POL_POD: { zh: '起运港与目的港相同', en: 'the port of loading and the port of discharge are the same' },
  VIA_IS_END: { zh: '中转港不能是起运港或目的港', en: 'the transshipment port cannot be the port of loading or discharge' },
  UNKNOWN_CURRENCY: { zh: '不是 ISO 4217 币种', en: 'is not an ISO 4217 currency' },
  AMOUNT: { zh: '须为大于 0 的金额（小数位不超过币种的位数）', en: 'must be an amount above 0 (no more decimals than the currency has)' },
  MIN_RT: { zh: '最低计费吨须大于 0', en: 'the minimum RT must be above 0' },
  WINDOW_ORDER: { zh: '有效期结束早于开始', en: 'the validity ends before it starts' },
  ENDS_IN_PAST: { zh: '有效期已结束，不能发布', en: 'the validity has already ended: it cannot be published' },
  BREAKS: {
    zh: '阶梯价须从小到大连续，不能有空档或重叠，只有最后一档可不设上限',
    en: 'breaks run upwards without gaps or overlaps; only the last may be open',
  },
};

/** What is wrong with an LCL rate (R2.1, R2.3 as FCL; R4.2 breaks); `submitting` adds the window still ahead. */
export function lclProblems(
  r: LclDraft,
  known: { ports: ReadonlySet<string>; currencies: ReadonlyMap<string, number> },
  opts: { today: string; submitting: boolean; lang: 'zh' | 'en' },
): { Path: string; Code: LclProblemCode; Message: string }[] {
  const out: { Path: string; Code: LclProblemCode; Message: string }[] = [];
  const add = (Path: string, Code: LclProblemCode) => void out.push({ Path, Code, Message: LCL_WORDS[Code][opts.lang] });
  for (const [path, code] of [['/PolCode', r.PolCode], ['/PodCode', r.PodCode], ...(r.ViaCode ? [['/ViaCode', r.ViaCode] as const] : [])] as const)
    if (!known.ports.has(code)) add(path, 'UNKNOWN_PORT');
  if (r.PolCode === r.PodCode) add('/PodCode', 'SAME_POL_POD');
  if (r.ViaCode && (r.ViaCode === r.PolCode || r.ViaCode === r.PodCode)) add('/ViaCode', 'VIA_IS_END');
  const digits = known.currencies.get(r.Currency);
  if (digits === undefined) add('/Currency', 'UNKNOWN_CURRENCY');
  else {
    const per = toMinor(r.RatePerRt, digits);
    if (per === undefined || per <= 0) add('/RatePerRt', 'AMOUNT');
    if (breakProblems(r.Breaks, digits).length) add('/Breaks', 'BREAKS');
  }
  if (!((toMilli(r.MinRt) ?? 0) > 0)) add('/MinRt', 'MIN_RT');
  if (r.ValidFrom > r.ValidTo) add('/ValidTo', 'WINDOW_ORDER');
  else if (opts.submitting && r.ValidTo < opts.today) add('/ValidTo', 'ENDS_IN_PAST');
  return out;
}
