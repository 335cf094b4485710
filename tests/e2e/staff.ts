import { join } from 'node:path';

/** Where the staff session's storage state is written by staff.setup.ts (test.use({ storageState: STAFF_STATE })). */
export const STAFF_STATE = join('test-results', 'staff-state.json');
