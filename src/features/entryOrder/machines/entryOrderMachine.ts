import type { CallInput } from '../../../contract/call';
import type { entryOrderCalls as C, EntryOrderSave, ProblemRow } from '../../../contract/entryOrder/calls';
import type { EntEvent, EntStatus } from '../../../domain/entryOrder/status';
import { hasReason, movesMachine, type Problem } from '../moveKit';

/** The order as the screen read it: the version a move is sent with, its state and the moves the reader may make now (Get's Moves). */
export interface OrderSubject {
  Id: number;
  VERSION: number;
  ENT_STATUS: EntStatus;
  Moves: readonly EntEvent[];
}

/**
 * One move on an order, kept until answered (a retry after a dropped connection sends it again,
 * unchanged: under its VERSION, so one that landed is refused STALE, never made twice). Save and
 * submit carry the order as typed; a submit saves it first (a new order is made, then submitted).
 */
export type EntryMove =
  | { kind: 'save'; subject?: OrderSubject; body: EntryOrderSave }
  | { kind: 'submit'; subject?: OrderSubject; body: EntryOrderSave }
  | { kind: 'decide'; subject: OrderSubject; input: CallInput<typeof C.entryOrderDecide> }
  | { kind: 'book'; subject: OrderSubject; input: CallInput<typeof C.entryOrderMakeBooking> }
  | { kind: 'link'; subject: OrderSubject; input: CallInput<typeof C.entryOrderLinkBooking> }
  | { kind: 'cancel'; subject: OrderSubject; input: CallInput<typeof C.entryOrderCancel> };

/** What a move answers: the order (made or moved), and the rules' problems a save reports. */
export interface EntryMoved {
  Id: number;
  VERSION: number;
  ENT_STATUS: EntStatus;
  ENT_NO?: string;
  Problems?: ProblemRow[];
  /** The booking made from the order (a book move): offered to open. */
  Booking?: { Id: number; No: string };
}

export interface EntryOrderContext {
  /** The order on screen (none: a new one not yet saved). */
  id?: number;
  pending?: EntryMove;
  problem?: Problem;
  /** The problems the last save answered (the screen's own check says the same as the person types). */
  saved?: ProblemRow[];
}

export type EntryOrderEvent =
  | { type: 'ent.new' }
  | { type: 'ent.open'; id: number }
  | { type: 'ent.close' }
  | { type: 'ent.save'; subject?: OrderSubject; body: EntryOrderSave }
  | { type: 'ent.submit'; subject?: OrderSubject; body: EntryOrderSave }
  | { type: 'ent.decide'; subject: OrderSubject; input: CallInput<typeof C.entryOrderDecide> }
  | { type: 'ent.book'; subject: OrderSubject; input: CallInput<typeof C.entryOrderMakeBooking> }
  | { type: 'ent.link'; subject: OrderSubject; input: CallInput<typeof C.entryOrderLinkBooking> }
  | { type: 'ent.cancel'; subject: OrderSubject; input: CallInput<typeof C.entryOrderCancel> }
  | { type: 'ent.retry' }
  | { type: 'ent.dismiss' };

/** The state-table event (status.ts ENT_MOVES) a move is. */
export const tableEvent = (m: EntryMove): EntEvent => (m.kind === 'decide' ? (m.input.Accept ? 'accept' : 'reject') : m.kind);

/**
 * Whether the move may be sent: the reader's Moves (the server's state table read for this person)
 * has it — a new order may only be saved or submitted — and a reject, a cancel carry a reason, a
 * link a booking. The screen shows a button by the same answer.
 */
export function allows(m: EntryMove): boolean {
  if (!m.subject) return m.kind === 'save' || m.kind === 'submit';
  if (m.kind === 'submit' && !m.subject.Moves.includes('submit')) return false;
  if (!m.subject.Moves.includes(tableEvent(m))) return false;
  if (m.kind === 'decide' && !m.input.Accept && !hasReason(m.input.Reason)) return false;
  if (m.kind === 'cancel' && !hasReason(m.input.Reason)) return false;
  if (m.kind === 'link' && !m.input.CGO_ID.trim()) return false;
  return true;
}

function moveOf(event: EntryOrderEvent): EntryMove | undefined {
  switch (event.type) {
    case 'ent.save':
      return { kind: 'save', subject: event.subject, body: event.body };
    case 'ent.submit':
      return { kind: 'submit', subject: event.subject, body: event.body };
    case 'ent.decide':
      return { kind: 'decide', subject: event.subject, input: event.input };
    case 'ent.book':
      return { kind: 'book', subject: event.subject, input: event.input };
    case 'ent.link':
      return { kind: 'link', subject: event.subject, input: event.input };
    case 'ent.cancel':
      return { kind: 'cancel', subject: event.subject, input: event.input };
    default:
      return undefined;
  }
}

/**
 * An entry order on the entry screen (operations.md §9.2): new or opened, then its moves — save
 * (a draft keeps its problems), submit (saved first; refused while an error is left), accept with an
 * operator or reject with a reason, make its booking (a draft, linked once released) or link one
 * made for it, cancel with a reason — each only
 * where the reader's moves have it. A made order is opened (its id in the page's address); a refusal
 * stays on screen with its words and reads the order again (STALE: someone changed it); a dropped
 * connection keeps the move for a retry.
 */
export const entryOrderMachine = movesMachine({
  types: { context: {} as EntryOrderContext, events: {} as EntryOrderEvent, move: {} as EntryMove, moved: {} as EntryMoved },
  id: 'entryOrder',
  description:
    'An entry order: new or opened → idle; save, submit (saved first), accept/reject, make its booking, link a booking, cancel — only the moves the reader has (a reject or cancel with a reason) → sending → idle (told, read again; a new order opened by its id); a refusal stays with its words and reads the order again; a dropped connection waits for a retry.',
  prefix: 'ent',
  moveOf,
  allows,
  keep: (moved) => ({ saved: moved.Problems }),
  clears: ['saved'],
  opened: 'open',
  fresh: 'open',
  regions: {
    open: {
      rest: 'idle',
      moves: ['ent.save', 'ent.submit', 'ent.decide', 'ent.book', 'ent.link', 'ent.cancel'],
      makes: 'whenNew',
      rereads: true,
      dismiss: true,
    },
  },
});
