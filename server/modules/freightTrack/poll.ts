import { nextPollDelay } from '../../../src/domain/freightTrack/cadence';
import {
  ERROR_LIMIT,
  NOT_FOUND_SPAN_MS,
  NOT_FOUND_TRIES,
  TRK_STATUS,
  type TrkStatus,
  trkMove,
  COMPLETE_AFTER_DELIVERY_MS,
} from '../../../src/domain/freightTrack/status';
import type { Db, Queryable } from '../../db/types';
import { bookingFacts } from '../booking/public';
import { bookingRoute, trackingEventOf } from '../containerEvents/public';
import type { TntAdapter, TntAnswer, TntQuery } from './adapter';
import { ingest, publisherOf } from './ingest';
import { addDocRefs, lockSubscription, readSubscription, recordPoll, saveSummary, setDelayTold, shipmentEvents, type SubRow } from './repository';
import { tellDelay } from './tellDelay';
import { summarise } from './summary';

/**
 * One poll of one subscription (operations.md §8.2, trk.poll, trk.delay), in one transaction: ask
 * the carrier, store what it said through the container events' path, project the events again,
 * move the subscription (found → active; unknown three times over 24 h → not found; five errors in
 * a row → failed; every box back empty, or 30 days after delivery → completed), schedule the next
 * poll by the cadence, and tell the owner an ETA slip over 24 h once per slip.
 */
export interface PollResult {
  id: number;
  status: TrkStatus;
  /** New or changed events were stored, or the state moved: open pages refetch. */
  changed: boolean;
}

const H = 3_600_000;

/** What the carrier is asked for a subscription: a house bill is the forwarder's, so its booking's master bill is asked. */
export async function queryOf(q: Queryable, s: SubRow): Promise<TntQuery | undefined> {
  if (!s.carrier) return undefined;
  if (s.refType !== 'HBL') return { carrier: s.carrier, refType: s.refType, ref: s.ref };
  // the master bill number of the booking (what the carrier is asked for a house bill's shipment), if it has one
  const mbl = s.cgoId ? (await bookingFacts(q, s.cgoId, null))?.mbl_no : undefined;
  return mbl ? { carrier: s.carrier, refType: 'MBL', ref: mbl } : undefined;
}

/** Reads the subscription's events again and stores its summary; answers the projection's findings. */
export async function resummarise(tx: Queryable, s: SubRow) {
  const booking = s.cgoId ? await bookingRoute(tx, s.cgoId) : undefined;
  const containers = s.refType === 'CONTAINER' ? [s.ref] : [...new Set([...(booking?.containers ?? []), ...s.containers])];
  const voyages = booking?.vessel ? [{ vessel: booking.vessel, voyage: booking.voyage }] : [];
  const rows = await shipmentEvents(tx, { containers, voyages, docRefs: [s.ref, ...s.docRefs, ...(booking ? [booking.cgoId] : [])] });
  const found = summarise(
    rows.map(trackingEventOf),
    containers,
    booking && { pol: booking.pol, pod: booking.pod, vessel: booking.vessel, voyage: booking.voyage },
    s.firstEta,
  );
  await saveSummary(tx, s.id, found.summary);
  return found;
}

/**
 * One poll: the carrier asked outside any transaction (a counterpart's answer may take seconds, and
 * no row waits for it), then its answer applied in one.
 */
export async function pollOne(db: Db, adapter: TntAdapter, id: number, now: Date, minGapMs = 0, divisor = 1): Promise<PollResult | undefined> {
  const asked = await ask(db, adapter, id, now);
  return asked && db.transaction((tx) => applyAnswer(tx, adapter.simulated, id, asked, now, minGapMs, divisor));
}

/** pollOne in the caller's transaction (the demo seed polls its subscriptions as the round would, its simulator on the same transaction). */
export async function pollIn(tx: Queryable, adapter: TntAdapter, id: number, now: Date, minGapMs = 0): Promise<PollResult | undefined> {
  const asked = await ask(tx, adapter, id, now);
  return asked && applyAnswer(tx, adapter.simulated, id, asked, now, minGapMs);
}

