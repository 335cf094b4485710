import { writeFileSync } from 'node:fs';
import { test as setup } from './test';
import { employeeToken, makeStaffAdmin, storageStateWith } from '../../support/apiSession';
import { API_ADMIN_PASSWORD, API_ADMINS, RETURN_LOGINS, STAFF_STATE } from './staff';

/*
 * One platform admin of its own for the suites that work on the staff side. Each employee has
 * one session at a time (a second sign-in answers 409 to the first), so the suites share this
 * one, and no test signs in as it through the dialog.
 */
setup('a staff session for the suites', async ({ baseURL }) => {
  // every test waits for this one: one sign-in of the demo admin makes them all, side by side
  // (the accounts differ, so their sign-ins do not end each other's sessions)
  const admin = await employeeToken(baseURL!, 'admin@demo.test');
  const [token] = await Promise.all([
    makeStaffAdmin(baseURL!, 'e2e.staff', 'e2e-staff-pass', admin),
    // company accounts the sign-in-and-return tests sign in with (one each: sign-ins replace each other)
    ...RETURN_LOGINS.map((login) => makeStaffAdmin(baseURL!, login, 'e2e-return-pass', admin)),
    ...Object.values(API_ADMINS).map((login) => makeStaffAdmin(baseURL!, login, API_ADMIN_PASSWORD, admin)),
  ]);
  writeFileSync(STAFF_STATE, JSON.stringify(storageStateWith(baseURL!, token!, 'employee')));
});
