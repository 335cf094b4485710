import { Button, Callout, Classes, H2, HTMLTable, NonIdealState, Spinner, Tag, TextArea } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BookingRow } from '../../contract/booking/calls';
import { BOOKING_PAGES } from '../../contract/booking/module';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { usePageKeys } from '../../lib/pageKeys';
import { type BookingMove, useMoveBooking } from './api/moves';
import { AppDialog } from '../../ui/AppDialog';
import { useRoute } from '../../ui/routeContext';
import { BOOKING_STATUS_WORDS, bookingWords } from './words';
import { bookingQueryOptions, bookingQueueQueryOptions } from './api/bookings';

/**
 * The booking desk's acceptance queue (commercial.md §6.4 BookingManagement), worked from the
 * keyboard like the SI review queue: the oldest submission first, SLA breaches and the next cut-off
 * in sight; ↑/↓ (j/k) pick, Enter opens, a accepts, s sends to the carrier; r and x open a dialog
 * that returns or rejects only with a reason typed and its own button pressed (a stray key never
 * sends a customer's booking back). The keys obey src/lib/pageKeys.ts. It refreshes live as bookings move.
 */
export default function BookingDeskScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(bookingWords);
  const navigate = useNavigate();
  const client = useQueryClient();
  const moveBooking = useMoveBooking();
  const queue = useQuery(bookingQueueQueryOptions());
  const [at, setAt] = useState(0);
  const [remarks, setRemarks] = useState('');
  const [pending, setPending] = useState<'return' | 'reject' | undefined>();
  const [error, setError] = useState('');
  const rows = queue.data ?? [];
  const row = rows[Math.min(at, rows.length - 1)];
  // the selected booking's detail is fetched while the person reads its row, and its screen's code
  // with it: Enter (or the double click that selected it) opens a detail already at hand
  useEffect(() => {
    if (!row) return;
    void client.prefetchQuery(bookingQueryOptions(row.Id));
    void import('./BookingDetailScreen');
  }, [client, row]);

  const act = async (move: BookingMove, extra: Record<string, unknown> = {}, on: BookingRow | undefined = row) => {
    if (!on) return false;
    setError('');
    try {
      await moveBooking.mutateAsync({ move, input: { Id: on.Id, Version: on.Version, ...extra } });
      return true;
    } catch (e) {
      setError((e as Error).message);
      return false;
    }
  };
  // r and x only ask: the dialog names the booking, takes the reason and is confirmed by its own button
  const [asked, setAsked] = useState<BookingRow | undefined>();
  const ask = (what: 'return' | 'reject') => {
    if (!row) return false;
    setError('');
    setAsked(row);
    setRemarks('');
    setPending(what);
  };
  const closeAsk = () => setPending(undefined);
  const confirmAsk = async () => {
    if (!pending || !remarks.trim()) return;
    if (await act(pending === 'return' ? 'return' : 'reject', { Remarks: remarks.trim() }, asked)) closeAsk();
  };
  const down = () => setAt((i) => Math.min(i + 1, rows.length - 1));
  const up = () => setAt((i) => Math.max(i - 1, 0));
  usePageKeys({
    arrowdown: down,
    j: down,
    arrowup: up,
    k: up,
    enter: () => (row ? void navigate(`${BOOKING_PAGES.deskDetail}?id=${row.Id}`) : false),
    a: () => (row?.Status === 'SUBMITTED' ? void act('accept') : false),
    s: () => (row?.Status === 'ACCEPTED' ? void act('sendToCarrier') : false),
    r: () => ask('return'),
    x: () => ask('reject'),
  });

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the queue is worked from the keyboard as a whole
    <section className="admin-screen" data-testid="booking-desk" tabIndex={0} aria-label={route.title[lang]}>
      <H2>{route.title[lang]}</H2>
      <Callout icon="key">{w.deskQueueHint}</Callout>
      {error ? (
        <Callout intent="danger" data-testid="booking-error">
          {error}
        </Callout>
      ) : null}
      <AppDialog isOpen={!!pending} onClose={closeAsk} title={`${pending === 'reject' ? w.reject : w.returnIt} ${asked?.BookingNo ?? ''}`}>
        <div className={Classes.DIALOG_BODY}>
          <p>{asked?.CompanyName}</p>
          {error ? (
            <Callout intent="danger" role="alert">
              {error}
            </Callout>
          ) : null}
          <TextArea autoFocus fill aria-label={w.reason} placeholder={w.reason} value={remarks} onChange={(e) => setRemarks(e.currentTarget.value)} />
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button text={w.cancel} onClick={closeAsk} />
            <Button
              intent="danger"
              text={pending === 'reject' ? w.reject : w.returnIt}
              disabled={!remarks.trim()}
              onClick={() => void confirmAsk()}
              data-testid="booking-desk-confirm"
            />
          </div>
        </div>
      </AppDialog>
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
