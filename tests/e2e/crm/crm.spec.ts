import { expect, type Page } from '@playwright/test';
import { employeeToken, storageStateWith } from '../../support/apiSession';
import { test } from '../support/test';

/**
 * The CRM's pool and private seas in Chromium (commercial.md §7): 孙丽 claims a customer from the
 * pool and finds it in My customers; a second claim over her capacity is refused in words; the
 * manager 陈刚 transfers one of her customers to 周婷. Each screen is photographed.
 */
// in order, in one worker: a person signing in again ends their earlier session (the tests share 孙丽 and 陈刚)
test.describe.configure({ mode: 'default' });

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

test('a salesperson creates a customer with a contact; the same name written another way is refused naming it', async ({ browser, baseURL }) => {
  const zhou = await as(browser, baseURL!, 'sales2@demo.test');
  await zhou.goto('/CRM/MyCustomers');
  await zhou.getByTestId('crm-add-customer').click();
  const form = zhou.getByTestId('crm-customer-form');
  const name = form.getByLabel('客户名称');
  await expect(name).toBeFocused();
  await name.fill('宁波港城新材料有限公司');
  await form.getByLabel('来源').selectOption({ label: '展会' });
  await form.getByLabel('联系人姓名').fill('马丽');
  await form.getByLabel('手机').fill('13957400001');
  await form.getByLabel('邮箱').fill('ma.li@gangcheng.example');
  await expect(form.getByText('未发现重复客户')).toBeVisible();
  await zhou.screenshot({ path: 'test-results/crm-customer-form.png', fullPage: true });
  await form.getByLabel('邮箱').press('Enter');
  await expect(form).toBeHidden();
  await zhou.getByRole('textbox', { name: '客户名称' }).fill('宁波港城');
  await expect(zhou.getByText('宁波港城新材料有限公司', { exact: true })).toBeVisible();
  await expect(zhou.getByText('13957400001')).toBeVisible();

  // the same name, full-width and without 有限公司: named as typed, refused on save
  await zhou.getByTestId('crm-add-customer').click();
  await form.getByLabel('客户名称').fill('宁波港城新材料（ＬＴＤ）');
  await form.getByLabel('客户名称').fill('宁波 港城新材料');
  await form.getByLabel('来源').selectOption({ label: '展会' });
  await expect(form.getByTestId('crm-duplicates')).toContainText('已有相同公司名称的客户“宁波港城新材料有限公司”');
  await form.getByLabel('客户名称').press('Enter');
  await expect(form.getByTestId('crm-form-refusal')).toContainText('宁波港城新材料有限公司');
  await zhou.screenshot({ path: 'test-results/crm-customer-duplicate.png', fullPage: true });
  await zhou.keyboard.press('Escape');
  await expect(form).toBeHidden();
});

test("a visitor's enquiry on the main site appears in the leads as a website lead", async ({ browser, baseURL }) => {
  const visitor = await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
  await visitor.goto('/customer/contact');
  const enquiry = visitor.getByTestId('contact-form');
  await enquiry.getByLabel('您的姓名').fill('孔先生');
  await enquiry.getByLabel('您的公司').fill('上虞曹娥江化纤有限公司');
  await enquiry.getByLabel('联系电话').fill('13957500009');
  await enquiry.getByLabel('留言内容').fill('柯桥到迪拜的整箱运价？');
  await enquiry.getByRole('button', { name: '提交留言' }).click();
  await expect(visitor.getByTestId('contact-sent')).toBeVisible();

  const sales = await as(browser, baseURL!, 'sales@demo.test');
  await sales.goto('/CRM/CustomerLeads');
  await sales.getByRole('textbox', { name: '公司名称' }).fill('上虞曹娥江');
  // the list filtered to the one lead: the visitor's name and phone, source 官网 (the company's word for WEBSITE), new
  await expect(sales.getByText('上虞曹娥江化纤有限公司', { exact: true })).toBeVisible();
  await expect(sales.getByText('孔先生', { exact: true })).toBeVisible();
  await expect(sales.getByText('13957500009', { exact: true })).toBeVisible();
  await expect(sales.getByText('官网', { exact: true })).toHaveCount(1);
  await sales.getByRole('textbox', { name: '公司名称' }).fill('');
  await expect(sales.getByText('展会').first()).toBeVisible(); // sources in words, never EXPO
  await expect(sales.getByText('EXPO', { exact: true })).toHaveCount(0);
  await sales.screenshot({ path: 'test-results/crm-leads-sources.png', fullPage: true });
});

test('the manager adds a source to the lists, then disables it, all from the keyboard', async ({ browser, baseURL }) => {
  const manager = await as(browser, baseURL!, 'sales.manager@demo.test');
  await manager.goto('/CRM/CRMDataMaintenance');
  await manager.getByTestId('crm-dict-add').click();
  const form = manager.getByTestId('crm-dict-form');
  await expect(form.getByLabel('代码')).toBeFocused();
  await form.getByLabel('代码').fill('bad code');
  await form.getByLabel('代码').press('Enter');
  await expect(form.getByText('代码只能是大写字母、数字或下划线（1–30 个）')).toBeVisible();
  await form.getByLabel('代码').fill('wechat_ad');
  await form.getByLabel('中文名').fill('微信广告');
  await form.getByLabel('英文名').fill('WeChat ads');
  await form.getByLabel('英文名').press('Enter');
  await expect(form).toBeHidden();
  const row = manager.locator('tr', { hasText: 'WECHAT_AD' });
  await expect(row).toContainText('微信广告');
  await expect(row).toContainText('可选用');
  await row.getByRole('button', { name: '编辑 WECHAT_AD' }).click();
  await expect(form.getByLabel('中文名')).toBeFocused();
  await form.getByText('启用（可在各界面选择）').click();
  await form.getByLabel('中文名').press('Enter');
  await expect(form).toBeHidden();
  await expect(row).toContainText('已停用');
  await manager.screenshot({ path: 'test-results/crm-maintenance-lists.png', fullPage: true });
});
