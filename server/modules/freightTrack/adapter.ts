import type { DcsaEvent } from './dcsa';

/**
 * The carrier track-and-trace channel (CARRIER_TNT, operations.md §17.1): one interface whichever
 * counterpart runs behind it — a carrier's DCSA TNT `GET /events` filtered by equipment, booking or
 * transport document, or its local simulator. The poller never asks which.
 */
export const TNT_CHANNEL = 'CARRIER_TNT';

export interface TntQuery {
  carrier: string;
  refType: 'CONTAINER' | 'BOOKING' | 'MBL' | 'HBL';
  ref: string;
}

export type TntAnswer =
  | { kind: 'events'; events: DcsaEvent[] }
  /** The carrier does not know the reference (DCSA: an empty answer for an unknown filter, or 404). */
  | { kind: 'notFound' }
  /** The counterpart failed (timeout, 5xx): tried again with back-off. */
  | { kind: 'error'; error: string };

export interface TntAdapter {
  channel: typeof TNT_CHANNEL;
  simulated: boolean;
  lookup(q: TntQuery, now: Date): Promise<TntAnswer>;
}
