import { BOOKING_PAGES } from '../../../contract/booking/module';
import type { QuickSailing, QuickSearchAnswer } from '../../../contract/booking/quickCalls';
import type { RateSearchRow } from '../../../contract/rates/searchCalls';
import type { parseContainerLines } from '../../../domain/pricing/containerLines';
import { equipmentParam } from '../../../domain/booking/priceLink';
import { localDateTime } from '../../../domain/refdata/localTimes';

/** What the quick booking search asks, as its address holds it. */
export type QuickAsked = { pol: string; pod: string; week: string; containers: string; customer: string; carrier: string };

/** The staff booking form, prefilled from a price, a sailing or both (BookingFormScreen reads these). */
export function quickBookHref(
  asked: QuickAsked,
  lines: ReturnType<typeof parseContainerLines>,
  rate: RateSearchRow | undefined,
  sailing: QuickSailing | undefined,
  answer: QuickSearchAnswer,
): string {
  const q = new URLSearchParams({ pol: asked.pol, pod: asked.pod, search: String(answer.SearchId) });
  const carrier = sailing?.CarrierCode ?? rate?.CarrierCode;
  if (carrier) q.set('carrier', carrier);
  if (rate) q.set('rate', String(rate.RateId));
  if (asked.customer) q.set('company', asked.customer);
  if (lines?.length) q.set('eq', equipmentParam(lines));
  if (sailing) {
    q.set('call', String(sailing.CallId));
    q.set('vessel', sailing.Vessel);
    q.set('voyage', sailing.Voyage);
    q.set('etd', localDateTime(sailing.Etd, sailing.PolZone).slice(0, 10));
  } else {
    // a price alone: the carrier's first open sailing that week, else the week's first day
    const first = answer.Sailings.find((s) => s.CarrierCode === carrier && s.Standing !== 'CLOSED');
    q.set('etd', first ? localDateTime(first.Etd, first.PolZone).slice(0, 10) : answer.Day);
  }
  return `${BOOKING_PAGES.fill}?${q}`;
}
