import { instant, type Route, type TrackingEvent } from './event';
import { isTranshipment, type Leg, type MilestoneKey, voyageOrder } from './milestoneRanks';
import type { Anomaly } from './projectionTypes';
import { byId } from './resolveEvents';

const LEG_OF: Record<MilestoneKey, Leg> = {
  EMPTY_PICKED_UP: 'EXPORT',
  STUFFED: 'EXPORT',
  GATED_IN_POL: 'EXPORT',
  LOADED_POL: 'EXPORT',
  DEPARTED_POL: 'EXPORT',
  TS_ARRIVED: 'TRANSSHIPMENT',
  TS_DISCHARGED: 'TRANSSHIPMENT',
  TS_LOADED: 'TRANSSHIPMENT',
  TS_DEPARTED: 'TRANSSHIPMENT',
  ARRIVED_POD: 'IMPORT',
  DISCHARGED_POD: 'IMPORT',
  CUSTOMS_RELEASED: 'IMPORT',
  AVAILABLE: 'IMPORT',
  FULL_OUT_POD: 'IMPORT',
  DELIVERED: 'IMPORT',
  EMPTY_RETURNED: 'IMPORT',
};

interface Placed {
  e: TrackingEvent;
  key: MilestoneKey;
  order: number;
  phase: Leg;
}

/**
 * evt.anomaly, over the KEPT events of one container (its equipment events and its vessels'
 * transport events). `sequence`: an ACT whose rank is below an ACT of the same phase that happened
 * before it (LOAD before GTIN flags the GTIN; a LADEN GTIN before STUF flags the STUF); each event
 * is flagged once, naming the highest-ranked such predecessor. Transhipment events at two ports are
 * compared only when the route lists both ports (otherwise their order is not known).
 */
export function anomaliesOf(kept: TrackingEvent[], milestoneFor: (e: TrackingEvent) => MilestoneKey | undefined, route: Route): Anomaly[] {
  const out: Anomaly[] = [];
  const acts: Placed[] = [];
  for (const e of kept) {
    const key = milestoneFor(e);
    if (key && e.EVT_CLASSIFIER === 'ACT') acts.push({ e, key, order: voyageOrder(key, e.EVT_LOCATION, route), phase: e.EVT_PHASE ?? LEG_OF[key] });
  }
  const listed = (p: Placed) => route.transhipments?.includes(p.e.EVT_LOCATION) ?? false;
  const comparable = (a: Placed, b: Placed) =>
    a.phase === b.phase && (!isTranshipment(a.key) || !isTranshipment(b.key) || a.e.EVT_LOCATION === b.e.EVT_LOCATION || (listed(a) && listed(b)));
  for (const a of acts) {
    const before = acts
      .filter((b) => comparable(a, b) && b.order > a.order && instant(b.e.EVT_AT) < instant(a.e.EVT_AT))
      .sort((x, y) => y.order - x.order || byId(x.e, y.e));
    if (before[0]) out.push({ kind: 'sequence', eventId: a.e.EVT_ID, otherId: before[0].e.EVT_ID });
  }
  const loads = kept.filter((e) => e.EVT_TYPE === 'EQUIPMENT' && e.EVT_CODE === 'LOAD' && e.EVT_CLASSIFIER === 'ACT');
  const onRoute = route.pol ? new Set([route.pol, route.pod, ...(route.transhipments ?? [])].filter(Boolean)) : undefined;
  for (const e of kept) {
    if (e.EVT_TYPE === 'EQUIPMENT' && e.EVT_CODE === 'DISC' && e.EVT_CLASSIFIER === 'ACT' && !loads.some((l) => instant(l.EVT_AT) <= instant(e.EVT_AT)))
      out.push({ kind: 'discWithoutLoad', eventId: e.EVT_ID });
    if (e.EVT_TYPE === 'EQUIPMENT' && e.EVT_CODE === 'LOAD' && onRoute && !onRoute.has(e.EVT_LOCATION.toUpperCase()))
      out.push({ kind: 'loadOffRoute', eventId: e.EVT_ID });
    if (e.EVT_TYPE === 'TRANSPORT' && route.vessels?.length && !onBooking(e, route.vessels)) out.push({ kind: 'vesselNotOnBooking', eventId: e.EVT_ID });
  }
  return out;
}

const norm = (s: string | null | undefined) => (s ?? '').trim().toUpperCase();
function onBooking(e: TrackingEvent, vessels: NonNullable<Route['vessels']>): boolean {
  return vessels.some((v) => {
    const vessel = (v.imo && norm(v.imo) === norm(e.EVT_VESSEL_IMO)) || (v.name && norm(v.name) === norm(e.EVT_VESSEL_NAME));
    return vessel && (!v.voyage || !e.EVT_VOYAGE || norm(v.voyage) === norm(e.EVT_VOYAGE));
  });
}
