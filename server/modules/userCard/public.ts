/** What other modules may use of the business card (the only file of this folder they import): whose company a shared card's link is of. */
export { cardCompanyOf } from './siteCard';
