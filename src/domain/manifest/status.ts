/**
 * A manifest's life (operations.md §7.3) as data: the numeric `MFT_STATUS`, and the one list of moves
 * the server applies (refusing any move it does not hold) and the screens offer. Words for each state
 * are in ./words.ts. Customs' stages after acceptance (运抵 放行 装载 理货) are `MFT_STAGE`, not states.
 */
export const MFT_STATUS = {
  DRAFT: 0,
  SUBMITTED: 1,
  SUBMIT_FAILED: 2,
  VERIFIED: 3,
  VERIFY_FAILED: 4,
  SENDING: 5,
  SENT: 6,
  SEND_FAILED: 7,
  REJECTED: 8,
  ACCEPTED: 9,
  AMENDING: 10,
  DELETED: 11,
  CANCELLED: 12,
} as const;
export type MftStatus = (typeof MFT_STATUS)[keyof typeof MFT_STATUS];
export const MFT_STATUSES = Object.values(MFT_STATUS) as MftStatus[];

export type MftEvent =
  | 'submit'
  | 'submitFail'
  | 'verify'
  | 'return'
  | 'send'
  | 'autoSend'
  | 'transmitted'
  | 'transportFailed'
  | 'rejected'
  | 'accepted'
  | 'amend'
  | 'sendAmendment'
  | 'retry'
  | 'deliveredAfterAll'
  | 'deleteAccepted'
  | 'deleted'
  | 'amendRefused'
  | 'cancel';
/** The owner (customer employee or documentation clerk), the manifest verifier, the system (outbox), the gateway (receipts). */
export type MftActor = 'owner' | 'verifier' | 'system' | 'gateway';

export interface MftMove {
  from: readonly MftStatus[];
  event: MftEvent;
  to: MftStatus;
  by: readonly MftActor[];
  /** A remark (code or words) is required: a return says why. */
  remarks?: true;
}

const { DRAFT, SUBMITTED, SUBMIT_FAILED, VERIFIED, VERIFY_FAILED, SENDING, SENT, SEND_FAILED, REJECTED, ACCEPTED, AMENDING, DELETED, CANCELLED } = MFT_STATUS;

/**
 * §7.3's table. A submission whose check finds problems stores them and lands in 2. Sending a manifest
 * customs already holds (an accepted one being amended or deleted) goes out as MODIFY or DELETE and
 * leaves the last accepted content in force: a refused amendment returns it to 9, not 8. Deleting an
 * accepted manifest waits for customs' receipt (stays 5 until then); the receipt takes it to 11.
 */
export const MFT_MOVES: readonly MftMove[] = [
  { from: [DRAFT, SUBMIT_FAILED, VERIFY_FAILED], event: 'submit', to: SUBMITTED, by: ['owner'] },
  { from: [DRAFT, SUBMIT_FAILED, VERIFY_FAILED], event: 'submitFail', to: SUBMIT_FAILED, by: ['system'] },
  { from: [SUBMITTED], event: 'verify', to: VERIFIED, by: ['verifier'] },
  { from: [SUBMITTED], event: 'return', to: VERIFY_FAILED, by: ['verifier'], remarks: true },
  { from: [VERIFIED], event: 'send', to: SENDING, by: ['verifier'] },
  // a company whose configuration needs no verification sends its submitted manifests itself (auto-send)
  { from: [SUBMITTED], event: 'autoSend', to: SENDING, by: ['system', 'verifier'] },
  { from: [SENDING], event: 'transmitted', to: SENT, by: ['gateway'] },
  { from: [SENDING], event: 'transportFailed', to: SEND_FAILED, by: ['system'] },
  { from: [SENDING, SENT], event: 'rejected', to: REJECTED, by: ['gateway'] },
  { from: [SENDING, SENT], event: 'accepted', to: ACCEPTED, by: ['gateway'] },
  { from: [REJECTED, ACCEPTED], event: 'amend', to: AMENDING, by: ['owner', 'verifier'] },
  { from: [AMENDING], event: 'sendAmendment', to: SENDING, by: ['verifier'] },
  { from: [SEND_FAILED], event: 'retry', to: SENDING, by: ['verifier'] },
  // customs answers a message we had given up on (an attempt timed out after customs kept it): the
  // answer proves delivery, so the manifest is back in flight and the answer applies as any other
  { from: [SEND_FAILED], event: 'deliveredAfterAll', to: SENDING, by: ['gateway'] },
  // an amendment whose change customs does not take as one (vessel, container numbers) gives way to
  // deleting what customs holds: from the amendment too (the service asks that customs holds a version)
  { from: [ACCEPTED, AMENDING], event: 'deleteAccepted', to: SENDING, by: ['verifier'] },
  { from: [SENDING, SENT], event: 'deleted', to: DELETED, by: ['gateway'] },
  // customs refused a MODIFY or DELETE: what it accepted before stays in force
  { from: [SENDING, SENT], event: 'amendRefused', to: ACCEPTED, by: ['gateway'] },
  { from: [DRAFT, SUBMITTED, SUBMIT_FAILED, VERIFY_FAILED], event: 'cancel', to: CANCELLED, by: ['owner', 'verifier'] },
];

