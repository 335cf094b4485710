/**
 * What other modules may use of booking (the only file of this folder they import: .dependency-cruiser.cjs).
 * Ready space sells space that becomes a booking: it creates the booked order, releases it, moves it
 * on the carrier's answer and publishes the change, in its own transaction; its round reads a booking's
 * vessel call; its search and upload read sailings and places the way booking does.
 */
export { createBookedOrder } from './orderService';
/** The one insert of a booking order: the entry order module makes an order's booking draft with it (its MakeBooking), in its own transaction. */
export { createDraft } from './orderService';
export { releaseOrder } from './release';
export { applyMove, publishBooking } from './moves';
export { CALL_AT_POL, lockOrderById, bookedCargoOf, type BookedCargo } from './orderRepository';
export { weekSailings } from './quickSearch';
export { placeLookups } from './parse';
/** One booking's facts for the documents downstream of it (customs manifest, packing list), optionally held for the caller's transaction. */
export { bookingFacts, type BookingFacts, bookingOrderState, type BookingOrderState } from './factsRepository';
/** Other modules' demo seeds (the SI's demo bookings, house bills, manifests) lay down their cargo records through booking, which owns them. */
export { type DemoBooking, insertDemoBookings, seedDemoBookings, seedDemoBookingsV2 } from './demoBookingsSeed';
/** Other modules' demos edit their orders through booking: VGM's adds the carrier's VGM cut-off, ready space credits an order to its buyer. */
export { creditDemoOrderTo, seedDemoVgmCutOffs } from './demoOrderEdits';
/** A company's party templates (SFT) for another module's party pickers (the entry order's form). */
export { partyTemplatesOf } from './partyTemplateRepository';
// the letters module tells the customers whose open bookings a carrier's GRI or surcharge touches (operations.md §13.5)
export { openBookingsTouching } from './openBookingsRepository';
// the sales analysis (analytics, commercial.md §9) rolls up the released bookings; its demo lays down a year of them
export { type DemoReleasedOrder, insertDemoReleasedOrders, type ReleasedBooking, releasedBookingsBetween } from './salesFactsRepository';
// one customer's bookings per lane, for rate analysis' customer page (issue 51)
export { bookingsPerLane } from './laneCountRepository';
// the radars' reads (issue 51): drafts left unsubmitted, released bookings by sailing day with the quote they name
export { draftsLeft, releasedBookings } from './radarRepository';
// the radar's demo (issue 51): a dormant customer's last released booking
export { seedDormantDemoOrder } from './radarDemoRepository';
// the bookings made from quotes, for the CRM's quotation analysis (issue 50) and the sales analysis' quote conversion (issue 51): a quote booked
export { bookingsFromQuotes } from './quoteBookingRepository';
