import { addTo, amountIn, type Totals } from './amounts';
import { digitsOf } from './currencies';

/**
 * Money of the bills (operations.md §10): an amount is integer minor units of ONE currency, and two
 * currencies are never added. `Money<'USD'>` and `Money<'CNY'>` are different types, so `plus(usd, cny)`
 * does not compile; amounts of unknown currencies (read from the database) are summed per currency
 * into a map currency → minor units (`perCurrency`), never into one figure. Conversion into CNY is one
 * function, at one stated rate (`toCny`), half-up in minor units.
 */
export interface Money<C extends string = string> {
  readonly currency: C;
  readonly minor: number;
}

export const money = <C extends string>(currency: C, minor: number): Money<C> => ({ currency, minor });

/** The sum of two amounts of the same currency; a second currency is a compile error (and, read from data, a throw). */
export function plus<C extends string>(a: Money<C>, b: Money<NoInfer<C>>): Money<C> {
  if (a.currency !== b.currency) throw new Error(`${a.currency} and ${b.currency} are never added`);
  return { currency: a.currency, minor: a.minor + b.minor };
}

/** Amounts summed per currency (a map currency → minor units), never across: the totals of a grid or an invoice. */
export function perCurrency(amounts: Iterable<Money>): Totals {
  let totals: Totals = {};
  for (const m of amounts) totals = addTo(totals, m.currency, m.minor);
  return totals;
}

