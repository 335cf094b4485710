/**
 * A B/L application's life (operations.md §11.2) as data: who may move it from which state by which
 * event. The server's service and the screens' buttons both read this table; words for each state
 * are in src/contract/orderApply/words.ts.
 */
export const OAP_STATUS = {
  SUBMITTED: 1,
  AUTO_APPROVED: 2,
  PENDING_REVIEW: 3,
  BLOCKED: 4,
  APPROVED: 5,
  REJECTED: 6,
  RELEASED: 7,
  CANCELLED: 8,
} as const;
export type OapStatus = (typeof OAP_STATUS)[keyof typeof OAP_STATUS];
export const OAP_STATUSES = Object.values(OAP_STATUS) as OapStatus[];

export type OapEvent = 'apply' | 'autoApprove' | 'toReview' | 'block' | 'recheck' | 'approve' | 'reject' | 'release' | 'cancel';
/** Customer service (button `apply`/`release`), the risk checker (button `approve`), the risk check itself. */
export type OapActor = 'service' | 'risk' | 'system';

export interface OapMove {
  /** Empty: the event creates the application. */
  from: readonly OapStatus[];
  event: OapEvent;
  to: OapStatus;
  by: OapActor;
}

const { SUBMITTED, AUTO_APPROVED, PENDING_REVIEW, BLOCKED, APPROVED, REJECTED, RELEASED, CANCELLED } = OAP_STATUS;

/** §11.2's table. The check runs in the transaction of `apply`/`recheck`, so "submitted" is never seen settled. */
export const OAP_MOVES: readonly OapMove[] = [
  { from: [], event: 'apply', to: SUBMITTED, by: 'service' },
  { from: [SUBMITTED], event: 'autoApprove', to: AUTO_APPROVED, by: 'system' },
  // any REVIEW — or every rule PASS with auto-approve off: a person looks
  { from: [SUBMITTED], event: 'toReview', to: PENDING_REVIEW, by: 'system' },
  { from: [SUBMITTED], event: 'block', to: BLOCKED, by: 'system' },
  { from: [BLOCKED], event: 'recheck', to: SUBMITTED, by: 'service' },
  { from: [PENDING_REVIEW], event: 'approve', to: APPROVED, by: 'risk' },
  { from: [PENDING_REVIEW], event: 'reject', to: REJECTED, by: 'risk' },
  { from: [AUTO_APPROVED, APPROVED], event: 'release', to: RELEASED, by: 'service' },
  { from: [SUBMITTED, AUTO_APPROVED, PENDING_REVIEW, BLOCKED, APPROVED], event: 'cancel', to: CANCELLED, by: 'service' },
];

/** The move `event` makes from `from` by `by`, or undefined when the table has none. */
export function oapMove(from: number | null, event: OapEvent, by: OapActor): OapMove | undefined {
  return OAP_MOVES.find((m) => m.event === event && m.by === by && (from === null ? m.from.length === 0 : m.from.includes(from as OapStatus)));
}

/** Live: an application still on its way to a release (R10 refuses a second one for the same B/L). */
export const isLiveApplication = (status: number) =>
  status === SUBMITTED || status === AUTO_APPROVED || status === PENDING_REVIEW || status === BLOCKED || status === APPROVED;

/** The kinds of release (§11.1 OAP_KIND). */
export const OAP_KIND = { COURIER: 1, COLLECT: 2, TELEX: 3, SEAWAY: 4 } as const;
export type OapKind = (typeof OAP_KIND)[keyof typeof OAP_KIND];
export const OAP_KINDS = Object.values(OAP_KIND) as OapKind[];
