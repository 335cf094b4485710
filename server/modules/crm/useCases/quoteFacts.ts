import { type ClosedOpportunity, laneKey, type QuoteFact } from '../../../../src/domain/crm/analysis';
import { minorIn } from '../../../../src/domain/money/amounts';
import type { ClosedRow } from '../analysisRepository';
import type { QuoteOutcome } from '../../rates/public';

type Money = readonly { Currency: string; Amount: string }[];

/** Sell − cost per currency in minor units (the cost side as the quote froze it for staff; {} without it). */
export function marginOf(totals: Money, cost: Money | null): Record<string, number> {
  if (!cost) return {};
  const out: Record<string, number> = {};
  for (const t of totals) out[t.Currency] = (out[t.Currency] ?? 0) + (minorIn(t.Amount, t.Currency) ?? 0);
  for (const c of cost) out[c.Currency] = (out[c.Currency] ?? 0) - (minorIn(c.Amount, c.Currency) ?? 0);
  return out;
}

/**
 * A quote as the analysis counts it: the option booked (else the first, the cheapest) gives its
 * carrier and its margin; its TEU from its containers; accepted by its status, booked by a released
 * booking made from it.
 */
export function quoteFact(q: QuoteOutcome, bookedOption: ReadonlyMap<number, number>, teuOf: ReadonlyMap<string, number>): QuoteFact {
  const booked = bookedOption.has(q.id);
  const option = q.options[(booked ? bookedOption.get(q.id)! : 1) - 1] ?? q.options[0];
  return {
    lane: laneKey(q.polCode, q.podCode),
    carrier: option?.CarrierCode ?? '',
    sales: q.salesEmployeeId,
    accepted: q.status === 'ACCEPTED',
    booked,
    teu: q.lines.reduce((n, l) => n + (teuOf.get(l.ContainerClass) ?? 0) * l.Qty, 0),
    margin: option ? marginOf(option.Totals, option.CostTotals) : {},
    month: q.sentDay.slice(0, 7),
  };
}

export const closedFact = (o: ClosedRow): ClosedOpportunity => ({ lane: laneKey(o.pol, o.pod), carrier: o.carrier, sales: o.sales, won: o.stage === 'WON' });
