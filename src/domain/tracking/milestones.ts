import { instant, localTimeText, type Route, type TrackingEvent } from './event';
import { isTranshipment, type Leg, MILESTONE_RANKS, type MilestoneKey, milestoneOf, voyageOrder } from './milestoneRanks';

/**
 * The milestone projection of operations.md §5.5 (and §8.1 per shipment): pure functions from a
 * set of stored events to what a timeline shows. The answer depends on the events, never on the
 * order they are given in (DCSA leaves that order unspecified): every choice below breaks ties on
 * the events' own fields. Nothing is dropped: duplicates, superseded versions, retractions and
 * retracted events stay in the timeline with their state, and anomalies are flagged, not reordered.
 */

/**
 * KEPT feeds milestones; DUPLICATE / SUPERSEDED lost to a newer or equal version of the same
 * publisher event (evt.dedupe); RETRACTED was withdrawn; RETRACTION is the withdrawing event.
 */
export type EventState = 'KEPT' | 'DUPLICATE' | 'SUPERSEDED' | 'RETRACTED' | 'RETRACTION';

export type AnomalyKind = 'sequence' | 'discWithoutLoad' | 'loadOffRoute' | 'vesselNotOnBooking';

export interface Anomaly {
  kind: AnomalyKind;
  eventId: string;
  /** For `sequence`: the later-ranked event that happened before it. */
  otherId?: string;
}

export interface TimelineEvent {
  event: TrackingEvent;
  state: EventState;
  /** The event that won over a DUPLICATE / SUPERSEDED one, or that retracted a RETRACTED one. */
  by?: string;
  milestone?: MilestoneKey;
  /** The place's clock, offset named (evt.tz). */
  localTime: string;
  anomalies: AnomalyKind[];
}

export interface MilestoneTime {
  at: string;
  localTime: string;
  eventId: string;
}

export interface Milestone {
  key: MilestoneKey;
  rank: number;
  location: string;
  /** evt.actual_wins: ACT beats EST beats PLN. */
  state: 'ACTUAL' | 'ESTIMATED' | 'PLANNED';
  actual?: MilestoneTime;
  estimated?: MilestoneTime;
  planned?: MilestoneTime;
}

export interface ContainerProjection {
  equipmentRef: string;
  milestones: Milestone[];
  /** The latest milestone reached (ACT), along the voyage. */
  latest?: MilestoneKey;
  events: TimelineEvent[];
  anomalies: Anomaly[];
}

const NO_RANK = 1000;
const identity = (e: TrackingEvent) => (e.EVT_SOURCE_ID ? `src\u0000${e.EVT_PUBLISHER}\u0000${e.EVT_SOURCE_ID}` : `id\u0000${e.EVT_ID}`);
const byId = (a: TrackingEvent, b: TrackingEvent) => (a.EVT_ID < b.EVT_ID ? -1 : a.EVT_ID > b.EVT_ID ? 1 : 0);
/** The publisher's latest word first: newer update, then the first one we received, then the id. */
const newestFirst = (a: TrackingEvent, b: TrackingEvent) =>
  instant(b.EVT_UPDATED_AT) - instant(a.EVT_UPDATED_AT) || instant(a.EVT_RECEIVED_AT) - instant(b.EVT_RECEIVED_AT) || byId(a, b);
export const equipmentKey = (ref: string | null | undefined) => (ref ?? '').trim().toUpperCase();

/**
 * evt.dedupe and retractions: each event's state. One stored row given twice counts once. Of the
 * versions of one publisher event (publisher, source id), the newest update is KEPT, the ones with
 * the same update time are DUPLICATE and older ones SUPERSEDED. A retraction names our event id;
 * it withdraws every version of that publisher event, since DCSA retracts by the publisher's id.
 */
