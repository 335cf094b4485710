/** What other modules may use of SI (the only file of this folder they import: .dependency-cruiser.cjs): the demo bookings SI's seed names. */
export { DEMO_BOOKINGS, DEMO_BOOKINGS_V2 } from './seed';
