import { expect } from '@playwright/test';
import { test } from '../support/test';
import { makeEmployeeWith, storageStateWith } from '../../support/apiSession';
import { staffToken } from '../si/siSteps';

/**
 * The pricing rules on their pages (commercial.md §2.1, R2.6): the desk adds a business mark-up for
 * Hamburg on /FlcExport/PriceSet, the price search for Ningbo → Hamburg shows it at once (Maersk's
 * 40HQ costs USD 1,930: +300 instead of the default +150), an edit is the next version, and a rule
 * switched off is marked and no longer prices. Hamburg is no other browser test's lane.
 */
test('a business mark-up added on PriceSet prices the next search; edited it is version 2; switched off the default is back', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const token = await makeEmployeeWith(baseURL!, staffToken(), 'e2e.price.rules', 'price-rules-pass', ['运价规则维护', '运价查询（含成本）']);
  const page = await (await browser.newContext({ storageState: storageStateWith(baseURL!, token, 'employee') })).newPage();
  const sell = async () => {
    await page.goto(`/SeaFreight/FreightManagement/FCLFreightSearch?pol=CNNGB&pod=DEHAM&c=1%C3%9740HQ`);
    return page.locator('tr[data-rate]').filter({ hasText: 'MAEU' });
  };
  await expect(await sell()).toContainText('1×40HQ USD 2080.00'); // 1930 + the default 150

  await page.goto('/FlcExport/PriceSet');
  const screen = page.getByTestId('markup-rules');
  await expect(screen.getByRole('row').filter({ hasText: '业务默认加价' })).toBeVisible();
  await screen.getByRole('button', { name: '新增规则' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('规则名称').fill('汉堡旺季加价');
  await dialog.getByLabel('各箱型金额').fill('40hq 300, 20GP 200');
  await dialog.getByLabel('目的港（空 = 全部）').fill('DEHAM');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存“汉堡旺季加价”第 1 版')).toBeVisible();
  const row = screen.getByRole('row').filter({ hasText: '汉堡旺季加价' });
  await expect(row).toContainText('USD 20GP 200.00 40HQ 300.00');
  // the preview below the rules prices the sample lanes with the new rule at once (Ningbo → Hamburg is searched, so sampled)
  const sampled = page.getByTestId('markup-preview').getByRole('row').filter({ hasText: 'CNNGB → DEHAM' });
  await expect(sampled).toContainText('USD 2230.00');
  await expect(sampled).toContainText('汉堡旺季加价 v1');
  await expect(await sell()).toContainText('1×40HQ USD 2230.00');

  await page.goto('/FlcExport/PriceSet');
  await row.getByRole('button', { name: '修改' }).click();
  await dialog.getByLabel('各箱型金额').fill('40HQ 320');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存“汉堡旺季加价”第 2 版')).toBeVisible();
  await expect(row).toContainText('第 2 版（之前 1 版）');
  await row.getByRole('button', { name: '停用' }).click();
  await expect(row).toContainText('已停用');
  await expect(await sell()).toContainText('1×40HQ USD 2080.00');
});
