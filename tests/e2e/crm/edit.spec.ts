import { expect, type Page } from '@playwright/test';
import { employeeToken, storageStateWith } from '../../support/apiSession';
import { STAFF_STATE } from '../support/staff';
import { test } from '../support/test';

/**
 * Editing in the CRM in Chromium (commercial.md §7.3): 周婷 edits one of her customers from its panel
 * and adds a contact with e-mail consent; a manager (the suites' platform admin) ticks two customers on the team's list and
 * merges them, keeping one. Each changed screen is photographed at 1280×800.
 */
test.describe.configure({ mode: 'default' });

async function as(browser: import('@playwright/test').Browser, baseURL: string, account: string): Promise<Page> {
  const token = await employeeToken(baseURL, account);
  const ctx = await browser.newContext({ storageState: storageStateWith(baseURL, token, 'userBindEmployee'), viewport: { width: 1280, height: 800 } });
  return ctx.newPage();
}

test('a salesperson edits a customer and adds a contact with e-mail consent', async ({ browser, baseURL }) => {
  const page = await as(browser, baseURL!, 'sales2@demo.test');
  await page.goto('/CRM/MyCustomers');
  await page.getByRole('textbox', { name: '客户名称' }).fill('上海浦江化工');
  await expect(page.getByText('上海浦江化工有限公司', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '查看', exact: true })).toHaveCount(1);
  await page.getByRole('button', { name: '查看', exact: true }).click();
  await expect(page.getByRole('heading', { name: '上海浦江化工有限公司' })).toBeVisible();
  const drawer = page;
  await expect(drawer.getByTestId('crm-contacts')).toBeVisible();

  await drawer.getByTestId('crm-edit-customer').click();
  const form = page.getByTestId('crm-edit-form');
  await expect(form.getByLabel('客户简称')).toBeVisible();
  await form.getByLabel('客户简称').fill('浦江化工');
  await form.getByLabel('地址').fill('上海市浦东新区张江路 88 号');
  await page.screenshot({ path: 'test-results/crm-edit-customer.png' });
  await form.getByRole('button', { name: '保存', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(drawer.getByText('修改').first()).toBeVisible();

  await drawer.getByTestId('crm-add-contact').click();
  const contact = page.getByTestId('crm-contact-form');
  await expect(contact.getByLabel('联系人姓名')).toBeFocused();
  await contact.getByLabel('联系人姓名').fill('钱采购');
  await contact.getByLabel('职务').fill('采购经理');
  await contact.getByLabel('手机').fill('13916209988');
  await contact.getByLabel('邮箱').fill('qian@pujiang-chem.example.com');
  await expect(contact.getByTestId('crm-contact-duplicates')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/crm-add-contact.png' });
  await contact.getByRole('button', { name: '保存', exact: true }).click();
  await expect(contact).toBeHidden();
  const row = drawer.getByTestId('crm-contacts').getByRole('row').filter({ hasText: '钱采购' });
  await expect(row).toContainText('未同意');

  await row.getByRole('button', { name: '邮件许可' }).click();
  const consent = page.getByRole('dialog').filter({ hasText: '邮件许可 · 钱采购' });
  await expect(consent.getByLabel('同意方式')).toBeFocused();
  await consent.getByLabel('同意方式').selectOption('EMAIL');
  await page.screenshot({ path: 'test-results/crm-consent.png' });
  await consent.getByTestId('crm-consent-give').click();
  await expect(row).toContainText('已同意（邮件回复');
  await page.screenshot({ path: 'test-results/crm-panel-edited.png' });
});

// the suites' own platform admin (a manager of every sea): 陈刚's session is crm.spec.ts's, and a second sign-in would end it
test('a manager merges two customers of the team, keeping one', async ({ browser }) => {
  const page = await (await browser.newContext({ storageState: STAFF_STATE, viewport: { width: 1280, height: 800 } })).newPage();
  await page.goto('/CRM/CustomerResources');
  // "ic" names two of the team's customers, both in the pool and no other spec's
  await page.getByRole('textbox', { name: '客户名称' }).fill('ic');
  await expect(page.getByText('Hamburg Nordic Trading GmbH', { exact: true })).toBeVisible();
  await expect(page.getByText('Pacific Rim Sourcing Ltd.', { exact: true })).toBeVisible();
  const ticks = page.getByRole('checkbox', { name: '选择此行' });
  await expect(ticks).toHaveCount(2);
  await ticks.nth(0).check({ force: true });
  await ticks.nth(1).check({ force: true });
  await expect(page.getByTestId('crm-merge')).toBeEnabled();
  await page.getByTestId('crm-merge').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Hamburg Nordic Trading GmbH')).toBeVisible();
  await dialog.getByRole('radio', { name: /Pacific Rim/ }).check();
  await page.screenshot({ path: 'test-results/crm-merge.png' });
  await dialog.getByTestId('crm-merge-confirm').click();
  await expect(page.getByText('已合并客户')).toBeVisible();

  await page.goto('/CRM/RecycleBin');
  await expect(page.getByText('已并入“Pacific Rim Sourcing Ltd.”')).toBeVisible();
  await page.screenshot({ path: 'test-results/crm-bin-merged.png' });
});
