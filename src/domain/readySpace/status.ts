/**
 * Ready space's two state tables (commercial.md §5.2) as data: the listing's life and the order's.
 * SOLD_OUT and CLOSED are derived from the stock and the clock (`shownStatus`), never stored, so
 * they cannot go stale: a hold that expires puts a sold-out listing back on sale by itself.
 */

/** What a listing's row stores. */
export const SPACE_STATUSES = ['DRAFT', 'SUBMITTED', 'ON_SALE', 'OFF_SHELF'] as const;
export type SpaceStatus = (typeof SPACE_STATUSES)[number];
/** What a person sees: the stored status, or one derived from the stock and the clock. */
export const SHOWN_SPACE_STATUSES = [...SPACE_STATUSES, 'SOLD_OUT', 'CLOSED'] as const;
export type ShownSpaceStatus = (typeof SHOWN_SPACE_STATUSES)[number];

export const ORDER_STATUSES = ['PLACED', 'CONFIRMED', 'REJECTED', 'CANCELLED', 'EXPIRED', 'SO_RELEASED', 'CANCEL_REQUESTED', 'COMPLETED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** One line's stock. */
export interface StockLine {
  ContainerClass: string;
  TotalQty: number;
  HeldQty: number;
  SoldQty: number;
}

/** What is left to buy of a line: total − held − sold, never below 0. */
export const availableOf = (l: Pick<StockLine, 'TotalQty' | 'HeldQty' | 'SoldQty'>) => Math.max(0, l.TotalQty - l.HeldQty - l.SoldQty);

/**
 * The status shown: a listing on sale or off the shelf whose sales have closed (now ≥ ValidUntil) is
 * CLOSED; one on sale with nothing left is SOLD_OUT (R5.2's derived rows).
 */
export function shownStatus(
  stored: SpaceStatus,
  lines: readonly Pick<StockLine, 'TotalQty' | 'HeldQty' | 'SoldQty'>[],
  validUntil: string | null,
  now: string,
): ShownSpaceStatus {
  if ((stored === 'ON_SALE' || stored === 'OFF_SHELF') && validUntil && Date.parse(validUntil) <= Date.parse(now)) return 'CLOSED';
  if (stored === 'ON_SALE' && lines.reduce((n, l) => n + availableOf(l), 0) === 0) return 'SOLD_OUT';
  return stored;
}

export type SpaceEvent = 'submit' | 'approve' | 'reject' | 'offShelf' | 'onShelf' | 'keyFactsEdited';
export type SpaceActor = 'provider' | 'platform';

/**
 * The listing's table: [from, event, to, who]. A platform's own listing goes on sale at submit (R5.2:
 * `submitOwn`); the platform also takes any listing off the shelf.
 */
export const SPACE_MOVES: readonly { from: SpaceStatus; event: SpaceEvent; to: SpaceStatus; by: readonly SpaceActor[] }[] = [
  { from: 'DRAFT', event: 'submit', to: 'SUBMITTED', by: ['provider', 'platform'] },
  { from: 'SUBMITTED', event: 'approve', to: 'ON_SALE', by: ['platform'] },
  { from: 'SUBMITTED', event: 'reject', to: 'DRAFT', by: ['platform'] },
  { from: 'ON_SALE', event: 'offShelf', to: 'OFF_SHELF', by: ['provider', 'platform'] },
  { from: 'OFF_SHELF', event: 'onShelf', to: 'ON_SALE', by: ['provider', 'platform'] },
  { from: 'ON_SALE', event: 'keyFactsEdited', to: 'SUBMITTED', by: ['provider'] },
  { from: 'OFF_SHELF', event: 'keyFactsEdited', to: 'SUBMITTED', by: ['provider'] },
];

/** Where `event` by `by` takes a listing in `from`; undefined when the table has no such move. */
export function spaceMove(from: SpaceStatus, event: SpaceEvent, by: SpaceActor): SpaceStatus | undefined {
  return SPACE_MOVES.find((m) => m.from === from && m.event === event && m.by.includes(by))?.to;
}

export type OrderEvent = 'confirm' | 'reject' | 'cancel' | 'expire' | 'releaseSo' | 'requestCancel' | 'approveCancel' | 'declineCancel' | 'complete';
export type OrderActor = 'buyer' | 'provider' | 'system';
/** How a move changes the stock of each of the order's lines. */
export type StockEffect = 'none' | 'releaseHold' | 'holdToSold' | 'unsell';

/** The order's table (§5.2). `declineCancel` goes back to the status the request came from. */
export const ORDER_MOVES: readonly { from: OrderStatus; event: OrderEvent; to: OrderStatus | 'PREVIOUS'; by: OrderActor; stock: StockEffect }[] = [
  { from: 'PLACED', event: 'confirm', to: 'CONFIRMED', by: 'provider', stock: 'holdToSold' },
  { from: 'PLACED', event: 'reject', to: 'REJECTED', by: 'provider', stock: 'releaseHold' },
  { from: 'PLACED', event: 'cancel', to: 'CANCELLED', by: 'buyer', stock: 'releaseHold' },
  { from: 'PLACED', event: 'expire', to: 'EXPIRED', by: 'system', stock: 'releaseHold' },
  { from: 'CONFIRMED', event: 'releaseSo', to: 'SO_RELEASED', by: 'provider', stock: 'none' },
  { from: 'CONFIRMED', event: 'requestCancel', to: 'CANCEL_REQUESTED', by: 'buyer', stock: 'none' },
  { from: 'SO_RELEASED', event: 'requestCancel', to: 'CANCEL_REQUESTED', by: 'buyer', stock: 'none' },
  // the stock goes back on sale only when the provider chooses to resell before sales close (R5.8)
  { from: 'CANCEL_REQUESTED', event: 'approveCancel', to: 'CANCELLED', by: 'provider', stock: 'unsell' },
  { from: 'CANCEL_REQUESTED', event: 'declineCancel', to: 'PREVIOUS', by: 'provider', stock: 'none' },
  { from: 'SO_RELEASED', event: 'complete', to: 'COMPLETED', by: 'system', stock: 'none' },
];

export function orderMove(from: OrderStatus, event: OrderEvent, by: OrderActor) {
  return ORDER_MOVES.find((m) => m.from === from && m.event === event && m.by === by);
}

/** Orders that still count against the stock: a key-fact edit is refused while any is open (R5.5). */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['PLACED', 'CONFIRMED', 'SO_RELEASED', 'CANCEL_REQUESTED'];
