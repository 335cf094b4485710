import type { DcsaEvent } from './dcsa';

/**
 * The CARRIER_TNT simulator's event scripts (operations.md §17.1): what the simulated carrier will
 * have published about one container, following §5.5's journey — empty out, stuffed, gated in,
 * loaded, departed, (transhipped,) arrived, discharged, customs, out full, empty back — each step at
 * its place's clock (time zones), with the realistic mess a real feed has: an estimate superseded by
 * a newer one (same eventID, later update), a gate-in typed at the wrong terminal and retracted,
 * one event published late, vessel events shared by every box on the voyage. `publishAt` is when
 * the carrier makes each version visible (its update time): the simulator's clock releases them.
 * Pure: the same inputs give the same script.
 */
export interface ScriptedEvent {
  event: DcsaEvent;
  /** ms since the epoch: the carrier publishes it then (the event's update time). */
  publishAt: number;
}

export interface Leg {
  vessel: string;
  voyage: string;
  from: string;
  to: string;
}

export type Scenario = 'normal' | 'etaSlip' | 'customsHold';

export interface JourneyPlan {
  carrier: string;
  container: string;
  legs: Leg[];
  /** ms: the journey's first step (the empty pick-up). */
  start: number;
  scenario: Scenario;
  /** The place's offset (minutes east of UTC) at an instant: the ports' time zones. */
  offsetAt(place: string, at: number): number;
  /** A transport document to announce (the master B/L), if any. */
  blNo?: string;
}

const H = 3_600_000;
/** Days at sea per leg: a feeder leg to the hub, then the long leg. */
const SEA_DAYS = [5, 21];

