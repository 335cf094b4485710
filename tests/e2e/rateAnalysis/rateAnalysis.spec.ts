import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { PlatformRates } from '../../../src/contract/rateAnalysis/calls';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { RATE_ANALYSIS_PAGES as P } from '../../../src/contract/rateAnalysis/module';
import { employeeToken, storageStateWith } from '../../support/apiSession';
import { apiGet } from '../si/siSteps';
import { route } from '../support/helpers';
import { test } from '../support/test';

/**
 * Rate analysis in Chromium (commercial.md §9.3): the pricing manager opens the platform page, picks
 * Shanghai → Rotterdam, sees the weekly index drawn and tabled with cost, the COSCO GRI on the lane's
 * timeline, and exports the table. The figures themselves: tests/api/rateAnalysis/.
 */
test('a manager picks a lane, sees the index and a GRI notice on its timeline, and exports the table', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const base = baseURL!;
  const token = await employeeToken(base, 'pricing.manager@demo.test');
  const page = await (await browser.newContext({ storageState: storageStateWith(base, token, 'userBindEmployee'), acceptDownloads: true })).newPage();
  await page.goto(P.platform);
  await expect(page.getByRole('heading', { name: route(P.platform).title.zh })).toBeVisible();
  await expect(page.getByText('请选择航线').last()).toBeVisible();

  await page.getByRole('combobox', { name: '航线', exact: true }).selectOption({ label: 'CNSHA 至 NLRTM 航线' });
  await expect(page).toHaveURL(/POL=CNSHA&POD=NLRTM/);
  const table = page.getByTestId('index-table');
  await expect(table).toBeVisible();
  const query = new URL(page.url()).search;
  const d = await apiGet<PlatformRates>(base, `${ENDPOINTS.platformRates}${query}`, token);
  expect(d.WithCost).toBe(true);
  await expect(table.locator('tbody tr')).toHaveCount(d.Weeks.length);
  await expect(table.locator('thead')).toContainText('成本中位数');
  const first = d.Weeks[0]!;
  await expect(table.locator('tbody tr').first()).toContainText(first.CostMedian!);

  // one chart per class, each a canvas of some size
  for (const cls of ['20GP', '40GP', '40HQ']) {
    const canvas = page.getByTestId(`index-chart-${cls}`).locator('canvas').first();
    await expect(canvas).toBeVisible();
    expect((await canvas.boundingBox())?.height).toBeGreaterThan(100);
  }
  const notices = page.getByTestId('index-notices');
  await expect(notices).toContainText('GRI');
  await expect(notices).toContainText('2026-12-15');
  await expect(notices).toContainText('COSU');
  await expect(page.getByTestId('volatility')).toContainText('20GP USD 平均波动');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出 Excel' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^CNSHA-NLRTM-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
  expect(book.worksheets[0]!.rowCount).toBe(d.Weeks.length + 1);
  expect(book.worksheets[0]!.getRow(1).getCell(5).value).toBe('成本中位数');
});
