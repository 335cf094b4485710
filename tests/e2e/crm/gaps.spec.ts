import { expect, type Page } from '@playwright/test';
import { employeeToken, storageStateWith } from '../../support/apiSession';
import { test } from '../support/test';

/**
 * The CRM's remaining screens in Chromium (issue 50): 孙丽 follows up a lead from its panel on
 * /CRM/CustomerLeads; her manager 陈刚 finds a merged customer in the recycle bin marked "merged into"
 * with a link to the kept customer instead of a restore button. Each screen is photographed.
 */
test.describe.configure({ mode: 'default' });

async function as(browser: import('@playwright/test').Browser, baseURL: string, account: string): Promise<{ page: Page; token: string }> {
  const token = await employeeToken(baseURL, account);
  const ctx = await browser.newContext({ storageState: storageStateWith(baseURL, token, 'userBindEmployee'), viewport: { width: 1280, height: 800 } });
  return { page: await ctx.newPage(), token };
}

const api = (baseURL: string, token: string, path: string, body?: object) =>
  fetch(`${baseURL}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, 'web-version': '1', 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });

test('a salesperson writes a follow-up on a lead from its panel', async ({ browser, baseURL }) => {
  const { page } = await as(browser, baseURL!, 'sales@demo.test');
  await page.goto('/CRM/CustomerLeads');
  await page.getByRole('textbox', { name: '公司名称' }).fill('绍兴柯桥');
  await expect(page.getByText('绍兴柯桥纺织品有限公司', { exact: true })).toBeVisible();
  const open = page.getByRole('button', { name: '跟进记录与写跟进' });
  await expect(open).toHaveCount(1);
  await open.click();
  const panel = page.getByTestId('crm-lead-panel');
  await expect(panel.getByText('钱红', { exact: false })).toBeVisible();
  await panel.getByTestId('crm-lead-follow').click();
  const dialog = page.getByRole('dialog', { name: /跟进记录 · 绍兴柯桥/ });
  const content = dialog.getByLabel('跟进内容');
  await expect(content).toBeFocused();
  await content.fill('电话沟通：春节前有两柜面料去汉堡');
  await dialog.getByTestId('crm-record-save').click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText('电话沟通：春节前有两柜面料去汉堡')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: 'test-results/crm-lead-panel.png' });
});

test('the recycle bin links a merged customer to the kept one instead of restoring it', async ({ browser, baseURL }) => {
  const { page, token } = await as(browser, baseURL!, 'sales.manager@demo.test');
  const all = (await (await api(baseURL!, token, '/api/CrmCustomer/List?Scope=ALL&PageSize=100')).json()).Data.Items as { Id: number; Name: string }[];
  const keep = all.find((c) => c.Name === '上海浦江化工有限公司')!;
  const merged = all.find((c) => c.Name === '广州南沙家具有限公司')!;
  expect((await api(baseURL!, token, '/api/CrmCustomer/Merge', { KeepId: keep.Id, MergeIds: [merged.Id] })).status).toBe(200);

  await page.goto('/CRM/RecycleBin');
  const row = page.getByRole('row', { name: /广州南沙家具有限公司/ });
  await expect(row.getByText('已并入“上海浦江化工有限公司”')).toBeVisible();
  await expect(row.getByRole('button', { name: '恢复' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/crm-bin-merged.png' });
  await row.getByRole('button', { name: '打开“上海浦江化工有限公司”' }).click();
  await expect(page.getByRole('heading', { name: '上海浦江化工有限公司', level: 4 })).toBeVisible();
  // the kept customer's history names the merge
  await expect(page.getByRole('cell', { name: '合并了其他客户' })).toBeVisible();
  await page.screenshot({ path: 'test-results/crm-bin-kept.png' });
});
