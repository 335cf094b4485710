/**
 * What other modules may use of the CRM (the only file of this folder they import): the recycling
 * round, and a public site's enquiry as a lead (the portal's contact form, §15.2). A company
 * application matching a customer (R7.9) will be linked through here.
 */
export { runCrmRound } from './useCases/recycleRound';
export { type Enquiry, type EnquiryLeadOutcome, leadFromEnquiry } from './useCases/enquiryLead';
export { createFollowPlan, followUpCountsFor } from './useCases/followPlanCreate';
// the sales analysis' scope of a salesperson (commercial.md §9 R9.1): the platform companies of the customers they own
export { companiesOwnedBy } from './ownedCompaniesRepository';
