/**
 * What other modules may use of auth (the only file of this folder they import: .dependency-cruiser.cjs):
 * the demo accounts' password (binding offers are staff's: server/modules/staff/public.ts). The auth hook, sessions and passwords are in server/platform/auth.
 */
export { DEMO_EMPLOYEE_LOGIN, DEMO_PASSWORD, DEMO_USERS } from './demoAccounts';
