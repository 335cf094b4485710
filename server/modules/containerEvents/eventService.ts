import { randomUUID } from 'node:crypto';
import type { ContainerTimeline, EventInput } from '../../../src/contract/containerEvents/calls';
import { fieldSays } from '../../../src/contract/envelope';
import { checkEvent, type TrackingProblem } from '../../../src/domain/tracking/check';
import { offsetOf } from '../../../src/domain/tracking/event';
import { renderProblem } from '../../../src/domain/tracking/messages';
import { projectContainer } from '../../../src/domain/tracking/milestones';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import type { Actor } from '../../platform/access/grants';
import { asWritten, missing, no } from '../../platform/refusal';
import { recordDocEvent, recordDocEvents } from '../../platform/spine/docEvents';
import { inTransaction } from '../../platform/transaction';
import { gateInPackingLists, publishPackingChanged } from '../packing/public';
import { vgmGateIn } from '../vgm/public';
import {
  bookingOfContainer,
  bookingOfDocument,
  bookingRoute,
  type BookingRoute,
  companySeesContainer,
  type EventDbRow,
  eventsOfContainer,
  insertEvent,
  insertEvents,
  isKnownPort,
  listsClosedBy,
  lockBySource,
  lockBySources,
  lockEvent,
  markRetracted,
  type NewEvent,
  setAnomalies,
  supersedeEvent,
} from './eventRepository';
import { eventRowOf, trackingEventOf } from './eventWire';

/**
 * Container events (operations.md §5): an event typed or imported is checked (`checkEvent`, the
 * browser's check too), deduplicated by its publisher's id (evt.dedupe: the same word again is
 * kept as it was, a newer one replaces it in place, its history keeping the old), linked on arrival
 * to the booking carrying the container (evt.links), and its container's anomalies stored on the
 * events (evt.anomaly: flagged, never reordered away). A GTIN LADEN at the loading port closes the
 * container's packing lists (packing/public.ts). Events are never edited by people: a correction is
 * a retraction (a new event naming the old one) plus a new event, both kept.
 */

export type AddAnswer = { EVT_ID: string; Outcome: 'STORED' | 'DUPLICATE' | 'SUPERSEDED'; Anomalies: string[]; GatedIn: number[] };
type Lang = 'zh' | 'en';

const DOC = 'trackingEvent';
const blank = (s: string | undefined | null) => !s?.trim();
const up = (s: string | undefined | null) => (s ?? '').trim().toUpperCase();
const orNull = (s: string | undefined | null) => (blank(s) ? null : up(s));

/** `time.future` → `TIME_FUTURE`: a check problem's code as the refusal's Code. */
export const refusalCode = (code: string) =>
  code
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/\./g, '_')
    .toUpperCase();

/** The check's problems as the refusal: 400, the first problem's Code, every problem a field error in both languages. */
function refusalOf(problems: TrackingProblem[]): Outcome<never> {
  const both = problems.map((p) => ({ path: p.Path, zh: renderProblem(p.Code, p.Params ?? {}, 'zh'), en: renderProblem(p.Code, p.Params ?? {}, 'en') }));
  return asWritten(
    no<never>(
      refusalCode(problems[0]!.Code),
      both.map((b) => b.en).join(' '),
      both.map((b) => b.zh).join(''),
      both.map((b) => fieldSays(b.path, { zh: b.zh, en: b.en })),
    ),
  );
}

/**
 * The problems of an event against the server's clock and its table of places (read here, or given:
 * a batch reads its places once). A channel's event is its publisher's word, checked as published
 * (check.ts `asPublished`: its place only when it names one, a place we have not registered kept).
 */
async function problemsOf(
  q: Queryable,
  input: EventInput,
  lang: Lang,
  now: Date,
  author: Actor | GatewayAuthor,
  known?: ReadonlySet<string>,
): Promise<TrackingProblem[]> {
  const location = up(input.EVT_LOCATION);
  const asPublished = 'gateway' in author;
  const ports = known ?? new Set(location && !asPublished && (await isKnownPort(q, location)) ? [location] : []);
  return checkEvent(input, '', { lang, now, ports, asPublished });
}

/** The refusal of an event the check passes but whose update time is no time; none when it is one (or not given). */
function updatedAtRefusal(input: EventInput): Outcome<never> | undefined {
  if (blank(input.EVT_UPDATED_AT) || !Number.isNaN(Date.parse(input.EVT_UPDATED_AT!))) return undefined;
  const says = { en: `The update time "${input.EVT_UPDATED_AT}" is not a time.`, zh: `来源更新时间 "${input.EVT_UPDATED_AT}" 不是有效时间。` };
  return no('UPDATED_AT_INVALID', says.en, says.zh, [fieldSays('/EVT_UPDATED_AT', says)]);
}

