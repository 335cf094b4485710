/** What other modules may use of SI (the only file of this folder they import: .dependency-cruiser.cjs): approved demo SIs, the bills' links, tracking's reads. */
/** An approved SI for another module's demo (the customs manifests' demo starts from them). */
export { seedApprovedSi } from './demoApproved';
/** The bills (houseBill) write the HBL number and the master link into the SI through SI's statements. */
export { writeHouseBillNo, linkSiToMaster } from './billLinkRepository';
/** Public tracking finds a house B/L by the SI's number and shows only its boxes. */
export { type SiBill, siBillsNamed, siBillsOfBooking } from './trackRepository';
/** A booking's SI steps for freight tracking's document timeline. */
export { type DocumentStep, siTimeline } from './timelineRepository';
/** One SI's record and state for the documents downstream of it (the customs manifest starts from an approved SI and checks against it). */
export { siRecordOf } from './siFactsRepository';
/** The sales radar (issue 51): live bookings whose DCO is near and that have no SI at all. */
export { bookingsNearDcoWithoutSi } from './radarRepository';
