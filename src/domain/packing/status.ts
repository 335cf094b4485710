/**
 * A packing list's life (operations.md §3.2) as data: the numeric `PKL_STATUS`, and the one list of
 * moves the server applies (refusing any move it does not hold) and the screens offer. Words for
 * each state are in ./words.ts.
 */
export const PKL_STATUS = {
  APPLIED: 1,
  OPENED: 2,
  REJECTED: 3,
  DATA_SUBMITTED: 4,
  DATA_APPROVED: 5,
  DATA_RETURNED: 6,
  GATED_IN: 7,
  CANCELLED: 8,
} as const;
export type PklStatus = (typeof PKL_STATUS)[keyof typeof PKL_STATUS];
export const PKL_STATUSES = Object.values(PKL_STATUS) as PklStatus[];

export type PklEvent = 'open' | 'reject' | 'submitData' | 'approveData' | 'returnData' | 'gateIn' | 'cancel' | 'split';
/** Customer employee, the assigned trucker's employee, the operator, the system (a tracking event). */
export type PklActor = 'customer' | 'trucker' | 'operator' | 'system';

export interface PklMove {
  from: readonly PklStatus[];
  event: PklEvent;
  to: PklStatus;
  by: readonly PklActor[];
  /** Remarks or a reason are required (a rejection, a return, a cancellation say why). */
  remarks?: true;
}

const { APPLIED, OPENED, REJECTED, DATA_SUBMITTED, DATA_APPROVED, DATA_RETURNED, GATED_IN, CANCELLED } = PKL_STATUS;

/**
 * §3.2's table. A split takes the parent (state 2 only) to cancelled with reason `SPLIT`, its children
 * are created opened. Cancelling is the customer's before gate-in from 1–4 and 6, the operator's too.
 * Editing data keeps the state (2 or 6): no move. Applying creates rows in 1: no `from`.
 */
export const PKL_MOVES: readonly PklMove[] = [
  { from: [APPLIED], event: 'open', to: OPENED, by: ['operator'] },
  { from: [APPLIED], event: 'reject', to: REJECTED, by: ['operator'], remarks: true },
  { from: [OPENED, DATA_RETURNED], event: 'submitData', to: DATA_SUBMITTED, by: ['customer', 'trucker'] },
  { from: [DATA_SUBMITTED], event: 'approveData', to: DATA_APPROVED, by: ['operator'] },
  { from: [DATA_SUBMITTED], event: 'returnData', to: DATA_RETURNED, by: ['operator'], remarks: true },
  { from: [OPENED, DATA_SUBMITTED, DATA_APPROVED], event: 'gateIn', to: GATED_IN, by: ['system'] },
  { from: [APPLIED, OPENED, DATA_SUBMITTED, DATA_RETURNED], event: 'cancel', to: CANCELLED, by: ['customer', 'operator'], remarks: true },
  { from: [OPENED], event: 'split', to: CANCELLED, by: ['customer', 'operator'] },
];

/** Where `event` by `by` takes a packing list in `from`; undefined when the table has no such move. */
export function pklMove(from: number, event: PklEvent, by: PklActor): PklMove | undefined {
  return PKL_MOVES.find((m) => m.event === event && m.from.includes(from as PklStatus) && m.by.includes(by));
}

/** The state a new packing list starts in, and that of a split's children. */
export const PKL_INITIAL: PklStatus = APPLIED;
export const PKL_SPLIT_CHILD: PklStatus = OPENED;
/** Stuffed data may be saved in these (editing keeps the state). */
export const PKL_DATA_EDITABLE: readonly PklStatus[] = [OPENED, DATA_RETURNED];
/** Live packing lists: those that hold a slot and a container (`pkl.slots`, `pkl.cnno`). */
export const PKL_LIVE: readonly PklStatus[] = [APPLIED, OPENED, DATA_SUBMITTED, DATA_APPROVED, DATA_RETURNED, GATED_IN];
/** `pkl.locked`: after gate-in the data changes only by unpacking or an operator correction with a reason. */
export const isPklLocked = (status: number) => status === GATED_IN;
