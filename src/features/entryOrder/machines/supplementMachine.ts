import type { CallInput } from '../../../contract/call';
import type { entryOrderCalls as C, SupplementSaved } from '../../../contract/entryOrder/calls';
import type { SupEvent, SupStatus } from '../../../domain/entryOrder/status';
import { hasReason, movesMachine, type Problem } from '../moveKit';

/** The supplement as the screen read it: its version, state and the moves the reader may make now (Get's Moves). */
export interface SupplementSubject {
  Id: number;
  VERSION: number;
  SUP_STATUS: SupStatus;
  Moves: readonly SupEvent[];
}

export type SupplementRequestInput = CallInput<typeof C.orderSupplementRequest>;

/** One move of a supplement, kept until answered (a retry sends it again under its VERSION). */
export type SupplementMove =
  | { kind: 'request'; input: SupplementRequestInput }
  | { kind: 'fill'; subject: SupplementSubject; input: CallInput<typeof C.orderSupplementFill> }
  | { kind: 'decide'; subject: SupplementSubject; input: CallInput<typeof C.orderSupplementDecide> }
  | { kind: 'cancel'; subject: SupplementSubject; input: CallInput<typeof C.orderSupplementCancel> };

export interface SupplementContext {
  id?: number;
  pending?: SupplementMove;
  problem?: Problem;
}

export type SupplementEvent =
  | { type: 'sup.new' }
  | { type: 'sup.open'; id: number }
  | { type: 'sup.close' }
  | { type: 'sup.request'; input: SupplementRequestInput }
  | { type: 'sup.fill'; subject: SupplementSubject; input: CallInput<typeof C.orderSupplementFill> }
  | { type: 'sup.decide'; subject: SupplementSubject; input: CallInput<typeof C.orderSupplementDecide> }
  | { type: 'sup.cancel'; subject: SupplementSubject; input: CallInput<typeof C.orderSupplementCancel> }
  | { type: 'sup.retry' };

/** The state-table event (status.ts SUP_MOVES) a move is. */
export const supTableEvent = (m: SupplementMove): SupEvent => (m.kind === 'decide' ? (m.input.Accept ? 'accept' : 'return') : m.kind);

/** A request names one order or one booking, asks at least one item (each labelled in both languages) and has a due time. */
export function requestComplete(r: SupplementRequestInput): boolean {
  return (
    !!r.ENT_ID !== !!r.CGO_ID &&
    r.AssigneeCompanyId > 0 &&
    r.Items.length > 0 &&
    r.Items.every((i) => i.Key.trim() && i.Label.zh.trim() && i.Label.en.trim()) &&
    Number.isFinite(Date.parse(r.DueAt))
  );
}

/** Whether the move may be sent: the reader's moves have it (a return and a cancel with a reason); a request is complete. */
export function supAllows(m: SupplementMove): boolean {
  if (m.kind === 'request') return requestComplete(m.input);
  if (!m.subject.Moves.includes(supTableEvent(m))) return false;
  if (m.kind === 'decide' && !m.input.Accept && !hasReason(m.input.Remarks)) return false;
  if (m.kind === 'cancel' && !hasReason(m.input.Reason)) return false;
  return true;
}

function moveOf(event: SupplementEvent): SupplementMove | undefined {
  switch (event.type) {
    case 'sup.request':
      return { kind: 'request', input: event.input };
    case 'sup.fill':
      return { kind: 'fill', subject: event.subject, input: event.input };
    case 'sup.decide':
      return { kind: 'decide', subject: event.subject, input: event.input };
    case 'sup.cancel':
      return { kind: 'cancel', subject: event.subject, input: event.input };
    default:
      return undefined;
  }
}

/**
 * A supplement (operations.md §9.1, §9.5 sup.due, sup.assignee): requesting — the items and the due
 * time, sent once complete — then viewing it: the assignee fills (again while not decided, or after a
 * return), the staff accept or return it with a reason, or cancel it; each only where the reader's
 * moves have it. A refusal stays with its words and reads it again; a dropped connection waits for a retry.
 */
export const supplementMachine = movesMachine({
  types: { context: {} as SupplementContext, events: {} as SupplementEvent, move: {} as SupplementMove, moved: {} as SupplementSaved },
  id: 'supplement',
  description:
    'A supplement: requesting (items and due time, sent once complete) → viewing (fill by the assignee; accept, return with a reason or cancel by the staff — only the moves the reader has) → sending → viewing; a refusal stays with its words and reads it again; a dropped connection waits for a retry.',
  prefix: 'sup',
  moveOf,
  allows: supAllows,
  opened: 'viewing',
  fresh: 'requesting',
  regions: {
    // a request made is opened: viewed by its id
    requesting: { rest: 'editing', moves: ['sup.request'], makes: 'always', answered: '#supplement.viewing', rereads: false },
    viewing: { rest: 'idle', moves: ['sup.fill', 'sup.decide', 'sup.cancel'], makes: 'never', rereads: true },
  },
});
