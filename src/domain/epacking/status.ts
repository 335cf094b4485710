/**
 * An electronic packing request's life (operations.md §4.2) as data: the numeric `ECP_STATUS`, and
 * the one list of moves the server applies (refusing any move it does not hold) and the screens
 * offer. Words for each state are in ./words.ts.
 *
 * Reading of the table: "transmitted" (4) is the message in the gateway's hands — the channel's
 * round takes an approved request's message (2 → 4) and delivers it with retries; when the retries
 * run out it is "send failed" (4 → 7) and an operator's retry hands it to the gateway again (7 → 4).
 * Acknowledged and terminal rejected move only on the terminal's receipts. A receipt that arrives
 * after the gateway gave up (the terminal kept an attempt whose answer was lost) still counts: the
 * terminal's word wins over our transport's (7 → 5, 7 → 6).
 */
export const ECP_STATUS = {
  SUBMITTED: 1,
  APPROVED: 2,
  REJECTED: 3,
  TRANSMITTED: 4,
  ACKNOWLEDGED: 5,
  TERMINAL_REJECTED: 6,
  SEND_FAILED: 7,
  WITHDRAWN: 8,
} as const;
export type EcpStatus = (typeof ECP_STATUS)[keyof typeof ECP_STATUS];
export const ECP_STATUSES = Object.values(ECP_STATUS) as EcpStatus[];

/** 1 pack (申请电子装箱), 2 unpack (拆箱). */
export const ECP_KIND = { PACK: 1, UNPACK: 2 } as const;
export type EcpKind = (typeof ECP_KIND)[keyof typeof ECP_KIND];
export const ECP_KINDS = Object.values(ECP_KIND) as EcpKind[];

/** Why a packed container is unstuffed (`ECP_REASON`, required for unpack). */
export const ECP_REASONS = ['SHUT_OUT', 'RESTUFF', 'CANCEL', 'INSPECTION', 'DECONSOLIDATION'] as const;
export type EcpReason = (typeof ECP_REASONS)[number];

export type EcpEvent = 'approve' | 'reject' | 'transmit' | 'acknowledge' | 'terminalReject' | 'sendFailed' | 'retry' | 'withdraw';
/** The applicant (customer employee or trucker), the operator, the channel's round, the terminal's receipt. */
export type EcpActor = 'applicant' | 'operator' | 'system' | 'gateway';

export interface EcpMove {
  from: readonly EcpStatus[];
  event: EcpEvent;
  to: EcpStatus;
  by: readonly EcpActor[];
  /** Remarks are required (a rejection says why). */
  remarks?: true;
}

const { SUBMITTED, APPROVED, REJECTED, TRANSMITTED, ACKNOWLEDGED, TERMINAL_REJECTED, SEND_FAILED, WITHDRAWN } = ECP_STATUS;

/** §4.2's table. Applying creates a request in 1: no `from`. */
export const ECP_MOVES: readonly EcpMove[] = [
  { from: [SUBMITTED], event: 'approve', to: APPROVED, by: ['operator'] },
  { from: [SUBMITTED], event: 'reject', to: REJECTED, by: ['operator'], remarks: true },
  { from: [APPROVED], event: 'transmit', to: TRANSMITTED, by: ['system'] },
  { from: [SEND_FAILED], event: 'retry', to: TRANSMITTED, by: ['operator'] },
  { from: [TRANSMITTED, SEND_FAILED], event: 'acknowledge', to: ACKNOWLEDGED, by: ['gateway'] },
  { from: [TRANSMITTED, SEND_FAILED], event: 'terminalReject', to: TERMINAL_REJECTED, by: ['gateway'] },
  { from: [TRANSMITTED], event: 'sendFailed', to: SEND_FAILED, by: ['system'] },
  { from: [SUBMITTED], event: 'withdraw', to: WITHDRAWN, by: ['applicant'] },
];

/** Where `event` by `by` takes a request in `from`; undefined when the table has no such move. */
export function ecpMove(from: number, event: EcpEvent, by: EcpActor): EcpMove | undefined {
  return ECP_MOVES.find((m) => m.event === event && m.from.includes(from as EcpStatus) && m.by.includes(by));
}

export const ECP_INITIAL: EcpStatus = SUBMITTED;
/** `ecp.once`: a request still on its way (a failed send is retried, not applied for again). */
export const ECP_IN_FLIGHT: readonly EcpStatus[] = [SUBMITTED, APPROVED, TRANSMITTED, SEND_FAILED];
/** States that end a request: nothing moves it any more. */
export const ECP_FINAL: readonly EcpStatus[] = [REJECTED, ACKNOWLEDGED, TERMINAL_REJECTED, WITHDRAWN];
