import type { Bilingual } from '../../i18n/bilingual';

/**
 * A tracking subscription's life (operations.md §8.2) as data: the poller moves it on the carrier's
 * answers, the owner stops it. The service and the state-table test read the same table.
 */
export const TRK_STATUS = { PENDING: 1, ACTIVE: 2, NOT_FOUND: 3, FAILED: 4, COMPLETED: 5, STOPPED: 6 } as const;
export type TrkStatus = (typeof TRK_STATUS)[keyof typeof TRK_STATUS];
export const TRK_STATUSES = Object.values(TRK_STATUS) as TrkStatus[];

export type TrkEvent = 'subscribe' | 'found' | 'notFound' | 'failed' | 'completed' | 'retry' | 'stop';

export interface TrkMove {
  from: readonly TrkStatus[];
  event: TrkEvent;
  to: TrkStatus;
  by: 'owner' | 'poller' | 'operator';
}

const { PENDING, ACTIVE, NOT_FOUND, FAILED, COMPLETED, STOPPED } = TRK_STATUS;

/** §8.2's table; `retry` is the operator's "can retry" of a failed (or not found) subscription, which polls it again as pending. */
export const TRK_MOVES: readonly TrkMove[] = [
  { from: [], event: 'subscribe', to: PENDING, by: 'owner' },
  // a pending one found, an active one answered again (stays active)
  { from: [PENDING, ACTIVE], event: 'found', to: ACTIVE, by: 'poller' },
  { from: [PENDING], event: 'notFound', to: NOT_FOUND, by: 'poller' },
  // a pending one that keeps failing fails too (the carrier never answered)
  { from: [PENDING, ACTIVE], event: 'failed', to: FAILED, by: 'poller' },
  { from: [ACTIVE], event: 'completed', to: COMPLETED, by: 'poller' },
  { from: [FAILED, NOT_FOUND], event: 'retry', to: PENDING, by: 'operator' },
  { from: [PENDING, ACTIVE, NOT_FOUND, FAILED, COMPLETED], event: 'stop', to: STOPPED, by: 'owner' },
];

/** Where `event` takes a subscription in `from`, or undefined when §8.2 has no such move. */
export function trkMove(from: TrkStatus | undefined, event: TrkEvent): TrkStatus | undefined {
  const m = TRK_MOVES.find((x) => x.event === event && (from === undefined ? x.from.length === 0 : x.from.includes(from)));
  return m?.to;
}

/** Polled by the round: pending and active ones only. */
export const isPolled = (s: TrkStatus) => s === PENDING || s === ACTIVE;

export const trkStatusWords: Record<TrkStatus, Bilingual> = {
  1: { zh: '待查询', en: 'Pending' },
  2: { zh: '跟踪中', en: 'Tracking' },
  3: { zh: '承运人查无此号', en: 'Not found by the carrier' },
  4: { zh: '查询失败', en: 'Failed' },
  5: { zh: '已完成', en: 'Completed' },
  6: { zh: '已停止', en: 'Stopped' },
};

/** trk.poll's limits on the carrier's "unknown" (3 answers over at least 24 h) and on adapter errors (5 in a row). */
export const NOT_FOUND_TRIES = 3;
export const NOT_FOUND_SPAN_MS = 24 * 3_600_000;
export const ERROR_LIMIT = 5;
/** A person's refresh: once per 10 minutes per subscription. */
export const REFRESH_GAP_MS = 10 * 60_000;
/** Completed 30 days after delivery when no empty return is heard (§8.2). */
export const COMPLETE_AFTER_DELIVERY_MS = 30 * 86_400_000;
