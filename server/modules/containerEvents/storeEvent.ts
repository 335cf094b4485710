import { randomUUID } from 'node:crypto';
import type { EventInput } from '../../../src/contract/containerEvents/calls';
import { offsetOf } from '../../../src/domain/tracking/event';
import { projectContainer } from '../../../src/domain/tracking/milestones';
import type { Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { recordDocEvent } from '../../platform/spine/docEvents';
import { gateInPackingLists } from '../packing/public';
import { vgmGateIn } from '../vgm/public';
import {
  bookingOfContainer,
  bookingOfDocument,
  bookingRoute,
  type BookingRoute,
  eventsOfContainer,
  insertEvent,
  lockBySource,
  lockEvent,
  type NewEvent,
  setAnomalies,
  supersedeEvent,
} from './eventRepository';
import { eventRowOf, trackingEventOf } from './eventWire';
import { type AddAnswer, DOC, docActorOf, type GatewayAuthor, type Lang, blank, orNull, problemsOf, refusalOf, up, updatedAtRefusal } from './eventTerms';

export type Link = Awaited<ReturnType<typeof linkOf>>;

/** The row a checked event is stored as: its fields normalised, its link, who wrote it. */
export function newEventOf(input: EventInput, publisher: string, actor: Actor | GatewayAuthor, link: Link, id: string, now: Date): NewEvent {
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

export const sourceIdOf = (input: EventInput) => (blank(input.EVT_SOURCE_ID) ? null : input.EVT_SOURCE_ID!.trim());

/** What a new event's history line says. */
export const recordedLine = (e: NewEvent, actor: Actor | GatewayAuthor) => ({
  docType: DOC,
  docId: e.id,
  actor: docActorOf(actor),
  type: 'v1.TrackingEventRecorded',
  detail: { Publisher: e.publisher, Code: e.code },
});

/** A laden gate-in at the terminal (an actual GTIN, not retracted): closes the box's packing lists and has the terminal weigh it. */
export async function gateInOf(tx: Queryable, e: NewEvent, retracted: boolean | undefined): Promise<number[]> {
  if (!(e.type === 'EQUIPMENT' && e.code === 'GTIN' && e.empty === 'LADEN' && e.classifier === 'ACT' && !retracted)) return [];
  const g = { cnno: e.equipmentRef, location: e.location, at: e.at, eventId: e.id };
  const gatedIn = await gateInPackingLists(tx, g);
  // the terminal weighs the box at its gate: its weight comes back as a TERMINAL_VGM receipt (vgm.tolerance)
  await vgmGateIn(tx, g);
  return gatedIn;
}

/** evt.links: the booking an event belongs to — the container's, or the document's; none for a vessel's own movement. */
export async function linkOf(q: Queryable, input: EventInput) {
  const type = up(input.EVT_TYPE);
  if (type === 'EQUIPMENT') return bookingOfContainer(q, up(input.EVT_EQUIPMENT_REF));
  if (type === 'SHIPMENT') return bookingOfDocument(q, (input.EVT_DOC_REF ?? '').trim());
  return undefined;
}

/** The route a container's projection is read against (§5.5): its booking's ports and vessel. */
export const routeOf = (b: BookingRoute | undefined) => (b ? { pol: b.pol, pod: b.pod, vessels: [{ name: b.vessel, voyage: b.voyage }] } : {});

/** evt.anomaly: the container's projection run again and each of its equipment events' flags stored as it found them. */
export async function flagContainer(tx: Queryable, cnno: string): Promise<Map<string, string[]>> {
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