export function resolveEvents(events: readonly TrackingEvent[]): Map<string, Omit<TimelineEvent, 'localTime' | 'anomalies' | 'milestone'>> {
  const rows = new Map<string, TrackingEvent>();
  for (const e of [...events].sort(newestFirst)) if (!rows.has(e.EVT_ID)) rows.set(e.EVT_ID, e);
  const groups = new Map<string, TrackingEvent[]>();
  for (const e of rows.values()) groups.set(identity(e), [...(groups.get(identity(e)) ?? []), e]);
  const out = new Map<string, Omit<TimelineEvent, 'localTime' | 'anomalies' | 'milestone'>>();
  for (const versions of groups.values()) {
    const [winner, ...losers] = versions.sort(newestFirst);
    out.set(winner!.EVT_ID, { event: winner!, state: winner!.EVT_RETRACTS ? 'RETRACTION' : 'KEPT' });
    for (const e of losers) {
      const same = instant(e.EVT_UPDATED_AT) === instant(winner!.EVT_UPDATED_AT);
      out.set(e.EVT_ID, { event: e, state: same ? 'DUPLICATE' : 'SUPERSEDED', by: winner!.EVT_ID });
    }
  }
  // a retraction (whatever its own state) withdraws its target and the target's other versions
  const retractedBy = new Map<string, string>();
  for (const e of [...rows.values()].sort(byId)) {
    if (!e.EVT_RETRACTS) continue;
    const target = rows.get(e.EVT_RETRACTS);
    const ids = target ? groups.get(identity(target))!.map((v) => v.EVT_ID) : [e.EVT_RETRACTS];
    for (const id of ids) if (!retractedBy.has(id)) retractedBy.set(id, e.EVT_ID);
  }
  for (const [id, r] of out) {
    if (r.state === 'RETRACTION') continue;
    const by = retractedBy.get(id);
    if (by) out.set(id, { event: r.event, state: 'RETRACTED', by });
    else if (r.event.EVT_RETRACTED) out.set(id, { event: r.event, state: 'RETRACTED' });
  }
  return out;
}

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
function anomaliesOf(kept: TrackingEvent[], milestoneFor: (e: TrackingEvent) => MilestoneKey | undefined, route: Route): Anomaly[] {
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

const timeOf = (e: TrackingEvent): MilestoneTime => ({ at: e.EVT_AT, localTime: localTimeText(e), eventId: e.EVT_ID });

/** evt.actual_wins over the KEPT events of one milestone: per classifier the publisher's latest word. */
function milestoneFrom(key: MilestoneKey, location: string, events: TrackingEvent[]): Milestone {
  const latest = (c: TrackingEvent['EVT_CLASSIFIER']) => events.filter((e) => e.EVT_CLASSIFIER === c).sort(newestFirst)[0];
  const act = latest('ACT');
  const est = latest('EST');
  const pln = latest('PLN');
  const m: Milestone = { key, rank: MILESTONE_RANKS[key], location, state: act ? 'ACTUAL' : est ? 'ESTIMATED' : 'PLANNED' };
  if (act) m.actual = timeOf(act);
  if (est) m.estimated = timeOf(est);
  if (pln) m.planned = timeOf(pln);
  return m;
}

/** evt.order: by time, ties by rank, then by id — the timeline is a sort, never a rewrite. */
function timelineOrder(a: TimelineEvent, b: TimelineEvent, route: Route): number {
  const rank = (t: TimelineEvent) => (t.milestone ? voyageOrder(t.milestone, t.event.EVT_LOCATION, route) : NO_RANK);
  return instant(a.event.EVT_AT) - instant(b.event.EVT_AT) || rank(a) - rank(b) || byId(a.event, b.event);
}

type Resolved = ReturnType<typeof resolveEvents>;

/**
 * The timeline of some events: states, milestones, anomalies. `all` are the states resolved over
 * every event given to the projection, so a version or a retraction filed under another box (or
 * none) counts the same in each timeline it shows in (found by the property test).
 */
function project(events: readonly TrackingEvent[], route: Route, all: Resolved = resolveEvents(events)) {
  const ids = new Set(events.map((e) => e.EVT_ID));
  const resolved = new Map([...all].filter(([id]) => ids.has(id)));
  const milestoneFor = (e: TrackingEvent) => milestoneOf(e, route);
  const kept = [...resolved.values()].filter((r) => r.state === 'KEPT').map((r) => r.event);
  const anomalies = anomaliesOf(kept, milestoneFor, route).sort(
    (a, b) => (a.eventId < b.eventId ? -1 : a.eventId > b.eventId ? 1 : 0) || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0),
  );
  const timeline: TimelineEvent[] = [...resolved.values()].map((r) => {
    const milestone = milestoneFor(r.event);
    const t: TimelineEvent = { ...r, localTime: localTimeText(r.event), anomalies: anomalies.filter((a) => a.eventId === r.event.EVT_ID).map((a) => a.kind) };
    if (milestone) t.milestone = milestone;
    return t;
  });
  timeline.sort((a, b) => timelineOrder(a, b, route));
  const groups = new Map<string, { key: MilestoneKey; location: string; events: TrackingEvent[] }>();
  for (const e of kept) {
    const key = milestoneFor(e);
    if (!key) continue;
    const location = isTranshipment(key) ? e.EVT_LOCATION.toUpperCase() : '';
    const g = groups.get(`${key} ${location}`) ?? { key, location, events: [] };
    g.events.push(e);
    groups.set(`${key} ${location}`, g);
  }
  const milestones = [...groups.values()]
    .map((g) => {
      const m = milestoneFrom(g.key, g.location, g.events);
      // a non-transhipment milestone is named after where its shown event happened
      if (!g.location) m.location = g.events.find((e) => e.EVT_ID === (m.actual ?? m.estimated ?? m.planned)!.eventId)!.EVT_LOCATION;
      return m;
    })
    .sort(
      (a, b) =>
        voyageOrder(a.key, a.location, route) - voyageOrder(b.key, b.location, route) || (a.location < b.location ? -1 : a.location > b.location ? 1 : 0),
    );
  const reached = milestones.filter((m) => m.state === 'ACTUAL');
  return { timeline, milestones, anomalies, latest: reached[reached.length - 1]?.key };
}

