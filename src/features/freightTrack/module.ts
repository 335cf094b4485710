import { FREIGHT_TRACK_PAGES as P } from '../../contract/freightTrack/module';
import type { ClientModule } from '../../ui/clientModule';
import { refreshTrackQueries } from './refreshQueries';

/**
 * Freight tracking (operations.md §8.4): the tracked shipments' list (staff every company's, a
 * customer its own) with a pasted column of references to track, and one shipment's detail — per
 * container timeline, vessel legs, document events, customs stage. Live: the carrier's new events
 * refresh what is open.
 */
export const freightTrackModule: ClientModule = {
  key: 'freightTrack',
  screens: {
    [P.list]: () => import('./TrackListScreen'),
    [P.workbenchList]: () => import('./TrackListScreen'),
    [P.detail]: () => import('./TrackDetailScreen'),
    [P.workbenchDetail]: () => import('./TrackDetailScreen'),
  },
  live: {
    frames: { freightTrack: () => void refreshTrackQueries() },
    onReconnect: () => void refreshTrackQueries(),
  },
};
