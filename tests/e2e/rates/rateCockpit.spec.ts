import { expect } from '@playwright/test';
import { test } from '../support/test';
import { makeEmployeeWith, storageStateWith } from '../../support/apiSession';
import { staffToken } from '../si/siSteps';

/**
 * The rate cockpit (commercial.md §2.5 FareCockpit): the manager sees the desk's counts and the
 * demand no rate meets — the demo's Shanghai → Santos searches — and goes from that lane straight to
 * a new rate with the lane filled in; from the waiting count to the confirmation page.
 */
test('the cockpit shows the uncovered demand and leads to a new rate for it', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const token = await makeEmployeeWith(baseURL!, staffToken(), 'e2e.cockpit.manager', 'cockpit-manager-pass', ['运价经理']);
  const page = await (await browser.newContext({ storageState: storageStateWith(baseURL!, token, 'employee') })).newPage();
  await page.goto('/SeaFreight/FreightManagement/FareCockpit');
  const cockpit = page.getByTestId('rate-cockpit');
  await expect(cockpit.getByRole('heading', { name: '运价驾驶舱' })).toBeVisible();
  await expect(cockpit.getByTestId('rate-count-Published').locator('.si-cockpit__number')).not.toHaveText('0');
  const santos = cockpit.getByTestId('rate-unmet').getByRole('listitem').filter({ hasText: 'BRSSZ 桑托斯' });
  await expect(santos).toContainText('3 次查询 · 2 位客户/访客');
  await santos.getByRole('link', { name: '新增此航线运价' }).click();
  const form = page.getByTestId('rate-form');
  await expect(form.getByLabel('起运港', { exact: true })).toHaveValue('CNSHA');
  await expect(form.getByLabel('目的港', { exact: true })).toHaveValue('BRSSZ');

  await page.goto('/SeaFreight/FreightManagement/FareCockpit');
  await cockpit.getByTestId('rate-count-Pending').getByRole('link').click();
  await expect(page).toHaveURL(/FreightModifyList$/);
});
