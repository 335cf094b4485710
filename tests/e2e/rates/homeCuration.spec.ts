import { expect } from '@playwright/test';
import { test } from '../support/test';
import { makeEmployeeWith, storageStateWith } from '../../support/apiSession';
import { staffToken } from '../si/siSteps';

/**
 * Home page curation (commercial.md §2.5): the pricing manager features a lane no rate serves yet —
 * it says it has hidden itself — while the demo's featured lanes show on the public rate page, where
 * a visitor clicks one and gets its prices without signing in. Southampton is no other test's port.
 */
test('a featured lane with no rate hides itself; a visitor opens a featured lane from the home page', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const token = await makeEmployeeWith(baseURL!, staffToken(), 'e2e.curation.manager', 'curation-manager-pass', ['运价经理']);
  const manager = await (await browser.newContext({ storageState: storageStateWith(baseURL!, token, 'employee') })).newPage();
  await manager.goto('/system/HomePageManagement/RecommendedFreightDms');
  const list = manager.getByTestId('curation-list');
  await expect(list.locator('tr', { hasText: 'BRSSZ' })).toContainText('已自动隐藏：当前没有有效运价');
  await expect(list.locator('tr', { hasText: 'NLRTM' })).toContainText('展示中');
  await manager.getByLabel('起运港', { exact: true }).fill('CNSHA');
  await manager.getByLabel('目的港', { exact: true }).fill('GBSOU');
  await manager.getByLabel('角标（如 热卖、特价）').fill('新航线');
  await manager.getByRole('button', { name: '添加' }).click();
  await expect(list.locator('tr', { hasText: 'GBSOU' })).toContainText('已自动隐藏');

  // a visitor, not signed in, on the public rate page
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/QuickSearch');
  const home = visitor.getByTestId('home-curation');
  await expect(home).toContainText('热卖');
  await expect(home).not.toContainText('GBSOU');
  await expect(home).not.toContainText('南安普敦');
  await home.locator('.bp6-card', { hasText: '热卖' }).getByRole('link', { name: '查询运价' }).click();
  await expect(visitor).toHaveURL(/pol=CNSHA&pod=NLRTM/);
  await expect(visitor.locator('tr[data-rate]').first()).toBeVisible();
});
