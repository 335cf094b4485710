/**
 * What other modules may use of container events (the only file of this folder they import): the
 * customs manifest simulator reads which of a bill's containers the terminal saw laden at the gate,
 * loaded, and when the vessel departed.
 */
export { firstActualEvents } from './eventRepository';
/** The manifest demo's boxes gated in and loaded, typed as the terminal's people type them (server/modules/manifest/demoSeed.ts). */
export { demoEventId } from './seed';
export { storeEvent } from './eventService';
/**
 * The public tracking lookup (server/modules/publicTrack): a container's stored events (its own and
 * its vessel's, with the retractions naming them), as the pure projection reads them, and a time
 * shown on the place's clock. The caller keeps only the events of the shipment it may show.
 */
export { eventsOfContainer, type EventDbRow } from './eventRepository';
export { trackingEventOf } from './eventWire';
