/**
 * A booking order's life (commercial.md §6.2): three dimensions, as DCSA Booking 2.0 keeps them —
 * the booking's status, and after release its amendment and cancellation statuses. This table is
 * the one list of moves: the server applies it (and refuses any move it does not hold), the screens
 * offer only the moves it allows, and the state-table test walks every pair of it.
 */

export const BOOKING_STATUSES = [
  'DRAFT',
  'SUBMITTED',
  'RETURNED',
  'ACCEPTED',
  'SENT',
  'BOOKED',
  'RELEASED',
  'AMEND_REQUIRED',
  'REJECTED',
  'DECLINED',
  'CANCELLED',
  'SAILED',
  'COMPLETED',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const AMEND_STATUSES = ['AMENDMENT_RECEIVED', 'AMENDMENT_CONFIRMED', 'AMENDMENT_DECLINED', 'AMENDMENT_CANCELLED'] as const;
export type AmendStatus = (typeof AMEND_STATUSES)[number];
export const CANCEL_STATUSES = ['CANCELLATION_RECEIVED', 'CANCELLATION_CONFIRMED', 'CANCELLATION_DECLINED'] as const;
export type CancelStatus = (typeof CANCEL_STATUSES)[number];

/** The DCSA `bookingStatus` each of ours maps to (null: no DCSA status, e.g. a draft not yet sent). */
export const DCSA_STATUS: Readonly<Record<BookingStatus, string | null>> = {
  DRAFT: null,
  SUBMITTED: 'RECEIVED',
  RETURNED: 'PENDING_UPDATE',
  ACCEPTED: 'RECEIVED',
  SENT: 'RECEIVED',
  BOOKED: 'RECEIVED',
  RELEASED: 'CONFIRMED',
  AMEND_REQUIRED: 'PENDING_AMENDMENT',
  REJECTED: 'REJECTED',
  DECLINED: 'DECLINED',
  CANCELLED: 'CANCELLED',
  SAILED: null,
  COMPLETED: 'COMPLETED',
};

/**
 * Who moves a booking: its customer (own employees, or staff on their behalf), the booking desk, the
 * carrier (a receipt on the carrier channel) or the system (a sailing's departure).
 */
export type BookingActor = 'customer' | 'desk' | 'carrier' | 'system';

export const BOOKING_EVENTS = [
  'submit',
  'resubmit',
  'accept',
  'return',
  'reject',
  'send',
  'markBooked',
  'carrierRejected',
  'release',
  'requireAmend',
  'answerAmend',
  'decline',
  'cancel',
  'confirmCancel',
  'sail',
  'complete',
] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

export interface BookingMove {
  event: BookingEvent;
  from: readonly BookingStatus[];
  to: BookingStatus;
  by: BookingActor;
  /** Remarks are required (a return, a rejection, a decline say why). */
  remarks?: true;
}

/**
 * §6.2, with one status the design's table implies but does not name: SENT ("sent to carrier", the
 * carrier channel's outbox holds the request; operations.md §17.2: "sent" means the carrier's
 * transport took it, never that it accepted). A receipt then books, releases or rejects it.
 */
export const BOOKING_MOVES: readonly BookingMove[] = [
  { event: 'submit', from: ['DRAFT'], to: 'SUBMITTED', by: 'customer' },
  { event: 'resubmit', from: ['RETURNED'], to: 'SUBMITTED', by: 'customer' },
  { event: 'accept', from: ['SUBMITTED'], to: 'ACCEPTED', by: 'desk' },
  { event: 'return', from: ['SUBMITTED', 'ACCEPTED'], to: 'RETURNED', by: 'desk', remarks: true },
  { event: 'reject', from: ['SUBMITTED', 'ACCEPTED', 'BOOKED'], to: 'REJECTED', by: 'desk', remarks: true },
  { event: 'send', from: ['ACCEPTED'], to: 'SENT', by: 'desk' },
  { event: 'markBooked', from: ['ACCEPTED'], to: 'BOOKED', by: 'desk' },
  { event: 'markBooked', from: ['SENT'], to: 'BOOKED', by: 'carrier' },
  { event: 'carrierRejected', from: ['SENT', 'BOOKED'], to: 'REJECTED', by: 'carrier' },
  { event: 'release', from: ['ACCEPTED', 'BOOKED'], to: 'RELEASED', by: 'desk' },
  { event: 'release', from: ['SENT', 'BOOKED'], to: 'RELEASED', by: 'carrier' },
  { event: 'requireAmend', from: ['RELEASED'], to: 'AMEND_REQUIRED', by: 'desk', remarks: true },
  { event: 'answerAmend', from: ['AMEND_REQUIRED'], to: 'RELEASED', by: 'customer' },
  { event: 'decline', from: ['RELEASED'], to: 'DECLINED', by: 'desk', remarks: true },
  { event: 'decline', from: ['RELEASED'], to: 'DECLINED', by: 'carrier' },
  { event: 'cancel', from: ['DRAFT', 'SUBMITTED', 'RETURNED', 'ACCEPTED'], to: 'CANCELLED', by: 'customer' },
  { event: 'confirmCancel', from: ['RELEASED'], to: 'CANCELLED', by: 'desk' },
  { event: 'sail', from: ['RELEASED'], to: 'SAILED', by: 'system' },
  { event: 'complete', from: ['SAILED'], to: 'COMPLETED', by: 'desk' },
  // the vessel arrived at the POD (its ATA): the system completes what the desk has not
  { event: 'complete', from: ['SAILED'], to: 'COMPLETED', by: 'system' },
];

/** The move an actor makes with an event from a status, or undefined when the table has none. */
export const moveOf = (status: BookingStatus, event: BookingEvent, by: BookingActor): BookingMove | undefined =>
  BOOKING_MOVES.find((m) => m.event === event && m.by === by && m.from.includes(status));

/** The events an actor may send from a status (the buttons a screen shows). */
export const eventsFrom = (status: BookingStatus, by: BookingActor): BookingEvent[] =>
  BOOKING_MOVES.filter((m) => m.by === by && m.from.includes(status)).map((m) => m.event);

/** A booking the desk still has to work: submitted, accepted, or sent and waiting for the carrier. */
export const DESK_QUEUE: readonly BookingStatus[] = ['SUBMITTED', 'ACCEPTED', 'SENT', 'BOOKED'];
/** A released booking's space is the customer's: SIs may be made on it. */
export const SPACE_HELD: readonly BookingStatus[] = ['RELEASED', 'AMEND_REQUIRED', 'SAILED', 'COMPLETED'];
/** The customer may still change the booking's facts (a draft, or one returned for an update). */
export const EDITABLE: readonly BookingStatus[] = ['DRAFT', 'RETURNED'];

/**
 * After release, a change or a cancellation is a request the desk decides (DCSA's amendment and
 * cancellation dimensions): one open at a time, only while released.
 */
export const canRequestCancel = (status: BookingStatus, amend: AmendStatus | null, cancel: CancelStatus | null) =>
  status === 'RELEASED' && amend !== 'AMENDMENT_RECEIVED' && cancel !== 'CANCELLATION_RECEIVED';
/** A change may be asked of a released booking, and is the customer's answer when the desk required one (AMEND_REQUIRED → RELEASED). */
export const canRequestAmend = (status: BookingStatus, amend: AmendStatus | null, cancel: CancelStatus | null) =>
  (status === 'RELEASED' || status === 'AMEND_REQUIRED') && amend !== 'AMENDMENT_RECEIVED' && cancel !== 'CANCELLATION_RECEIVED';
