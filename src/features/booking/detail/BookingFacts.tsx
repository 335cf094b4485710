import { Card, H4, HTMLTable, Tag } from '@blueprintjs/core';
import type { BookingOrder } from '../../../contract/booking/calls';
import { localDateTime } from '../../../domain/refdata/localTimes';
import { useWords } from '../../../i18n/words';
import { bookingWords } from '../words';

/** What was booked (lane, sailing, equipment, cargo, the price it was made on) and, once released, the carrier's facts with cut-offs on the POL's clock (R6.13). */
export function BookingFacts({ order: o }: { order: BookingOrder }) {
  const w = useWords(bookingWords);
  const zone = o.PolTimeZone;
  return (
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
  );
}
