import type { Queryable } from '../../db/types';
import type { EventDbRow } from '../containerEvents/public';
import { shipmentEventsOf } from './facts';
import { milestonesOf } from './milestoneRepository';

/**
 * What is known of an order's way (operations.md §9.2 rows 5–7, §9.4 second half): its booking's
 * tracking events (containerEvents and freightTrack, through facts.ts) merged with the destination
 * milestones the staff or the destination agent recorded here. The first actual time of each step.
 */
export interface WayFacts {
  emptyOutAt: string | null;
  gatedInAt: string | null;
  exportReleasedAt: string | null;
  loadedAt: string | null;
  departedAt: string | null;
  etd: string | null;
  eta: string | null;
  arrivedAt: string | null;
  dischargedAt: string | null;
  releasedAt: string | null;
  availableAt: string | null;
  pickedUpAt: string | null;
  /** Every container dropped at the consignee (or the delivery recorded for all of them). */
  deliveredAt: string | null;
  emptyReturnedAt: string | null;
  lastFreeDay: string | null;
  events: EventDbRow[];
}

const first = (xs: (string | null | undefined)[]): string | null => xs.filter((x): x is string => !!x).sort((a, b) => Date.parse(a) - Date.parse(b))[0] ?? null;

export async function wayOf(q: Queryable, o: { id: number; cgoId: string | null; pod: string }): Promise<WayFacts> {
  const { events, pod: bookingPod, pol } = o.cgoId ? await shipmentEventsOf(q, o.cgoId) : { events: [], pod: '', pol: '' };
  const pod = o.pod || bookingPod;
  const ms = await milestonesOf(q, o.id);
  const act = (f: (e: EventDbRow) => boolean) => first(events.filter((e) => e.EVT_CLASSIFIER === 'ACT' && f(e)).map((e) => e.EVT_AT));
  const est = (f: (e: EventDbRow) => boolean) => first(events.filter((e) => e.EVT_CLASSIFIER !== 'ACT' && f(e)).map((e) => e.EVT_AT));
  const mine = (code: string) => first(ms.filter((m) => m.code === code).map((m) => m.at));
  const atPod = (e: EventDbRow) => !pod || e.EVT_LOCATION === pod;
  const atPol = (e: EventDbRow) => !pol || e.EVT_LOCATION === pol;
  const boxes = [...new Set(events.filter((e) => e.EVT_EQUIPMENT_REF).map((e) => e.EVT_EQUIPMENT_REF.toUpperCase()))];
  // delivered: a DROP for every box the tracking knows, or a delivery recorded for all (no container named)
  const drops = new Map<string, string>();
  for (const e of events)
    if (e.EVT_CLASSIFIER === 'ACT' && e.EVT_CODE === 'DROP' && e.EVT_EQUIPMENT_REF) drops.set(e.EVT_EQUIPMENT_REF.toUpperCase(), e.EVT_AT);
  for (const m of ms) if (m.code === 'DROP' && m.containerNo && m.at) drops.set(m.containerNo.toUpperCase(), m.at);
  const allDropped = boxes.length > 0 && boxes.every((b) => drops.has(b)) ? [...drops.values()].sort().at(-1)! : null;
  const dropAll = first(ms.filter((m) => m.code === 'DROP' && !m.containerNo).map((m) => m.at));
  const lfd = ms.filter((m) => m.code === 'LFD' && m.day).at(-1)?.day ?? null;
  return {
    emptyOutAt: act((e) => e.EVT_CODE === 'GTOT' && e.EVT_EMPTY === 'EMPTY' && atPol(e)),
    gatedInAt: act((e) => e.EVT_CODE === 'GTIN' && e.EVT_EMPTY === 'LADEN' && atPol(e)),
    exportReleasedAt: act((e) => e.EVT_CODE === 'CUSR' && atPol(e)),
    loadedAt: act((e) => e.EVT_CODE === 'LOAD' && atPol(e)),
    departedAt: act((e) => e.EVT_CODE === 'DEPA' && e.EVT_TYPE === 'TRANSPORT' && atPol(e)),
    etd: est((e) => e.EVT_CODE === 'DEPA' && e.EVT_TYPE === 'TRANSPORT'),
    eta: est((e) => e.EVT_CODE === 'ARRI' && e.EVT_TYPE === 'TRANSPORT' && atPod(e)),
    arrivedAt: first([act((e) => ((e.EVT_CODE === 'ARRI' && e.EVT_TYPE === 'TRANSPORT') || e.EVT_CODE === 'DISC' ? atPod(e) && !!pod : false)), mine('DISC')]),
    dischargedAt: first([act((e) => e.EVT_CODE === 'DISC' && atPod(e) && !!pod), mine('DISC')]),
    releasedAt: first([act((e) => e.EVT_CODE === 'CUSR' && atPod(e) && !!pod), mine('CUSR')]),
    availableAt: first([act((e) => e.EVT_CODE === 'AVPU'), mine('AVPU')]),
    pickedUpAt: first([act((e) => e.EVT_CODE === 'GTOT' && e.EVT_EMPTY === 'LADEN' && atPod(e) && !!pod), mine('GTOT')]),
    deliveredAt: dropAll ?? allDropped,
    emptyReturnedAt: first([act((e) => e.EVT_CODE === 'GTIN' && e.EVT_EMPTY === 'EMPTY' && !atPol(e)), mine('GTIN')]),
    lastFreeDay: lfd,
    events,
  };
}
