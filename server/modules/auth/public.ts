/**
 * What other modules may use of auth (the only file of this folder they import: .dependency-cruiser.cjs):
 * the demo accounts' password, and the offer to bind a person's account to an employee that the staff
 * and company calls make. The auth hook, sessions and passwords are in server/platform/auth.
 */
export { DEMO_EMPLOYEE_LOGIN, DEMO_PASSWORD, DEMO_USERS } from './demoAccounts';
export { offerBinding, pendingBindOf } from './bindOffers';
