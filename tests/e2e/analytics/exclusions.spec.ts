import { expect, type Page } from '@playwright/test';
import type { SalesAnswer } from '../../../src/contract/analytics/calls';
import { ANALYTICS_PAGES as P } from '../../../src/contract/analytics/module';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { employeeToken, storageStateWith } from '../../support/apiSession';
import { apiGet } from '../si/siSteps';
import { test } from '../support/test';

/**
 * The analysis' settings in Chromium (§9.1 "Excluded"): the sales manager leaves an internal test
 * company out from the company page's settings dialog — the headline bookings drop by its own —
 * sees the change in the history, and counts it again. The pricing manager (with "view cost") sees
 * where the cost came from in the table and the footer. ANALYTICS_SHOTS=<folder> screenshots them.
 */
const WINDOW = (() => {
  const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
  return { From: day(Date.now() - 365 * 86_400_000), To: day(Date.now() + 30 * 86_400_000) };
})();
const q = (extra: Record<string, string> = {}) => new URLSearchParams({ ...WINDOW, ...extra }).toString();
const shots = process.env.ANALYTICS_SHOTS;

async function as(browser: import('@playwright/test').Browser, base: string, account: string): Promise<{ page: Page; token: string }> {
  const token = await employeeToken(base, account);
  const ctx = await browser.newContext({ storageState: storageStateWith(base, token, 'userBindEmployee'), viewport: { width: 1280, height: 800 } });
  return { page: await ctx.newPage(), token };
}

test('a manager leaves a test company out of the figures and counts it again; the cost says where it came from', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL!;
  const { page, token } = await as(browser, base, 'sales.manager@demo.test');
  const before = await apiGet<SalesAnswer>(base, `${ENDPOINTS.analyticsCustomerCompanySales}?${q()}`, token);
  const yiwu = before.Table.find((r) => r.Name.zh === '义乌佳信贸易有限公司')!;

  await page.goto(`${P.company}?${q()}`);
  await expect(page.getByTestId('total-bookings')).toHaveText(String(before.Totals.Bookings));
  await page.getByTestId('sales-settings').click();
  const dialog = page.getByRole('dialog', { name: '统计设置：排除内部测试公司' });
  await expect(dialog.getByTestId('exclusions-none')).toBeVisible();
  await dialog.getByLabel('要排除的客户公司').selectOption({ label: '义乌佳信贸易有限公司' });
  await dialog.getByLabel('原因').fill('内部测试账号');
  await dialog.getByTestId('exclude-add').click();
  await expect(dialog.getByTestId('exclusions-list')).toContainText('义乌佳信贸易有限公司');
  await expect(dialog.getByTestId('exclusions-history')).toContainText('内部测试账号');
  if (shots) await page.screenshot({ path: `${shots}/exclusions-dialog.png` });
  await dialog.getByRole('button', { name: 'Close' }).click();
  // The exclusion rebuilds the roll-ups, which also takes in what other specs released meanwhile: the
  // page shows the figures as they now are, and 义乌佳信 is in none of them.
  const left = await apiGet<SalesAnswer>(base, `${ENDPOINTS.analyticsCustomerCompanySales}?${q()}`, token);
  expect(left.Table.find((r) => r.Name.zh === '义乌佳信贸易有限公司')).toBeUndefined();
  expect(yiwu.Bookings).toBeGreaterThan(0);
  await expect(page.getByTestId('total-bookings')).toHaveText(String(left.Totals.Bookings));

  await page.getByTestId('sales-settings').click();
  await dialog.getByTestId('exclusions-list').getByRole('button', { name: '恢复统计' }).click();
  await expect(dialog.getByTestId('exclusions-none')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  const counted = await apiGet<SalesAnswer>(base, `${ENDPOINTS.analyticsCustomerCompanySales}?${q()}`, token);
  expect(counted.Table.find((r) => r.Name.zh === '义乌佳信贸易有限公司')?.Bookings).toBe(yiwu.Bookings);
  expect(counted.Totals.Bookings).toBeGreaterThanOrEqual(left.Totals.Bookings + yiwu.Bookings);
  await expect(page.getByTestId('total-bookings')).toHaveText(String(counted.Totals.Bookings));

  // with "view cost": where each row's cost came from, and the footer's note
  const pricing = await as(browser, base, 'pricing.manager@demo.test');
  await pricing.page.goto(`${P.customerCompany}?${q()}`);
  await expect(pricing.page.getByTestId('sales-cost-from').first()).toContainText('账单');
  await expect(pricing.page.getByTestId('sales-cost-source')).toContainText('成本：有应付费用的订舱取自账单');
  if (shots) await pricing.page.screenshot({ path: `${shots}/cost-source.png`, fullPage: true });
});
