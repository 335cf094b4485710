import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { makeCompanyEmployee, makeEmployeeWith, storageStateWith } from '../../support/apiSession';
import { staffToken } from '../si/siSteps';

/**
 * Shared rates in the browser (issue 16, commercial.md §3): 上海远达 (a provider) shares its Helsinki
 * rate from its external menu; the platform's pricing manager subscribes in the market; 远达 approves;
 * the manager shows the subscription to customers; and a customer's rate query prices Shanghai →
 * Helsinki on 远达's offer — with 远达's cost (USD 1890 for a 40HQ) and name nowhere in the page or
 * in any answer the page received.
 */
test('a provider shares rates, the forwarder subscribes, the provider approves, and the customer sees a price built on the offer without the provider cost', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // people of their own (the demo accounts' first sign-in and single sessions belong to other tests)
  const open = async (token: string) => (await browser.newContext({ storageState: storageStateWith(baseURL!, token, 'employee') })).newPage();
  const standard = { provider: '供应商标准角色', customer: '客户标准角色' };

  // the provider makes and publishes an offer of its Helsinki rate, at USD 50 a container on top
  const provider = await open(await makeCompanyEmployee(baseURL!, 'provider.admin@demo.test', 'e2e.shared.yd', 'shared-yd-pass', [standard.provider]));
  // its own rates, kept from its external menu like the platform's desk keeps the platform's
  await provider.goto('/SeaFreight/FreightManagement/FCLFreight');
  await expect(provider.locator('.bp6-table-cell', { hasText: 'FIHEL' }).first()).toBeVisible();
  await expect(provider.locator('.bp6-table-cell', { hasText: 'NLRTM' })).toHaveCount(0); // the platform's are not its own
  await provider.goto('/SeaFreight/FreightManagement/ThirdFreightTemplate');
  await provider.getByRole('button', { name: '新建共享' }).click();
  const dialog = provider.getByRole('dialog');
  await dialog.getByLabel('共享名称').fill('远达芬兰线');
  await dialog.getByLabel('目的港', { exact: true }).pressSequentially('FIHEL', { delay: 20 });
  await expect(dialog.getByRole('listbox').getByRole('option').first()).toContainText('FIHEL');
  await dialog.getByLabel('目的港', { exact: true }).press('Enter');
  await dialog.getByLabel('各箱型加价（如 40HQ:80, *:60；* 为其他箱型）').fill('*:50');
  await dialog.getByRole('button', { name: '保存' }).click();
  const offer = provider.locator('tr[data-offer="远达芬兰线"]');
  await expect(offer).toContainText('草稿');
  await expect(offer).toContainText('USD *:50');
  await expect(offer.locator('td').nth(4)).toHaveText('1'); // the one Helsinki rate it covers
  await offer.getByRole('button', { name: '发布共享' }).click();
  await expect(offer).toContainText('共享中');

  // the forwarder's pricing manager subscribes in the market (no mark-up shown there)
  const manager = await open(await makeEmployeeWith(baseURL!, staffToken(), 'e2e.shared.manager', 'shared-manager-pass', ['运价专员', '运价经理']));
  await manager.goto('/SeaFreight/FreightManagement/ThirdFreightMySubscribe');
  const market = manager.getByTestId('market-list').locator('tr[data-offer="远达芬兰线"]');
  await expect(market).toContainText('上海远达船务代理有限公司');
  await expect(market).not.toContainText('50');
  await market.getByRole('button', { name: '订阅' }).click();
  await expect(market).toContainText('待审批');
  await expect(manager.getByTestId('subscription-list').locator('tr[data-offer="远达芬兰线"]')).toContainText('待审批');

  // the provider approves it
  await provider.goto('/SeaFreight/FreightManagement/ThirdFreightOtherSubscribe');
  const request = provider.locator('tr[data-offer="远达芬兰线"]');
  await expect(request).toContainText('待审批');
  await request.getByRole('button', { name: '批准' }).click();
  await expect(request).toContainText('生效中');

  // the manager lets customers see it; the third-party list prices it at 远达's cost + 50
  await manager.goto('/SeaFreight/FreightManagement/ThirdFreightMySubscribeSale');
  const allocation = manager.locator('tr[data-offer="远达芬兰线"]');
  await allocation.getByRole('button', { name: '分配' }).click();
  await manager.getByRole('dialog').getByText('客户查询可见').click();
  await manager.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await expect(allocation.locator('td').nth(4)).toHaveText('✓');
  await manager.goto('/SeaFreight/FreightManagement/ThirdFreightList?');
  await expect(manager.getByTestId('shared-rate-list')).toContainText('USD 1940.00');

  // the customer's rate query: a price built on the offer, and nothing of 远达's anywhere
  const customer = await open(await makeCompanyEmployee(baseURL!, 'customer.admin@demo.test', 'e2e.shared.hztx', 'shared-hztx-pass', [standard.customer]));
  const answers: string[] = [];
  customer.on('response', async (res) => {
    if (res.url().includes('/api/')) answers.push(await res.text().catch(() => ''));
  });
  await customer.goto('/external/workbench/PriceQuery?pol=CNSHA&pod=FIHEL');
  await customer.getByRole('button', { name: '查询运价' }).click();
  const row = customer
    .locator('.rate-search__row', { hasText: 'CMDU' })
    .or(customer.locator('tr', { hasText: 'CMDU' }))
    .first();
  await expect(row).toBeVisible();
  const sell = Number(/USD (\d+\.\d\d)/.exec((await row.textContent()) ?? '')?.[1]);
  expect(sell).toBeGreaterThanOrEqual(1940);
  await expectNothingOfTheOwner(customer, answers);
});

async function expectNothingOfTheOwner(page: Page, answers: string[]) {
  const text = (await page.locator('body').textContent()) ?? '';
  for (const secret of ['1890', '远达', '成本']) expect(text, `the page shows ${secret}`).not.toContain(secret);
  expect(answers.length).toBeGreaterThan(0);
  for (const body of answers) {
    expect(body).not.toMatch(/"1890(\.00)?"|远达|"Cost"|"Source"|"Markup"|InternalRemarks":"[^"]/);
  }
}
