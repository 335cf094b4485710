/**
 * What other modules may read of the manifests (the only file of this folder they import): the house
 * bills' issue (operations.md §10 hbl.issue) asks for the house-level manifests of a house B/L number.
 */
export { liveHouseManifests } from './repository';
