import { expect } from '@playwright/test';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { apiPost, employeeToken, makeCompanyEmployee, storageStateWith } from '../../support/apiSession';
import { test } from '../support/test';

/**
 * The user radar is live (issue 51): 孙丽 has her radar open; 天祥's clerk searches a lane three
 * times; the signal arrives over the websocket (the `radar.signal` frame, only to the people whose
 * radar shows 天祥) and the feed shows it without a reload — the page's fallback read is minutes away.
 */
test('a customer’s repeated search appears on the open user radar without a reload', async ({ browser, baseURL }) => {
  const base = baseURL!;
  const token = await employeeToken(base, 'sales@demo.test');
  const ctx = await browser.newContext({ storageState: storageStateWith(base, token, 'userBindEmployee'), viewport: { width: 1280, height: 800 } });
  const sales = await ctx.newPage();
  await sales.goto('/system/userRadar');
  await expect(sales.getByTestId('radar-signals')).toBeVisible();
  const lane = sales.getByTestId('radar-signals').locator('tr', { hasText: 'CNFOC → BRSSZ' });
  await expect(lane).toHaveCount(0);
  await expect(sales.getByTestId('radar-pushed')).toHaveCount(0);

  const clerk = await makeCompanyEmployee(base, 'customer.admin@demo.test', 'e2e.radar.clerk', 'radar-clerk-pass', ['客户标准角色']);
  for (let i = 0; i < 3; i += 1)
    await apiPost(base, ENDPOINTS.fclRateSearch, { PolCode: 'CNFOC', PodCode: 'BRSSZ', Lines: [{ ContainerClass: '40HQ', Qty: 1 }] }, clerk);

  await expect(sales.getByTestId('radar-pushed')).toBeVisible({ timeout: 15_000 });
  await expect(lane).toBeVisible();
  await expect(lane).toContainText('查询 CNFOC → BRSSZ 共 3 次');
  await expect(lane).toContainText('孙丽');
  await sales.screenshot({ path: 'test-results/radar-live.png' });
});
