import { act, read } from '../accessRow';
import { contractModule, liveFrame } from '../registry';

/**
 * Freight tracking (货物跟踪, spec §2.9, workbench §2.18; ../shared/domain/operations.md §8): the
 * references a company tracks (containers, bookings, B/Ls), polled through the carriers' track and
 * trace channel (CARRIER_TNT), read as a list and a per-container timeline. The calls' schemas are
 * in calls.ts. The search log and the public lookup are other modules'.
 */
export const FREIGHT_TRACK_PATHS = {
  freightTrackSubscribe: '/api/FreightTrack/Subscribe',
  freightTrackList: '/api/FreightTrack/List',
  freightTrackDetail: '/api/FreightTrack/Detail',
  freightTrackRefresh: '/api/FreightTrack/Refresh',
  freightTrackStop: '/api/FreightTrack/Stop',
} as const;

/** The four pages of §8.4 this module builds. */
export const FREIGHT_TRACK_PAGES = {
  list: '/internal/freightTrack/FreightTrack',
  detail: '/internal/freightTrack/FreightTrackDetail',
  workbenchList: '/external/workbench/freightTrack/FreightTrack',
  workbenchDetail: '/external/workbench/freightTrack/FreightTrackDetail',
} as const;
const P = FREIGHT_TRACK_PAGES;
const LISTS = [P.list, P.workbenchList];

export const FREIGHT_TRACK_ACCESS = {
  /** The list and the detail: the platform's staff every company's, a company its own (the service scopes). */
  freightTrackRead: read([P.list, P.detail, P.workbenchList, P.workbenchDetail]),
  freightTrackSubscribe: act(LISTS, 'subscribe'),
  freightTrackRefresh: act(LISTS, 'refresh'),
  freightTrackStop: act(LISTS, 'stop'),
} as const;

export const freightTrackContract = contractModule({
  name: 'freightTrack',
  /** Its control-tower words (exception codes, roles): loaded with the tower's pages. */
  tower: () => import('./tower/words'),
  actorRoles: ['customerService'],
  paths: FREIGHT_TRACK_PATHS,
  access: FREIGHT_TRACK_ACCESS,
  buttons: {
    subscribe: { zh: '订阅', en: 'Subscribe' },
    refresh: { zh: '立即刷新', en: 'Refresh now' },
    stop: { zh: '停止跟踪', en: 'Stop tracking' },
  },
  live: {
    /**
     * New events arrived for these subscriptions, or their state moved (server/modules/freightTrack/live.ts):
     * an open list or detail refetches through its own call. Sent to the platform's staff and each
     * subscription's company.
     */
    freightTrack: liveFrame<{ Ids: number[] }>(),
  },
});
