import { Button, Callout, Card, H4 } from '@blueprintjs/core';
import type { BookingOrder } from '../../../contract/booking/calls';
import { useWords } from '../../../i18n/words';
import { bookingWords } from '../words';
import { AmendForm } from './AmendForm';
import type { ActOnBooking } from './BookingMoves';
import { ReleaseForm } from './ReleaseForm';

/** A change asked after release (R6.10): pending, the customer may withdraw it and the desk confirms (with the new sailing's facts) or declines; released and none pending, the customer may ask one. */
export function AmendSection({
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
  return o.AmendRequest ? (
    <Card data-testid="booking-amend" style={{ marginBottom: 12 }}>
      <H4>{w.amendPending}</H4>
      <div>
        {Object.entries(o.AmendRequest.Changes)
          .map(([k, v]) => `${k}: ${String(v)}`)
          .join(' · ')}
      </div>
      <div>
        {w.reason}: {o.AmendRequest.Reason}
      </div>
      {o.AmendRequest.FeeWarning ? <Callout intent="warning">{w.amendFee}</Callout> : null}
      <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
        {!desk ? <Button text={w.withdrawAmend} loading={busy} onClick={() => void act('withdrawAmend')} /> : null}
        {desk ? (
          <Button intent="primary" text={w.confirmAmend} loading={busy} onClick={() => void act('decideAmend', { Approve: true, Remarks: remarks })} />
        ) : null}
        {desk ? (
          <Button intent="danger" text={w.declineAmend} loading={busy} onClick={() => void act('decideAmend', { Approve: false, Remarks: remarks })} />
        ) : null}
      </div>
      {desk ? (
        <ReleaseForm
          order={o}
          busy={busy}
          title={w.confirmAmendSailing}
          onRelease={(facts) => act('decideAmend', { Approve: true, Remarks: remarks, NewReleaseFacts: facts })}
        />
      ) : null}
    </Card>
  ) : !desk && o.Status === 'RELEASED' && !o.CancelStatus ? (
    <AmendForm busy={busy} onAsk={(changes, reason) => act('requestAmend', { Changes: changes, Reason: reason })} />
  ) : null;
}
