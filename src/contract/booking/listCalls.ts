import { listCallOf } from '../schema';
import { BookingRowSchema } from './calls';
import { BOOKING_ACCESS as A, BOOKING_PATHS as P } from './module';
import { BookingTemplateRowSchema, PartyTemplateSchema } from './templates';

/** The booking lists a screen reads itself (not through a DataTable), typed by their row schemas. */
export const bookingListCalls = {
  /** the desk's queue: bookings waiting for the desk, oldest submission first */
  queue: listCallOf(P.bookingQueue, BookingRowSchema, A.deskRead),
  list: listCallOf(P.bookingList, BookingRowSchema, A.bookingRead),
  templates: listCallOf(P.bookingTemplateList, BookingTemplateRowSchema, A.templateRead),
  partyTemplates: listCallOf(P.partyTemplateList, PartyTemplateSchema, A.partyTemplateRead),
};