/**
 * The events of one container: its equipment events, and the transport events of the vessels
 * (those name no container) once the box is loaded — a kept LOAD of any classifier. A box still at
 * the depot does not "depart" with the vessel it is booked on.
 */
function ofContainer(ref: string, events: readonly TrackingEvent[], all: Resolved): TrackingEvent[] {
  const own = events.filter((e) => e.EVT_TYPE === 'EQUIPMENT' && equipmentKey(e.EVT_EQUIPMENT_REF) === ref);
  const loaded = own.some((e) => all.get(e.EVT_ID)?.state === 'KEPT' && e.EVT_CODE === 'LOAD');
  return withRetractions(loaded ? [...own, ...events.filter((e) => e.EVT_TYPE === 'TRANSPORT' && !equipmentKey(e.EVT_EQUIPMENT_REF))] : own, events);
}

/** Some events and every retraction naming one of them, wherever the retraction was filed (it may name another box, or none). */
function withRetractions(some: TrackingEvent[], all: readonly TrackingEvent[]): TrackingEvent[] {
  const ids = new Set(some.map((e) => e.EVT_ID));
  const inside = new Set(some);
  return [...some, ...all.filter((e) => e.EVT_RETRACTS && ids.has(e.EVT_RETRACTS) && !inside.has(e))];
}

