import { join } from 'node:path';

/** Where the staff session's storage state is written by staff.setup.ts (test.use({ storageState: STAFF_STATE })). */
export const STAFF_STATE = join('test-results', 'staff-state.json');

/** Company accounts (platform admins) made by staff.setup.ts for the tests that sign in and return; password e2e-return-pass. */
export const RETURN_LOGINS = ['e2e.return', 'e2e.return2'] as const;

/**
 * Platform admins (company logins) made by staff.setup.ts for the tests that hold an admin's session
 * while other tests run (through the API, or signed in on the page): one each, since an employee has
 * one session at a time and a sign-in of the same one elsewhere (admin@demo.test's, say) would end
 * it (409). Password API_ADMIN_PASSWORD.
 */
export const API_ADMINS = {
  socketCut: 'e2e.api.socket',
  everyone: 'e2e.api.everyone',
  company: 'e2e.api.company',
  signOut: 'e2e.signout',
  crmOpps: 'e2e.crm.opps',
} as const;
export const API_ADMIN_PASSWORD = 'e2e-api-admin-pass';
