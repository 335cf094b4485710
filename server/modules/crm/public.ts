/**
 * What other modules may use of the CRM (the only file of this folder they import): the recycling
 * round, and a public site's enquiry as a lead (the portal's contact form, §15.2). A company
 * application matching a customer (R7.9) will be linked through here.
 */
export { runCrmRound } from './useCases/recycleRound';
export { type Enquiry, type EnquiryLeadOutcome, leadFromEnquiry } from './useCases/enquiryLead';
// a business card's quote request as its owner's lead (operations.md §16)
export { type CardLeadOutcome, type CardQuote, createLeadFromCard } from './useCases/cardLead';
// the radars (issue 51): customers linked to platform companies with their holder, and those a pool rule recycles soon
export { customersRecycledBefore, linkedCustomersOf } from './radarRepository';
export { createFollowPlan, followUpCountsFor } from './useCases/followPlanCreate';
// the sales analysis' scope of a salesperson (commercial.md §9 R9.1): the platform companies of the customers they own
export { companiesOwnedBy } from './ownedCompaniesRepository';
// the contacts the e-mail campaigns send to, their consent and unsubscribes (issue 50, commercial.md §8)
export { type EdmContact, type EdmContactFilter, edmContacts, markEmailUnsubscribed, recordEmailConsent } from './edmContactRepository';
// the sales analysis' win rate (issue 51): the opportunities closed WON or LOST in a period
export { type ClosedOpportunity, opportunitiesClosedBetween } from './closedOpportunitiesRepository';
