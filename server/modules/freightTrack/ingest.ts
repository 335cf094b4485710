import type { Queryable } from '../../db/types';
import { retractBySource, storeBatch } from '../containerEvents/public';
import { TNT_CHANNEL } from './adapter';
import { type DcsaEvent, eventInputOf } from './dcsa';

/**
 * What a carrier's answer does to the container events' store: each DCSA event through the store's
 * own path (`storeBatch` → `storeEvent`, anomalies found once per container and answer: the check, evt.dedupe by the publisher's eventID and update time, the
 * links, the anomalies, the gate-in), so an event is applied once whatever order — or how many
 * times — it arrives in. Retractions come after the events of the same answer; one whose event has
 * not arrived yet waits for a later answer (the feed repeats it). Every row is the simulator's when
 * the channel runs on it: its publisher says so (`SIM:CARRIER_TNT`).
 */
export const publisherOf = (simulated: boolean, carrier: string) => (simulated ? `SIM:${TNT_CHANNEL}` : `${TNT_CHANNEL}:${carrier}`);

export interface IngestOutcome {
  stored: number;
  duplicates: number;
  superseded: number;
  retracted: number;
  /** Events the store's check refused (a carrier's bad data): told in the subscription's last error. */
  refused: { eventID: string; why: string }[];
  /** Retractions of events not yet here. */
  waiting: number;
}

export async function ingest(tx: Queryable, publisher: string, events: readonly DcsaEvent[]): Promise<IngestOutcome> {
  const out: IngestOutcome = { stored: 0, duplicates: 0, superseded: 0, retracted: 0, refused: [], waiting: 0 };
  const author = { gateway: TNT_CHANNEL };
  const plain = events.filter((x) => !x.retractedEventID);
  const outcomes = await storeBatch(tx, author, publisher, plain.map(eventInputOf), 'zh');
  for (const [i, done] of outcomes.entries()) {
    const e = plain[i]!;
    if (!done.ok) out.refused.push({ eventID: e.eventID, why: done.message });
    else if (done.value.Outcome === 'DUPLICATE') out.duplicates++;
    else if (done.value.Outcome === 'SUPERSEDED') out.superseded++;
    else out.stored++;
  }
  for (const e of events.filter((x) => x.retractedEventID)) {
    const done = await retractBySource(tx, author, publisher, {
      sourceId: e.eventID,
      retractsSourceId: e.retractedEventID!,
      reason: e.remark ?? '',
      updatedAt: e.eventUpdatedDateTime,
    });
    if (done === 'retracted') out.retracted++;
    else if (done === 'duplicate') out.duplicates++;
    else out.waiting++;
  }
  return out;
}
