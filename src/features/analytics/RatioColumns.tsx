import type { SalesAnswer } from '../../contract/analytics/calls';
import { percentText } from '../../domain/analytics/conversion';
import { useWords } from '../../i18n/words';
import { analyticsWords } from './words';

type Row = SalesAnswer['Table'][number];
type Counts = Partial<Pick<Row, 'QuotesSent' | 'QuotesBooked' | 'OpportunitiesWon' | 'OpportunitiesLost' | 'CompaniesSearched' | 'CompaniesBooked'>>;

/**
 * The ratio metrics' columns of a sales table (commercial.md §9.1): per salesperson quote conversion
 * (booked / sent, %) and win rate (won / lost, %); per lane search conversion (companies searched,
 * booked, %). A zero denominator reads "—". Other groupings have none.
 */
export const hasRatios = (groupBy: SalesAnswer['GroupBy']) => groupBy === 'SALESPERSON' || groupBy === 'LANE';

export function RatioHeads({ groupBy }: { groupBy: SalesAnswer['GroupBy'] }) {
  const w = useWords(analyticsWords);
  if (groupBy === 'LANE')
    return (
      <>
        <th className="num">{w.companiesSearched}</th>
        <th className="num">{w.companiesBooked}</th>
        <th className="num">{w.searchConversion}</th>
      </>
    );
  if (groupBy !== 'SALESPERSON') return null;
  return (
    <>
      <th className="num">{w.quotesBookedOfSent}</th>
      <th className="num">{w.quoteConversion}</th>
      <th className="num">{w.opportunitiesWonLost}</th>
      <th className="num">{w.winRate}</th>
    </>
  );
}

/** A row's cells (the totals row: the salespeople's counts summed, each quote and opportunity being one salesperson's; a lane's companies are not summed). */
export function RatioCells({ groupBy, r }: { groupBy: SalesAnswer['GroupBy']; r: Counts | undefined }) {
  if (groupBy === 'LANE')
    return (
      <>
        <td className="num">{r ? (r.CompaniesSearched ?? 0) : ''}</td>
        <td className="num">{r ? (r.CompaniesBooked ?? 0) : ''}</td>
        <td className="num" data-testid="search-conversion">
          {r ? percentText(r.CompaniesBooked, r.CompaniesSearched) : ''}
        </td>
      </>
    );
  if (groupBy !== 'SALESPERSON' || !r) return null;
  const won = r.OpportunitiesWon ?? 0;
  const lost = r.OpportunitiesLost ?? 0;
  return (
    <>
      <td className="num">{`${r.QuotesBooked ?? 0} / ${r.QuotesSent ?? 0}`}</td>
      <td className="num" data-testid="quote-conversion">
        {percentText(r.QuotesBooked, r.QuotesSent)}
      </td>
      <td className="num">{`${won} / ${lost}`}</td>
      <td className="num" data-testid="win-rate">
        {percentText(won, won + lost)}
      </td>
    </>
  );
}

/** The salespeople's counts summed for the totals row. */
export function summed(rows: readonly Row[]): Counts {
  const out: Required<Counts> = { QuotesSent: 0, QuotesBooked: 0, OpportunitiesWon: 0, OpportunitiesLost: 0, CompaniesSearched: 0, CompaniesBooked: 0 };
  for (const r of rows) for (const k of Object.keys(out) as (keyof Counts)[]) out[k] += r[k] ?? 0;
  return out;
}
