import { H4, HTMLTable, Tag } from '@blueprintjs/core';
import type { BookingOrder } from '../../../contract/booking/calls';
import { formatDate } from '../../../domain/dates';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { BOOKING_EVENT_WORDS, bookingWords } from '../words';

/** The booking's whole log: when, what in words, by whom (a simulated carrier answer marked) and the remarks. */
export function BookingEvents({ order: o }: { order: BookingOrder }) {
  const lang = useLanguage();
  const w = useWords(bookingWords);
  return (
    <>
      <H4>{w.history}</H4>
      <HTMLTable compact striped data-testid="booking-events">
        <tbody>
          {o.Events.map((e, i) => (
            <tr key={i}>
              <td>{formatDate(e.At, 'dateTime')}</td>
              <td>{BOOKING_EVENT_WORDS[e.Type.replace(/^v1\./, '')]?.[lang] ?? e.Type.replace(/^v1\./, '')}</td>
              <td>
                {e.By}{' '}
                {e.Simulated ? (
                  <Tag minimal intent="warning">
                    {w.simulated}
                  </Tag>
                ) : null}
              </td>
              <td>{e.Remarks}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}
