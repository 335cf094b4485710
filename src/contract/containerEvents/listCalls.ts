import { listCallOf } from '../schema';
import { EventRowSchema } from './calls';
import { CONTAINER_EVENT_ACCESS as A, CONTAINER_EVENT_PATHS as P } from './module';

/** The events' list of the list kit (server/modules/containerEvents/lists.ts), typed by its row. */
export const containerEventListCalls = {
  query: listCallOf(P.containerEventQuery, EventRowSchema, A.containerEventRead),
};
