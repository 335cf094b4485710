import { Callout, H2, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BookingRow } from '../../contract/booking/calls';
import { BOOKING_PAGES } from '../../contract/booking/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { usePageKeys } from '../../lib/pageKeys';
import { type BookingMove, useMoveBooking } from './api/moves';
import { useRoute } from '../../ui/routeContext';
import { DeskAskDialog } from './desk/DeskAskDialog';
import { DeskQueueTable } from './desk/DeskQueueTable';
import { bookingWords } from './words';
import { bookingQueryOptions, bookingQueueQueryOptions } from './api/bookings';

/**
 * The selected booking's detail is fetched while the person reads its row, and its screen's code
 * with it: Enter (or the double click that selected it) opens a detail already at hand.
 */
function usePrefetchedDetail(row: BookingRow | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (!row) return;
    void client.prefetchQuery(bookingQueryOptions(row.Id));
    void import('./BookingDetailScreen');
  }, [client, row]);
}

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
  const moveBooking = useMoveBooking();
  const queue = useQuery(bookingQueueQueryOptions());
  const [at, setAt] = useState(0);
  const [remarks, setRemarks] = useState('');
  const [pending, setPending] = useState<'return' | 'reject' | undefined>();
  const [error, setError] = useState('');
  const rows = queue.data ?? [];
  const row = rows[Math.min(at, rows.length - 1)];
  usePrefetchedDetail(row);

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
      <DeskAskDialog pending={pending} asked={asked} error={error} remarks={remarks} setRemarks={setRemarks} closeAsk={closeAsk} confirmAsk={confirmAsk} />
      {queue.isPending ? (
        <Spinner />
      ) : !rows.length ? (
        <NonIdealState icon="inbox" description={w.queueEmpty} />
      ) : (
        <DeskQueueTable rows={rows} at={at} setAt={setAt} onOpen={(r) => navigate(`${BOOKING_PAGES.deskDetail}?id=${r.Id}`)} />
      )}
    </section>
  );
}
