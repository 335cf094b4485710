import { BOOKING_PAGES } from '../../contract/booking/module';
import type { RateSearchRow } from '../../contract/rates/searchCalls';
import { equipmentParam } from '../../domain/booking/priceLink';
import { addDays } from '../../domain/refdata/sailings';

/**
 * "Book" on a priced row (commercial.md §6.4) — from the rate search, or an e-commerce card: the
 * booking form, prefilled from the row — its lane, carrier, every container class and quantity priced, and the
 * search and rate the price is frozen from at submit (R6.7). The departure is the asked day (a week
 * ahead when that is today or earlier), never after the rate's last day.
 */
export function bookingHref(
  row: Pick<RateSearchRow, 'PolCode' | 'PodCode' | 'CarrierCode' | 'RateId' | 'ValidTo'>,
  searchId: number,
  askedDate: string,
  lines: readonly { ContainerClass: string; Qty: number }[],
  customer: boolean,
  today: string,
): string {
  const wanted = askedDate > today ? askedDate : addDays(today, 7);
  const etd = [wanted, row.ValidTo].sort()[0]!;
  const q = new URLSearchParams({ pol: row.PolCode, pod: row.PodCode, carrier: row.CarrierCode, rate: String(row.RateId), search: String(searchId), etd });
  if (lines.length) q.set('eq', equipmentParam(lines));
  return `${customer ? BOOKING_PAGES.book : BOOKING_PAGES.onBehalf}?${q}`;
}
