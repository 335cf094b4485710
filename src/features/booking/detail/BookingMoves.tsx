import { AnchorButton, Button } from '@blueprintjs/core';
import type { BookingOrder } from '../../../contract/booking/calls';
import { BOOKING_PAGES } from '../../../contract/booking/module';
import { eventsFrom } from '../../../domain/booking/status';
import { useWords } from '../../../i18n/words';
import type { BookingMove } from '../api/moves';
import { bookingWords } from '../words';

/** A move on the booking with what it sends beside the id and version. */
export type ActOnBooking = (move: BookingMove, extra?: Record<string, unknown>) => Promise<void>;

/** The moves its status allows the person: the customer's (edit, cancel, ask to cancel, make SIs after release) or the desk's (accept, return, reject, send, mark booked, decide a cancellation). */
export function BookingMoves({
  order: o,
  desk,
  busy,
  remarks,
  act,
}: {
  order: BookingOrder;
  desk: boolean;
  busy: boolean;
  remarks: string;
  act: ActOnBooking;
}) {
  const w = useWords(bookingWords);
  const deskMoves = eventsFrom(o.Status, 'desk');
  const customerMoves = eventsFrom(o.Status, 'customer');
  const editable = o.Status === 'DRAFT' || o.Status === 'RETURNED';
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', margin: '12px 0' }}>
      {!desk && editable ? <AnchorButton icon="edit" text={w.edit} href={`${BOOKING_PAGES.book}?id=${o.Id}`} /> : null}
      {!desk && customerMoves.includes('cancel') ? <Button icon="cross" text={w.cancelBooking} loading={busy} onClick={() => void act('cancel')} /> : null}
      {!desk && o.Status === 'RELEASED' && o.CgoId ? (
        <AnchorButton intent="primary" icon="document" text={w.makeSi} href={`/external/workbench/siSubmit?cgo=${encodeURIComponent(o.CgoId)}`} />
      ) : null}
      {!desk && o.Status === 'RELEASED' && !o.CancelStatus ? (
        <Button icon="disable" text={w.requestCancel} loading={busy} onClick={() => void act('requestCancel', { Reason: remarks || '-' })} />
      ) : null}
      {desk && deskMoves.includes('accept') ? <Button intent="primary" text={w.accept} loading={busy} onClick={() => void act('accept')} /> : null}
      {desk && deskMoves.includes('send') ? <Button icon="send-to" text={w.sendToCarrier} loading={busy} onClick={() => void act('sendToCarrier')} /> : null}
      {desk && deskMoves.includes('markBooked') ? <Button text={w.markBooked} loading={busy} onClick={() => void act('markBooked')} /> : null}
      {desk && deskMoves.includes('return') ? <Button text={w.returnIt} loading={busy} onClick={() => void act('return', { Remarks: remarks })} /> : null}
      {desk && deskMoves.includes('reject') ? (
        <Button intent="danger" text={w.reject} loading={busy} onClick={() => void act('reject', { Remarks: remarks })} />
      ) : null}
      {desk && deskMoves.includes('decline') ? (
        <Button intent="danger" text={w.decline} loading={busy} onClick={() => void act('decline', { Remarks: remarks })} />
      ) : null}
      {desk && o.CancelStatus === 'CANCELLATION_RECEIVED' ? (
        <>
          <Button intent="danger" text={w.confirmCancel} loading={busy} onClick={() => void act('decideCancel', { Confirm: true, Remarks: remarks })} />
          <Button text={w.declineCancel} loading={busy} onClick={() => void act('decideCancel', { Confirm: false, Remarks: remarks })} />
        </>
      ) : null}
    </div>
  );
}