type Link = Awaited<ReturnType<typeof linkOf>>;

/** The row a checked event is stored as: its fields normalised, its link, who wrote it. */
function newEventOf(input: EventInput, publisher: string, actor: Actor | GatewayAuthor, link: Link, id: string, now: Date): NewEvent {
  return {
    id,
    publisher,
    sourceId: sourceIdOf(input),
    type: up(input.EVT_TYPE),
    code: up(input.EVT_CODE),
    classifier: up(input.EVT_CLASSIFIER),
    at: new Date(Date.parse(input.EVT_AT.trim())).toISOString(),
    offset: offsetOf({ EVT_AT: input.EVT_AT.trim() }),
    updatedAt: blank(input.EVT_UPDATED_AT) ? now.toISOString() : new Date(Date.parse(input.EVT_UPDATED_AT!)).toISOString(),
    equipmentRef: up(input.EVT_EQUIPMENT_REF),
    isoCode: up(input.EVT_ISO_CODE),
    empty: orNull(input.EVT_EMPTY),
    phase: orNull(input.EVT_PHASE),
    location: up(input.EVT_LOCATION),
    facilityCode: up(input.EVT_FACILITY_CODE),
    facilityProvider: orNull(input.EVT_FACILITY_PROVIDER),
    facilityType: orNull(input.EVT_FACILITY_TYPE),
    mode: orNull(input.EVT_MODE),
    vesselImo: up(input.EVT_VESSEL_IMO),
    vesselName: up(input.EVT_VESSEL_NAME),
    voyage: up(input.EVT_VOYAGE),
    docType: up(input.EVT_DOC_TYPE),
    docRef: (input.EVT_DOC_REF ?? '').trim(),
    cgoId: link?.cgoId ?? null,
    mblNo: link?.mblNo ?? '',
    delayReason: (input.EVT_DELAY_REASON ?? '').trim(),
    remark: (input.EVT_REMARK ?? '').trim(),
    retracts: null,
    companyId: link?.companyId ?? null,
    createdBy: 'gateway' in actor ? null : actor.id,
  };
}

const sourceIdOf = (input: EventInput) => (blank(input.EVT_SOURCE_ID) ? null : input.EVT_SOURCE_ID!.trim());

/** What a new event's history line says. */
const recordedLine = (e: NewEvent, actor: Actor | GatewayAuthor) => ({
  docType: DOC,
  docId: e.id,
  actor: docActorOf(actor),
  type: 'v1.TrackingEventRecorded',
  detail: { Publisher: e.publisher, Code: e.code },
});

/** A laden gate-in at the terminal (an actual GTIN, not retracted): closes the box's packing lists and has the terminal weigh it. */
async function gateInOf(tx: Queryable, e: NewEvent, retracted: boolean | undefined): Promise<number[]> {
  if (!(e.type === 'EQUIPMENT' && e.code === 'GTIN' && e.empty === 'LADEN' && e.classifier === 'ACT' && !retracted)) return [];
  const g = { cnno: e.equipmentRef, location: e.location, at: e.at, eventId: e.id };
  const gatedIn = await gateInPackingLists(tx, g);
  // the terminal weighs the box at its gate: its weight comes back as a TERMINAL_VGM receipt (vgm.tolerance)
  await vgmGateIn(tx, g);
  return gatedIn;
}

/** evt.links: the booking an event belongs to — the container's, or the document's; none for a vessel's own movement. */
async function linkOf(q: Queryable, input: EventInput) {
  const type = up(input.EVT_TYPE);
  if (type === 'EQUIPMENT') return bookingOfContainer(q, up(input.EVT_EQUIPMENT_REF));
  if (type === 'SHIPMENT') return bookingOfDocument(q, (input.EVT_DOC_REF ?? '').trim());
  return undefined;
}

/** The route a container's projection is read against (§5.5): its booking's ports and vessel. */
const routeOf = (b: BookingRoute | undefined) => (b ? { pol: b.pol, pod: b.pod, vessels: [{ name: b.vessel, voyage: b.voyage }] } : {});

