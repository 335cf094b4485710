import { Callout, H2, HTMLTable, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BookingRow } from '../../contract/booking/calls';
import { BOOKING_PAGES } from '../../contract/booking/module';
import { ENDPOINTS } from '../../contract/endpoints';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { apiData } from '../../streams/http';
import { useRoute } from '../../ui/routeContext';
import { BOOKING_STATUS_WORDS, bookingWords } from './words';

/**
 * The booking desk's acceptance queue (commercial.md §6.4 BookingManagement), worked from the
 * keyboard like the SI review queue: the oldest submission first, SLA breaches and the next cut-off
 * in sight; ↑/↓ (j/k) pick, Enter opens, a accepts, r and x return or reject with the remarks typed
 * (the box takes the focus), s sends to the carrier. It refreshes live as bookings move.
 */
export default function BookingDeskScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(bookingWords);
  const navigate = useNavigate();
  const client = useQueryClient();
  const queue = useQuery({
    queryKey: ['booking', 'queue'],
    queryFn: () => apiData<{ Items: BookingRow[] }>('GET', `${ENDPOINTS.bookingQueue}?PageSize=200`).then((p) => p.Items),
  });
  const [at, setAt] = useState(0);
  const [remarks, setRemarks] = useState('');
  const [pending, setPending] = useState<'return' | 'reject' | undefined>();
  const [error, setError] = useState('');
  const remarksBox = useRef<HTMLInputElement>(null);
  const rows = queue.data ?? [];
  const row = rows[Math.min(at, rows.length - 1)];

  const act = async (path: string, extra: Record<string, unknown> = {}) => {
    if (!row) return;
    setError('');
    try {
      await apiData('POST', path, { Id: row.Id, Version: row.Version, ...extra });
      await client.invalidateQueries({ queryKey: ['booking'] });
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const onKey = (e: React.KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement) {
      if (e.key === 'Enter' && pending) {
        void act(pending === 'return' ? ENDPOINTS.bookingReturn : ENDPOINTS.bookingReject, { Remarks: remarks }).then(() => {
          setPending(undefined);
          setRemarks('');
        });
      }
      if (e.key === 'Escape') setPending(undefined);
      return;
    }
    const k = e.key;
    if (k === 'ArrowDown' || k === 'j') setAt((i) => Math.min(i + 1, rows.length - 1));
    else if (k === 'ArrowUp' || k === 'k') setAt((i) => Math.max(i - 1, 0));
    else if (k === 'Enter' && row) navigate(`${BOOKING_PAGES.deskDetail}?id=${row.Id}`);
    else if (k === 'a' && row?.Status === 'SUBMITTED') void act(ENDPOINTS.bookingAccept);
    else if (k === 's' && row?.Status === 'ACCEPTED') void act(ENDPOINTS.bookingSendToCarrier);
    else if ((k === 'r' || k === 'x') && row) {
      setPending(k === 'r' ? 'return' : 'reject');
      setTimeout(() => remarksBox.current?.focus(), 0);
    } else return;
    e.preventDefault();
  };

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the queue is worked from the keyboard as a whole
    <section className="admin-screen" data-testid="booking-desk" tabIndex={0} onKeyDown={onKey} aria-label={route.title[lang]}>
      <H2>{route.title[lang]}</H2>
      <Callout icon="key">{w.deskQueueHint}</Callout>
      {error ? (
        <Callout intent="danger" data-testid="booking-error">
          {error}
        </Callout>
      ) : null}
      {pending ? (
        <InputGroup
          inputRef={remarksBox}
          aria-label={w.reason}
          placeholder={`${pending === 'return' ? w.returnIt : w.reject} · ${w.reason}`}
          value={remarks}
          onChange={(e) => setRemarks(e.target.value)}
        />
      ) : null}
      {queue.isPending ? (
        <Spinner />
      ) : !rows.length ? (
        <NonIdealState icon="inbox" description={w.queueEmpty} />
      ) : (
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
                onDoubleClick={() => navigate(`${BOOKING_PAGES.deskDetail}?id=${r.Id}`)}
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
      )}
    </section>
  );
}
