import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { PivotAnswer, SalesAnswer } from '../../../src/contract/analytics/calls';
import { ANALYTICS_PAGES as P } from '../../../src/contract/analytics/module';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { employeeToken, storageStateWith } from '../../support/apiSession';
import { apiGet } from '../si/siSteps';
import { route } from '../support/helpers';
import { test } from '../support/test';

/**
 * The sales analysis in Chromium (issue 51): the sales manager opens the company analysis on the
 * demo's year of sales, filters one lane by month (the table and the address follow), opens the
 * customer analysis and drills into a customer (its page filtered to it), then exports the platform
 * table and reads the downloaded workbook's rows. The figures themselves are checked against a
 * recount in tests/api/analytics/rules.test.ts. ANALYTICS_SHOTS=<folder> screenshots every page.
 */
const WINDOW = (() => {
  const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
  return { From: day(Date.now() - 365 * 86_400_000), To: day(Date.now() + 30 * 86_400_000) };
})();
const q = (extra: Record<string, string> = {}) => new URLSearchParams({ ...WINDOW, ...extra }).toString();

async function as(browser: import('@playwright/test').Browser, base: string, account: string): Promise<{ page: Page; token: string }> {
  const token = await employeeToken(base, account);
  const ctx = await browser.newContext({ storageState: storageStateWith(base, token, 'userBindEmployee'), viewport: { width: 1280, height: 800 } });
  return { page: await ctx.newPage(), token };
}

test('a manager filters sales by lane and month, drills into a customer and exports the table', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL!;
  const { page, token } = await as(browser, base, 'sales.manager@demo.test');
  const lane = await apiGet<SalesAnswer>(
    base,
    `${ENDPOINTS.analyticsCompanySales}?${q({ POL: 'CNSHA', POD: 'DEHAM', GroupBy: 'LANE', Granularity: 'MONTH' })}`,
    token,
  );
  expect(lane.Totals.Bookings).toBeGreaterThan(0);

  await page.goto(`${P.company}?${q()}`);
  await expect(page.getByRole('heading', { name: route(P.company).title.zh })).toBeVisible();
  await expect(page.getByTestId('sales-chart').locator('canvas').first()).toBeVisible();
  await page.getByRole('combobox', { name: '分组' }).selectOption('LANE');
  await page.getByRole('combobox', { name: '统计周期' }).selectOption('MONTH');
  await page.getByTestId('filter-POL').fill('CNSHA');
  await page.getByTestId('filter-POD').fill('DEHAM');
  await expect(page.getByTestId('sales-row')).toHaveCount(1);
  await expect(page.getByTestId('sales-row')).toContainText('CNSHA → DEHAM');
  await expect(page.getByTestId('total-bookings')).toHaveText(String(lane.Totals.Bookings));
  await expect(page).toHaveURL(/POL=CNSHA/);
  // no "view cost": no cost or GP column at all
  await expect(page.getByTestId('sales-table')).not.toContainText('毛利');
  await expect(page.getByTestId('sales-footer')).toContainText('USD：');

  // the customers' page: a row opens that customer's analysis, its lanes
  await page.goto(`${P.customerCompany}?${q()}`);
  const row = page.getByTestId('sales-row').filter({ hasText: '苏州明轩家居有限公司' });
  await row.click();
  await expect(page.getByTestId('customer-filter')).toContainText('苏州明轩家居有限公司');
  await expect(page).toHaveURL(/CompanyId=\d+/);
  await expect(page.getByRole('combobox', { name: '分组' })).toHaveValue('LANE');
  const companyId = new URL(page.url()).searchParams.get('CompanyId')!;
  const one = await apiGet<SalesAnswer>(base, `${ENDPOINTS.analyticsCustomerCompanySales}?${q({ CompanyId: companyId, GroupBy: 'LANE' })}`, token);
  await expect(page.getByTestId('total-bookings')).toHaveText(String(one.Totals.Bookings));
  await expect(page.getByTestId('sales-row')).toHaveCount(one.Table.length);

  // the platform table: exported, the file's rows are the table's
  await page.goto(`${P.platformTable}?${q()}`);
  const table = await apiGet<PivotAnswer>(base, `${ENDPOINTS.analyticsSalesTable}?${q({ Scope: 'PLATFORM' })}`, token);
  await expect(page.getByTestId('pivot-row')).toHaveCount(table.Rows.length);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sales-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^sales-table-.*\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await download.path())!);
  const sheet = book.worksheets[0]!;
  expect(sheet.actualRowCount).toBe(table.Rows.length + 1);
  const names = Array.from({ length: table.Rows.length }, (_, i) => String(sheet.getRow(i + 2).getCell(1).value));
  expect(names).toEqual(table.Rows.map((r) => r.Name.zh));

  if (process.env.ANALYTICS_SHOTS) {
    const shots = process.env.ANALYTICS_SHOTS;
    for (const [name, path] of Object.entries(P)) {
      await page.goto(`${path}?${q()}`);
      await expect(page.getByRole('heading', { name: route(path).title.zh })).toBeVisible();
      await expect(page.getByTestId('sales-footer')).toBeVisible();
      await page.waitForTimeout(600);
      await page.screenshot({ path: `${shots}/${name}.png` });
    }
  }
});
