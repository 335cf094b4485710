import { addDays, isCalendarDate } from '../refdata/public';

/**
 * The CRM's analysis (commercial.md §7.3, §7.4, §9.1; issue 50): how the customers and the quotes of
 * a period count, per group. Pure: the server reads the rows (crm's own tables, rates' quotes and
 * booking's released bookings through their public.ts) and counts them here; the property tests
 * (tests/api/crm/analysisFigures.test.ts) count the same rows by brute force and compare.
 */

export const CUSTOMER_GROUPS = ['SOURCE', 'INDUSTRY', 'LEVEL', 'OWNER'] as const;
export type CustomerGroup = (typeof CUSTOMER_GROUPS)[number];
export const QUOTE_GROUPS = ['LANE', 'CARRIER', 'SALES'] as const;
export type QuoteGroup = (typeof QUOTE_GROUPS)[number];

/** The key of a row that names no value of its group (no industry, no carrier, in the pool …). */
export const NONE_KEY = '';

/** A customer as the analysis groups it: its lists' codes and its holder (null: in the pool). */
export interface CustomerTraits {
  source: string;
  industry: string | null;
  level: string | null;
  owner: string | null;
}

export const customerKey = (g: CustomerGroup, c: CustomerTraits): string =>
  (g === 'SOURCE' ? c.source : g === 'INDUSTRY' ? c.industry : g === 'LEVEL' ? c.level : c.owner) ?? NONE_KEY;

/** A lane as `CNNGB-DEHAM` (a quote's, or an opportunity's first lane of interest). */
export const laneKey = (pol: string, pod: string): string => (pol && pod ? `${pol}-${pod}` : NONE_KEY);

export interface CustomerCounts {
  New: number;
  Claimed: number;
  Recycled: number;
  Dealt: number;
  Dormant: number;
}
export const ZERO_CUSTOMER_COUNTS: CustomerCounts = { New: 0, Claimed: 0, Recycled: 0, Dealt: 0, Dormant: 0 };

/** What the customer figures are counted from: each row already in the period and in the viewer's scope. */
export interface CustomerFacts {
  /** Customers made in the period. */
  created: readonly CustomerTraits[];
  /** Claims in the period (the claimer as the owner). */
  claims: readonly CustomerTraits[];
  /** Recyclings in the period (the holder it was taken from as the owner). */
  recycles: readonly CustomerTraits[];
  /** Customers whose linked company had a released booking sailing in the period. */
  dealt: readonly CustomerTraits[];
  /** Customers dormant at the period's end (analytics' definition, DORMANT_DAYS). */
  dormant: readonly CustomerTraits[];
}

/** Per group key, the five counts (groups with none of them are absent). */
export function customerCounts(g: CustomerGroup, f: CustomerFacts): Map<string, CustomerCounts> {
  const out = new Map<string, CustomerCounts>();
  const add = (rows: readonly CustomerTraits[], field: keyof CustomerCounts) => {
    for (const r of rows) {
      const k = customerKey(g, r);
      const c = out.get(k) ?? { ...ZERO_CUSTOMER_COUNTS };
      c[field] += 1;
      out.set(k, c);
    }
  };
  add(f.created, 'New');
  add(f.claims, 'Claimed');
  add(f.recycles, 'Recycled');
  add(f.dealt, 'Dealt');
  add(f.dormant, 'Dormant');
  return out;
}

/** A share as a number with four decimals (0.3333), or null when there is nothing to divide by. */
export const ratio = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null);

/** A quote sent in the period: its group's keys, what became of it, its margin as quoted. */
export interface QuoteFact {
  lane: string;
  carrier: string;
  sales: string;
  accepted: boolean;
  booked: boolean;
  teu: number;
  /** The priced option's sell − cost per currency, minor units (absent without the cost side). */
  margin: Readonly<Record<string, number>>;
  /** The month it was sent (`2026-11`): the book rate its margin converts at (R9.3). */
  month: string;
}

