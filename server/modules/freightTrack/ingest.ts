import type { Queryable } from '../../db/types';
import { retractBySource, storeBatch } from '../containerEvents/public';
import { TNT_CHANNEL } from './adapter';
import { type DcsaEvent, eventInputOf, updatedAtOf } from './dcsa';

/**
 * What a carrier's answer does to the container events' store: each DCSA event through the store's
 * own path (`storeBatch` → `storeEvent`, anomalies found once per container and answer: the check, evt.dedupe by the publisher's eventID and update time, the
 * links, the anomalies, the gate-in), so an event is applied once whatever order — or how many
 * times — it arrives in. Retractions come after the events of the same answer; one whose event has
 * not arrived yet waits for a later answer (the feed repeats it). Every row is the simulator's when
 * the channel runs on it: its publisher says so (`SIM:CARRIER_TNT`).
 */
export const publisherOf = (simulated: boolean, carrier: string) => (simulated ? `SIM:${TNT_CHANNEL}` : `${TNT_CHANNEL}:${carrier}`);

/** What became of one event: stored, the same word again, a newer word, a retraction applied or waiting for its event, or refused by the check. */
export type EventOutcome = 'STORED' | 'DUPLICATE' | 'SUPERSEDED' | 'RETRACTED' | 'WAITING' | 'REFUSED';

export interface IngestOutcome {
  stored: number;
  duplicates: number;
  superseded: number;
  retracted: number;
  /** Events the store's check refused (a carrier's bad data): told in the subscription's last error. */
  refused: { eventID: string; why: string; zh: string }[];
  /** Retractions of events not yet here. */
  waiting: number;
  /** Each event's outcome, in the order given. */
  outcomes: EventOutcome[];
}

export async function ingest(tx: Queryable, publisher: string, events: readonly DcsaEvent[]): Promise<IngestOutcome> {
  const out: IngestOutcome = { stored: 0, duplicates: 0, superseded: 0, retracted: 0, refused: [], waiting: 0, outcomes: [] };
  const author = { gateway: TNT_CHANNEL };
  const plain = [...events.entries()].filter(([, x]) => !x.retractedEventID);
  const stored = await storeBatch(
    tx,
    author,
    publisher,
    plain.map(([, e]) => eventInputOf(e)),
    'zh',
  );
  for (const [i, done] of stored.entries()) {
    const [at, e] = plain[i]!;
    if (!done.ok) {
      out.refused.push({ eventID: e.eventID, why: done.message, zh: done.zh ?? done.message });
      out.outcomes[at] = 'REFUSED';
      continue;
    }
    out.outcomes[at] = done.value.Outcome;
    if (done.value.Outcome === 'DUPLICATE') out.duplicates++;
    else if (done.value.Outcome === 'SUPERSEDED') out.superseded++;
    else out.stored++;
  }
  for (const [at, e] of events.entries()) {
    if (!e.retractedEventID) continue;
    const done = await retractBySource(tx, author, publisher, {
      sourceId: e.eventID,
      retractsSourceId: e.retractedEventID,
      reason: e.remark ?? '',
      updatedAt: updatedAtOf(e),
    });
    out.outcomes[at] = done === 'retracted' ? 'RETRACTED' : done === 'duplicate' ? 'DUPLICATE' : 'WAITING';
    if (done === 'retracted') out.retracted++;
    else if (done === 'duplicate') out.duplicates++;
    else out.waiting++;
  }
  return out;
}
