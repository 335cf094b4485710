import { expect, type Page } from '@playwright/test';
import { employeeToken, storageStateWith } from '../../support/apiSession';
import { test } from '../support/test';

/**
 * The CRM's analysis pages in Chromium (commercial.md §7.4): the manager 陈刚 opens customer
 * analysis, groups by source, and the table's figures are the call's; quotation analysis by lane
 * shows the lanes, the win rate and the reasons lost, and exports its table to Excel.
 */
test.describe.configure({ mode: 'default' });

async function as(browser: import('@playwright/test').Browser, baseURL: string, account: string): Promise<{ page: Page; token: string }> {
  const token = await employeeToken(baseURL, account);
  const ctx = await browser.newContext({ storageState: storageStateWith(baseURL, token, 'userBindEmployee'), viewport: { width: 1280, height: 900 } });
  return { page: await ctx.newPage(), token };
}

const api = async (baseURL: string, token: string, path: string) =>
  (await (await fetch(`${baseURL}${path}`, { headers: { authorization: `Bearer ${token}`, 'web-version': '1' } })).json()).Data;

test('a manager reads customer analysis by source and quotation analysis by lane, and exports it', async ({ browser, baseURL }) => {
  const { page, token } = await as(browser, baseURL!, 'sales.manager@demo.test');
  await page.goto('/CRM/CustomerAnalysis');
  await expect(page.getByRole('heading', { name: '客户分析' })).toBeVisible();
  await page.getByRole('combobox', { name: '分组依据' }).selectOption('SOURCE');
  const from = await page.locator('#crm-an-from').inputValue();
  const to = await page.locator('#crm-an-to').inputValue();
  const answer = await api(baseURL!, token, `/api/CrmAnalysis/Customers?From=${from}&To=${to}&GroupBy=SOURCE`);
  expect(answer.Rows.length).toBeGreaterThan(0);
  const table = page.getByTestId('crm-customer-table');
  await expect(table.locator('tbody tr')).toHaveCount(answer.Rows.length);
  for (const r of answer.Rows) {
    const row = table.locator(`tr[data-key="${r.Key}"]`);
    await expect(row.locator('td').first()).toHaveText(r.Name.zh);
    for (const k of ['New', 'Claimed', 'Recycled', 'Dealt', 'Dormant']) await expect(row.locator(`[data-col="${k}"]`)).toHaveText(String(r[k]));
  }
  await expect(page.getByTestId('crm-funnel')).toBeVisible();
  await page.screenshot({ path: 'test-results/crm-customer-analysis.png', fullPage: true });

  await page.goto('/CRM/QuotationAnalysis');
  await expect(page.getByRole('heading', { name: '报价分析' })).toBeVisible();
  await page.getByRole('combobox', { name: '分组依据' }).selectOption('LANE');
  const quotes = await api(baseURL!, token, `/api/CrmAnalysis/Quotations?From=${from}&To=${to}&GroupBy=LANE`);
  expect(quotes.Rows.length).toBeGreaterThan(1);
  const qt = page.getByTestId('crm-quote-table');
  await expect(qt.locator('tbody tr')).toHaveCount(quotes.Rows.length);
  const first = quotes.Rows[0];
  await expect(qt.locator(`tr[data-key="${first.Key}"] [data-col="Sent"]`)).toHaveText(String(first.Sent));
  await expect(qt.locator('tfoot [data-col="Sent"]')).toHaveText(String(quotes.Totals.Sent));
  await expect(page.getByTestId('crm-lost-reasons')).toContainText('价格没有竞争力');
  await page.screenshot({ path: 'test-results/crm-quote-analysis.png', fullPage: true });

  const downloading = page.waitForEvent('download');
  await page.getByTestId('crm-analysis-export').click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^crm-quotations-.*\.xlsx$/);
});

test('a period without anything says so in words', async ({ browser, baseURL }) => {
  const { page } = await as(browser, baseURL!, 'sales.manager@demo.test');
  await page.goto('/CRM/QuotationAnalysis');
  await page.locator('#crm-an-from').fill('2020-01-01');
  await page.locator('#crm-an-to').fill('2020-01-31');
  await expect(page.getByTestId('crm-analysis-empty')).toHaveText('所选期间没有发出的报价，也没有关闭的商机。');
});
