import { listCallOf } from '../schema';
import { TrackRowSchema } from './calls';
import { FREIGHT_TRACK_ACCESS as A, FREIGHT_TRACK_PATHS as P } from './module';

/** The tracked shipments' list of the list kit (server/modules/freightTrack/lists.ts), typed by its row. */
export const freightTrackListCalls = {
  list: listCallOf(P.freightTrackList, TrackRowSchema, A.freightTrackRead),
};
