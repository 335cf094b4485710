/**
 * The three ratio metrics of commercial.md §9.1 (issue 51), part of THE metric definitions table
 * (./metrics.ts `RATIO_METRICS`): computed over the rows other modules' public reads give for a
 * period (quotes, the customers' searches, the roll-up's bookings, the CRM's closed opportunities),
 * after the analysis' excluded test companies and the viewer's scope (R9.1) are taken out. Each is
 * tested against a brute force (tests/unit/analytics/conversion.test.ts).
 */

/** A quote sent in the period: its salesperson, customer company, and whether a released booking names it. */
export interface QuoteRow {
  salesperson: string;
  customer: string;
  booked: boolean;
}
/** A customer company's search of a lane (`POL-POD`) in the period, or its released booking of one. */
export interface LaneRow {
  company: string;
  lane: string;
}
/** An opportunity closed in the period: its owner (salesperson), the platform company of its customer (if linked), WON or LOST. */
export interface OpportunityRow {
  salesperson: string;
  customer: string | null;
  stage: 'WON' | 'LOST';
}

/** What a viewer counts (R9.1): `companies` undefined is every customer; a salesperson counts their customers' rows and their own quotes and opportunities. */
export interface RatioScope {
  excluded: ReadonlySet<string>;
  companies?: ReadonlySet<string>;
  self?: string;
  /** The page's salespeople filter (EmployeeIds), if any. */
  salespeople?: ReadonlySet<string>;
}

export interface Ratio {
  numerator: number;
  denominator: number;
}
/** A ratio as a fraction, null when the denominator is zero (the page shows "—", never NaN). */
export const ratioOf = (r: Ratio): number | null => (r.denominator > 0 ? r.numerator / r.denominator : null);

const customerIn = (s: RatioScope, customer: string | null) =>
  !(customer && s.excluded.has(customer)) && (!s.companies || (customer !== null && s.companies.has(customer)));
const ownRow = (s: RatioScope, salesperson: string, customer: string | null) =>
  (!s.salespeople || s.salespeople.has(salesperson)) && !(customer && s.excluded.has(customer)) && (customerIn(s, customer) || salesperson === s.self);

const bump = (m: Map<string, Ratio>, key: string, num: boolean, den: boolean) => {
  const r = m.get(key) ?? { numerator: 0, denominator: 0 };
  if (num) r.numerator += 1;
  if (den) r.denominator += 1;
  m.set(key, r);
};

/** Quote conversion per salesperson: quotes booked ÷ quotes sent. */
export function quoteConversion(quotes: readonly QuoteRow[], s: RatioScope): Map<string, Ratio> {
  const out = new Map<string, Ratio>();
  for (const q of quotes) if (ownRow(s, q.salesperson, q.customer)) bump(out, q.salesperson, q.booked, true);
  return out;
}

/** Win rate per salesperson: opportunities won ÷ (won + lost). */
export function winRate(opportunities: readonly OpportunityRow[], s: RatioScope): Map<string, Ratio> {
  const out = new Map<string, Ratio>();
  for (const o of opportunities) if (ownRow(s, o.salesperson, o.customer)) bump(out, o.salesperson, o.stage === 'WON', true);
  return out;
}

/** Search conversion per lane: of the companies that searched it, those that booked it ÷ those that searched it. */
export function searchConversion(searches: readonly LaneRow[], bookings: readonly LaneRow[], s: RatioScope): Map<string, Ratio> {
  const booked = new Set(bookings.filter((b) => customerIn(s, b.company)).map((b) => `${b.lane}|${b.company}`));
  const searched = new Set(searches.filter((r) => customerIn(s, r.company)).map((r) => `${r.lane}|${r.company}`));
  const out = new Map<string, Ratio>();
  for (const key of searched) {
    const lane = key.slice(0, key.indexOf('|'));
    bump(out, lane, booked.has(key), true);
  }
  return out;
}

/** A ratio as a page and an export show it: a percentage with one decimal, "—" when nothing was counted. */
export const percentText = (numerator = 0, denominator = 0): string => {
  const r = ratioOf({ numerator, denominator });
  return r === null ? '—' : `${(r * 100).toFixed(1)}%`;
};