/** A decimal text's units at `scale` decimals as a BigInt ("1.5", 3 → 1500n), or undefined. */
function scaled(text: string, scale: number): bigint | undefined {
  const m = /^(\d{1,12})(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return undefined;
  const fraction = (m[2] ?? '').replace(/0+$/, '');
  if (fraction.length > scale) return undefined;
  return BigInt(m[1]!) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
}

/**
 * chg.amount: qty (≤ 3 decimals) × unit price (at most the currency's ISO digits: JPY none, USD 2,
 * BHD 3) rounded half-up to the currency's digits, in its minor units; undefined for a negative,
 * malformed or too precise figure. Exact: USD 1.005 × 1.00 = 1.01; BHD 2 × 1.5 = 3.000.
 */
export function lineAmountMinor(qty: string, unitPrice: string, currency: string): number | undefined {
  const digits = digitsOf(currency);
  const q = scaled(qty, 3);
  const p = scaled(unitPrice, digits);
  if (q === undefined || p === undefined) return undefined;
  // q × p is in 10^-(3+digits): back to 10^-digits half-up
  const minor = (q * p + 500n) / 1000n;
  return minor > 999_999_999_999n ? undefined : Number(minor);
}

/** Whether a unit price has at most the currency's digits (JPY 12345.5 has not). */
export const unitPriceFits = (unitPrice: string, currency: string): boolean => scaled(unitPrice, digitsOf(currency)) !== undefined;

/** A rate as stored ("7.123400"), ≤ 6 decimals, > 0, as millionths; undefined otherwise. */
export function rateMicros(rate: string): bigint | undefined {
  const r = scaled(rate, 6);
  return r && r > 0n ? r : undefined;
}

/**
 * `minor` of a currency into CNY minor units at `rate` (1 unit = rate CNY), half-up; a CNY amount is
 * itself. The currency's digits scale it: JPY 12345 at 0.047 is CNY 580.22, not 5.80.
 */
export function toCny(minor: number, currency: string, rate: string | null): number {
  if (currency === 'CNY') return minor;
  const r = rate === null ? undefined : rateMicros(rate);
  if (r === undefined) throw new Error(`no rate to convert ${currency}`);
  // minor × 10^-d units × r × 10^-6 CNY/unit, in fen (10^-2): × r × 10^2 / 10^(6+d)
  const product = BigInt(Math.abs(minor)) * r * 10n ** BigInt(digitsOf('CNY'));
  const unit = 10n ** BigInt(6 + digitsOf(currency));
  const rounded = Number((product + unit / 2n) / unit);
  return minor < 0 ? -rounded : rounded;
}

/** CNY minor units into another currency's minor units at `rate` (an invoice in USD or JPY of CNY lines), half-up. */
export function fromCny(cnyMinor: number, currency: string, rate: string): number {
  if (currency === 'CNY') return cnyMinor;
  const r = rateMicros(rate);
  if (r === undefined) throw new Error(`no rate to convert into ${currency}`);
  // fen × 10^-2 / (r × 10^-6) units, in 10^-d: × 10^(6+d) / (r × 10^2)
  const product = BigInt(Math.abs(cnyMinor)) * 10n ** BigInt(6 + digitsOf(currency));
  const divisor = r * 10n ** BigInt(digitsOf('CNY'));
  const rounded = Number((product + divisor / 2n) / divisor);
  return cnyMinor < 0 ? -rounded : rounded;
}

/** Where a rate came from, as the invoice prints it. */
export const RATE_SOURCES = ['MANUAL', 'MONTHLY', 'DAILY_MIDDLE', 'BANK_SELL'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];
const SOURCE_WORDS: Record<RateSource, { zh: string; en: string }> = {
  MANUAL: { zh: '手工汇率', en: 'manual rate' },
  MONTHLY: { zh: '月度记账汇率', en: 'monthly rate' },
  DAILY_MIDDLE: { zh: '当日中间价', en: 'daily middle rate' },
  BANK_SELL: { zh: '银行卖出价', en: 'bank selling rate' },
};

/** The reference data's rate kinds as the bills name their source (MONTHLY_BOOK → MONTHLY, DAILY → DAILY_MIDDLE). */
export const sourceOfKind = (kind: string): RateSource => (kind === 'DAILY' ? 'DAILY_MIDDLE' : 'MONTHLY');

/** inv.rate: "1 USD = 7.1234 CNY, monthly rate 2026-11" (a daily rate names its day). */
export function rateText(currency: string, rate: string, source: RateSource, day: string, lang: 'zh' | 'en' = 'en'): string {
  const shown = rate.replace(/(\.\d{4}\d*?)0+$/, '$1');
  const when = source === 'MONTHLY' ? day.slice(0, 7) : day;
  const w = SOURCE_WORDS[source];
  return lang === 'zh' ? `1 ${currency} = ${shown} CNY，${w.zh} ${when}` : `1 ${currency} = ${shown} CNY, ${w.en} ${when}`;
}

/**
 * An invoice's rates as kept at issue (rateText in English, '; ' between currencies) in `lang`: the
 * invoice screen showed "monthly rate 2026-11" in the Chinese UI (issue 45). A segment of another
 * shape is kept as written.
 */
export function keptRateTextIn(kept: string, lang: 'zh' | 'en'): string {
  if (lang === 'en' || !kept) return kept;
  return kept
    .split('; ')
    .map((segment) => {
      const m = /^1 ([A-Z]{3}) = ([\d.]+) CNY, (.+) (\d{4}-\d{2}(?:-\d{2})?)$/.exec(segment);
      const source = m && (Object.keys(SOURCE_WORDS) as RateSource[]).find((k) => SOURCE_WORDS[k].en === m[3]);
      return m && source ? `1 ${m[1]} = ${m[2]} CNY，${SOURCE_WORDS[source].zh} ${m[4]}` : segment;
    })
    .join('；');
}

/** A map's amounts as decimal text per currency, sorted by currency (what the wire carries). */
export const totalsWire = (totals: Totals): { Currency: string; Amount: string }[] =>
  Object.keys(totals)
    .sort()
    .map((c) => ({ Currency: c, Amount: amountIn(totals[c]!, c) }));

/** tax of a line: amount × rate half-up (rate stored with 4 decimals: 0.0600). */
export function taxMinor(amountMinor: number, taxRate: string): number {
  const r = scaled(taxRate, 4);
  if (r === undefined) throw new Error(`bad tax rate ${taxRate}`);
  const product = BigInt(Math.abs(amountMinor)) * r;
  const rounded = Number((product + 5000n) / 10000n);
  return amountMinor < 0 ? -rounded : rounded;
}

/** A CNY amount in major units as people read it: thousands separated, two decimals ("19,276.50"); other currencies: groupedText. */
export const amountText = (major: number): string => major.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
