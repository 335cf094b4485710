/** What other modules may use of the portal (issue 49): which site a public request is on. */
export { type ResolvedSite, resolveSite, siteCompanyOfRequest } from './resolveSite';
