import type { Route, TrackingEvent } from './event';

/**
 * The expected order of an export FCL container (operations.md §5.5, "rank used for the
 * projection and anomaly checks"), and which event makes which milestone.
 */
export const MILESTONE_RANKS = {
  EMPTY_PICKED_UP: 10,
  STUFFED: 20,
  GATED_IN_POL: 30,
  LOADED_POL: 40,
  DEPARTED_POL: 50,
  TS_ARRIVED: 60,
  TS_DISCHARGED: 62,
  TS_LOADED: 64,
  TS_DEPARTED: 66,
  ARRIVED_POD: 70,
  DISCHARGED_POD: 80,
  CUSTOMS_RELEASED: 85,
  AVAILABLE: 88,
  FULL_OUT_POD: 90,
  DELIVERED: 95,
  EMPTY_RETURNED: 99,
} as const;
export type MilestoneKey = keyof typeof MILESTONE_RANKS;
export const MILESTONE_KEYS = Object.keys(MILESTONE_RANKS) as MilestoneKey[];

export type Leg = 'EXPORT' | 'TRANSSHIPMENT' | 'IMPORT';

/** Which of the route's places an event happened at: its location first, its stated phase when the route does not say. */
function legOf(e: TrackingEvent, route: Route): Leg | undefined {
  const at = e.EVT_LOCATION?.toUpperCase();
  if (route.pol && at === route.pol) return 'EXPORT';
  if (route.pod && at === route.pod) return 'IMPORT';
  if (route.transhipments?.includes(at)) return 'TRANSSHIPMENT';
  return e.EVT_PHASE ?? undefined;
}

/** The milestone an event stands for, or undefined for events that are facts but no milestone (INSP, RSEA, document events …). */
export function milestoneOf(e: TrackingEvent, route: Route): MilestoneKey | undefined {
  const leg = legOf(e, route);
  const empty = e.EVT_EMPTY;
  switch (e.EVT_CODE) {
    case 'GTOT':
      if (empty === 'EMPTY') return 'EMPTY_PICKED_UP';
      return empty === 'LADEN' && leg === 'IMPORT' ? 'FULL_OUT_POD' : undefined;
    case 'PICK':
      if (empty === 'EMPTY') return 'EMPTY_PICKED_UP';
      // a laden pick-up is the full box leaving at the far end, not one on its way out
      return empty === 'LADEN' && leg !== 'EXPORT' && leg !== 'TRANSSHIPMENT' ? 'FULL_OUT_POD' : undefined;
    case 'STUF':
      return 'STUFFED';
    case 'GTIN':
      if (empty === 'EMPTY') return 'EMPTY_RETURNED';
      return empty === 'LADEN' && leg === 'EXPORT' ? 'GATED_IN_POL' : undefined;
    case 'LOAD':
      return leg === 'EXPORT' ? 'LOADED_POL' : leg === 'TRANSSHIPMENT' ? 'TS_LOADED' : undefined;
    case 'DEPA':
      return leg === 'EXPORT' ? 'DEPARTED_POL' : leg === 'TRANSSHIPMENT' ? 'TS_DEPARTED' : undefined;
    case 'ARRI':
      return leg === 'IMPORT' ? 'ARRIVED_POD' : leg === 'TRANSSHIPMENT' ? 'TS_ARRIVED' : undefined;
    case 'DISC':
      return leg === 'IMPORT' ? 'DISCHARGED_POD' : leg === 'TRANSSHIPMENT' ? 'TS_DISCHARGED' : undefined;
    case 'CUSR':
      return leg === 'IMPORT' || leg === undefined ? 'CUSTOMS_RELEASED' : undefined;
    case 'AVPU':
      return 'AVAILABLE';
    case 'STRP':
      return 'DELIVERED';
    case 'DROP':
      if (e.EVT_FACILITY_TYPE === 'DEPO') return 'EMPTY_RETURNED';
      return e.EVT_FACILITY_TYPE === 'CLOC' ? 'DELIVERED' : undefined;
    default:
      return undefined;
  }
}

/** Transhipment milestones repeat per port: they are told apart by where they happened. */
export const isTranshipment = (key: MilestoneKey) => key.startsWith('TS_');

/**
 * A number that orders milestones along the voyage: the §5.5 rank, with a transhipment port's
 * place in the route between 60 and 70 so the second port's arrival comes after the first one's
 * departure. Ports the route does not list come after those it lists.
 */
export function voyageOrder(key: MilestoneKey, location: string, route: Route): number {
  const rank = MILESTONE_RANKS[key];
  if (!isTranshipment(key)) return rank;
  const listed = route.transhipments?.indexOf(location) ?? -1;
  const port = listed >= 0 ? listed : 8;
  return 60 + (port * 10 + (rank - 60)) / 100;
}
