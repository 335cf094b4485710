import { HTMLTable, Tag } from '@blueprintjs/core';
import type { BookingRow } from '../../../contract/booking/calls';
import { formatDate } from '../../../domain/dates';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { BOOKING_STATUS_WORDS, bookingWords } from '../words';

/** The bookings waiting, the oldest submission first, with SLA breaches and the next cut-off in sight: a click picks one, a double click opens it. */
export function DeskQueueTable({ rows, at, setAt, onOpen }: { rows: BookingRow[]; at: number; setAt(i: number): void; onOpen(r: BookingRow): void }) {
  const lang = useLanguage();
  const w = useWords(bookingWords);
  return (
    <HTMLTable interactive compact style={{ width: '100%' }}>
      <thead>
        <tr>
          <th>{w.bookingNo}</th>
          <th>{w.customer}</th>
          <th>{w.status}</th>
          <th>{w.carrier}</th>
          <th>
            {w.pol} → {w.pod}
          </th>
          <th>{w.etd}</th>
          <th>{w.equipment}</th>
          <th>{w.nextCutOff}</th>
          <th>{w.submittedAt}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr
            key={r.Id}
            data-booking={r.BookingNo}
            aria-selected={i === at}
            style={i === at ? { outline: '2px solid #2d72d2' } : undefined}
            onClick={() => setAt(i)}
            onDoubleClick={() => onOpen(r)}
          >
            <td>{r.BookingNo}</td>
            <td>{r.CompanyName}</td>
            <td>
              {BOOKING_STATUS_WORDS[r.Status][lang]} {r.Held ? <Tag intent="warning">{w.heldForCheck}</Tag> : null}{' '}
              {r.OverSla ? <Tag intent="danger">{w.overSla}</Tag> : null}
            </td>
            <td>{r.CarrierCode}</td>
            <td>
              {r.PolCode} → {r.PodCode}
            </td>
            <td>{r.ExpectedEtd}</td>
            <td>{r.Equipment}</td>
            <td>{r.NextCutOff ? `${r.NextCutOff.Code} ${formatDate(r.NextCutOff.DateTime, 'dateTime')}` : ''}</td>
            <td>{r.SubmittedAt ? formatDate(r.SubmittedAt, 'dateTime') : ''}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
