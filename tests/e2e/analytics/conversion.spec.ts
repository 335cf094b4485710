import { expect, type Page } from '@playwright/test';
import type { SalesAnswer } from '../../../src/contract/analytics/calls';
import { ANALYTICS_PAGES as P } from '../../../src/contract/analytics/module';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { percentText } from '../../../src/domain/analytics/conversion';
import { employeeToken, storageStateWith } from '../../support/apiSession';
import { apiGet } from '../si/siSteps';
import { route } from '../support/helpers';
import { test } from '../support/test';

/**
 * The ratio metrics on the pages (commercial.md §9.1, issue 51): the sales manager reads each
 * salesperson's quote conversion and win rate on the employees' page and each lane's search
 * conversion on the company page grouped by lane, as the answer counts them ("—" where nothing was
 * counted). The counts themselves are checked against a recount in tests/api/analytics/conversion.test.ts.
 * ANALYTICS_SHOTS=<folder> screenshots both pages.
 */
const WINDOW = (() => {
  const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
  return { From: day(Date.now() - 365 * 86_400_000), To: day(Date.now() + 30 * 86_400_000) };
})();
const q = (extra: Record<string, string> = {}) => new URLSearchParams({ ...WINDOW, ...extra }).toString();

async function as(browser: import('@playwright/test').Browser, base: string, account: string): Promise<{ page: Page; token: string }> {
  const token = await employeeToken(base, account);
  const ctx = await browser.newContext({ storageState: storageStateWith(base, token, 'userBindEmployee'), viewport: { width: 1440, height: 900 } });
  return { page: await ctx.newPage(), token };
}

test('a manager reads quote conversion and win rate per salesperson, search conversion per lane', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const base = baseURL!;
  const { page, token } = await as(browser, base, 'sales.manager@demo.test');
  const shots = process.env.ANALYTICS_SHOTS;

  const people = await apiGet<SalesAnswer>(base, `${ENDPOINTS.analyticsEmployeeSales}?${q()}`, token);
  expect(people.Table.length).toBeGreaterThan(0);
  await page.goto(`${P.employees}?${q()}`);
  await expect(page.getByRole('heading', { name: route(P.employees).title.zh })).toBeVisible();
  await expect(page.getByTestId('sales-table')).toContainText('报价转化率');
  await expect(page.getByTestId('sales-table')).toContainText('商机赢率');
  const rows = page.getByTestId('sales-row');
  await expect(rows).toHaveCount(people.Table.length);
  for (const [i, r] of people.Table.entries()) {
    await expect(rows.nth(i).getByTestId('quote-conversion')).toHaveText(percentText(r.QuotesBooked, r.QuotesSent));
    const won = r.OpportunitiesWon ?? 0;
    await expect(rows.nth(i).getByTestId('win-rate')).toHaveText(percentText(won, won + (r.OpportunitiesLost ?? 0)));
  }
  await expect(page.getByTestId('sales-table')).not.toContainText('NaN');
  if (shots) await page.getByTestId('sales-table').screenshot({ path: `${shots}/employees-conversion.png` });

  const lanes = await apiGet<SalesAnswer>(base, `${ENDPOINTS.analyticsCompanySales}?${q({ GroupBy: 'LANE' })}`, token);
  await page.goto(`${P.company}?${q({ GroupBy: 'LANE' })}`);
  await expect(page.getByRole('heading', { name: route(P.company).title.zh })).toBeVisible();
  await expect(page.getByTestId('sales-table')).toContainText('查询转化率');
  await expect(rows).toHaveCount(lanes.Table.length);
  for (const [i, r] of lanes.Table.entries())
    await expect(rows.nth(i).getByTestId('search-conversion')).toHaveText(percentText(r.CompaniesBooked, r.CompaniesSearched));
  await expect(page.getByTestId('sales-table')).not.toContainText('NaN');
  if (shots) await page.getByTestId('sales-table').screenshot({ path: `${shots}/company-lanes-conversion.png` });
});
