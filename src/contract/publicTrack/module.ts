import { read } from '../accessRow';
import { contractModule } from '../registry';

/**
 * Public tracking and the tracking search log (货物跟踪, operations.md §8.3/§8.5, issue 36): a visitor
 * of a site types a container or B/L number and reads that shipment's public milestones — only the
 * site's company's shipments (trk.public_scope), only public fields (trk.public_fields), limited per
 * address (trk.rate); every tracking search, from every channel, leaves one row in the search log
 * (trk.log), which the platform's staff read. The calls' schemas are in calls.ts.
 */
export const PUBLIC_TRACK_PATHS = {
  publicTrack: '/api/WebsitePublic/Track',
  trackSearchLog: '/api/FreightTrack/SearchLog',
  trackSearchTop: '/api/FreightTrack/SearchLogTop',
} as const;

/** The page the search log is read on (the rate search log's page: the tracking searches are its second tab). */
export const SEARCH_LOG_PAGE = '/internal/freightTrack/UserSearchLog';

/** The three public pages, each on its own site's look, and the channel each logs as. */
export const PUBLIC_TRACK_PAGES = {
  '/asiawise': 'ASIAWISE',
  '/customer/cargoCenter': 'CUSTOMER_PORTAL',
  '/external/electronic/tracking': 'ELECTRONIC',
} as const;

export const PUBLIC_TRACK_ACCESS = {
  /** Who searched what (platform staff only: addresses are hashed, but queries and sites are the platform's business). */
  trackSearchLogRead: read([SEARCH_LOG_PAGE], true),
} as const;

export const publicTrackContract = contractModule({
  name: 'publicTrack',
  paths: PUBLIC_TRACK_PATHS,
  access: PUBLIC_TRACK_ACCESS,
});
