import { expect, type Page } from '@playwright/test';
import { employeeToken, storageStateWith } from '../../support/apiSession';
import { test } from '../support/test';

/**
 * Follow-ups in Chromium (commercial.md §7.4, R7.8): 孙丽 completes today's plan into a record in
 * the dialog and sees the customer's recycle date move on My customers; the activity record shows
 * her claim; the records list and the customer's panel show the record. Each screen is photographed.
 */
test.describe.configure({ mode: 'default' });

const NINGBO = '宁波北仑五金工具有限公司';

async function as(browser: import('@playwright/test').Browser, baseURL: string, account: string): Promise<{ page: Page; token: string }> {
  const token = await employeeToken(baseURL, account);
  const ctx = await browser.newContext({ storageState: storageStateWith(baseURL, token, 'userBindEmployee'), viewport: { width: 1280, height: 800 } });
  return { page: await ctx.newPage(), token };
}

/** The latest date shown on 宁波's row of My customers: its recycle date. */
async function recycleDate(page: Page): Promise<string> {
  await page.goto('/CRM/MyCustomers');
  await page.getByRole('textbox', { name: '客户名称' }).fill('宁波北仑');
  await expect(page.getByText(NINGBO, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '写跟进' })).toHaveCount(1);
  const dates = await page.getByText(/^\d{4}-\d{2}-\d{2}$/).allInnerTexts();
  expect(dates.length).toBeGreaterThan(0);
  return dates.sort().at(-1)!;
}

test("a salesperson completes today's plan into a record and the customer's recycle date moves", async ({ browser, baseURL }) => {
  const { page, token } = await as(browser, baseURL!, 'sales@demo.test');
  // a plan due in ten minutes: today's on the office's clock
  const customers = await (
    await fetch(`${baseURL}/api/CrmCustomer/List?Scope=MINE&PageSize=100`, { headers: { authorization: `Bearer ${token}`, 'web-version': '1' } })
  ).json();
  const ningbo = customers.Data.Items.find((c: { Name: string }) => c.Name === NINGBO);
  const made = await fetch(`${baseURL}/api/CrmFollowPlan/Save`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'web-version': '1', 'content-type': 'application/json' },
    body: JSON.stringify({
      CustomerId: ningbo.Id,
      PlannedAt: new Date(Date.now() + 10 * 60_000).toISOString(),
      Method: 'PHONE',
      Content: '电话确认下周装柜时间',
    }),
  });
  expect(made.status).toBe(200);

  const before = await recycleDate(page);
  await page.screenshot({ path: 'test-results/crm-follow-mine.png' });

  await page.goto('/CRM/FollowUpPlan');
  const today = page.getByTestId('crm-plans-today');
  const row = today.getByRole('row', { name: /电话确认下周装柜时间/ });
  await expect(row).toBeVisible();
  await page.screenshot({ path: 'test-results/crm-follow-plans.png', fullPage: true });
  await row.getByRole('button', { name: '完成并记录' }).click();
  const dialog = page.getByRole('dialog');
  const content = dialog.getByLabel('跟进内容');
  await expect(content).toBeFocused();
  await content.fill('客户确认下周三装两个 40HQ');
  await page.screenshot({ path: 'test-results/crm-follow-dialog.png' });
  await dialog.getByTestId('crm-record-save').click();
  await expect(page.getByText('已记录，计划完成。')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(today.getByRole('row', { name: /电话确认下周装柜时间/ })).toHaveCount(0);

  const after = await recycleDate(page);
  expect(after > before).toBe(true);

  await page.goto('/CRM/FollowUpRecord');
  await expect(page.getByText('客户确认下周三装两个 40HQ')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: 'test-results/crm-follow-records.png', fullPage: true });
});

test('the activity record shows the salesperson’s claim, with the kinds in words', async ({ browser, baseURL }) => {
  const { page } = await as(browser, baseURL!, 'sales@demo.test');
  await page.goto('/CRM/ActivityRecord');
  const rows = page.getByTestId('crm-activity-rows');
  await expect(rows.getByRole('row', { name: new RegExp(`领取.*${NINGBO}.*孙丽`) }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: 'test-results/crm-follow-activity.png', fullPage: true });

  // the customer's panel lists its plans and records
  await recycleDate(page);
  await page.getByRole('button', { name: '查看' }).click();
  const panel = page.getByTestId('crm-customer-follow');
  await expect(panel.getByText('拜访工厂，见到采购经理，对方关注直航和免堆期')).toBeVisible();
  await page.screenshot({ path: 'test-results/crm-follow-panel.png' });
});
