import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { makeCompanyEmployee, makeEmployeeWith, storageStateWith } from '../../support/apiSession';
import { staffToken } from '../si/siSteps';

/**
 * Asking for a price (commercial.md §2.4) on the demo rates and rules, Shanghai → Rotterdam, one
 * 40HQ: COSU costs USD 1,850 with BAF USD 240 and THC/DOC in CNY; the rules add ENS USD 35 and a
 * seal CNY 50. A 天祥 employee (VIP: + USD 80) sees USD 2,205 + CNY 1,690 and no cost; the pricing
 * desk sees cost and margin and opens the price explain, rebuilt from the versions used; a visitor
 * gets the public tier (+15 %, rounded up to 10: USD 2,405) without signing in. Each signs in as
 * an account of its own (one session per employee).
 */

async function searchLane(page: Page, containers = '1×40HQ') {
  // the search form's own fields (a customer's page also lists its quotes, filterable by port)
  const form = page.getByRole('form', { name: '查询运价' });
  const pol = form.getByLabel('起运港', { exact: true });
  await pol.pressSequentially('上海', { delay: 30 });
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('CNSHA');
  await pol.press('Enter');
  const pod = form.getByLabel('目的港', { exact: true });
  await pod.pressSequentially('鹿特丹', { delay: 30 });
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('NLRTM');
  await pod.press('Enter');
  await form.getByLabel('箱型与箱量').fill(containers);
}
const cosuRow = (page: Page) => page.locator('tr[data-rate]').filter({ hasText: 'COSU' });

test('a customer employee sees its own level: sell price and all-in totals per currency, never the cost', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const token = await makeCompanyEmployee(baseURL!, 'customer.admin@demo.test', 'e2e.price.hztx', 'price-hztx-pass', ['客户标准角色']);
  const page = await (await browser.newContext({ storageState: storageStateWith(baseURL!, token, 'employee') })).newPage();
  await page.goto('/external/workbench/PriceQuery');
  await searchLane(page);
  await page.getByRole('button', { name: '查询运价' }).click();
  await expect(page.getByText('价格等级：VIP 客户')).toBeVisible();
  const row = cosuRow(page);
  await expect(row).toContainText('1×40HQ USD 1930.00');
  await expect(row.locator('.rate-search__total')).toHaveText('CNY 1690.00USD 2205.00');
  await expect(row).toContainText('拖车'); // offered, not added
  await expect(page.getByText('成本')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '价格明细' })).toHaveCount(0);
  // the search is in the address: a reload asks again and shows the same
  await page.reload();
  await expect(cosuRow(page).locator('.rate-search__total')).toHaveText('CNY 1690.00USD 2205.00');
});

test('the pricing desk prices for 天祥, sees cost and margin, and the explain rebuilds the price from the versions used', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const token = await makeEmployeeWith(baseURL!, staffToken(), 'e2e.price.desk', 'price-desk-pass', ['运价查询（含成本）']);
  const page = await (await browser.newContext({ storageState: storageStateWith(baseURL!, token, 'employee') })).newPage();
  await page.goto('/SeaFreight/FreightManagement/FCLFreightSearch');
  await searchLane(page, '2x40hq');
  await page.getByLabel('客户', { exact: true }).selectOption({ label: '杭州天祥进出口有限公司 · VIP 客户' });
  await page.getByRole('button', { name: '查询运价' }).click();
  const row = cosuRow(page);
  await expect(row).toContainText('2×40HQ USD 1930.00 · 成本 1850.00 · 毛利 80.00');
  await row.getByRole('button', { name: '价格明细' }).click();
  const explain = page.getByTestId('price-explain');
  await expect(explain).toContainText('按当时的运价版本与规则版本重算，结果与当时显示一致。');
  await expect(explain).toContainText('杭州天祥进出口有限公司');
  await expect(explain.getByRole('row').filter({ hasText: '等级加价' }).first()).toContainText('VIP 客户加价 v1');
  await expect(explain).toContainText('合计：CNY 2930.00 + USD 4375.00'); // USD 2 × (1930 + 240) + 35; CNY 2 × (1190 + 50) + 450
});

test('a visitor searches the public rate page without signing in: public-tier prices, and a word on signing in', async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await (await browser.newContext()).newPage();
  await page.goto('/customer/freightCenter');
  await searchLane(page);
  await page.getByRole('button', { name: '查询运价' }).click();
  await expect(page.getByText('价格等级：公开价')).toBeVisible();
  await expect(cosuRow(page)).toContainText('1×40HQ USD 2130.00');
  await expect(cosuRow(page).locator('.rate-search__total')).toHaveText('CNY 1690.00USD 2405.00');
  await expect(page.getByText('登录后显示贵公司的协议价格。', { exact: false })).toBeVisible();
});

test('the level page moves 海越 into VIP and back, saying who placed it; the public tier is not offered', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const token = await makeEmployeeWith(baseURL!, staffToken(), 'e2e.price.levels', 'price-levels-pass', ['客户等级管理']);
  const page = await (await browser.newContext({ storageState: storageStateWith(baseURL!, token, 'employee') })).newPage();
  await page.goto('/SeaFreight/FreightManagement/FreightCustomerLevelCompany');
  const screen = page.getByTestId('level-companies');
  const nbhy = screen.getByRole('row').filter({ hasText: '宁波海越贸易有限公司' });
  await expect(nbhy).toContainText('A 级客户');
  const move = async (level: string) => {
    await nbhy.locator('label.bp6-checkbox').click(); // Blueprint draws its own box over the input
    await expect(nbhy.getByRole('checkbox')).toBeChecked();
    await screen.getByLabel('调整到等级…').selectOption({ label: level });
    await screen.getByRole('button', { name: '调整所选（1）' }).click();
    await expect(page.getByText(`已把 1 家客户调整到 ${level}`)).toBeVisible();
  };
  await move('VIP 客户');
  await expect(nbhy).toContainText('VIP 客户');
  await expect(nbhy).toContainText('测试员工 e2e.price.levels'); // who placed it
  await move('A 级客户');
  await expect(nbhy).toContainText('A 级客户');
  // the public tier takes no company: it is not offered
  await expect(screen.getByLabel('调整到等级…').locator('option', { hasText: '公开价' })).toHaveCount(0);
});
