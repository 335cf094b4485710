/**
 * What the booking module's contract offers the other modules' folders of src/domain and src/contract: they
 * import it from here, never from a file of this folder (.dependency-cruiser.cjs,
 * `shared-modules-meet-through-public`). Named one by one, never `export *`: a name added here is a
 * decision that another module may lean on it.
 */
export { QuickSailingSchema } from './quickCalls';
export { bookingFieldWords, bookingStatusWords } from './words';
/** The booking order's wire: an entry order is turned into one (src/domain/entryOrder/bookingOfOrder.ts). */
export type { BookingWire, Party as BookingParty } from './calls';
