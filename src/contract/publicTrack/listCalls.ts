import { listCallOf } from '../schema';
import { TrackSearchRowSchema } from './calls';
import { PUBLIC_TRACK_ACCESS as A, PUBLIC_TRACK_PATHS as P } from './module';

/** The tracking search log of the list kit (server/modules/publicTrack/lists.ts), typed by its row. */
export const publicTrackListCalls = {
  searchLog: listCallOf(P.trackSearchLog, TrackSearchRowSchema, A.trackSearchLogRead),
};
