import { instant, localTimeText, type Route, type TrackingEvent } from './event';
import { isTranshipment, MILESTONE_RANKS, type MilestoneKey, milestoneOf, voyageOrder } from './milestoneRanks';
import { anomaliesOf } from './anomalies';
import type { ContainerProjection, Milestone, MilestoneTime, TimelineEvent } from './projectionTypes';
import { byId, newestFirst, resolveEvents } from './resolveEvents';

/**
 * The milestone projection of operations.md §5.5 (and §8.1 per shipment): pure functions from a
 * set of stored events to what a timeline shows. The answer depends on the events, never on the
 * order they are given in (DCSA leaves that order unspecified): every choice below breaks ties on
 * the events' own fields. Nothing is dropped: duplicates, superseded versions, retractions and
 * retracted events stay in the timeline with their state, and anomalies are flagged, not reordered.
 */

export type { Anomaly, AnomalyKind, ContainerProjection, EventState, Milestone, MilestoneTime, TimelineEvent } from './projectionTypes';
export { resolveEvents } from './resolveEvents';

const NO_RANK = 1000;
export const equipmentKey = (ref: string | null | undefined) => (ref ?? '').trim().toUpperCase();

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
