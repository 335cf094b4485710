/**
 * The lives of an entry order (operations.md §9.2), its supplements (§9.1 SUP_STATUS) and its forms
 * (EFM_STATUS) as data: who may move which from which state by which event. The server looks every
 * move up here and refuses one the table does not have; the screens show a button only where the
 * table has a move for the person. Words for each state: src/contract/entryOrder/words.ts.
 */

export const ENT_STATUS = {
  DRAFT: 1,
  SUBMITTED: 2,
  ACCEPTED: 3,
  BOOKED: 4,
  SHIPPED: 5,
  ARRIVED: 6,
  DELIVERED: 7,
  CLOSED: 8,
  REJECTED: 9,
  CANCELLED: 10,
} as const;
export type EntStatus = (typeof ENT_STATUS)[keyof typeof ENT_STATUS];
export const ENT_STATUSES = Object.values(ENT_STATUS) as EntStatus[];

/**
 * save: create or edit (a submitted order stays submitted and must still pass its rules: saveNeedsRules);
 * book: the booking's draft made from the order (it stays accepted until that booking is released and linked);
 * link: a booking linked (ENT_CGO_ID); load/arrive: its booking's first LOAD, ARRI/DISC at the POD;
 * deliver: DROP at the consignee or a proof of delivery; close: every AR charge settled.
 */
export type EntEvent = 'save' | 'submit' | 'accept' | 'reject' | 'book' | 'link' | 'load' | 'arrive' | 'deliver' | 'close' | 'cancel';
export const ENT_EVENTS: readonly EntEvent[] = ['save', 'submit', 'accept', 'reject', 'book', 'link', 'load', 'arrive', 'deliver', 'close', 'cancel'];

/**
 * Who acts: the platform's staff (customer service, the operator, finance: their buttons tell them
 * apart), a customer's employee (the order's company), a destination agent's employee (a provider
 * assigned to the order), the system (tracking events, settlements, the booking module).
 */
export type EntActor = 'staff' | 'customer' | 'agent' | 'system';
export const ENT_ACTORS: readonly EntActor[] = ['staff', 'customer', 'agent', 'system'];

export interface EntMove {
  /** Empty: the event creates the order. */
  from: readonly EntStatus[];
  event: EntEvent;
  to: EntStatus;
  by: readonly EntActor[];
}

const { DRAFT, SUBMITTED, ACCEPTED, BOOKED, SHIPPED, ARRIVED, DELIVERED, CLOSED, REJECTED, CANCELLED } = ENT_STATUS;

/** §9.2's table. */
export const ENT_MOVES: readonly EntMove[] = [
  { from: [], event: 'save', to: DRAFT, by: ['staff', 'customer'] },
  { from: [DRAFT], event: 'save', to: DRAFT, by: ['staff', 'customer'] },
  { from: [SUBMITTED], event: 'save', to: SUBMITTED, by: ['staff', 'customer'] },
  { from: [DRAFT], event: 'submit', to: SUBMITTED, by: ['staff', 'customer'] },
  { from: [SUBMITTED], event: 'accept', to: ACCEPTED, by: ['staff'] },
  { from: [SUBMITTED], event: 'reject', to: REJECTED, by: ['staff'] },
  { from: [ACCEPTED], event: 'book', to: ACCEPTED, by: ['staff'] },
  { from: [ACCEPTED], event: 'link', to: BOOKED, by: ['staff', 'system'] },
  { from: [BOOKED], event: 'load', to: SHIPPED, by: ['system'] },
  { from: [SHIPPED], event: 'arrive', to: ARRIVED, by: ['system'] },
  { from: [ARRIVED], event: 'deliver', to: DELIVERED, by: ['system', 'agent'] },
  { from: [DELIVERED], event: 'close', to: CLOSED, by: ['staff', 'system'] },
  // the customer before booked; the operator any time before shipped
  { from: [DRAFT, SUBMITTED, ACCEPTED], event: 'cancel', to: CANCELLED, by: ['customer'] },
  { from: [DRAFT, SUBMITTED, ACCEPTED, BOOKED], event: 'cancel', to: CANCELLED, by: ['staff'] },
];

/** What the table answers: the state reached, or the refusal's Code (ENT_STATE: no such move from this state; ENT_ACTOR: there is one, but not for this actor). */
export type MoveVerdict<S extends number> = { ok: true; to: S } | { ok: false; code: 'ENT_STATE' | 'ENT_ACTOR' | 'SUP_STATE' | 'FORM_STATE' | 'NOT_ASSIGNEE' };

const fromMatches = (m: { from: readonly number[] }, from: number | null) => (from === null ? m.from.length === 0 : m.from.includes(from));

/** The move `event` makes from `from` (null: the order does not exist yet) by `by`. */
export function entMove(from: EntStatus | null, event: EntEvent, by: EntActor): MoveVerdict<EntStatus> {
  const moves = ENT_MOVES.filter((m) => m.event === event && fromMatches(m, from));
  if (!moves.length) return { ok: false, code: 'ENT_STATE' };
  const mine = moves.find((m) => m.by.includes(by));
  return mine ? { ok: true, to: mine.to } : { ok: false, code: 'ENT_ACTOR' };
}

/** The events `by` may make on an order in `status` (the screens' buttons). */
export const entEventsFor = (status: EntStatus, by: EntActor): EntEvent[] => ENT_EVENTS.filter((e) => entMove(status, e, by).ok);

