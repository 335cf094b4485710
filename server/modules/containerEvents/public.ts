/**
 * What other modules may use of container events (the only file of this folder they import): the
 * customs manifest simulator reads which of a bill's containers the terminal saw laden at the gate,
 * loaded, and when the vessel departed.
 */
export { firstActualEvents } from './eventRepository';
/** The STRP event e-packing's acknowledged unpack stands for. */
export { insertStrippedEvent } from './eventRepository';
/** The manifest demo's boxes gated in and loaded, typed as the terminal's people type them (server/modules/manifest/demoSeed.ts). */
export { demoEventId } from './seed';
/** The carrier track-and-trace channel (freightTrack) stores what the carrier sent through the same path as a typed event, and its retractions. */
export { storeEvent } from './storeEvent';
export type { GatewayAuthor } from './eventTerms';
export { storeBatch } from './storeBatch';
export { retractBySource } from './retractEvent';
/**
 * What a tracking subscription's detail and summary read (a container's events, its booking and
 * route), and the public tracking lookup (server/modules/publicTrack) the same way: a container's own
 * events and its vessel's, with the retractions naming them; the caller keeps only what it may show.
 */
export { eventsOfContainer, bookingOfContainer, bookingOfDocument, bookingRoute, type EventDbRow, EVENT_COLUMNS, EVENT_FROM } from './eventRepository';
export { trackingEventOf, eventRowOf } from './eventWire';
/** The control tower's ETA_SLIP and CUSTOMS_HOLD from a booking's own box events (freightTrack declares the rules, over subscriptions too). */
export { customsHoldRows, etaSlipRows, type CustomsHoldRow, type EtaSlipRow } from './towerRepository';
