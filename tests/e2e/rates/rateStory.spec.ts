import { expect } from '@playwright/test';
import { test } from '../support/test';
import { makeCompanyEmployee, makeEmployeeWith, storageStateWith } from '../../support/apiSession';
import { staffToken } from '../si/siSteps';

/**
 * A new rate from the desk to the customer in one story (issue 15, commercial.md §2): the pricing
 * clerk writes Wan Hai's Qingdao → Felixstowe rate with its surcharges and submits it; the manager
 * confirms it; a 天祥 employee sees it at the VIP tier (cost + USD 80) with its all-in totals in
 * PriceQuery; the pricing desk opens the price explain of that row; a salesperson quotes it from
 * the quick quote centre and sends it, and pushes it as a rate card; 天祥 accepts the quote; a
 * visitor finds the lane on the public page without signing in and opens the card's link; the
 * salesperson sees the card was opened. Qingdao → Felixstowe and Wan Hai are no other test's.
 */
const LANE = 'pol=CNTAO&pod=GBFXT&c=1%C3%9740HQ';
const whlc = (page: import('@playwright/test').Page) => page.locator('tr[data-rate]').filter({ hasText: 'WHLC' });

test('a rate goes from the clerk to a confirmed price, a quote the customer accepts and a rate card a visitor opens', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const staff = async (login: string, role: string) =>
    (
      await browser.newContext({
        storageState: storageStateWith(baseURL!, await makeEmployeeWith(baseURL!, staffToken(), login, `${login}-pass`, [role]), 'employee'),
      })
    ).newPage();

  // the clerk writes the rate and submits it: it waits for the manager
  const clerk = await staff('e2e.story.clerk', '运价专员');
  await clerk.goto('/SeaFreight/FreightManagement/FCLFreightAdd');
  const form = clerk.getByTestId('rate-form');
  await form.getByLabel('船公司', { exact: true }).pressSequentially('万海', { delay: 30 });
  await expect(form.getByRole('listbox').getByRole('option').first()).toContainText('WHLC');
  await form.getByLabel('船公司', { exact: true }).press('Enter');
  await form.getByLabel('起运港', { exact: true }).pressSequentially('青岛', { delay: 30 });
  await expect(form.getByRole('listbox').getByRole('option').first()).toContainText('CNTAO');
  await form.getByLabel('起运港', { exact: true }).press('Enter');
  await form.getByLabel('目的港', { exact: true }).pressSequentially('Felixstowe', { delay: 30 });
  await expect(form.getByRole('listbox').getByRole('option').first()).toContainText('GBFXT');
  await form.getByLabel('目的港', { exact: true }).press('Enter');
  await form.getByLabel(/^有效期自/).fill(new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10));
  await form.getByLabel(/^有效期至/).fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
  await form.getByLabel(/^船期/).fill('截四开六');
  await form.getByLabel('航程（天）').fill('33');
  await form.getByLabel('40HQ 底价').fill('1500');
  await form.getByLabel('附加费').fill('BAF 40HQ USD 210\nTHC 40HQ CNY 1190\nDOC CNY 450');
  await form.getByText('保存后立即提交', { exact: true }).click();
  await form.getByRole('button', { name: '保存' }).click();
  const saved = clerk.getByText(/已保存并提交 FCL\d+：待确认/).first();
  await expect(saved).toBeVisible();
  const rateNo = /FCL\d+/.exec((await saved.textContent()) ?? '')![0];

  // the manager confirms it
  const manager = await staff('e2e.story.manager', '运价经理');
  await manager.goto('/SeaFreight/FreightManagement/FreightModifyList');
  const pending = manager.getByLabel('运价待确认', { exact: true });
  await pending.getByRole('textbox', { name: '运价编号' }).fill(rateNo);
  await expect(manager.getByText('共 1 条')).toBeVisible();
  await pending.getByRole('button', { name: '确认发布' }).click();
  await expect(manager.getByText('已确认发布')).toBeVisible();

  // 天祥 sees it at its tier, sell price and all-in totals, never the cost
  const hztxToken = await makeCompanyEmployee(baseURL!, 'customer.admin@demo.test', 'e2e.story.hztx', 'story-hztx-pass', ['客户标准角色']);
  const customer = await (await browser.newContext({ storageState: storageStateWith(baseURL!, hztxToken, 'employee') })).newPage();
  await customer.goto(`/external/workbench/PriceQuery?${LANE}`);
  await expect(customer.getByText('价格等级：VIP 客户')).toBeVisible();
  await expect(whlc(customer)).toContainText('1×40HQ USD 1580.00'); // cost 1,500 + the VIP tier's 80
  await expect(whlc(customer)).toContainText('码头操作费 Terminal handling charge (origin) CNY 1190.00');
  // all-in, each currency apart: USD 1,580 + BAF 210 + ENS 35; CNY THC 1,190 + DOC 450 + seal 50
  const customerTotal = 'CNY 1690.00USD 1825.00';
  await expect(whlc(customer).locator('.rate-search__total')).toHaveText(customerTotal);
  await expect(customer.getByText('成本')).toHaveCount(0);

  // the pricing desk prices it for 天祥 and opens the explain of that row
  const desk = await staff('e2e.story.desk', '运价查询（含成本）');
  await desk.goto(`/SeaFreight/FreightManagement/FCLFreightSearch?${LANE}`);
  const hztx = await desk.locator('#rs-customer option', { hasText: '天祥' }).getAttribute('value');
  await desk.goto(`/SeaFreight/FreightManagement/FCLFreightSearch?${LANE}&cust=${hztx}`);
  await expect(whlc(desk)).toContainText('1×40HQ USD 1580.00 · 成本 1500.00 · 毛利 80.00');
  await expect(whlc(desk).locator('.rate-search__total')).toHaveText(customerTotal);
  await whlc(desk).getByRole('button', { name: '价格明细' }).click();
  const explain = desk.getByTestId('price-explain');
  await expect(explain).toContainText('按当时的运价版本与规则版本重算，结果与当时显示一致。');
  await expect(explain).toContainText(rateNo);
  await expect(explain.getByRole('row').filter({ hasText: '等级加价' }).first()).toContainText('VIP 客户加价');

  // a salesperson quotes it from the quick quote centre and sends it, then pushes it as a rate card
  const sales = await staff('e2e.story.sales', '销售报价');
  await sales.goto(`/SeaFreight/quickQuoteSearchCenter?${LANE}&cust=${hztx}`);
  await expect(whlc(sales).locator('.rate-search__total')).toHaveText(customerTotal);
  await whlc(sales).getByRole('checkbox').check({ force: true });
  await sales.locator('.quote-bar').getByRole('button', { name: '生成报价' }).click();
  await sales.getByRole('dialog').getByRole('button', { name: '生成报价' }).click();
  await expect(sales).toHaveURL(/\/CRM\/QuotationRecord\?open=\d+/);
  const quote = sales.getByTestId('quote');
  const quoteNo = /QT\d{10}/.exec((await quote.locator('h4').first().textContent()) ?? '')![0];
  await quote.getByRole('button', { name: '发送给客户' }).click();
  await expect(quote.getByTestId('quote-status')).toHaveText('已发送');

  await sales.goto(`/SeaFreight/quickQuoteSearchCenter?${LANE}&cust=${hztx}`);
  await whlc(sales).getByRole('checkbox').check({ force: true });
  await sales.locator('.quote-bar').getByRole('button', { name: '推送运价卡' }).click();
  const push = sales.getByTestId('push-card');
  await push.getByLabel('给客户的话').fill('青岛直航费利克斯托，本周可订。');
  await push.getByRole('button', { name: '推送运价卡' }).click();
  const link = await push.getByRole('textbox', { name: '打开链接' }).inputValue();
  expect(link).toMatch(/\/customer\/freightCenter\?card=[A-Za-z0-9_-]{24}$/);

  // 天祥 accepts the quote on its rate query
  await customer.goto('/external/workbench/PriceQuery');
  await customer.getByRole('region', { name: '我的报价' }).locator('.bp6-table-cell .data-table__text', { hasText: quoteNo }).dblclick();
  const seen = customer.getByTestId('quote');
  await expect(seen.locator('.rate-search__total')).toHaveText(customerTotal);
  await seen.getByRole('button', { name: '接受报价' }).click();
  await expect(seen.getByTestId('quote-status')).toHaveText('已接受');

  // a visitor: the public page prices the lane at the public tier; the card's link shows what was pushed
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/customer/freightCenter?${LANE}`);
  await expect(visitor.getByText('价格等级：公开价')).toBeVisible();
  await expect(whlc(visitor)).toContainText('1×40HQ USD 1730.00'); // cost + 15 %, rounded up to 10
  await visitor.goto(link);
  const card = visitor.getByTestId('rate-card');
  await expect(card.getByRole('heading', { name: 'CNTAO → GBFXT 1×40HQ' })).toBeVisible();
  await expect(card).toContainText('青岛直航费利克斯托，本周可订。');
  await expect(card).toContainText('致 杭州天祥进出口有限公司');
  await expect(whlc(visitor).locator('.rate-search__total')).toHaveText(customerTotal);
  await expect(visitor.getByText('成本')).toHaveCount(0);

  // the salesperson sees the card opened once
  await sales.goto('/SeaFreight/FreightPush?tab=cards');
  const cards = sales.getByLabel('运价卡', { exact: true });
  await expect(cards.locator('.bp6-table-cell', { hasText: 'CNTAO → GBFXT 1×40HQ' })).toBeVisible();
  await expect(cards.locator('.bp6-table-cell', { hasText: /^1$/ }).first()).toBeVisible();
});