/** A submitted order saved again must still pass its form's rules (it stays submitted): a draft may be saved with problems. */
export const saveNeedsRules = (status: EntStatus | null): boolean => status === SUBMITTED;
/** States whose order may still be edited (Save): a draft and a submitted order (§9.3: 400 when state > 2). */
export const isEditable = (status: EntStatus): boolean => status === DRAFT || status === SUBMITTED;
/** The order's life is over. */
export const isFinal = (status: EntStatus): boolean => status === CLOSED || status === REJECTED || status === CANCELLED;
/** Shipped and not yet closed or delivered: on the second-half board (delivered orders stay until their empties are back). */
export const isOnSecondHalf = (status: EntStatus): boolean => status === SHIPPED || status === ARRIVED || status === DELIVERED;
/** A supplement may be requested for the order: accepted and not over (a draft or a submitted order is edited instead). */
export const mayRequestSupplement = (status: EntStatus): boolean => status >= ACCEPTED && status <= DELIVERED;

// ── supplements ─────────────────────────────────────────────────────────────────────────────

export const SUP_STATUS = { REQUESTED: 1, FILLED: 2, ACCEPTED: 3, RETURNED: 4, CANCELLED: 5 } as const;
export type SupStatus = (typeof SUP_STATUS)[keyof typeof SUP_STATUS];
export const SUP_STATUSES = Object.values(SUP_STATUS) as SupStatus[];

export const SUP_SCOPES = ['ORDER', 'SECOND_HALF'] as const;
export type SupScope = (typeof SUP_SCOPES)[number];

/** request: staff; fill: the assignee company's employees (again while filled, or after a return); accept/return/cancel: staff. */
export type SupEvent = 'request' | 'fill' | 'accept' | 'return' | 'cancel';
export const SUP_EVENTS: readonly SupEvent[] = ['request', 'fill', 'accept', 'return', 'cancel'];
/** staff; the assignee (a customer's or a destination agent's employee of the assignee company); anyone else. */
export type SupActor = 'staff' | 'assignee' | 'other';

export interface SupMove {
  from: readonly SupStatus[];
  event: SupEvent;
  to: SupStatus;
  by: readonly SupActor[];
}

const S = SUP_STATUS;
export const SUP_MOVES: readonly SupMove[] = [
  { from: [], event: 'request', to: S.REQUESTED, by: ['staff'] },
  // the assignee may correct its answers until they are decided
  { from: [S.REQUESTED, S.FILLED, S.RETURNED], event: 'fill', to: S.FILLED, by: ['assignee'] },
  { from: [S.FILLED], event: 'accept', to: S.ACCEPTED, by: ['staff'] },
  { from: [S.FILLED], event: 'return', to: S.RETURNED, by: ['staff'] },
  { from: [S.REQUESTED, S.FILLED, S.RETURNED], event: 'cancel', to: S.CANCELLED, by: ['staff'] },
];

/** The supplement's move; SUP_STATE: none from this state; NOT_ASSIGNEE (403): a fill by someone not of the assignee company; ENT_ACTOR: another move by the wrong side. */
export function supMove(from: SupStatus | null, event: SupEvent, by: SupActor): MoveVerdict<SupStatus> {
  const moves = SUP_MOVES.filter((m) => m.event === event && fromMatches(m, from));
  if (!moves.length) return { ok: false, code: 'SUP_STATE' };
  const mine = moves.find((m) => m.by.includes(by));
  if (mine) return { ok: true, to: mine.to };
  return { ok: false, code: event === 'fill' ? 'NOT_ASSIGNEE' : 'ENT_ACTOR' };
}

/** Still waiting for the assignee: requested, or returned to it. */
export const isAwaitingAssignee = (status: SupStatus): boolean => status === S.REQUESTED || status === S.RETURNED;
/** Open: not yet accepted or cancelled (an order's "missing supplements"). */
export const isOpenSupplement = (status: SupStatus): boolean => status === S.REQUESTED || status === S.FILLED || status === S.RETURNED;

/**
 * Overdue (derived, never stored): its due time has passed and the assignee has not answered (still
 * requested, or returned and not filled again). Filled, accepted and cancelled ones are never overdue.
 * Times are ISO 8601 strings with their offset, or Dates.
 */
export function isSupplementOverdue(s: { status: SupStatus; dueAt: string | Date }, now: Date): boolean {
  const due = typeof s.dueAt === 'string' ? Date.parse(s.dueAt) : s.dueAt.getTime();
  return isAwaitingAssignee(s.status) && Number.isFinite(due) && due < now.getTime();
}

// ── forms ───────────────────────────────────────────────────────────────────────────────────

export const EFM_STATUSES = ['DRAFT', 'PUBLISHED', 'RETIRED'] as const;
export type EfmStatus = (typeof EFM_STATUSES)[number];
/** save: edit a draft; publish: the draft becomes the version in use (the name's older published version retires); retire: out of use for new orders. */
export type EfmEvent = 'save' | 'publish' | 'retire';

export const EFM_MOVES: readonly { from: readonly EfmStatus[]; event: EfmEvent; to: EfmStatus }[] = [
  { from: ['DRAFT'], event: 'save', to: 'DRAFT' },
  { from: ['DRAFT'], event: 'publish', to: 'PUBLISHED' },
  { from: ['PUBLISHED'], event: 'retire', to: 'RETIRED' },
];

/** FORM_PUBLISHED: a published or retired version is never changed (save a new version); FORM_STATE: publish or retire from the wrong state. */
export function efmMove(from: EfmStatus, event: EfmEvent): { ok: true; to: EfmStatus } | { ok: false; code: 'FORM_PUBLISHED' | 'FORM_STATE' } {
  const m = EFM_MOVES.find((x) => x.event === event && x.from.includes(from));
  if (m) return { ok: true, to: m.to };
  return { ok: false, code: event === 'save' ? 'FORM_PUBLISHED' : 'FORM_STATE' };
}