/** §5.5 per container. `events` may hold other containers' events too; only this one's and its vessels' are read. */
export function projectContainer(
  equipmentRef: string,
  events: readonly TrackingEvent[],
  route: Route = {},
  all: Resolved = resolveEvents(events),
): ContainerProjection {
  const ref = equipmentKey(equipmentRef);
  const { timeline, milestones, anomalies, latest } = project(ofContainer(ref, events, all), route, all);
  const out: ContainerProjection = { equipmentRef: ref, milestones, events: timeline, anomalies };
  if (latest) out.latest = latest;
  return out;
}

export interface EtaSlip {
  /** The first estimate we were given (earliest update) and the latest one: the ETA (evt.actual_wins). */
  first: MilestoneTime;
  latest: MilestoneTime;
  /** latest − first, in hours (trk.delay). */
  hours: number;
  /** trk.delay: a slip over 24 h is the exception ETA_SLIP. */
  exceeds: boolean;
  /** latest estimate − the latest planned arrival, in hours, when a plan is known. */
  vsPlanHours?: number;
}

export interface ShipmentProjection {
  containers: ContainerProjection[];
  /** §8.1: the latest milestone all its containers reached (undefined until each has reached one). */
  milestone?: MilestoneKey;
  etd?: MilestoneTime;
  atd?: MilestoneTime;
  eta?: MilestoneTime;
  ata?: MilestoneTime;
  etaSlip?: EtaSlip;
  /** Document events (SHIPMENT) of the shipment, in timeline order, with their states. */
  documents: TimelineEvent[];
}

const HOUR = 3_600_000;
const SLIP_LIMIT_HOURS = 24;

/**
 * §5.5 per shipment and §8.1/§8.5: each container's projection, the shipment's milestone, the
 * vessel's ETD/ATD/ETA/ATA at POL/POD and the ETA slip. The containers are those the events name.
 */
export function projectShipment(events: readonly TrackingEvent[], route: Route = {}): ShipmentProjection {
  const refs = [...new Set(events.filter((e) => e.EVT_TYPE === 'EQUIPMENT').map((e) => equipmentKey(e.EVT_EQUIPMENT_REF)))].filter(Boolean).sort();
  const all = resolveEvents(events);
  const containers = refs.map((ref) => projectContainer(ref, events, route, all));
  const vessel = project(
    withRetractions(
      events.filter((e) => e.EVT_TYPE !== 'EQUIPMENT'),
      events,
    ),
    route,
    all,
  );
  const documents = vessel.timeline.filter((t) => t.event.EVT_TYPE === 'SHIPMENT');
  const out: ShipmentProjection = { containers, documents };
  const order = (k: MilestoneKey | undefined) => (k ? MILESTONE_RANKS[k] : -1);
  if (containers.length && containers.every((c) => c.latest)) out.milestone = containers.map((c) => c.latest!).sort((a, b) => order(a) - order(b))[0];
  const departed = vessel.milestones.find((m) => m.key === 'DEPARTED_POL');
  const arrived = vessel.milestones.find((m) => m.key === 'ARRIVED_POD');
  if (departed?.actual) out.atd = departed.actual;
  if (departed?.estimated) out.etd = departed.estimated;
  if (arrived?.actual) out.ata = arrived.actual;
  if (arrived?.estimated) out.eta = arrived.estimated;
  const estimates = vessel.timeline
    .filter((t) => t.state === 'KEPT' && t.milestone === 'ARRIVED_POD' && t.event.EVT_CLASSIFIER === 'EST')
    .map((t) => t.event)
    .sort(newestFirst);
  if (estimates.length) {
    const latest = estimates[0]!;
    const first = estimates[estimates.length - 1]!;
    const hours = (instant(latest.EVT_AT) - instant(first.EVT_AT)) / HOUR;
    const slip: EtaSlip = { first: timeOf(first), latest: timeOf(latest), hours, exceeds: hours > SLIP_LIMIT_HOURS };
    if (arrived?.planned) slip.vsPlanHours = (instant(latest.EVT_AT) - instant(arrived.planned.at)) / HOUR;
    out.etaSlip = slip;
  }
  return out;
}
