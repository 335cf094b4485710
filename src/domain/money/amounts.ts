import { digitsOf } from './currencies';

/**
 * Money (commercial.md §0.1, operations.md §10; the one money module of pricing, billing, PDFs and
 * exports: issue 45): amounts are integers in the minor units of their ISO 4217 currency
 * (USD 1,850.00 = 185000; JPY 1,850 = 1850; BHD 3.000 = 3000), so no sum ever carries a binary
 * fraction, and amounts in different currencies are never added: a total is a map currency → amount.
 */

/** Currency → amount in its minor units. */
export type Totals = Readonly<Record<string, number>>;

/** The largest amount a numeric(12,2) column holds, in minor units: sums stay exact integers below 2^53. */
export const MAX_MINOR = 999_999_999_999;

/**
 * A decimal amount as stored or typed ("1850", "1850.5", "-20.00") in minor units of a currency with
 * `digits` decimals, or undefined when it is not such a number (more decimals than the currency has,
 * exponent notation, thousands separators, out of range).
 */
export function toMinor(amount: string, digits: number): number | undefined {
  const m = /^(-?)(\d{1,12})(?:\.(\d+))?$/.exec(amount.trim());
  if (!m) return undefined;
  const [, sign, whole = '', fraction = ''] = m;
  // trailing zeros beyond the currency's digits are harmless ("1850.00" in JPY is 1850)
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > digits) return undefined;
  const minor = Number(whole) * 10 ** digits + Number(significant.padEnd(digits, '0') || '0');
  if (minor > MAX_MINOR) return undefined;
  return sign === '-' && minor !== 0 ? -minor : minor;
}

/** Minor units back to the decimal text a numeric column and a person read ("1850.00", "-0.50", JPY "1850"). */
export function fromMinor(minor: number, digits: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  if (digits === 0) return `${sign}${abs}`;
  const unit = 10 ** digits;
  return `${sign}${Math.floor(abs / unit)}.${String(abs % unit).padStart(digits, '0')}`;
}

/**
 * `pctBp` basis points (1 % = 100) of an amount, half-up in minor units (R2.6): 5 % of USD 18.50 is
 * 92.5 cents → 93. Computed with BigInt: 10^12 minor units × 30,000 bp passes 2^53.
 */
export function percentOf(minor: number, pctBp: number): number {
  const product = BigInt(Math.abs(minor)) * BigInt(pctBp);
  const rounded = Number((product + 5000n) / 10000n);
  return minor < 0 ? -rounded : rounded;
}

/** A percentage as typed ("5", "12.5", "0.25") in basis points, or undefined beyond two decimals. */
export function toBasisPoints(pct: string): number | undefined {
  return toMinor(pct, 2);
}

/** Rounded up to a whole multiple of `step` minor units (500 = USD 5); a step of 1 or less changes nothing. Never lowers a price. */
export function roundUpToStep(minor: number, step: number): number {
  if (step <= 1) return minor;
  return Math.ceil(minor / step) * step;
}

/** `totals` with `minor` more of `currency` (a new map; a currency that nets to zero stays listed). */
export function addTo(totals: Totals, currency: string, minor: number): Totals {
  return { ...totals, [currency]: (totals[currency] ?? 0) + minor };
}

/** Two totals summed per currency, never across. */
export function sumTotals(a: Totals, b: Totals): Totals {
  let sum = a;
  for (const [currency, minor] of Object.entries(b)) sum = addTo(sum, currency, minor);
  return sum;
}

/** Totals as one line a person reads, currencies side by side, never added: "USD 3700.00 + CNY 800.00". */
export const totalsText = (totals: readonly { Currency: string; Amount: string }[]): string => totals.map((t) => `${t.Currency} ${t.Amount}`).join(' + ');

/** A total scaled by a quantity (per container × containers). */
export function timesTotals(totals: Totals, qty: number): Totals {
  return Object.fromEntries(Object.entries(totals).map(([c, m]) => [c, m * qty]));
}

/** A decimal amount of `currency` in its minor units (its ISO digits: JPY "12345.5" is undefined, KWD "12.345" is 12345). */
export const minorIn = (amount: string, currency: string): number | undefined => toMinor(amount, digitsOf(currency));

/** Minor units of `currency` as the decimal text stored and sent (USD "3620.00", JPY "12345", BHD "3.000"). */
export const amountIn = (minor: number, currency: string): string => fromMinor(minor, digitsOf(currency));

/**
 * A stored or sent amount of `currency` as the decimal text of its digits: a figure kept before the
 * currency's digits were honoured ("12345.00" JPY → "12345", "3.00" BHD → "3.000"); the text itself
 * when it is no amount. Never rounds a figure that has more significant decimals than the currency.
 */
export function normalAmount(amount: string, currency: string): string {
  const digits = digitsOf(currency);
  const scale = Math.max(digits, amount.trim().split('.')[1]?.length ?? 0);
  const minor = toMinor(amount, scale);
  if (minor === undefined || minor % 10 ** (scale - digits) !== 0) return amount;
  return amountIn(minor / 10 ** (scale - digits), currency);
}

/** An amount in minor units as people read it: thousands separated, the currency's digits ("3,620.00", JPY "12,345", BHD "3.000"). */
export function groupedText(minor: number, currency: string): string {
  const [whole, fraction] = amountIn(minor, currency).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** A sent amount of `currency` ("12345", "3620.00") as people read it ("12,345", "3,620.00"); the text itself when it is none. */
export function readableAmount(amount: string, currency: string): string {
  const minor = toMinor(normalAmount(amount, currency), digitsOf(currency));
  return minor === undefined ? amount : groupedText(minor, currency);
}
