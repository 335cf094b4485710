import { listCallOf } from '../schema';
import { SiQueueRowSchema, SiTemplateRowSchema } from './listItems';
import { SI_ACCESS as A, SI_PATHS as P } from './module';

/** The SI lists a screen reads itself (not through a DataTable): their rows typed by the list kit's row schemas. */
export const siListCalls = {
  reviewQueue: listCallOf(P.siReviewQueue, SiQueueRowSchema, A.siRead),
  templates: listCallOf(P.siTemplateList, SiTemplateRowSchema, A.siTemplates),
};
