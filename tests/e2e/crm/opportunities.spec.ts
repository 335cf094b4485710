import { expect, type Locator, type Page } from '@playwright/test';
import { ENDPOINTS as E, WEB_VERSION } from '../../../src/contract/endpoints';
import { companyLoginToken, storageStateWith } from '../../support/apiSession';
import { API_ADMIN_PASSWORD, API_ADMINS } from '../support/staff';
import { commonWords } from '../../../src/i18n/commonWords';
import { test } from '../support/test';

/**
 * Opportunities (商机) in Chromium at 1280×800 (commercial.md §7.4): a salesperson of her own (a staff
 * account of this suite — the demo salespeople's sessions belong to crm.spec.ts, and a second sign-in
 * ends the first) claims a customer, then on the board creates an opportunity for it, moves it by the
 * keyboard (`]`) and by the Move menu to 报价, loses it with a reason from the list, and wins a second.
 * The board, the dialogs and the list view are photographed.
 */
test.describe.configure({ mode: 'default' });

const CUSTOMER = '厦门海联国际贸易有限公司';
const OPEN = commonWords.open.zh;

const headers = (token: string) => ({ 'web-version': WEB_VERSION, authorization: `Bearer ${token}` });

async function api(base: string, token: string, path: string, body: object) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...headers(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json() as Promise<{ Status: boolean; Data: { Items: { Id: number; Name: string }[] } }>;
}

const column = (page: Page, code: string) => page.getByTestId(`crm-opp-col-${code}`);
const card = (page: Page, code: string, name: string): Locator => column(page, code).getByTestId('crm-opp-card').filter({ hasText: name });

test('a salesperson creates an opportunity, moves it to 报价, loses one with a reason and wins another', async ({ browser, baseURL }) => {
  const base = baseURL!;
  const token = await companyLoginToken(base, API_ADMINS.crmOpps, API_ADMIN_PASSWORD);
  const pool = await fetch(`${base}${E.crmCustomerList}?Scope=POOL&PageSize=100`, { headers: headers(token) });
  const xiamen = ((await pool.json()) as { Data: { Items: { Id: number; Name: string }[] } }).Data.Items.find((c) => c.Name === CUSTOMER)!;
  const claimed = await api(base, token, E.crmCustomerClaim, { Ids: [xiamen.Id] });
  expect(claimed.Status, JSON.stringify(claimed)).toBe(true);

  const ctx = await browser.newContext({ storageState: storageStateWith(base, token, 'employee'), viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  await page.goto('/CRM/BusinessOpportunities');
  await expect(column(page, 'INITIAL')).toContainText('初步接洽');
  await expect(column(page, 'LOST')).toContainText('价格没有竞争力');
  await expect(column(page, 'QUOTE').getByTestId('crm-opp-total')).toContainText('USD');
  await page.screenshot({ path: 'test-results/crm-opps-board.png' });

  await page.getByRole('button', { name: '新建商机' }).click();
  const dialog = page.getByRole('dialog', { name: '新建商机' });
  await expect(dialog.getByLabel('选择我的客户')).toBeFocused();
  await dialog.getByLabel('选择我的客户').selectOption({ label: CUSTOMER });
  await dialog.getByLabel('商机名称').fill('厦门→汉堡 E2E 合约');
  await dialog.getByLabel('起运港').fill('CNXMN');
  await dialog.getByLabel('目的港').fill('DEHAM');
  await dialog.getByLabel('预计毛利').fill('2500');
  await page.screenshot({ path: 'test-results/crm-opps-new.png' });
  await dialog.getByRole('button', { name: '保存' }).click();
  const mine = card(page, 'INITIAL', '厦门→汉堡 E2E 合约');
  await expect(mine).toBeVisible();
  await expect(column(page, 'INITIAL').getByTestId('crm-opp-total')).toContainText('USD');

  // the keyboard: a focused card and `]` moves it one stage on
  await mine.focus();
  await page.keyboard.press(']');
  const needs = card(page, 'NEEDS', '厦门→汉堡 E2E 合约');
  await expect(needs).toBeVisible();
  // the Move menu
  await needs.getByRole('button', { name: '移动到' }).click();
  await page.getByRole('menuitem', { name: '报价 · 50%' }).click();
  const quoted = card(page, 'QUOTE', '厦门→汉堡 E2E 合约');
  await expect(quoted).toBeVisible();

  // lose it: the reason is required, from the list
  await quoted.getByRole('button', { name: '输单' }).click();
  const lose = page.getByRole('dialog', { name: /^输单/ });
  await expect(lose.getByLabel('输单原因')).toBeFocused();
  await expect(lose.getByRole('button', { name: '输单' })).toBeDisabled();
  await lose.getByLabel('输单原因').selectOption({ label: '舱位无法保证' });
  await lose.getByLabel('竞争对手').fill('某同行');
  await page.screenshot({ path: 'test-results/crm-opps-lose.png' });
  await lose.getByRole('button', { name: '输单' }).click();
  await expect(card(page, 'LOST', '厦门→汉堡 E2E 合约')).toContainText('舱位无法保证');

  // win another: a second one on the same customer, won from its first stage
  await page.getByRole('button', { name: '新建商机' }).click();
  await expect(dialog.getByLabel('选择我的客户')).toBeFocused();
  await dialog.getByLabel('选择我的客户').selectOption({ label: CUSTOMER });
  await dialog.getByLabel('商机名称').fill('厦门→鹿特丹 E2E 试单');
  await dialog.getByRole('button', { name: '保存' }).click();
  await card(page, 'INITIAL', '厦门→鹿特丹 E2E 试单').getByRole('button', { name: '赢单' }).click();
  const win = page.getByRole('dialog', { name: /^赢单/ });
  await expect(win.getByLabel('关联报价（可选）')).toBeFocused();
  await page.screenshot({ path: 'test-results/crm-opps-win.png' });
  await win.getByRole('button', { name: '赢单' }).click();
  await expect(card(page, 'WON', '厦门→鹿特丹 E2E 试单')).toBeVisible();
  await page.screenshot({ path: 'test-results/crm-opps-after.png' });

  await page.getByRole('button', { name: '列表' }).click();
  await expect(page.getByTestId('crm-opp-table')).toContainText('舱位无法保证');
  await page.screenshot({ path: 'test-results/crm-opps-list.png' });

  // the customer's panel lists its opportunities with their stages in words
  await page.goto('/CRM/MyCustomers');
  await page.getByRole('textbox', { name: '客户名称' }).fill(CUSTOMER);
  await expect(page.getByText(CUSTOMER, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: OPEN, exact: true }).click();
  const opps = page.getByTestId('crm-customer-opps');
  await expect(opps).toContainText('厦门→汉堡 E2E 合约');
  await expect(opps).toContainText('输单');
  await expect(opps).toContainText('赢单');
  await page.screenshot({ path: 'test-results/crm-opps-customer.png' });
});
