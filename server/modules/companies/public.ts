export { seedPlatformIssuer } from './seed';
// a person's application to open a company, and the company they join by its code (the join module's calls)
export { activeCompanyByCode, applicationsOfUser, insertApplication } from './applicationRepository';
// names, kinds and ids of companies for other modules' pages and rules, a page's ids at once (issue 46)
export { activeCompanyIdsOfKinds, type CompanyName, companyKindOf, companyNamesOf, customerCompaniesMatching, platformCompany } from './lookupRepository';

/**
 * What other modules may use of the companies (the only file of this folder they import): who
 * issues a document — its names, registered address, tax number and the bank account it is paid
 * into (migration 082) — for the invoice's and the bill's print.
 */
export { type CompanyIssuer, issuerOf } from './issuerRepository';
// the demo companies other modules' seeds make or fill in (issue 46)
export { assignDemoSalesperson, ensureCompany, fillCompanyContact, setSiteDomainWhenUnset } from './demoCompanyRepository';
// a company application approved (R7.9): the CRM links its matching customer in the approval's transaction
export { type ApprovalListener, type ApprovedApplication, onApplicationApproved } from './approvalListeners';
// the CRM's manual link (R7.9 as on approval): the customer's holder becomes the company's salesperson
export { assignLinkedSalespeople } from './linkedSalespeople';