/** Where `event` by `by` takes a manifest in `from`; undefined when the table has no such move. */
export function mftMove(from: number, event: MftEvent, by: MftActor): MftMove | undefined {
  return MFT_MOVES.find((m) => m.event === event && m.from.includes(from as MftStatus) && m.by.includes(by));
}

export type TransmissionKind = 'MAIN' | 'MODIFY' | 'DELETE';
/** The event customs' answer to a transmission of this kind is: the kind decides what acceptance or refusal means. */
export function receiptEvent(kind: TransmissionKind, accepted: boolean): MftEvent {
  if (accepted) return kind === 'DELETE' ? 'deleted' : 'accepted';
  return kind === 'MAIN' ? 'rejected' : 'amendRefused';
}

export const MFT_INITIAL: MftStatus = DRAFT;
/** A person may edit the manifest in these (Save). */
export const MFT_EDITABLE: readonly MftStatus[] = [DRAFT, SUBMIT_FAILED, VERIFY_FAILED, AMENDING];
/** Share links may edit only before sending (`mft.share`: read-only once state ≥ 5 and not amending). */
export const isShareEditable = (status: number) => status === DRAFT || status === SUBMIT_FAILED || status === VERIFY_FAILED;
/** Not live: never sent and cancelled, or deleted at customs (`mft.unique` counts the others). */
export const MFT_DEAD: readonly MftStatus[] = [DELETED, CANCELLED];
export const isMftLive = (status: number) => !MFT_DEAD.includes(status as MftStatus);
/** Customs holds (or held) a version of it: amendments go out as MODIFY, fields that cannot change are locked (`mft.immutable`). */
export const customsHolds = (status: number) => status === ACCEPTED;
/**
 * Filed with customs: sent (on its way, acknowledged) or accepted (amended or not) — its B/L number is
 * on customs' record, so a bill made later keeps that number (issue 45: renaming it lost the manifest).
 */
export const filedWithCustoms = (status: number) => status === SENDING || status === SENT || status === ACCEPTED || status === AMENDING;

/** The customs-side stages in their order (`MFT_STAGE`). */
export const MFT_STAGE_ORDER = ['NONE', 'ARRIVED', 'RELEASED', 'LOADED', 'TALLIED'] as const;
export type MftStage = (typeof MFT_STAGE_ORDER)[number];
/** A later stage never goes back to an earlier one (receipts out of order wait, see the channel). */
export const laterStage = (now: string, next: string): boolean => MFT_STAGE_ORDER.indexOf(next as MftStage) > MFT_STAGE_ORDER.indexOf(now as MftStage);

/** The list stages (Stage filter of List) as the states they show. */
export const MFT_LIST_STAGE_STATES: Record<string, readonly MftStatus[]> = {
  draft: [DRAFT],
  submit: [SUBMITTED],
  submitFailed: [SUBMIT_FAILED],
  verify: [SUBMITTED],
  verifyFailed: [VERIFY_FAILED],
  send: [VERIFIED, SENDING, SENT, ACCEPTED],
  sendFail: [SEND_FAILED, REJECTED],
  track: [ACCEPTED],
  amend: [AMENDING],
  all: MFT_STATUSES,
};
