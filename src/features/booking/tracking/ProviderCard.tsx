import { Callout } from '@blueprintjs/core';
import type { BookingOrder } from '../../../contract/booking/calls';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { BOOKING_STATUS_WORDS } from '../words';
import { trackingWords } from './words';

/** BookThirdDetail: the third party a booking was placed through, and where the booking stands with it. */
export function ProviderCard(props: { provider: NonNullable<BookingOrder['Provider']>; status: BookingOrder['Status'] }) {
  const lang = useLanguage();
  const w = useWords(trackingWords);
  return (
    <Callout icon="people" title={w.provider} data-testid="booking-provider">
      {w.providerShared(props.provider.CompanyName)} · {BOOKING_STATUS_WORDS[props.status][lang]}
    </Callout>
  );
}
