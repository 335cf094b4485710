import { writeFileSync } from 'node:fs';
import { test as setup } from '@playwright/test';
import { makeStaffAdmin, storageStateWith } from '../../support/apiSession';
import { API_ADMIN_PASSWORD, API_ADMINS, RETURN_LOGINS, STAFF_STATE } from './staff';

/*
 * One platform admin of its own for the suites that work on the staff side. Each employee has
 * one session at a time (a second sign-in answers 409 to the first), so the suites share this
 * one, and no test signs in as it through the dialog.
 */
setup('a staff session for the suites', async ({ baseURL }) => {
  const token = await makeStaffAdmin(baseURL!, 'e2e.staff', 'e2e-staff-pass');
  writeFileSync(STAFF_STATE, JSON.stringify(storageStateWith(baseURL!, token, 'employee')));
  // company accounts the sign-in-and-return tests sign in with (one each: sign-ins replace each other)
  for (const login of RETURN_LOGINS) await makeStaffAdmin(baseURL!, login, 'e2e-return-pass');
  for (const login of Object.values(API_ADMINS)) await makeStaffAdmin(baseURL!, login, API_ADMIN_PASSWORD);
});
