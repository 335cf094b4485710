import type { BookingWire } from '../../../../src/contract/booking/calls';
import { localDateTime } from '../../../../src/domain/refdata/localTimes';
import type { Db, Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { LiveHub } from '../../../live/hub';
import { SI_TOPIC } from '../../../live/siChanged';
import type { Actor } from '../../../platform/access/grants';
import { no } from '../../../platform/refusal';
import { createBookedOrder, publishBooking, releaseOrder } from '../../booking/public';
import { carrierBookingNoHolder, cgoIdOf, isOrderSoFile, orderCargo, releaseFacts, type StoredOrder, totalOf } from '../orderRepository';
import { orderEvent } from '../repository';
import { zoneOf } from '../spaceRepository';
import { moveOrder, setStatus } from './moveOrder';

export type SoRelease = {
  Id: number;
  Version?: number;
  CarrierBookingNos: string[];
  SoNo?: string;
  SoFileId?: number;
  CutOffs?: { Code: string; DateTime: string }[];
  EmptyPickupDepot?: string;
};
type Facts = NonNullable<Awaited<ReturnType<typeof releaseFacts>>>;

/**
 * The provider releases the S/O of a confirmed order (R5.7): the carrier's booking numbers, one
 * order's each; the released booking and its cargo record made by the booking module's one release
 * path, so SIs can be made on it and the buyer is told by the release itself.
 */
export async function releaseSo(db: Db, hub: LiveHub, actor: Actor, input: SoRelease) {
  let booking: { id: number; company_id: string } | undefined;
  const out = await moveOrder(db, hub, actor, input, 'releaseSo', async (tx, o, to, fail) => {
    const s = (await releaseFacts(tx, o.ready_space_id))!;
    const nos = [...new Set(input.CarrierBookingNos.map((n) => n.trim().toUpperCase()).filter(Boolean))];
    const refused = await releaseRefused(tx, o, s, input, nos);
    if (refused) return refused;
    const wire = await bookingWireOf(tx, o, s, input);
    // R5.7: the released booking and its cargo record, by the booking module's one release path
    const b = await createBookedOrder(tx, {
      companyId: o.buyer_company_id,
      createdBy: o.buyer_employee_id,
      handlerId: actor.id,
      wire,
      source: 'READY_SPACE',
      detail: { ReadySpaceOrderNo: o.order_no },
      price: { RateNo: s.space_no, Totals: await totalOf(tx, o.id, s.currency), ValidTo: s.etd ?? '', ProviderName: s.provider },
    });
    const zone = await zoneOf(tx, s.pol_code);
    const cutOffs = input.CutOffs?.length ? input.CutOffs : s.cut_offs.map((c) => ({ Code: c.Code, DateTime: localDateTime(c.DateTime, zone) }));
    const released = await releaseOrder(
      tx,
      b,
      {
        CarrierBookingNo: nos[0]!,
        ConfirmedVessel: s.vessel_name,
        ConfirmedVoyage: s.voyage,
        Etd: s.etd ?? '',
        ConfirmedEquipment: o.lines.map((l) => ({ ContainerClass: l.ContainerClass, Units: l.Qty })),
        CutOffs: cutOffs,
      },
      { actorId: actor.id, simulated: false },
    );
    if (!released.ok) fail(released);
    booking = { id: b.id, company_id: b.company_id };
    const cgoId = released.ok ? released.value.cgoId : '';
    const moved = await setStatus(tx, o, to, {
      carrier_booking_nos: nos,
      so_no: (input.SoNo ?? '').trim() || nos[0],
      booking_order_id: b.id,
      cgo_id: cgoId,
      so_file_id: input.SoFileId ?? null,
      released_at: 'now',
    });
    await orderEvent(tx, o.id, actor.id, 'v1.ReadySpaceSoReleased', '', { CarrierBookingNos: nos, BookingOrderId: b.id, CgoId: cgoId });
    // R5.9: the buyer is told by the release itself (its booking is released: SIs can be made)
    return { ok: true, value: { ...moved, told: released.ok ? released.value.told : [], cgoId } };
  });
  if (!out.ok || !booking) return out as Outcome<never>;
  await hub.forget({ topics: [SI_TOPIC] });
  await publishBooking(db, hub, booking, 'RELEASED');
  return { ok: true as const, value: { ...out.value, BookingOrderId: booking.id, CgoId: (await cgoIdOf(db, input.Id))! } };
}

/** Why this release cannot be made, or undefined: the S/O file is this order's, a booking number is given and no other order's. */
async function releaseRefused(tx: Queryable, o: StoredOrder, s: Facts, input: SoRelease, nos: string[]): Promise<Outcome<never> | undefined> {
  // R5.7: the S/O copy named is one uploaded to this very order as an S/O
  if (input.SoFileId && !(await isOrderSoFile(tx, o.id, input.SoFileId)))
    return no('SO_FILE_UNKNOWN', 'The S/O file named is not an S/O uploaded to this order.', '所选 S/O 文件不是本订单上传的 S/O。', [
      { Path: '/SoFileId', Message: 'not this order’s S/O' },
    ]);
  if (!nos.length)
    return no('BOOKING_NO_REQUIRED', 'A release needs the carrier’s booking number.', '放舱须填写船公司订舱号。', [
      { Path: '/CarrierBookingNos', Message: 'required' },
    ]);
  // R5.7: a carrier's booking number is one order's (and one booking's)
  const taken = await carrierBookingNoHolder(tx, o.id, s.carrier_code, nos);
  if (taken)
    return no('BOOKING_NO_TAKEN', `A carrier booking number given is already used by ${taken.no}.`, `船公司订舱号已被 ${taken.no} 使用。`, [
      { Path: '/CarrierBookingNos', Message: 'taken' },
    ]);
  return undefined;
}

/** The booking the release makes: the space's sailing, the order's cargo and containers. */
async function bookingWireOf(tx: Queryable, o: StoredOrder, s: Facts, input: SoRelease): Promise<BookingWire> {
  const order = await orderCargo(tx, o.id);
  return {
    CarrierCode: s.carrier_code,
    PolCode: s.pol_code,
    PodCode: s.pod_code,
    ...(s.via_code ? { ViaCode: s.via_code } : {}),
    VesselCallId: s.vessel_call_id ? Number(s.vessel_call_id) : null,
    RequestedVessel: s.vessel_name,
    RequestedVoyage: s.voyage,
    ExpectedEtd: s.etd ?? '',
    Commodity: order!.cargo.Commodity,
    ...(order!.cargo.HsCode ? { HsCode: order!.cargo.HsCode } : {}),
    CargoType: (order!.cargo.CargoType ?? 'GP') as BookingWire['CargoType'],
    Equipment: o.lines.map((l) => ({ ContainerClass: l.ContainerClass, Units: l.Qty, IsShipperOwned: false, GrossKgPerUnit: order!.cargo.GrossKgPerUnit })),
    ShipperRef: o.order_no,
    Remarks: input.EmptyPickupDepot ? `提箱堆场 Empty pick-up: ${input.EmptyPickupDepot.trim()}` : '',
  };
}
