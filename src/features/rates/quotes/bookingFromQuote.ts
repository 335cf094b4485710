import { BOOKING_PAGES } from '../../../contract/booking/module';
import type { Quote } from '../../../contract/rates/quoteCalls';
import type { RateSearchRow } from '../../../contract/rates/searchCalls';
import { equipmentParam } from '../../../domain/booking/priceLink';

/**
 * An accepted quote books on the option chosen: the booking form with its lane, carrier, the
 * option's rate (the server keeps which option) and every container class and quantity it priced
 * (R6.7: the quote must still be valid; the equipment booked is priced on the quote's versions).
 */
export function bookingFromQuote(quote: Quote, o: RateSearchRow): string {
  const q = new URLSearchParams({ pol: o.PolCode, pod: o.PodCode, carrier: o.CarrierCode, rate: String(o.RateId), quote: String(quote.Id), etd: quote.Day });
  q.set('eq', equipmentParam(o.Classes));
  return `${BOOKING_PAGES.book}?${q}`;
}
