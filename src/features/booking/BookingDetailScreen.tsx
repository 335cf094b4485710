import { Callout, FormGroup, Spinner, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BOOKING_PAGES } from '../../contract/booking/module';
import { eventsFrom } from '../../domain/booking/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { ModulePanels } from '../../ui/panels';
import { useRoute } from '../../ui/routeContext';
import { useBooking } from './api/bookings';
import { type BookingMove, useMoveBooking } from './api/moves';
import { AmendSection } from './detail/AmendSection';
import { BookingEvents } from './detail/BookingEvents';
import { BookingFacts } from './detail/BookingFacts';
import { BookingHeading } from './detail/BookingHeading';
import { BookingMoves } from './detail/BookingMoves';
import { ReleaseForm } from './detail/ReleaseForm';
import { BookingFilesPanel } from './files/BookingFilesPanel';
import { MilestoneTimeline } from './tracking/MilestoneTimeline';
import { ProviderCard } from './tracking/ProviderCard';
import { ThirdPartyList } from './tracking/ThirdPartyList';
import { bookingWords } from './words';

/**
 * One booking (commercial.md §6.4 BookOnlineDetail, internalBookDetail, OrderTrackingDetail): its
 * status in words, the price it was made on, the release with cut-offs on the POL's clock (R6.13),
 * the desk's remarks and the whole log; the moves its status allows the person — the customer's
 * (edit, cancel, ask to cancel, make SIs after release) or the desk's (accept, return, reject, send
 * to the carrier or mark booked, release with the carrier's facts).
 */
export default function BookingDetailScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(bookingWords);
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const desk = route.path.startsWith('/quckBook');
  const moveBooking = useMoveBooking();
  const order = useBooking(id);
  const [remarks, setRemarks] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const o = order.data;
  if (!id && route.path === BOOKING_PAGES.third) return <ThirdPartyList />;
  if (!id) return <Callout intent="warning">{w.queueEmpty}</Callout>;
  if (order.isPending) return <Spinner />;
  if (order.isError || !o) return <Callout intent="danger">{order.error?.message}</Callout>;

  const act = async (move: BookingMove, extra: Record<string, unknown> = {}) => {
    setBusy(true);
    setError('');
    try {
      await moveBooking.mutateAsync({ move, input: { Id: o.Id, Version: o.Version, ...extra } });
      setRemarks('');
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const deskMoves = eventsFrom(o.Status, 'desk');

  return (
    <section className="admin-screen" data-testid="booking-detail">
      <BookingHeading order={o} title={route.title[lang]} desk={desk} />
      {o.DeskRemarks ? (
        <Callout intent="warning" title={w.deskRemarks}>
          {o.DeskRemarks}
        </Callout>
      ) : null}
      {o.Provider ? <ProviderCard provider={o.Provider} status={o.Status} /> : null}
      {o.CancelStatus === 'CANCELLATION_RECEIVED' ? <Callout intent="warning">{w.cancelRequested}</Callout> : null}
      <BookingFacts order={o} />
      {error ? (
        <Callout intent="danger" data-testid="booking-error">
          {error}
        </Callout>
      ) : null}
      <BookingMoves order={o} desk={desk} busy={busy} remarks={remarks} act={act} />
      {(desk && (deskMoves.length || o.CancelStatus)) || (!desk && o.Status === 'RELEASED') ? (
        <FormGroup label={w.reason}>
          <TextArea aria-label={w.reason} fill value={remarks} onChange={(e) => setRemarks(e.target.value)} />
        </FormGroup>
      ) : null}
      {desk && o.HeldRelease ? (
        <Callout intent="warning" icon="eye-open" title={w.heldForCheck} data-testid="booking-held" style={{ marginBottom: 12 }}>
          {w.heldExplain}
        </Callout>
      ) : null}
      {desk && deskMoves.includes('release') ? (
        // a held confirmation fills the form with the carrier's facts: the desk checks them and releases
        <ReleaseForm
          key={o.HeldRelease ? `held-${o.Version}` : 'hand'}
          order={o}
          held={o.HeldRelease ?? undefined}
          title={o.HeldRelease ? w.releaseToCustomer : undefined}
          busy={busy}
          onRelease={(facts) => act('release', { Facts: facts })}
        />
      ) : null}
      <AmendSection order={o} desk={desk} busy={busy} remarks={remarks} act={act} />
      {/* the booking's containers: other modules' panels (VGM; the packing lists later) — src/ui/panels.tsx */}
      {o.CgoId && o.Release ? <ModulePanels slot="booking.containers" cgoId={o.CgoId} /> : null}
      <BookingFilesPanel bookingId={o.Id} released={!!o.Release} desk={desk} />
      {o.Status !== 'DRAFT' ? <MilestoneTimeline id={o.Id} /> : null}
      <BookingEvents order={o} />
    </section>
  );
}