/** An opportunity closed in the period (WON or LOST). */
export interface ClosedOpportunity {
  lane: string;
  carrier: string;
  sales: string;
  won: boolean;
}

export interface QuoteCounts {
  Sent: number;
  Accepted: number;
  Booked: number;
  Won: number;
  Lost: number;
  Teu: number;
  /** Σ margin per currency, minor units. */
  margin: Record<string, number>;
  /** Σ margin per month and currency (`2026-11 USD`), for the conversion. */
  marginByMonth: Record<string, number>;
}

const quoteKey = (g: QuoteGroup, r: { lane: string; carrier: string; sales: string }) => (g === 'LANE' ? r.lane : g === 'CARRIER' ? r.carrier : r.sales);
const zeroQuotes = (): QuoteCounts => ({ Sent: 0, Accepted: 0, Booked: 0, Won: 0, Lost: 0, Teu: 0, margin: {}, marginByMonth: {} });

/** Per group key: quotes sent, accepted, booked, their TEU and margin; opportunities won and lost. */
export function quoteCounts(g: QuoteGroup, quotes: readonly QuoteFact[], closed: readonly ClosedOpportunity[]): Map<string, QuoteCounts> {
  const out = new Map<string, QuoteCounts>();
  const at = (k: string) => {
    const c = out.get(k) ?? zeroQuotes();
    out.set(k, c);
    return c;
  };
  for (const q of quotes) {
    const c = at(quoteKey(g, q));
    c.Sent += 1;
    if (q.accepted) c.Accepted += 1;
    if (q.booked) c.Booked += 1;
    c.Teu += q.teu;
    for (const [cur, minor] of Object.entries(q.margin)) {
      c.margin[cur] = (c.margin[cur] ?? 0) + minor;
      c.marginByMonth[`${q.month} ${cur}`] = (c.marginByMonth[`${q.month} ${cur}`] ?? 0) + minor;
    }
  }
  for (const o of closed) {
    const c = at(quoteKey(g, o));
    if (o.won) c.Won += 1;
    else c.Lost += 1;
  }
  return out;
}

/** The sum of several groups' counts (the table's totals row). */
export function totalOf(rows: Iterable<QuoteCounts>): QuoteCounts {
  const t = zeroQuotes();
  for (const r of rows) {
    t.Sent += r.Sent;
    t.Accepted += r.Accepted;
    t.Booked += r.Booked;
    t.Won += r.Won;
    t.Lost += r.Lost;
    t.Teu += r.Teu;
    for (const [k, v] of Object.entries(r.margin)) t.margin[k] = (t.margin[k] ?? 0) + v;
    for (const [k, v] of Object.entries(r.marginByMonth)) t.marginByMonth[k] = (t.marginByMonth[k] ?? 0) + v;
  }
  return t;
}

/** Margin per TEU in minor units of its currency, rounded (null without TEU). */
export const perTeu = (minor: number, teu: number): number | null => (teu > 0 ? Math.round(minor / teu) : null);

/** A period's refusal: a day that is no calendar day, From after To, or longer than a year (400 PERIOD). */
export const periodFault = (from: string, to: string): boolean => !isCalendarDate(from) || !isCalendarDate(to) || from > to || addDays(from, 366) < to;

/** The names of what names no value: a customer without the list's entry, one in the pool, a quote without a carrier. */
export const NONE_NAMES = {
  notSet: { zh: '未设置', en: 'Not set' },
  pool: { zh: '公海', en: 'Public pool' },
  noLane: { zh: '未指定航线', en: 'No lane' },
  noCarrier: { zh: '未指定船司', en: 'No carrier' },
} as const;

/** The refusal of a period, in words. */
export const PERIOD_REFUSAL = {
  zh: '请选择一年以内的期间（YYYY-MM-DD），且开始日期不晚于结束日期。',
  en: 'Choose a period of at most a year (YYYY-MM-DD), its first day not after its last.',
};
