import { expect } from '@playwright/test';
import { test } from '../support/test';
import { makeCompanyEmployee, makeEmployeeWith, storageStateWith } from '../../support/apiSession';
import { staffToken } from '../si/siSteps';

/**
 * A quote end to end (commercial.md §2.2, issue 15): a salesperson adds their own USD 25 on 40HQ
 * to Rotterdam for 天祥 (FreightPush), searches Yantian → Rotterdam for 天祥 in the quick quote
 * centre (the add-on counts there, not in the plain staff search), ticks MSC's rate and makes a quote, lands on it in the quotation
 * records and sends it; a 天祥 employee finds it under "my quotes" on the rate query, reads it
 * without any cost, and accepts it, and "订舱" opens the booking form on its option, priced as quoted; the salesperson's list shows it accepted. Yantian → Rotterdam is
 * no other browser test's lane.
 */
const usdOf = (totals: string) => Number(/USD ([\d.]+)/.exec(totals)?.[1]);

test('a salesperson quotes from the quick quote centre and sends it; the customer accepts it on its rate query', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const salesToken = await makeEmployeeWith(baseURL!, staffToken(), 'e2e.quote.sales', 'quote-sales-pass', ['销售报价']);
  const sales = await (await browser.newContext({ storageState: storageStateWith(baseURL!, salesToken, 'employee') })).newPage();
  // the plain staff search for 天祥 first: the price before the salesperson's own add-on
  await sales.goto('/SeaFreight/FreightManagement/FCLFreightSearch?pol=CNYTN&pod=NLRTM&c=1%C3%9740HQ');
  const hztx = await sales.locator('#rs-customer option', { hasText: '天祥' }).getAttribute('value');
  await sales.goto(`/SeaFreight/FreightManagement/FCLFreightSearch?pol=CNYTN&pod=NLRTM&c=1%C3%9740HQ&cust=${hztx}`);
  const plainUsd = usdOf((await sales.locator('tr[data-rate]').filter({ hasText: 'MSCU' }).locator('.rate-search__total').textContent()) ?? '');

  // the salesperson's add-on for 天祥 on Rotterdam (FreightPush): USD 25 a 40HQ
  await sales.goto('/SeaFreight/FreightPush');
  await sales.getByRole('button', { name: '新增规则' }).click();
  const rule = sales.getByRole('dialog');
  await rule.getByLabel('规则名称').fill('天祥鹿特丹加价');
  await rule.getByLabel('适用客户').selectOption(hztx!);
  await rule.getByLabel('各箱型金额').fill('40HQ 25');
  await rule.getByLabel('目的港（空 = 全部）').fill('NLRTM');
  await rule.getByRole('button', { name: '保存' }).click();
  await expect(sales.getByText('已保存“天祥鹿特丹加价”第 1 版')).toBeVisible();
  await expect(sales.getByTestId('sales-markups').getByRole('row').filter({ hasText: '天祥鹿特丹加价' })).toContainText('USD 40HQ 25.00');

  await sales.goto('/SeaFreight/quickQuoteSearchCenter?pol=CNYTN&pod=NLRTM&c=1%C3%9740HQ');
  // no customer yet: the rows show, but a quote needs one customer
  await expect(sales.getByText('报价针对一个客户：请先选择客户再查询。')).toBeVisible();
  await sales.locator('#rs-customer').selectOption(hztx!);
  await sales.getByRole('button', { name: '查询运价' }).click();
  await expect(sales.getByText('价格等级：VIP 客户')).toBeVisible();
  const msc = sales.locator('tr[data-rate]').filter({ hasText: 'MSCU' });
  const total = (await msc.locator('.rate-search__total').textContent()) ?? '';
  expect(total).toMatch(/^CNY [\d.]+USD [\d.]+$/);
  expect(usdOf(total)).toBe(plainUsd + 25); // the add-on counts here, and on the quote
  await msc.getByRole('checkbox').check({ force: true });
  await expect(sales.getByText('已选 1 条运价')).toBeVisible();
  await sales.locator('.quote-bar').getByRole('button', { name: '生成报价' }).click();
  const making = sales.getByRole('dialog');
  await making.getByLabel('报价条款').fill('以上价格含码头费，不含保险。');
  await making.getByRole('button', { name: '生成报价' }).click();

  // the new quote opens in the quotation records, a draft, with the price the search showed
  await expect(sales).toHaveURL(/\/CRM\/QuotationRecord\?open=\d+/);
  const quote = sales.getByTestId('quote');
  await expect(quote.getByTestId('quote-status')).toHaveText('草稿');
  const quoteNo = (((await quote.locator('h4').first().textContent()) ?? '').match(/QT\d{10}/) ?? [''])[0];
  expect(quoteNo).toMatch(/^QT\d{10}$/);
  await expect(quote.locator('.rate-search__total')).toHaveText(total);
  await expect(quote).toContainText('以上价格含码头费，不含保险。');
  await quote.getByRole('button', { name: '发送给客户' }).click();
  await expect(quote.getByTestId('quote-status')).toHaveText('已发送');

  // the customer reads it on its rate query, in the sell shape only, and accepts it
  const customerToken = await makeCompanyEmployee(baseURL!, 'customer.admin@demo.test', 'e2e.quote.hztx', 'quote-hztx-pass', ['客户标准角色']);
  const customer = await (await browser.newContext({ storageState: storageStateWith(baseURL!, customerToken, 'employee') })).newPage();
  await customer.goto('/external/workbench/PriceQuery');
  const mine = customer.getByRole('region', { name: '我的报价' });
  await mine.locator('.bp6-table-cell .data-table__text', { hasText: quoteNo }).dblclick();
  const seen = customer.getByTestId('quote');
  await expect(seen.locator('.rate-search__total')).toHaveText(total);
  await expect(seen.getByText('成本')).toHaveCount(0);
  await expect(seen.getByRole('button', { name: '发送给客户' })).toHaveCount(0);
  await seen.getByRole('button', { name: '接受报价' }).click();
  await expect(seen.getByTestId('quote-status')).toHaveText('已接受');
  await expect(customer.getByText(`已接受报价 ${quoteNo}`)).toBeVisible();

  // "订舱" on the accepted quote (issue 32): the booking form on its option, with the quoted equipment, priced as quoted
  await seen.getByRole('button', { name: '订舱' }).click();
  await expect(customer).toHaveURL(/\/external\/workbench\/BookOnline\?.*quote=\d+.*eq=40HQ\*1/);
  await expect(customer.getByTestId('booking-price')).toContainText(`报价 ${quoteNo} 方案 1`);
  await expect.poll(async () => usdOf((await customer.getByTestId('booking-price-total').textContent()) ?? '')).toBe(usdOf(total));

  // the salesperson's list shows the answer
  await sales.goto('/CRM/QuotationRecord');
  const numberCell = sales.locator('.bp6-table-cell', { hasText: quoteNo });
  const row = ((await numberCell.getAttribute('class')) ?? '').match(/bp6-table-cell-row-(\d+)/)?.[1];
  await expect(sales.locator(`.bp6-table-cell.bp6-table-cell-row-${row}`, { hasText: '已接受' })).toHaveCount(1);
});