/** evt.anomaly: the container's projection run again and each of its equipment events' flags stored as it found them. */
async function flagContainer(tx: Queryable, cnno: string): Promise<Map<string, string[]>> {
  const link = await bookingOfContainer(tx, cnno);
  const route = link ? await bookingRoute(tx, link.cgoId) : undefined;
  const rows = await eventsOfContainer(tx, cnno, route?.vessel ?? '', route?.voyage ?? '');
  const projection = projectContainer(cnno, rows.map(trackingEventOf), routeOf(route));
  const kinds = new Map<string, string[]>();
  for (const a of projection.anomalies) kinds.set(a.eventId, [...(kinds.get(a.eventId) ?? []), a.kind]);
  const own = rows.filter((r) => r.EVT_TYPE === 'EQUIPMENT' && r.EVT_EQUIPMENT_REF === cnno);
  const flags = own.map((r) => ({ id: r.EVT_ID, kinds: r.EVT_RETRACTS ? r.EVT_ANOMALIES : (kinds.get(r.EVT_ID) ?? []) }));
  await setAnomalies(tx, flags);
  return new Map(flags.map((f) => [f.id, f.kinds]));
}

/** A channel's round storing what a carrier or terminal sent (operations.md §17): no employee typed it. */
export type GatewayAuthor = { gateway: string };
const docActorOf = (a: Actor | GatewayAuthor) =>
  'gateway' in a ? { kind: 'gateway' as const, id: a.gateway } : { kind: 'employee' as const, id: Number(a.id) };

/**
 * Stores one checked event in `tx` for `publisher` (MANUAL:<employee>, IMPORT:<upload>): the
 * dedupe, the link, the anomalies and the gate-in. Answers the refusal when the check finds problems.
 * `id`: our id for a new event (the demo seed names its own, so tests can).
 */
export async function storeEvent(
  tx: Queryable,
  actor: Actor | GatewayAuthor,
  publisher: string,
  input: EventInput,
  lang: Lang,
  id: string = randomUUID(),
  /** A batch's containers to flag once at its end (storeBatch), instead of after each event. */
  deferFlags?: Set<string>,
): Promise<Outcome<AddAnswer>> {
  const now = new Date();
  const problems = await problemsOf(tx, input, lang, now, actor);
  if (problems.length) return refusalOf(problems);
  const badTime = updatedAtRefusal(input);
  if (badTime) return badTime;
  const event = newEventOf(input, publisher, actor, await linkOf(tx, input), id, now);
  const { sourceId, updatedAt } = event;
  const actorOf = docActorOf(actor);
  let outcome: AddAnswer['Outcome'] = 'STORED';
  const stored = sourceId ? await lockBySource(tx, publisher, sourceId) : undefined;
  if (stored && Date.parse(updatedAt) <= Date.parse(stored.updatedAt)) {
    // the same word again, or an older one: kept as it was (evt.dedupe)
    const row = await lockEvent(tx, stored.id);
    return { ok: true, value: { EVT_ID: stored.id, Outcome: 'DUPLICATE', Anomalies: row?.EVT_ANOMALIES ?? [], GatedIn: [] } };
  }
  if (stored) {
    const before = await lockEvent(tx, stored.id);
    event.id = stored.id;
    await supersedeEvent(tx, stored.id, event);
    await recordDocEvent(tx, {
      docType: DOC,
      docId: stored.id,
      actor: actorOf,
      type: 'v1.TrackingEventSuperseded',
      detail: { Before: before && eventRowOf(before) },
    });
    outcome = 'SUPERSEDED';
  } else {
    await insertEvent(tx, event);
    await recordDocEvent(tx, recordedLine(event, actor));
  }
  if (deferFlags && event.equipmentRef) deferFlags.add(event.equipmentRef);
  const flags = event.equipmentRef && !deferFlags ? await flagContainer(tx, event.equipmentRef) : new Map<string, string[]>();
  const retracted = stored ? (await lockEvent(tx, stored.id))?.EVT_RETRACTED : false;
  const gatedIn = await gateInOf(tx, event, retracted);
  return { ok: true, value: { EVT_ID: event.id, Outcome: outcome, Anomalies: flags.get(event.id) ?? [], GatedIn: gatedIn } };
}

/**
 * A publisher's own retraction (DCSA `retractedEventID` / 3.0.0 `isRetracted`), as a channel receives
 * it: the retraction is stored as a new event naming the one it retracts (found by the publisher's
 * id), the old one marked; both kept. Answers 'unknown' while the retracted event has not arrived
 * (the channel keeps the retraction and applies it once it has: events arrive in any order), and
 * 'duplicate' for a retraction already applied.
 */