type Asked = { query: TntQuery | undefined; answer: TntAnswer };

async function ask(q: Queryable, adapter: TntAdapter, id: number, now: Date): Promise<Asked | undefined> {
  const s = await readSubscription(q, id, null);
  if (!s || (s.status !== TRK_STATUS.PENDING && s.status !== TRK_STATUS.ACTIVE)) return undefined;
  const query = await queryOf(q, s);
  return { query, answer: query ? await adapter.lookup(query, now) : { kind: 'notFound' } };
}

async function applyAnswer(
  tx: Queryable,
  simulated: boolean,
  id: number,
  { query, answer }: Asked,
  now: Date,
  minGapMs: number,
  divisor = 1,
): Promise<PollResult | undefined> {
  {
    const s = await lockSubscription(tx, id, null);
    // stopped (or moved) while the carrier was asked: its answer is not applied
    if (!s || (s.status !== TRK_STATUS.PENDING && s.status !== TRK_STATUS.ACTIVE)) return undefined;
    let status = s.status as TrkStatus;
    let errors = 0;
    let notFound = s.notFound;
    let firstNotFoundAt = s.firstNotFoundAt;
    let error = '';
    let changed = false;
    let departed = false;
    let arrivalAt: number | undefined;
    if (answer.kind === 'error') {
      errors = s.errors + 1;
      error = answer.error;
      if (errors >= ERROR_LIMIT) status = trkMove(status, 'failed') ?? status;
    } else if (answer.kind === 'notFound') {
      // §8.2: the carrier's "unknown" is asked again, three times over at least a day, before it stands
      notFound = s.notFound + 1;
      firstNotFoundAt = firstNotFoundAt ?? now.toISOString();
      error = 'not found';
      if (status === TRK_STATUS.PENDING && notFound >= NOT_FOUND_TRIES && now.getTime() - Date.parse(firstNotFoundAt) >= NOT_FOUND_SPAN_MS)
        status = trkMove(status, 'notFound') ?? status;
    } else {
      const done = await ingest(tx, publisherOf(simulated, query!.carrier), answer.events);
      const docs = answer.events.filter((e) => e.eventType === 'SHIPMENT' && e.documentID).map((e) => e.documentID!);
      const newDocs = docs.filter((d) => !s.docRefs.includes(d));
      if (newDocs.length) {
        await addDocRefs(tx, s.id, newDocs);
        s.docRefs = [...s.docRefs, ...newDocs];
      }
      if (done.refused.length) error = `${done.refused.length} event(s) refused by the check: ${done.refused[0]!.why}`;
      changed = done.stored + done.superseded + done.retracted > 0;
      notFound = 0;
      firstNotFoundAt = null;
      const next = trkMove(status, 'found') ?? status;
      if (next !== status) changed = true;
      status = next;
      const found = await resummarise(tx, s);
      departed = Boolean(found.summary.atd);
      arrivalAt = found.summary.ata ? Date.parse(found.summary.ata) : found.summary.eta ? Date.parse(found.summary.eta) : undefined;
      const deliveredLongAgo = found.summary.deliveredAt && now.getTime() - Date.parse(found.summary.deliveredAt) >= COMPLETE_AFTER_DELIVERY_MS;
      if (found.done || deliveredLongAgo) status = trkMove(status, 'completed') ?? status;
      // trk.delay: a slip over 24 h is told to the owner, again only when it grew by another day
      const slip = found.summary.delayHours;
      if (found.summary.exceptions.includes('ETA_SLIP') && slip >= s.delayToldHours + 24) {
        await tellDelay(tx, s, found.summary);
        await setDelayTold(tx, s.id, slip);
      }
    }
    if (status !== s.status) changed = true;
    const delay = Math.round(
      nextPollDelay({ departed, ...(arrivalAt !== undefined ? { arrivalAt } : {}), errors, notFound: notFound > 0 }, now.getTime(), minGapMs) / divisor,
    );
    await recordPoll(tx, s.id, { status, errors, notFound, firstNotFoundAt, polledAt: now, nextAt: new Date(now.getTime() + delay), error });
    return { id: s.id, status, changed };
  }
}

export const POLL_HOURS = H;
