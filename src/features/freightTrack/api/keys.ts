import { FREIGHT_TRACK_PATHS as P } from '../../../contract/freightTrack/module';
import { listKey } from '../../../lib/listKey';

/** The tracking queries' keys, named once: a subscription, a refresh, a stop or a live frame refreshes the list and the details. */
export const trackKeys = {
  all: ['freightTrack'] as const,
  list: () => listKey(P.freightTrackList),
  details: () => [...trackKeys.all, 'detail'] as const,
  detail: (id: number) => [...trackKeys.details(), id] as const,
};
