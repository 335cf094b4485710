import type { Route, TrackingEvent } from '../../../src/domain/tracking/event';
import { projectShipment, type ShipmentProjection } from '../../../src/domain/tracking/milestones';
import type { Summary } from './repository';

/**
 * A tracked shipment's summary (operations.md §8.1, §8.5): the milestone projection of its events
 * (src/domain/tracking/milestones.ts, the one projection) read into the list's columns — the
 * shipment milestone, ETD/ATD at the POL, ETA/ATA at the POD, the ETA slip in hours (trk.delay) and
 * the exceptions the list shows: ETA_SLIP (slip > 24 h), CUSTOMS_HOLD (a CUSS/CUSI with no later
 * CUSR), ANOMALY (an event out of sequence, flagged, never reordered away).
 */

const kept = (events: readonly TrackingEvent[]) => events.filter((e) => !e.EVT_RETRACTED && !e.EVT_RETRACTS);
const byTime = (a: TrackingEvent, b: TrackingEvent) => Date.parse(a.EVT_AT) - Date.parse(b.EVT_AT);

/**
 * The route the events describe when no booking gives one: the POL where the box was first loaded
 * for export, the POD the last voyage arrives at, the transhipment ports between.
 */
export function routeOfEvents(events: readonly TrackingEvent[], booked?: { pol: string; pod: string; vessel?: string; voyage?: string }): Route {
  const live = kept(events).sort(byTime);
  const loads = live.filter((e) => e.EVT_CODE === 'LOAD' && e.EVT_TYPE === 'EQUIPMENT');
  const pol = booked?.pol || (loads.find((e) => e.EVT_PHASE !== 'TRANSSHIPMENT' && e.EVT_PHASE !== 'IMPORT') ?? loads[0])?.EVT_LOCATION || '';
  const arrivals = live.filter((e) => e.EVT_CODE === 'ARRI' && e.EVT_TYPE === 'TRANSPORT');
  const importDisc = live.find((e) => e.EVT_CODE === 'DISC' && e.EVT_PHASE === 'IMPORT');
  const pod = booked?.pod || importDisc?.EVT_LOCATION || arrivals[arrivals.length - 1]?.EVT_LOCATION || '';
  const transhipments = [
    ...new Set(live.filter((e) => e.EVT_PHASE === 'TRANSSHIPMENT' && e.EVT_LOCATION !== pol && e.EVT_LOCATION !== pod).map((e) => e.EVT_LOCATION)),
  ];
  const route: Route = { transhipments };
  if (pol) route.pol = pol;
  if (pod) route.pod = pod;
  if (booked?.vessel) route.vessels = [{ name: booked.vessel, ...(booked.voyage ? { voyage: booked.voyage } : {}) }];
  return route;
}

/** Whether customs stopped a box and released it no later (CUSS or CUSI without a later CUSR). */
export function customsHeld(events: readonly TrackingEvent[], container: string): boolean {
  const own = kept(events)
    .filter((e) => e.EVT_EQUIPMENT_REF === container && ['CUSS', 'CUSI', 'CUSR'].includes(e.EVT_CODE) && e.EVT_CLASSIFIER === 'ACT')
    .sort(byTime);
  return own.length > 0 && own[own.length - 1]!.EVT_CODE !== 'CUSR';
}

export interface Projected {
  projection: ShipmentProjection;
  route: Route;
  summary: Summary;
  /** Every box is back empty (or delivered): the subscription completes. */
  done: boolean;
}

export function summarise(
  events: readonly TrackingEvent[],
  containers: readonly string[],
  booked?: { pol: string; pod: string; vessel?: string; voyage?: string },
  knownFirstEta: string | null = null,
): Projected {
  const route = routeOfEvents(events, booked);
  const projection = projectShipment(events, route);
  const boxes = [...new Set([...containers, ...projection.containers.map((c) => c.equipmentRef)])].sort();
  // the voyage that arrives at the POD (else the one leaving the POL)
  const voyages = kept(events).filter((e) => e.EVT_TYPE === 'TRANSPORT' && e.EVT_VESSEL_NAME);
  const last =
    voyages
      .filter((e) => e.EVT_LOCATION === route.pod)
      .sort(byTime)
      .pop() ??
    voyages
      .filter((e) => e.EVT_LOCATION === route.pol)
      .sort(byTime)
      .pop();
  const slip = projection.etaSlip;
  // trk.delay: the latest estimate against the first we were ever told (ours kept, else the events' own first)
  const eta = projection.eta?.at ?? null;
  const firstTold = knownFirstEta ?? slip?.first.at ?? eta;
  const slipHours = eta && firstTold ? (Date.parse(eta) - Date.parse(firstTold)) / 3_600_000 : 0;
  const exceptions: string[] = [];
  if (slipHours > 24) exceptions.push('ETA_SLIP');
  if (boxes.some((b) => customsHeld(events, b))) exceptions.push('CUSTOMS_HOLD');
  if (projection.containers.some((c) => c.anomalies.length)) exceptions.push('ANOMALY');
  const delivered = projection.containers.flatMap((c) => c.milestones.filter((m) => m.key === 'DELIVERED' && m.actual).map((m) => m.actual!.at));
  const done = projection.containers.length > 0 && projection.containers.every((c) => c.latest === 'EMPTY_RETURNED');
  const summary: Summary = {
    vessel: last?.EVT_VESSEL_NAME ?? booked?.vessel ?? '',
    voyage: last?.EVT_VOYAGE ?? booked?.voyage ?? '',
    pol: route.pol ?? '',
    pod: route.pod ?? '',
    etd: projection.etd?.at ?? null,
    atd: projection.atd?.at ?? null,
    eta,
    firstEta: firstTold ?? null,
    ata: projection.ata?.at ?? null,
    milestone: projection.milestone ?? '',
    delayHours: Math.max(0, Math.round(slipHours)),
    exceptions,
    containers: boxes,
    deliveredAt: delivered.length ? delivered.sort().pop()! : null,
  };
  return { projection, route, summary, done };
}
