import type { GroupBy } from '../../../src/contract/analytics/calls';
import { quoteConversion, type Ratio, type RatioScope, searchConversion, winRate } from '../../../src/domain/analytics/conversion';
import { addDays, OFFICE_ZONE, parseLocalDateTime } from '../../../src/domain/refdata/public';
import type { Db } from '../../db/types';
import { bookingsFromQuotes } from '../booking/public';
import { opportunitiesClosedBetween } from '../crm/public';
import { laneSearchesPerDay, quotesSent } from '../rates/public';
import { excludedCompanyIds } from './exclusionRepository';
import { bookedLanes, type SalesFilter } from './salesRepository';
import type { Viewer } from './scope';

/**
 * The ratio metrics of a page's rows (commercial.md §9.1, src/domain/analytics/conversion.ts): per
 * salesperson quote conversion and win rate, per lane search conversion — read through the other
 * modules' public functions for the period's office days (Asia/Shanghai), the excluded test
 * companies and the viewer's scope (R9.1) taken out.
 */
export type Conversion = Map<
  string,
  Partial<Record<'QuotesSent' | 'QuotesBooked' | 'OpportunitiesWon' | 'OpportunitiesLost' | 'CompaniesSearched' | 'CompaniesBooked', number>>
>;

const dayStart = (day: string) => new Date(parseLocalDateTime(`${day} 00:00`, OFFICE_ZONE)!);

export async function conversionOf(db: Db, f: SalesFilter, viewer: Viewer, self: string, groupBy: GroupBy): Promise<Conversion> {
  if (groupBy !== 'SALESPERSON' && groupBy !== 'LANE') return new Map();
  const scope: RatioScope = { excluded: await excludedCompanyIds(db), self };
  if (viewer.companies) scope.companies = new Set(viewer.companies);
  if (f.employeeIds) scope.salespeople = new Set(f.employeeIds);
  const from = dayStart(f.from);
  const to = dayStart(addDays(f.to, 1));
  const out: Conversion = new Map();
  const put = (m: Map<string, Ratio>, num: string, den: string, rest: (r: Ratio) => number = (r) => r.denominator - r.numerator) => {
    for (const [key, r] of m) out.set(key, { ...out.get(key), [num]: r.numerator, [den]: rest(r) });
  };
  if (groupBy === 'LANE') {
    const wanted = (r: { polCode: string; podCode: string; companyId: string }) =>
      (!f.pol || r.polCode === f.pol) && (!f.pod || r.podCode === f.pod) && (!f.companyId || r.companyId === f.companyId);
    const searches = (await laneSearchesPerDay(db, { from, to, zone: OFFICE_ZONE, atLeast: 1 })).filter(wanted);
    const lanes = searches.map((s) => ({ company: s.companyId, lane: `${s.polCode}-${s.podCode}` }));
    put(searchConversion(lanes, await bookedLanes(db, f), scope), 'CompaniesBooked', 'CompaniesSearched', (r) => r.denominator);
    return out;
  }
  const sent = await quotesSent(db, { period: { from, to } });
  const quoteIds = sent.map((q) => q.id);
  const booked = new Set((await bookingsFromQuotes(db, quoteIds)).map((b) => b.quoteId));
  const quotes = sent.map((q) => ({ salesperson: q.salesEmployeeId, customer: q.customerCompanyId, booked: booked.has(q.id) }));
  put(quoteConversion(quotes, scope), 'QuotesBooked', 'QuotesSent', (r) => r.denominator);
  put(winRate(await opportunitiesClosedBetween(db, f.from, f.to), scope), 'OpportunitiesWon', 'OpportunitiesLost');
  return out;
}
