/**
 * What other modules may use of the CRM (the only file of this folder they import): the recycling
 * round, and a public site's enquiry as a lead (the portal's contact form, §15.2). A company
 * application matching a customer (R7.9) will be linked through here.
 */
export { runCrmRound } from './useCases/recycleRound';
export { type Enquiry, type EnquiryLeadOutcome, leadFromEnquiry } from './useCases/enquiryLead';
// the contacts the e-mail campaigns send to, their consent and unsubscribes (issue 50, commercial.md §8)
export { type EdmContact, type EdmContactFilter, edmContacts, markEmailUnsubscribed, recordEmailConsent } from './edmContactRepository';
