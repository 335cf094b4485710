/**
 * What other modules may read of the manifests (the only file of this folder they import): the house
 * bills' issue (operations.md §10 hbl.issue) asks for the house-level manifests of a house B/L number;
 * SplitDetail (packingReports) for the manifests that carry each container of a booking.
 */
export { liveHouseManifests, manifestsOfBookingContainers } from './repository';
