/**
 * What other modules may use of public tracking (the only file of this folder they import): the
 * search log (trk.log), which the signed-in tracking pages (server/modules/freightTrack) append to
 * for their own searches, as the public call does for visitors'.
 */
export { logSearch, type TrackSearch } from './searchLog';
