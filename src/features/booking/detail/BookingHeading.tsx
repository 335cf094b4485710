import { H2, Tag } from '@blueprintjs/core';
import type { BookingOrder } from '../../../contract/booking/calls';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { BOOKING_STATUS_WORDS, bookingWords } from '../words';

/** The booking's number and status in words; for the desk, a confirmation held for its check; a simulated release marked. */
export function BookingHeading({ order: o, title, desk }: { order: BookingOrder; title: string; desk: boolean }) {
  const lang = useLanguage();
  const w = useWords(bookingWords);
  return (
    <H2>
      {title} · {o.BookingNo}{' '}
      <Tag
        large
        intent={o.Status === 'RELEASED' ? 'success' : o.Status === 'REJECTED' || o.Status === 'DECLINED' ? 'danger' : 'primary'}
        data-testid="booking-status"
      >
        {BOOKING_STATUS_WORDS[o.Status][lang]}
      </Tag>
      {desk && o.HeldRelease ? (
        <Tag intent="warning" style={{ marginLeft: 8 }}>
          {w.heldForCheck}
        </Tag>
      ) : null}
      {o.Release?.Simulated ? (
        <Tag intent="warning" minimal style={{ marginLeft: 8 }}>
          {w.simulated}
        </Tag>
      ) : null}
    </H2>
  );
}
