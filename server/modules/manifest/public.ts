/**
 * What other modules may read of the manifests (the only file of this folder they import): the house
 * bills' issue (operations.md §10 hbl.issue) and making (its number kept once filed) ask for the
 * house-level manifests of a house B/L number; the B/L application's R9 for the consignee customs
 * holds; public tracking for the bills a number names and their boxes; SplitDetail (packingReports)
 * for the manifests that carry each container of a booking.
 */
export { acceptedHouseConsignee, houseManifestsNamed, liveHouseManifests, manifestsOfBookingContainers } from './publicReadsRepository';
/** A booking's manifest steps and customs stages for freight tracking's detail. */
export { customsStages, manifestTimeline } from './timelineRepository';
