import { expect, type Page } from '@playwright/test';
import { employeeToken, storageStateWith } from '../../support/apiSession';
import { test } from '../support/test';

/**
 * The CRM's pool and private seas in Chromium (commercial.md §7): 孙丽 claims a customer from the
 * pool and finds it in My customers; a second claim over her capacity is refused in words; the
 * manager 陈刚 transfers one of her customers to 周婷. Each screen is photographed.
 */
async function as(browser: import('@playwright/test').Browser, baseURL: string, account: string): Promise<Page> {
  const token = await employeeToken(baseURL, account);
  const ctx = await browser.newContext({ storageState: storageStateWith(baseURL, token, 'userBindEmployee') });
  return ctx.newPage();
}

/** The list filtered to one customer by its name (the list's own filter), so its row's buttons are the only ones. */
async function only(page: Page, name: string, button: string) {
  await page.getByRole('textbox', { name: '客户名称' }).fill(name);
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: button, exact: true })).toHaveCount(1);
}

test('a salesperson claims from the pool within her capacity, and the manager transfers a customer', async ({ browser, baseURL }) => {
  const sales = await as(browser, baseURL!, 'sales@demo.test');
  await sales.goto('/CRM/OpenSeaPool');
  await expect(sales.getByTestId('crm-limits')).toContainText('私海 4 / 5 个');
  // pool contacts are masked until claimed
  await expect(sales.getByText('139****0002')).toBeVisible();
  await sales.screenshot({ path: 'test-results/crm-pool.png', fullPage: true });

  await only(sales, '义乌市环球小商品进出口有限公司', '领取');
  await sales.getByRole('button', { name: '领取', exact: true }).click();
  await expect(sales.getByText('已领取到我的私海')).toBeVisible();
  await expect(sales.getByTestId('crm-limits')).toContainText('私海 5 / 5 个');

  await sales.goto('/CRM/MyCustomers');
  await expect(sales.getByText('义乌市环球小商品进出口有限公司', { exact: true })).toBeVisible();
  await expect(sales.getByText('13857900001')).toBeVisible();
  await sales.screenshot({ path: 'test-results/crm-mine.png', fullPage: true });

  await sales.goto('/CRM/OpenSeaPool');
  await only(sales, '苏州恒达机械制造有限公司', '领取');
  await sales.getByRole('button', { name: '领取', exact: true }).click();
  await expect(sales.getByText('您的私海已有 5 个客户，库容上限 5 个：请先退回一些客户再领取。')).toBeVisible();

  const manager = await as(browser, baseURL!, 'sales.manager@demo.test');
  await manager.goto('/CRM/CustomerResources');
  await only(manager, '温州瓯江鞋业有限公司', '转移');
  await manager.getByRole('button', { name: '转移', exact: true }).click();
  const dialog = manager.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const zhou = await dialog.locator('option', { hasText: '周婷' }).getAttribute('value');
  await dialog.getByLabel('转给销售').selectOption(zhou!);
  await dialog.getByRole('button', { name: '转移', exact: true }).click();
  await expect(manager.getByText('已转移')).toBeVisible();
  await manager.getByRole('textbox', { name: '客户名称' }).fill('');
  await manager.screenshot({ path: 'test-results/crm-resources.png', fullPage: true });

  for (const [path, shot] of [
    ['/CRM/CustomerLeads', 'crm-leads'],
    ['/CRM/CRMDataMaintenance', 'crm-maintenance'],
    ['/CRM/RecycleBin', 'crm-bin'],
  ] as const) {
    await manager.goto(path);
    await expect(manager.getByTestId(shot)).toBeVisible();
    await manager.waitForLoadState('networkidle');
    await manager.screenshot({ path: `test-results/${shot}.png`, fullPage: true });
  }
  await expect(manager.getByText('天津北方钢管有限公司')).toBeVisible();
});
