import { expect } from '@playwright/test';
import { test } from '../support/test';
import type { Summary } from '../../../src/contract/dashboard/calls';
import { DASHBOARD_PAGE } from '../../../src/contract/dashboard/module';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { makeCompanyEmployee, storageStateWith } from '../../support/apiSession';
import { apiGet } from '../si/siSteps';
import { route } from '../support/helpers';

/**
 * The dashboard (数据看板) in Chromium for an employee of 杭州天祥 on the demo's shipments (they sail
 * in December 2026): the tiles say the server's figures, each chart draws on a canvas of some size,
 * and choosing a carrier changes a figure and the address. The figures themselves are checked
 * against an independent computation in tests/api/dashboard/summary.test.ts.
 */
const WINDOW = 'From=2026-11-01&To=2027-01-31';

test('the dashboard opens, its charts draw on canvases, a carrier filter changes a figure and stays in the address', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const base = baseURL!;
  const token = await makeCompanyEmployee(base, 'customer.admin@demo.test', 'e2e.dashboard', 'dashboard-pass-1', ['客户标准角色']);
  const all = await apiGet<Summary>(base, `${ENDPOINTS.dashboardSummary}?${WINDOW}`, token);
  const maersk = await apiGet<Summary>(base, `${ENDPOINTS.dashboardSummary}?${WINDOW}&Carrier=MAEU`, token);
  expect(maersk.Shipments).toBeGreaterThan(0);
  expect(maersk.Shipments).toBeLessThan(all.Shipments);

  const page = await (await browser.newContext({ storageState: storageStateWith(base, token, 'employee') })).newPage();
  await page.goto(`${DASHBOARD_PAGE}?${WINDOW}`);
  await expect(page.getByRole('heading', { name: route(DASHBOARD_PAGE).title.zh })).toBeVisible();
  const shipments = page.getByTestId('kpi-shipments');
  await expect(shipments.locator('.dashboard-figure')).toHaveText(String(all.Shipments));
  await expect(shipments).toContainText(`共 ${all.Shipments} 票`);
  // the demo's invoices of 天祥 still open, each age as the API counts it (its test counts them again)
  const receivables = page.getByTestId('kpi-receivables');
  const openAges = all.Receivables.Ages.filter((a) => a.Invoices > 0);
  expect(openAges.length).toBeGreaterThan(0);
  for (const a of openAges) {
    await expect(receivables.locator(`[data-age="${a.Age}"]`)).toContainText(`${a.Invoices} 张`);
    for (const t of a.Totals) await expect(receivables.locator(`[data-age="${a.Age}"]`)).toContainText(t.Currency);
  }
  await expect(receivables).toContainText(`按 ${all.Receivables.AsOf} 距到期日的天数分组`);

  for (const chart of ['chart-stages', 'chart-teu', 'chart-lanes']) {
    // ECharts may draw a chart in layers (the lanes take a canvas of their own): the first is the chart's
    const canvas = page.getByTestId(chart).locator('canvas').first();
    await expect(canvas).toBeVisible();
    const size = await canvas.boundingBox();
    expect(size?.width).toBeGreaterThan(100);
    expect(size?.height).toBeGreaterThan(100);
  }
  if (process.env.DASH_SHOTS) {
    // for looking at the page by hand (DASH_SHOTS=<folder>): the tiles, then the charts, in Chinese and in English
    await page.screenshot({ path: `${process.env.DASH_SHOTS}/dashboard-zh.png` });
    await page.getByTestId('chart-lanes').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${process.env.DASH_SHOTS}/dashboard-zh-charts.png` });
    await page.evaluate(() => localStorage.setItem('freight.language', JSON.stringify('en')));
    await page.reload();
    await expect(page.getByTestId('kpi-shipments')).toContainText('Shipments');
    await page.screenshot({ path: `${process.env.DASH_SHOTS}/dashboard-en.png` });
    await page.getByTestId('chart-lanes').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${process.env.DASH_SHOTS}/dashboard-en-charts.png` });
    await page.evaluate(() => localStorage.setItem('freight.language', JSON.stringify('zh')));
    await page.reload();
  }
  await expect(page.getByTestId('chart-lanes')).toHaveAttribute('aria-label', /上海.* → 汉堡/);

  await page.getByRole('combobox', { name: '船公司' }).selectOption('MAEU');
  await expect(page).toHaveURL(/Carrier=MAEU/);
  await expect(shipments.locator('.dashboard-figure')).toHaveText(String(maersk.Shipments));

  // a range with nothing in it says so in words
  await page.goto(`${DASHBOARD_PAGE}?From=2001-01-01&To=2001-01-31`);
  await expect(page.getByTestId('dashboard-empty')).toContainText('没有订舱');
  // and a start after the end is refused by the server in words
  await page.goto(`${DASHBOARD_PAGE}?From=2026-12-31&To=2026-12-01`);
  await expect(page.getByTestId('dashboard-error')).toContainText('晚于截止日期');
});
