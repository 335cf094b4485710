import { join } from 'node:path';

/** Where the staff session's storage state is written by staff.setup.ts (test.use({ storageState: STAFF_STATE })). */
export const STAFF_STATE = join('test-results', 'staff-state.json');

/** Company accounts (platform admins) made by staff.setup.ts for the tests that sign in and return; password e2e-return-pass. */
export const RETURN_LOGINS = ['e2e.return', 'e2e.return2'] as const;
