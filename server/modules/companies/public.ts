export { seedPlatformIssuer } from './seed';

/**
 * What other modules may use of the companies (the only file of this folder they import): who
 * issues a document — its names, registered address, tax number and the bank account it is paid
 * into (migration 082) — for the invoice's and the bill's print.
 */
export { type CompanyIssuer, issuerOf } from './issuerRepository';
