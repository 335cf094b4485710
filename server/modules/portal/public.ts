/** What other modules may use of the portal (issue 49): which site a public request is on. */
export { noSiteRefusal, type ResolvedSite, resolveSite, siteCompanyOfRequest } from './resolveSite';
// a company's offices its published site shows (a business card's office, operations.md §16)
export { publishedAddressesOf } from './cardOfficeRepository';
