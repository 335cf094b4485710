import { AnchorButton, Button, Callout, Card, FormGroup, H2, H4, HTMLTable, InputGroup, Spinner, Tag, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BookingOrder, ReleaseFacts } from '../../contract/booking/calls';
import { BOOKING_PAGES } from '../../contract/booking/module';
import { formatDate } from '../../domain/dates';
import { eventsFrom } from '../../domain/booking/status';
import { localDateTime } from '../../domain/refdata/localTimes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { type BookingMove, useMoveBooking } from './api/moves';
import { useRoute } from '../../ui/routeContext';
import { ModulePanels } from '../../ui/panels';
import { BookingFilesPanel } from './files/BookingFilesPanel';
import { MilestoneTimeline } from './tracking/MilestoneTimeline';
import { ProviderCard } from './tracking/ProviderCard';
import { ThirdPartyList } from './tracking/ThirdPartyList';
import { BOOKING_EVENT_WORDS, BOOKING_STATUS_WORDS, bookingWords } from './words';
import { useBooking } from './api/bookings';

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
  const zone = o.PolTimeZone;
  const deskMoves = eventsFrom(o.Status, 'desk');
  const customerMoves = eventsFrom(o.Status, 'customer');
  const editable = o.Status === 'DRAFT' || o.Status === 'RETURNED';

  return (
    <section className="admin-screen" data-testid="booking-detail">
      <H2>
        {route.title[lang]} · {o.BookingNo}{' '}
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
      {o.DeskRemarks ? (
        <Callout intent="warning" title={w.deskRemarks}>
          {o.DeskRemarks}
        </Callout>
      ) : null}
      {o.Provider ? <ProviderCard provider={o.Provider} status={o.Status} /> : null}
      {o.CancelStatus === 'CANCELLATION_RECEIVED' ? <Callout intent="warning">{w.cancelRequested}</Callout> : null}
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginTop: 12 }}>
        <Card style={{ flex: 1, minWidth: 280 }}>
          <H4>{w.routing}</H4>
          <div>
            {o.CompanyName} · {o.CarrierName || o.Wire.CarrierCode}
          </div>
          <div>
            {o.Wire.PolCode} {o.PolName} → {o.Wire.PodCode} {o.PodName}
          </div>
          <div>
            {w.etd}: {o.Wire.ExpectedEtd}
          </div>
          <div>
            {w.equipment}: {(o.Wire.Equipment ?? []).map((e) => `${e.ContainerClass}×${e.Units}`).join(' ')}
          </div>
          <div>
            {w.commodity}: {o.Wire.Commodity} {o.Wire.HsCode ? `(HS ${o.Wire.HsCode})` : ''}
          </div>
          {o.Wire.ShipperRef ? (
            <div>
              {w.shipperRef}: {o.Wire.ShipperRef}
            </div>
          ) : null}
          {o.Price ? (
            <div>
              {w.price}: {o.Price.QuoteNo ? w.priceOn(o.Price.RateNo, o.Price.QuoteNo, o.Price.OptionNo ?? 1) : o.Price.RateNo}{' '}
              <span data-testid="booking-price-frozen">{o.Price.Totals}</span>
            </div>
          ) : null}
        </Card>
        {o.Release ? (
          <Card style={{ flex: 1, minWidth: 280 }} data-testid="booking-release">
            <H4>
              {w.release} {o.Release.Partial ? <Tag intent="warning">{w.partial}</Tag> : null}
            </H4>
            <div>
              {w.carrierBookingNo}: <b>{o.Release.CarrierBookingNo}</b> · CGO: <b data-testid="booking-cgo">{o.CgoId}</b>
            </div>
            <div>
              {w.vessel}/{w.voyage}: {o.Release.ConfirmedVessel} / {o.Release.ConfirmedVoyage}
            </div>
            <div>
              {w.etd}: {localDateTime(o.Release.Etd, zone)} ({zone})
            </div>
            <div>
              {w.equipment}: {o.Release.ConfirmedEquipment.map((e) => `${e.ContainerClass}×${e.Units}`).join(' ')}
            </div>
            <HTMLTable compact>
              <thead>
                <tr>
                  <th colSpan={2}>{w.cutOffs}</th>
                </tr>
              </thead>
              <tbody>
                {o.Release.CutOffs.map((c) => (
                  <tr key={c.Code}>
                    <td>{c.Code}</td>
                    <td>{localDateTime(c.DateTime, zone)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </Card>
        ) : null}
      </div>
      {error ? (
        <Callout intent="danger" data-testid="booking-error">
          {error}
        </Callout>
      ) : null}
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
      {o.AmendRequest ? (
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
      ) : null}
      {/* the booking's containers: other modules' panels (VGM; the packing lists later) — src/ui/panels.tsx */}
      {o.CgoId && o.Release ? <ModulePanels slot="booking.containers" cgoId={o.CgoId} /> : null}
      <BookingFilesPanel bookingId={o.Id} released={!!o.Release} desk={desk} />
      {o.Status !== 'DRAFT' ? <MilestoneTimeline id={o.Id} /> : null}
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
    </section>
  );
}

/** A customer's change after release (R6.10): a new departure date, remarks, and why. */
function AmendForm({ busy, onAsk }: { busy: boolean; onAsk(changes: Record<string, string>, reason: string): Promise<void> }) {
  const w = useWords(bookingWords);
  const [etd, setEtd] = useState('');
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const changes = { ...(etd.trim() ? { ExpectedEtd: etd.trim() } : {}), ...(note.trim() ? { Remarks: note.trim() } : {}) };
  return (
    <Card data-testid="amend-form" style={{ marginBottom: 12 }}>
      <H4>{w.requestAmend}</H4>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <FormGroup label={w.newEtd}>
          <InputGroup aria-label={w.newEtd} placeholder="2026-12-20" value={etd} onChange={(e) => setEtd(e.target.value)} />
        </FormGroup>
        <FormGroup label={w.remarks}>
          <InputGroup aria-label={`${w.requestAmend} ${w.remarks}`} value={note} onChange={(e) => setNote(e.target.value)} />
        </FormGroup>
        <FormGroup label={w.reason}>
          <InputGroup aria-label={`${w.requestAmend} ${w.reason}`} value={reason} onChange={(e) => setReason(e.target.value)} />
        </FormGroup>
      </div>
      <Button
        text={w.requestAmend}
        loading={busy}
        disabled={!reason.trim() || !Object.keys(changes).length}
        onClick={() => void onAsk(changes, reason.trim())}
      />
    </Card>
  );
}

/** The release form: the carrier's facts, times typed on the POL's clock (R6.8, R6.13). */
function ReleaseForm({
  order,
  busy,
  onRelease,
  title,
  held,
}: {
  order: BookingOrder;
  busy: boolean;
  onRelease(facts: unknown): Promise<void>;
  title?: string;
  held?: ReleaseFacts;
}) {
  const w = useWords(bookingWords);
  const etd = order.Wire.ExpectedEtd ?? '';
  const [no, setNo] = useState(held?.CarrierBookingNo ?? '');
  const [vessel, setVessel] = useState(held?.ConfirmedVessel ?? order.Wire.RequestedVessel ?? '');
  const [voyage, setVoyage] = useState(held?.ConfirmedVoyage ?? order.Wire.RequestedVoyage ?? '');
  const [etdText, setEtd] = useState(held?.Etd ?? (etd ? `${etd} 18:00` : ''));
  const [equipment, setEquipment] = useState((held?.ConfirmedEquipment ?? order.Wire.Equipment ?? []).map((e) => `${e.ContainerClass}*${e.Units}`).join(' '));
  const [cutOffs, setCutOffs] = useState((held?.CutOffs ?? []).map((c) => `${c.Code} ${c.DateTime}`).join('\n'));
  const submit = () =>
    onRelease({
      CarrierBookingNo: no,
      ConfirmedVessel: vessel,
      ConfirmedVoyage: voyage,
      Etd: etdText,
      ConfirmedEquipment: equipment
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((part) => {
          const [type, units] = part.split(/[*×x]/i);
          return { ContainerClass: (type ?? '').toUpperCase(), Units: Number(units) || 0 };
        }),
      CutOffs: cutOffs
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .map((l) => {
          const [code, ...rest] = l.split(/\s+/);
          return { Code: (code ?? '').toUpperCase(), DateTime: rest.join(' ') };
        }),
    });
  return (
    <Card data-testid="release-form" style={{ marginBottom: 12 }}>
      <H4>{title ?? w.releaseIt}</H4>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <FormGroup label={w.carrierBookingNo}>
          <InputGroup aria-label={w.carrierBookingNo} value={no} onChange={(e) => setNo(e.target.value.toUpperCase())} />
        </FormGroup>
        <FormGroup label={w.vessel}>
          <InputGroup aria-label={w.vessel} value={vessel} onChange={(e) => setVessel(e.target.value.toUpperCase())} />
        </FormGroup>
        <FormGroup label={w.voyage}>
          <InputGroup aria-label={w.voyage} value={voyage} onChange={(e) => setVoyage(e.target.value.toUpperCase())} />
        </FormGroup>
        <FormGroup label={w.etdLocal}>
          <InputGroup aria-label={w.etdLocal} value={etdText} onChange={(e) => setEtd(e.target.value)} />
        </FormGroup>
        <FormGroup label={w.confirmedEquipment}>
          <InputGroup aria-label={w.confirmedEquipment} value={equipment} onChange={(e) => setEquipment(e.target.value)} />
        </FormGroup>
      </div>
      <FormGroup label={w.cutOffs} helperText={w.cutOffsHint}>
        <TextArea aria-label={w.cutOffs} fill rows={4} value={cutOffs} onChange={(e) => setCutOffs(e.target.value)} />
      </FormGroup>
      <Button intent="success" icon="tick" text={title ?? w.releaseIt} loading={busy} onClick={() => void submit()} />
    </Card>
  );
}
