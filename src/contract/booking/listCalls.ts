import { listCallOf } from '../schema';
import { BookingRowSchema } from './calls';
import { BookingFileSchema, BookingUploadSchema } from './fileCalls';
import { BOOKING_ACCESS as A, BOOKING_PATHS as P } from './module';
import { BookingTemplateRowSchema, PartyTemplateSchema } from './templates';

/** The booking module's lists of the list kit (a DataTable's, or read by a screen itself), typed by their row schemas. */
export const bookingListCalls = {
  /** the desk's queue: bookings waiting for the desk, oldest submission first */
  queue: listCallOf(P.bookingQueue, BookingRowSchema, A.deskRead),
  list: listCallOf(P.bookingList, BookingRowSchema, A.bookingRead),
  templates: listCallOf(P.bookingTemplateList, BookingTemplateRowSchema, A.templateRead),
  partyTemplates: listCallOf(P.partyTemplateList, PartyTemplateSchema, A.partyTemplateRead),
  /** every booking file stored, the uploads log of the desk and the customer */
  fileLog: listCallOf(P.bookingFileLog, BookingFileSchema, A.bookingFileRead),
  uploads: listCallOf(P.bookingUploads, BookingUploadSchema, A.bookingUploadsRead),
};
