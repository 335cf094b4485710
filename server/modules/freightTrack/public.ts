/**
 * What other modules may use of freight tracking (the only file of this folder they import):
 * - the control tower computes ETA_SLIP and CUSTOMS_HOLD from the tracking events: `summarise`
 *   (the projection's summary with its `exceptions` and `delayHours`), `customsHeld`, and the
 *   subscriptions' stored summaries through `TRACK_ROW_SQL`/`TRACK_SCOPE` (trk_exceptions,
 *   trk_delay_hours, kept fresh by every poll);
 * - the search log / public lookup: `trackService(db, simulated).subscribe` adds references as a
 *   person (per-reference refusals), and `shipmentEvents` reads a shipment's events.
 */
export { summarise, customsHeld, routeOfEvents } from './summary';
export { TRACK_ROW_SQL, TRACK_SCOPE, trackRowOf } from './listRow';
export { trackService } from './service';
export { shipmentEvents } from './repository';
export { publishTrackChanged } from './live';