export async function retractBySource(
  tx: Queryable,
  author: GatewayAuthor,
  publisher: string,
  o: { sourceId: string; retractsSourceId: string; reason: string; updatedAt: string },
): Promise<'retracted' | 'duplicate' | 'unknown'> {
  if (await lockBySource(tx, publisher, o.sourceId)) return 'duplicate';
  const found = await lockBySource(tx, publisher, o.retractsSourceId);
  const target = found && (await lockEvent(tx, found.id));
  if (!target) return 'unknown';
  const id = randomUUID();
  await insertEvent(tx, {
    ...retractionOf(target, o.reason, null),
    id,
    publisher,
    sourceId: o.sourceId,
    // the publisher's own time of the retraction: the same retraction stored the same whenever it arrives
    updatedAt: Number.isNaN(Date.parse(o.updatedAt)) ? new Date().toISOString() : new Date(Date.parse(o.updatedAt)).toISOString(),
  });
  await markRetracted(tx, target.EVT_ID);
  await recordDocEvent(tx, {
    docType: DOC,
    docId: target.EVT_ID,
    actor: docActorOf(author),
    type: 'v1.TrackingEventRetracted',
    detail: { By: id, Reason: o.reason, KeptClosed: [] },
  });
  if (target.EVT_EQUIPMENT_REF) await flagContainer(tx, target.EVT_EQUIPMENT_REF);
  return 'retracted';
}

/** The retraction row of `target`: its facts copied, naming it, with the reason as its remark. */
function retractionOf(target: EventDbRow, reason: string, createdBy: string | null): NewEvent {
  return {
    id: '',
    publisher: '',
    sourceId: null,
    type: target.EVT_TYPE,
    code: target.EVT_CODE,
    classifier: target.EVT_CLASSIFIER,
    at: target.EVT_AT,
    offset: target.EVT_AT_OFFSET,
    updatedAt: new Date().toISOString(),
    equipmentRef: target.EVT_EQUIPMENT_REF,
    isoCode: '',
    empty: target.EVT_EMPTY,
    phase: target.EVT_PHASE,
    location: target.EVT_LOCATION,
    facilityCode: target.EVT_FACILITY_CODE,
    facilityProvider: null,
    facilityType: target.EVT_FACILITY_TYPE,
    mode: target.EVT_MODE,
    vesselImo: '',
    vesselName: target.EVT_VESSEL_NAME,
    voyage: target.EVT_VOYAGE,
    docType: target.EVT_DOC_TYPE,
    docRef: target.EVT_DOC_REF,
    cgoId: target.EVT_CGO_ID,
    mblNo: target.EVT_MBL_NO,
    delayReason: '',
    remark: reason.trim(),
    retracts: target.EVT_ID,
    companyId: target.company_id,
    createdBy,
  };
}

/**
 * A channel's batch (one poll's answer), set-based: the same stored result as storeEvent one by one
 * (the ingest property test holds it to that), in a handful of statements instead of about six per
 * event — each container's and document's link once, the publisher's
 * earlier words locked in one read, the new events and their history lines written in one statement
 * each, each container's anomalies found once at the end. A newer word of a stored event supersedes
 * it through storeEvent's own path (rare), as does an event named twice in one answer. Answers each
 * event's outcome, in the order given.
 */
