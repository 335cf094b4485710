import type { ReleaseFacts } from '../../../src/contract/booking/calls';
import { cgoIdOf, checkRelease } from '../../../src/domain/booking/release';
import { localDateTime } from '../../../src/domain/refdata/localTimes';
import type { Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Told } from '../../live/tell';
import { appendEvent, type StoredOrder, tellCustomer } from './orderRepository';
import { no } from '../../platform/refusal';
import { carrierNoHolder, insertCargoRecord, lastCgoNumber, lockCompany, markReleased, monthInShanghai, placeNames, polClock } from './releaseRepository';

/**
 * The release (放舱, R6.8–R6.9): the carrier's facts checked, then — in the caller's transaction —
 * the `bookings` cargo record (CGO_ID) the SI module makes SIs from, and the order released with
 * its facts. The desk's hand release and the carrier's confirmation receipt both come here.
 */

const REFUSALS: Record<string, (d: string) => readonly [string, string]> = {
  CUTOFF_MISSING: (d: string) => [`A release needs the ${d} cut-off(s).`, `放舱须填写截止时间：${d}。`],
  CUTOFF_ORDER: (d: string) => [
    `The cut-off(s) ${d} must be before the ETD (and the gate opening before the gate closing).`,
    `截止时间 ${d} 须早于开船时间（开港须早于截港）。`,
  ],
  BAD_TIME: (d: string) => [`${d} is no date and time on the port's clock (2026-12-02 12:00).`, `${d} 不是有效的港口当地时间（如 2026-12-02 12:00）。`],
  BAD_EQUIPMENT: (d: string) => [
    `The confirmed equipment (${d}) must be the requested types, no more units than requested.`,
    `确认箱型箱量（${d}）须为订舱的箱型，且不多于订舱箱量。`,
  ],
};

export interface Released {
  cgoId: string;
  partial: boolean;
  told: Told[];
}

export async function releaseOrder(
  tx: Queryable,
  o: StoredOrder,
  facts: ReleaseFacts,
  by: { actorId: string | null; simulated: boolean },
): Promise<Outcome<Released>> {
  const pol = await polClock(tx, o.pol_code);
  const checked = checkRelease(facts, o.body.Equipment ?? [], pol?.zone ?? 'Asia/Shanghai');
  if (!checked.ok) {
    const [en, zh] = REFUSALS[checked.code]!(checked.detail);
    return no(checked.code, en, zh);
  }
  const carrierNo = facts.CarrierBookingNo.trim().toUpperCase();
  const taken = await carrierNoHolder(tx, o.carrier_code, carrierNo, o.id);
  if (taken)
    return no(
      'BOOKING_NO_TAKEN',
      `The carrier booking number ${carrierNo} is already on booking ${taken}.`,
      `船公司订舱号 ${carrierNo} 已用于订舱单 ${taken}。`,
    );

  // one CGO sequence per company and month: the company row's lock orders two releases at once
  await lockCompany(tx, o.company_id);
  const yymm = await monthInShanghai(tx);
  const prefix = cgoIdOf(o.company_code, yymm, 0).slice(0, -3);
  const cgoId = cgoIdOf(o.company_code, yymm, (await lastCgoNumber(tx, prefix)) + 1);
  const places = await placeNames(tx, [o.body.PorCode, o.pol_code, o.body.PodCode, o.body.FndCode].filter(Boolean) as string[]);
  const place = (code: string | undefined) => (code ? (places.find((p) => p.code === code)?.name ?? code) : '');
  const dco = checked.cutOffs.find((c) => c.Code === 'DCO')!.DateTime;
  // the sailing date and the SI deadline are days on the port's calendar
  const dayIn = (iso: string) => localDateTime(iso, pol?.zone ?? 'Asia/Shanghai').slice(0, 10);
  await insertCargoRecord(tx, {
    cgoId,
    companyId: o.company_id,
    mblNo: carrierNo, // R6.9: the carrier's booking number until the B/L number is known
    carrier: o.carrier_code,
    vessel: facts.ConfirmedVessel.trim().toUpperCase(),
    voyage: facts.ConfirmedVoyage.trim().toUpperCase(),
    receipt: { place: place(o.body.PorCode), code: o.body.PorCode ?? '' },
    loading: { place: place(o.pol_code), code: o.pol_code },
    discharge: { place: place(o.body.PodCode), code: o.body.PodCode },
    delivery: { place: place(o.body.FndCode), code: o.body.FndCode ?? '' },
    sailingDate: dayIn(checked.etd),
    deadline: dayIn(dco),
    containers: JSON.stringify(checked.equipment.map((e) => ({ TYPE: e.ContainerClass, COUNT: e.Units, CNNOS: [] }))),
  });
  const release = {
    CarrierBookingNo: carrierNo,
    ConfirmedVessel: facts.ConfirmedVessel.trim().toUpperCase(),
    ConfirmedVoyage: facts.ConfirmedVoyage.trim().toUpperCase(),
    Etd: checked.etd,
    Eta: checked.eta ?? '',
    ConfirmedEquipment: checked.equipment,
    CutOffs: checked.cutOffs,
    Partial: checked.partial,
    Simulated: by.simulated,
  };
  await markReleased(tx, o.id, release, carrierNo, cgoId);
  await appendEvent(
    tx,
    o.id,
    by.actorId,
    checked.partial ? 'v1.BookingPartiallyReleased' : 'v1.BookingReleased',
    '',
    { CgoId: cgoId, CarrierBookingNo: carrierNo },
    by.simulated,
  );
  const told: Told[] = [];
  const units = checked.equipment.map((e) => `${e.ContainerClass}×${e.Units}`).join(' ');
  told.push(
    ...(await tellCustomer(
      tx,
      o,
      `订舱已放舱${checked.partial ? '（部分）' : ''}：${o.booking_no}，订舱号 ${carrierNo}，${units}，可制作提单补料`,
      `Booking released${checked.partial ? ' (partly)' : ''}: ${o.booking_no}, carrier booking ${carrierNo}, ${units}; SIs can be made now`,
    )),
  );
  return { ok: true, value: { cgoId, partial: checked.partial, told } };
}
