import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, strict } from '../schema';
import { ENTRY_ORDER_ACCESS as A, ENTRY_ORDER_PATHS as P } from './module';

/**
 * An accepted order turned into a booking (issue 48, "the booking links back, nothing retyped"): the
 * desk makes the booking's draft from the order (src/domain/entryOrder/bookingOfOrder.ts) for the
 * order's customer; the order keeps it, and once the booking is released (its cargo record, CGO_ID)
 * the system links it and the order is booked. LinkBooking stays for a booking made otherwise.
 */

/**
 * Make the booking of an accepted order (ENT_STATE otherwise; STALE). Refusals: BOOKING_MADE (the
 * order has its booking already: the number named). One draft per order, in one transaction with the
 * order's event (v1.BookingDrafted) and its new VERSION.
 */
export const EntryOrderMakeBookingSchema = strict({ Id: id, VERSION: Type.Integer({ minimum: 1 }) });
export type EntryOrderMakeBooking = Static<typeof EntryOrderMakeBookingSchema>;
export const EntryBookingMadeSchema = Type.Object({
  Id: Type.Integer(),
  VERSION: Type.Integer(),
  /** The booking order made (its edit page: the booking module's form, by this id). */
  BookingId: Type.Integer(),
  BookingNo: Type.String(),
});
export type EntryBookingMade = Static<typeof EntryBookingMadeSchema>;

/** The booking made from the order, as its pages show it: its number and its state (the booking module's status; words: bookingStatusWords). */
export const MadeBookingSchema = Type.Object({
  Id: Type.Integer(),
  BookingNo: Type.String(),
  Status: Type.String(),
  /** Its cargo record once released ('' before). */
  CgoId: Type.String(),
});
export type MadeBooking = Static<typeof MadeBookingSchema>;

export const entryOrderBookingCalls = {
  entryOrderMakeBooking: defineCall({
    method: 'POST',
    path: P.entryOrderMakeBooking,
    input: EntryOrderMakeBookingSchema,
    answer: EntryBookingMadeSchema,
    access: A.entryOrderLink,
  }),
} as const;