/** `2026-03-02T09:30:00+08:00`: an instant on the place's clock. */
export function zoned(at: number, offsetMinutes: number): string {
  const local = new Date(at + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const a = Math.abs(offsetMinutes);
  return `${local}${offsetMinutes < 0 ? '-' : '+'}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
}

/** The place's offset (minutes east of UTC) in an IANA zone at an instant (summer time included). */
export function zoneOffset(zone: string, at: number): number {
  if (!zone) return 0;
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(at))
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = name?.match(/GMT([+-])(\d{2}):(\d{2})/);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** The hours from the journey's start at which the route's vessel calls happen: departures and arrivals per leg. */
export function legTimes(legs: readonly Leg[]): { depart: number; arrive: number }[] {
  let t = 72;
  return legs.map((_, i) => {
    const depart = t;
    const arrive = depart + (SEA_DAYS[legs.length === 1 ? 1 : Math.min(i, 1)] ?? 21) * 24;
    t = arrive + 48;
    return { depart, arrive };
  });
}

export function journeyScript(p: JourneyPlan): ScriptedEvent[] {
  const out: ScriptedEvent[] = [];
  const at = (h: number) => p.start + h * H;
  const pol = p.legs[0]!.from;
  const pod = p.legs[p.legs.length - 1]!.to;
  const times = legTimes(p.legs);
  const arrival = times[times.length - 1]!.arrive + (p.scenario === 'etaSlip' ? 40 : 0);
  let n = 0;
  const eq = (
    code: string,
    h: number,
    place: string,
    empty: 'EMPTY' | 'LADEN',
    facility: string,
    o: { phase?: DcsaEvent['transportPhase']; publishH?: number; id?: string; leg?: Leg } = {},
  ) => {
    const e: DcsaEvent = {
      eventID: o.id ?? `${p.carrier}-${p.container}-${String(++n).padStart(2, '0')}`,
      eventType: 'EQUIPMENT',
      eventClassifierCode: 'ACT',
      eventDateTime: zoned(at(h), p.offsetAt(place, at(h))),
      eventUpdatedDateTime: new Date(at(o.publishH ?? h)).toISOString(),
      equipmentEventTypeCode: code,
      equipmentReference: p.container,
      ISOEquipmentCode: '45G1',
      emptyIndicatorCode: empty,
      transportCall: {
        UNLocationCode: place,
        facilityTypeCode: facility,
        ...(o.leg ? { modeOfTransport: 'VESSEL' as const, vessel: { vesselName: o.leg.vessel }, exportVoyageNumber: o.leg.voyage } : {}),
      },
      ...(o.phase ? { transportPhase: o.phase } : {}),
    };
    out.push({ event: e, publishAt: at(o.publishH ?? h) });
    return e;
  };
  const vesselEvent = (leg: Leg, code: 'ARRI' | 'DEPA', cls: 'ACT' | 'EST', h: number, place: string, publishH: number) => {
    const e: DcsaEvent = {
      // one event of the voyage, whichever box's feed carries it: the store keeps it once
      eventID: `${p.carrier}-${leg.vessel.replace(/\s+/g, '')}-${leg.voyage}-${code}-${place}-${cls}`,
      eventType: 'TRANSPORT',
      eventClassifierCode: cls,
      eventDateTime: zoned(at(h), p.offsetAt(place, at(h))),
      eventUpdatedDateTime: new Date(at(publishH)).toISOString(),
      transportEventTypeCode: code,
      transportCall: {
        UNLocationCode: place,
        facilityTypeCode: 'POTE',
        modeOfTransport: 'VESSEL',
        vessel: { vesselName: leg.vessel },
        exportVoyageNumber: leg.voyage,
      },
    };
    out.push({ event: e, publishAt: at(publishH) });
  };

  eq('GTOT', 0, pol, 'EMPTY', 'DEPO');
  // published a day late: the carrier's feed is not always on time
  eq('STUF', 20, pol, 'LADEN', 'CLOC', { publishH: 44 });
  // the terminal first reported the gate-in at the wrong port, then withdrew it (a retraction) and sent the right one
  const wrong = eq('GTIN', 29, 'CNNGB', 'LADEN', 'POTE', { publishH: 29 });
  out.push({
    event: {
      ...wrong,
      eventID: `${wrong.eventID}-R`,
      eventUpdatedDateTime: new Date(at(31)).toISOString(),
      retractedEventID: wrong.eventID,
      remark: 'wrong terminal',
    },
    publishAt: at(31),
  });
  eq('GTIN', 30, pol, 'LADEN', 'POTE', { publishH: 31 });
  if (p.blNo) {
    out.push({
      event: {
        eventID: `${p.carrier}-${p.blNo}-ISSU`,
        eventType: 'SHIPMENT',
        eventClassifierCode: 'ACT',
        eventDateTime: zoned(at(40), p.offsetAt(pol, at(40))),
        eventUpdatedDateTime: new Date(at(40)).toISOString(),
        shipmentEventTypeCode: 'ISSU',
        documentTypeCode: 'TRD',
        documentID: p.blNo,
        transportCall: { UNLocationCode: pol },
      },
      publishAt: at(40),
    });
  }
  // the first ETA, given at the start; superseded later by the same event with a newer update
  const lastLeg = p.legs[p.legs.length - 1]!;
  vesselEvent(lastLeg, 'ARRI', 'EST', times[times.length - 1]!.arrive, pod, 1);
  for (const [i, leg] of p.legs.entries()) {
    const t = times[i]!;
    const phaseFrom = i === 0 ? 'EXPORT' : 'TRANSSHIPMENT';
    eq('LOAD', t.depart - 12, leg.from, 'LADEN', 'POTE', { phase: phaseFrom, leg });
    vesselEvent(leg, 'DEPA', 'ACT', t.depart, leg.from, t.depart);
    const last = i === p.legs.length - 1;
    const arrive = last ? arrival : t.arrive;
    vesselEvent(leg, 'ARRI', 'ACT', arrive, leg.to, arrive);
    if (!last) eq('DISC', arrive + 6, leg.to, 'LADEN', 'POTE', { phase: 'TRANSSHIPMENT', leg });
  }
  // the carrier's newer estimate, a week before arrival (the same eventID: it supersedes the first)
  vesselEvent(lastLeg, 'ARRI', 'EST', arrival, pod, arrival - 7 * 24);
  eq('DISC', arrival + 6, pod, 'LADEN', 'POTE', { phase: 'IMPORT', leg: lastLeg });
  if (p.scenario === 'customsHold') {
    // customs stopped the box: no release follows (the control tower's CUSTOMS_HOLD)
    eq('CUSS', arrival + 10, pod, 'LADEN', 'POTE', { phase: 'IMPORT' });
    return out;
  }
  eq('CUSR', arrival + 20, pod, 'LADEN', 'POTE', { phase: 'IMPORT' });
  eq('AVPU', arrival + 24, pod, 'LADEN', 'POTE', { phase: 'IMPORT' });
  eq('GTOT', arrival + 40, pod, 'LADEN', 'POTE', { phase: 'IMPORT' });
  eq('GTIN', arrival + 100, pod, 'EMPTY', 'DEPO', { phase: 'IMPORT' });
  return out;
}

/** The hours a script spans, from the first step to the empty return. */
export const journeyHours = (legs: readonly Leg[]) => legTimes(legs)[legs.length - 1]!.arrive + 140;
