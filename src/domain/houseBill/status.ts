/**
 * The house bill's and the master bill's lives (operations.md §10.3) as data: each move names the
 * states it leaves, the event and the state it reaches. The server looks every move up here; a move
 * not in the table is refused (400 HBL_STATE / MBL_STATE). Words for each state: src/contract/houseBill/words.ts.
 */
export const HBL_STATUS = {
  DRAFT: 1,
  PENDING: 2,
  APPROVED: 3,
  ISSUED: 4,
  RELEASED: 5,
  SURRENDERED: 6,
  VOIDED: 7,
} as const;
export type HblStatus = (typeof HBL_STATUS)[keyof typeof HBL_STATUS];
export const HBL_STATUSES = Object.values(HBL_STATUS) as HblStatus[];

/**
 * save: HBL-only fields changed (an approved or pending draft goes back to draft: the shipper saw another one);
 * amend: an issued (originals back) or surrendered HBL opens a new version, same number, marked AMENDED.
 */
export type HblEvent = 'save' | 'sendDraft' | 'approve' | 'askChanges' | 'issue' | 'release' | 'surrender' | 'void' | 'amend';

export interface Move<S extends number, E extends string> {
  from: readonly S[];
  event: E;
  to: S;
}

const H = HBL_STATUS;
export const HBL_MOVES: readonly Move<HblStatus, HblEvent>[] = [
  { from: [H.DRAFT, H.PENDING, H.APPROVED], event: 'save', to: H.DRAFT },
  { from: [H.DRAFT], event: 'sendDraft', to: H.PENDING },
  // a draft sent again while pending (a new link, a reminder) stays pending
  { from: [H.PENDING], event: 'sendDraft', to: H.PENDING },
  { from: [H.PENDING], event: 'approve', to: H.APPROVED },
  { from: [H.PENDING], event: 'askChanges', to: H.DRAFT },
  { from: [H.APPROVED], event: 'issue', to: H.ISSUED },
  { from: [H.ISSUED], event: 'release', to: H.RELEASED },
  { from: [H.ISSUED, H.RELEASED], event: 'surrender', to: H.SURRENDERED },
  { from: [H.DRAFT, H.PENDING, H.APPROVED, H.ISSUED], event: 'void', to: H.VOIDED },
  { from: [H.ISSUED, H.SURRENDERED], event: 'amend', to: H.DRAFT },
];

export const HBL_EVENTS: readonly HblEvent[] = ['save', 'sendDraft', 'approve', 'askChanges', 'issue', 'release', 'surrender', 'void', 'amend'];

/** Where `event` takes an HBL in `from`, or undefined when the table has no such move. */
export function hblMove(from: number, event: HblEvent): HblStatus | undefined {
  return HBL_MOVES.find((m) => m.event === event && m.from.includes(from as HblStatus))?.to;
}

/** A live HBL holds its SI (one live HBL per SI): every state but voided. */
export const isLiveHbl = (status: number) => status !== H.VOIDED;

export const MBL_STATUS = {
  DRAFT: 1,
  SENT: 2,
  CARRIER_DRAFT: 3,
  CONFIRMED: 4,
  ISSUED: 5,
  RELEASED: 6,
  VOIDED: 7,
} as const;
export type MblStatus = (typeof MBL_STATUS)[keyof typeof MBL_STATUS];
export const MBL_STATUSES = Object.values(MBL_STATUS) as MblStatus[];

/**
 * submit: our SI handed to the CARRIER_SI channel; sendFailed: the channel gave up (back to draft,
 * with why); carrierDraft: the carrier's draft recorded (again: a newer draft replaces it).
 */
export type MblEvent = 'save' | 'submit' | 'sendFailed' | 'carrierDraft' | 'confirm' | 'recordIssue' | 'release' | 'void';
export const MBL_EVENTS: readonly MblEvent[] = ['save', 'submit', 'sendFailed', 'carrierDraft', 'confirm', 'recordIssue', 'release', 'void'];

const M = MBL_STATUS;
export const MBL_MOVES: readonly Move<MblStatus, MblEvent>[] = [
  { from: [M.DRAFT], event: 'save', to: M.DRAFT },
  { from: [M.DRAFT], event: 'submit', to: M.SENT },
  { from: [M.SENT], event: 'sendFailed', to: M.DRAFT },
  { from: [M.SENT, M.CARRIER_DRAFT], event: 'carrierDraft', to: M.CARRIER_DRAFT },
  { from: [M.CARRIER_DRAFT], event: 'confirm', to: M.CONFIRMED },
  { from: [M.CONFIRMED], event: 'recordIssue', to: M.ISSUED },
  { from: [M.ISSUED], event: 'release', to: M.RELEASED },
  { from: [M.DRAFT, M.SENT, M.CARRIER_DRAFT, M.CONFIRMED, M.ISSUED], event: 'void', to: M.VOIDED },
];

export function mblMove(from: number, event: MblEvent): MblStatus | undefined {
  return MBL_MOVES.find((m) => m.event === event && m.from.includes(from as MblStatus))?.to;
}