export async function storeBatch(
  tx: Queryable,
  author: GatewayAuthor,
  publisher: string,
  inputs: readonly EventInput[],
  lang: Lang,
): Promise<Outcome<AddAnswer>[]> {
  const now = new Date();
  const before = await lockBySources(tx, publisher, [...new Set(inputs.map(sourceIdOf).filter((x): x is string => !!x))]);
  const links = new Map<string, Promise<Link>>();
  const linkFor = (input: EventInput) => {
    const key = `${up(input.EVT_TYPE)}|${up(input.EVT_EQUIPMENT_REF)}|${(input.EVT_DOC_REF ?? '').trim()}`;
    if (!links.has(key)) links.set(key, linkOf(tx, input));
    return links.get(key)!;
  };
  const touched = new Set<string>();
  const out: Outcome<AddAnswer>[] = [];
  let fresh: { at: number; event: NewEvent }[] = [];
  const seen = new Set<string>();
  const flush = async () => {
    if (!fresh.length) return;
    const events = fresh.map((f) => f.event);
    await insertEvents(tx, events);
    await recordDocEvents(
      tx,
      events.map((e) => recordedLine(e, author)),
    );
    for (const f of fresh)
      out[f.at] = { ok: true, value: { EVT_ID: f.event.id, Outcome: 'STORED', Anomalies: [], GatedIn: await gateInOf(tx, f.event, false) } };
    fresh = [];
  };
  for (const [at, input] of inputs.entries()) {
    // a channel's event is checked as published: its place is not looked up in our table
    const problems = await problemsOf(tx, input, lang, now, author);
    if (problems.length) {
      out[at] = refusalOf(problems);
      continue;
    }
    const badTime = updatedAtRefusal(input);
    if (badTime) {
      out[at] = badTime;
      continue;
    }
    const sourceId = sourceIdOf(input);
    const stored = sourceId ? before.get(sourceId) : undefined;
    if (sourceId && (seen.has(sourceId) || (stored && !isOlderOrSame(input, stored.updatedAt, now)))) {
      // named twice in this answer, or a newer word of a stored event: storeEvent's own path, after what is pending
      await flush();
      out[at] = await storeEvent(tx, author, publisher, input, lang, randomUUID(), touched);
      continue;
    }
    if (sourceId) seen.add(sourceId);
    if (stored) {
      // the same word again, or an older one: kept as it was (evt.dedupe)
      out[at] = { ok: true, value: { EVT_ID: stored.id, Outcome: 'DUPLICATE', Anomalies: stored.anomalies, GatedIn: [] } };
      continue;
    }
    const event = newEventOf(input, publisher, author, await linkFor(input), randomUUID(), now);
    if (event.equipmentRef) touched.add(event.equipmentRef);
    fresh.push({ at, event });
  }
  await flush();
  for (const cnno of touched) await flagContainer(tx, cnno);
  return out;
}

/** evt.dedupe's test: the word is the stored one's or older (its update time no later). */
const isOlderOrSame = (input: EventInput, storedAt: string, now: Date) =>
  Date.parse(blank(input.EVT_UPDATED_AT) ? now.toISOString() : new Date(Date.parse(input.EVT_UPDATED_AT!)).toISOString()) <= Date.parse(storedAt);

/** Whether the actor reads this event: the platform's staff all; a company its own and the vessel-wide ones of its voyages (filtered by the caller). */
const isPlatform = (actor: Actor) => actor.companyKind === 'platform';
/** Ids compared as text: a bigint may come back as a number or a string, by driver. */
const sameCompany = (a: unknown, b: unknown) => a !== null && a !== undefined && String(a) === String(b);
const seesRow = (actor: Actor, r: EventDbRow) =>
  isPlatform(actor) || sameCompany(r.company_id, actor.companyId) || (r.company_id === null && r.EVT_TYPE === 'TRANSPORT');

/**
 * §5.3 Retract, in `tx`: a new event naming the old one, the old one marked; both kept. The
 * publisher retracts its own; anyone else needs the retract button (`mayRetractAny`), else
 * 'forbidden' (the route answers 403). A retracted gate-in does not reopen what it closed: the
 * packing lists stay gated in, and the retraction is flagged `gateInStands` (its history names them).
 */
export async function retractIn(
  tx: Queryable,
  actor: Actor,
  input: { EVT_ID: string; Reason: string },
  mayRetractAny: boolean,
): Promise<Outcome<{ EVT_ID: string }> | 'forbidden'> {
  const target = await lockEvent(tx, input.EVT_ID);
  if (!target || !seesRow(actor, target)) return missing('No such event.', '没有这个事件。');
  if (target.EVT_PUBLISHER !== `MANUAL:${actor.id}` && !mayRetractAny) return 'forbidden';
  if (blank(input.Reason))
    return no('REASON_REQUIRED', 'Say why the event is retracted.', '撤回事件须填写原因。', [
      fieldSays('/Reason', { en: 'Say why the event is retracted.', zh: '撤回事件须填写原因。' }),
    ]);
  if (target.EVT_RETRACTS)
    return no('IS_RETRACTION', 'A retraction cannot itself be retracted: add the event again instead.', '撤回记录本身不能再撤回：请重新录入该事件。');
  if (target.EVT_RETRACTED) return no('ALREADY_RETRACTED', 'This event was already retracted.', '该事件已被撤回。');
  const closed = target.EVT_TYPE === 'EQUIPMENT' && target.EVT_CODE === 'GTIN' ? await listsClosedBy(tx, target.EVT_ID) : [];
  const id = randomUUID();
  await insertEvent(tx, { ...retractionOf(target, input.Reason, actor.id), id, publisher: `MANUAL:${actor.id}` });
  await markRetracted(tx, target.EVT_ID);
  if (closed.length) await setAnomalies(tx, [{ id, kinds: ['gateInStands'] }]);
  const by = { kind: 'employee' as const, id: Number(actor.id) };
  await recordDocEvent(tx, {
    docType: DOC,
    docId: target.EVT_ID,
    actor: by,
    type: 'v1.TrackingEventRetracted',
    detail: { By: id, Reason: input.Reason.trim(), KeptClosed: closed },
  });
  if (target.EVT_EQUIPMENT_REF) await flagContainer(tx, target.EVT_EQUIPMENT_REF);
  return { ok: true, value: { EVT_ID: id } };
}

