/** What other modules may use of the business card (the only file of this folder they import): whose company a shared card's link is of. */
export { cardCompanyOf } from './siteCard';
// the company's published site offices a card may show, handed in by the portal at start-up (operations.md §16)
export { type CompanyOfficesRead, provideCompanyOffices } from './office';
