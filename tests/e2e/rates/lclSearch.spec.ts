import { expect } from '@playwright/test';
import { test } from '../support/test';
import { makeEmployeeWith, storageStateWith } from '../../support/apiSession';
import { staffToken } from '../si/siSteps';

/**
 * LCL in the browser (issue 16, commercial.md §4): a salesperson compares the demo's co-loaders
 * Shanghai → Hamburg for 2.4 CBM / 1,800 kg — ranked by all-in total, the cheapest freight third —
 * and a 1.6-ton piece takes the co-loader with a 1.5-ton limit out, saying why; the pricing manager
 * writes a new rate with volume breaks and publishes it, and it joins the comparison.
 */
test('an LCL search of 2.4 CBM / 1,800 kg ranks co-loaders by all-in total; a new co-loader joins it', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const salesToken = await makeEmployeeWith(baseURL!, staffToken(), 'e2e.lcl.sales', 'lcl-sales-pass', ['销售报价']);
  const sales = await (await browser.newContext({ storageState: storageStateWith(baseURL!, salesToken, 'employee') })).newPage();
  await sales.goto('/SeaFreight/LCLFreightManagement/LCLSearch?pol=CNSHA&pod=DEHAM&cbm=2.4&kg=1800');
  const rows = sales.getByTestId('lcl-rows').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('环球拼箱');
  await expect(rows.nth(0)).toContainText('USD 179.40');
  await expect(rows.nth(0)).toContainText('2.4 → 2.4');
  await expect(rows.nth(1)).toContainText('盛世拼箱');
  await expect(rows.nth(2)).toContainText('顺达 CFS');
  await expect(rows.nth(2)).toContainText('OF 2.4 × 36.00 = USD 86.40'); // the cheapest freight, the dearest all-in

  // a 1.6-ton piece: 顺达 cannot take it, and says why
  await sales.getByLabel('最重单件（kg）').fill('1600');
  await sales.getByRole('button', { name: '比价' }).click();
  await expect(rows).toHaveCount(2);
  await expect(sales.getByTestId('lcl-not-offered')).toContainText('顺达 CFS');
  await expect(sales.getByTestId('lcl-not-offered')).toContainText('单件超重：上限 1500 kg');

  // the manager adds a co-loader with breaks and publishes it
  const managerToken = await makeEmployeeWith(baseURL!, staffToken(), 'e2e.lcl.manager', 'lcl-manager-pass', ['运价经理']);
  const manager = await (await browser.newContext({ storageState: storageStateWith(baseURL!, managerToken, 'employee') })).newPage();
  await manager.goto('/SeaFreight/LCLFreightManagement/LCLRateEdit');
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await manager.getByLabel('拼箱公司').fill('海通拼箱');
  const form = manager.getByTestId('lcl-edit');
  for (const [label, code] of [
    ['起运港', 'CNSHA'],
    ['目的港', 'DEHAM'],
  ] as const) {
    await form.getByLabel(label, { exact: true }).pressSequentially(code, { delay: 20 });
    await expect(form.getByRole('listbox').getByRole('option').first()).toContainText(code);
    await form.getByLabel(label, { exact: true }).press('Enter');
  }
  await manager.getByLabel('每计费吨价格').fill('40');
  await manager.getByLabel('阶梯价（如 0-5:38; 5-:33）').fill('0-2:40; 2-:30');
  await manager.getByLabel('有效期自').fill(today);
  await manager.getByLabel('有效期至').fill(later);
  await manager.getByText('保存并发布', { exact: true }).click();
  await manager.getByRole('button', { name: '保存' }).click();
  await expect(manager).toHaveURL(/LCLRateMaintenance/);

  await sales.getByLabel('最重单件（kg）').fill('');
  await sales.getByRole('button', { name: '比价' }).click();
  await expect(rows).toHaveCount(4);
  // 2.4 RT in the band from 2 at 30: 72.00 + CFS 36.00 + DOC 45.00 = 153.00, now the cheapest
  await expect(rows.nth(0)).toContainText('海通拼箱');
  await expect(rows.nth(0)).toContainText('USD 153.00');
});
