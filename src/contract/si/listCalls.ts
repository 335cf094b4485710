import { listCallOf } from '../schema';
import { SiBookingRowSchema, SiCreationRowSchema, SiQueueRowSchema, SiSubmissionRowSchema, SiTemplateRowSchema } from './listItems';
import { SI_ACCESS as A, SI_PATHS as P } from './module';

/** The SI module's lists of the list kit (a DataTable's, or read by a screen itself), typed by their row schemas. */
export const siListCalls = {
  reviewQueue: listCallOf(P.siReviewQueue, SiQueueRowSchema, A.siRead),
  templates: listCallOf(P.siTemplateList, SiTemplateRowSchema, A.siTemplates),
  bookings: listCallOf(P.siBookingList, SiBookingRowSchema, A.siRead),
  submitLog: listCallOf(P.siSubmitLog, SiSubmissionRowSchema, A.siRead),
  creationLog: listCallOf(P.siCreationLog, SiCreationRowSchema, A.siRead),
};