export function eventService(db: Db, hub: LiveHub) {
  return {
    /** §5.3 Add: one typed event, published as the employee (`MANUAL:<id>`); the packing lists a gate-in closed are announced once it committed. */
    async add(actor: Actor, input: EventInput, lang: Lang): Promise<Outcome<AddAnswer>> {
      const done = await inTransaction(db, (tx) => storeEvent(tx, actor, `MANUAL:${actor.id}`, input, lang));
      if (done.ok) await publishPackingChanged(db, hub, done.value.GatedIn);
      return done;
    },

    /** §5.3 Retract (retractIn) in a transaction of its own. */
    async retract(actor: Actor, input: { EVT_ID: string; Reason: string }, mayRetractAny: boolean): Promise<Outcome<{ EVT_ID: string }> | 'forbidden'> {
      let forbidden = false;
      const outcome = await inTransaction<{ EVT_ID: string }>(db, async (tx) => {
        const done = await retractIn(tx, actor, input, mayRetractAny);
        if (done !== 'forbidden') return done;
        forbidden = true;
        return missing('No such event.', '没有这个事件。');
      });
      return forbidden ? 'forbidden' : outcome;
    },

    /** §5.3 Timeline: per container, the milestones, then every event with its state and anomalies. By container, or every container of a booking. */
    async timeline(actor: Actor, input: { CNNO?: string; CGO_ID?: string }): Promise<Outcome<{ Containers: ContainerTimeline[] }>> {
      const cnno = up(input.CNNO);
      const cgoId = (input.CGO_ID ?? '').trim();
      if (!cnno && !cgoId) return no('CONTAINER_OR_BOOKING', 'Name a container or a booking.', '请填写箱号或订舱编号。');
      let booking = cgoId ? await bookingRoute(db, cgoId) : undefined;
      if (cgoId && (!booking || (!isPlatform(actor) && !sameCompany(booking.companyId, actor.companyId)))) return missing('No such booking.', '没有这个订舱。');
      if (!booking && cnno) {
        const link = await bookingOfContainer(db, cnno);
        booking = link ? await bookingRoute(db, link.cgoId) : undefined;
        if (!isPlatform(actor) && !(await companySeesContainer(db, cnno, actor.companyId))) return missing('No such container.', '没有这个箱号。');
        if (booking && !isPlatform(actor) && !sameCompany(booking.companyId, actor.companyId)) booking = undefined;
      }
      const containers = cnno ? [cnno] : (booking?.containers ?? []);
      const out: ContainerTimeline[] = [];
      for (const ref of containers) {
        const rows = (await eventsOfContainer(db, ref, booking?.vessel ?? '', booking?.voyage ?? '')).filter((r) => seesRow(actor, r));
        const byId = new Map(rows.map((r) => [r.EVT_ID, r]));
        const p = projectContainer(ref, rows.map(trackingEventOf), routeOf(booking));
        out.push({
          CNNO: ref,
          CGO_ID: booking?.cgoId ?? null,
          Pol: booking?.pol ?? '',
          Pod: booking?.pod ?? '',
          ...(p.latest ? { Latest: p.latest } : {}),
          Milestones: p.milestones,
          Events: p.events.map((t) => ({
            Event: eventRowOf(byId.get(t.event.EVT_ID)!),
            State: t.state,
            ...(t.by ? { By: t.by } : {}),
            ...(t.milestone ? { Milestone: t.milestone } : {}),
            Anomalies: t.anomalies,
          })),
          Anomalies: p.anomalies,
        });
      }
      return { ok: true, value: { Containers: out } };
    },
  };
}

/** An import's publisher: one upload, one publisher (`IMPORT:<upload id>`), so its events are retracted and deduplicated together. */
export const importPublisher = () => `IMPORT:${randomUUID()}`;
