import { CONTAINER_EVENT_PATHS as P } from '../../../contract/containerEvents/module';
import { listKey } from '../../../lib/listKey';

/** The container events' query keys, named once: an add, import or retraction refreshes the list and every timeline. */
export const containerEventKeys = {
  all: ['containerEvents'] as const,
  list: () => listKey(P.containerEventQuery),
  timelines: () => [...containerEventKeys.all, 'timeline'] as const,
  timeline: (cnno: string, cgoId: string) => [...containerEventKeys.timelines(), cnno, cgoId] as const,
};
