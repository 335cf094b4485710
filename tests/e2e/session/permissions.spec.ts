import { expect, type Browser } from '@playwright/test';
import { test } from '../support/test';
import { employeeToken, storageStateWith } from '../../support/apiSession';
import { openPaletteWithKeys, passWelcome, route, selectedOption } from '../support/helpers';
import { STAFF_STATE } from '../support/staff';

/** A page signed in as a demo user (through the API, as the dialog would). */
async function pageAs(browser: Browser, baseURL: string, account: string) {
  const token = await employeeToken(baseURL, account);
  const context = await browser.newContext({ storageState: storageStateWith(baseURL, token, 'userBindEmployee') });
  return { page: await context.newPage(), token };
}

test('an admin removes a button grant from a role: the employee loses the button after a reload, and the server refuses the call', async ({
  browser,
  baseURL,
}) => {
  const hr = await pageAs(browser, baseURL!, 'hr@demo.test');
  await hr.page.goto('/system/employee/list');
  await expect(hr.page.getByRole('heading', { name: '账号设置' })).toBeVisible();
  const employees = hr.page.getByLabel('员工', { exact: true });
  await expect(employees.getByRole('button', { name: '导出 Excel' })).toBeVisible();

  const admin = await (await browser.newContext({ storageState: STAFF_STATE })).newPage();
  await admin.goto('/system/role/companyRole');
  await admin.getByRole('button', { name: '授权' }).nth(1).waitFor(); // the list is in
  const row = admin.locator('.bp6-table-cell', { hasText: '人事专员' });
  await expect(row).toBeVisible();
  // open the role from its row: Enter on the focused row
  await row.click();
  await admin.keyboard.press('Enter');
  await expect(admin).toHaveURL(/\/system\/role\/roleEdit\?id=\d+$/);
  await expect(admin.getByRole('heading', { name: /人事专员/ })).toBeVisible();
  await admin.getByRole('button', { name: '展开全部' }).click();
  const exportGrant = admin.getByRole('checkbox', { name: '账号设置 export' });
  await expect(exportGrant).toBeChecked();
  await exportGrant.locator('xpath=..').click(); // the label: Blueprint draws its own box over the input
  await expect(exportGrant).not.toBeChecked();
  await admin.getByRole('button', { name: '保存授权' }).click();
  await expect(admin.locator('.bp6-toast')).toContainText('授权已保存');
  await expect(admin.getByTestId('audit-panel')).toContainText('/system/employee/list#export');

  await hr.page.reload();
  await expect(hr.page.getByRole('heading', { name: '账号设置' })).toBeVisible();
  await expect(employees.getByRole('button', { name: '新增员工' })).toBeVisible(); // the other buttons stay
  await expect(employees.getByRole('button', { name: '导出 Excel' })).toHaveCount(0);
  const refused = await hr.page.request.get('/api/Employee/List/Export', { headers: { authorization: `Bearer ${hr.token}`, 'web-version': '1' } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).Message).toContain('“export”按钮'); // in Chinese, the language the browser asks for
});

test('an external employee lands on the external workbench, with the external menu', async ({ page }) => {
  await page.goto('/?showLogin');
  const dialog = page.getByRole('dialog', { name: '登录' });
  await dialog.getByLabel('账号（手机号或邮箱）').fill('customer2@demo.test');
  await dialog.getByLabel('密码').fill('demo1234');
  await dialog.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/external\/workbench$/);
  await passWelcome(page);
  const menu = page.getByRole('navigation', { name: '菜单' });
  await expect(menu).toContainText('提单补料（SI）'); // a folder of the external tree
  await expect(menu).not.toContainText('系统管理'); // nothing of the internal tree
  await expect(menu).not.toContainText('企业管理'); // company administration is for the admin
  await menu.getByText('提单补料（SI）', { exact: true }).click();
  await menu.getByText(route('/external/workbench/SISubimtList').title.zh, { exact: true }).click();
  await expect(page).toHaveURL(/\/external\/workbench\/SISubimtList$/);
});

test('the palette does not offer a forbidden route, and typing its path shows the no-permission page', async ({ browser, baseURL }) => {
  const { page } = await pageAs(browser, baseURL!, 'reviewer@demo.test');
  await page.goto('/workbench');
  await expect(page.getByTestId('session-menu')).toContainText('李娜');
  const forbidden = route('/system/menu');
  const allowed = route('/tdManage/siCheck');
  await openPaletteWithKeys(page);
  await page.keyboard.type(forbidden.title.zh);
  await expect(page.locator('[cmdk-item]', { hasText: forbidden.title.zh })).toHaveCount(0);
  await page.locator('[cmdk-input]').fill(allowed.title.zh);
  await expect(selectedOption(page)).toContainText(allowed.title.zh);
  await page.keyboard.press('Escape');

  await page.goto(forbidden.path);
  await expect(page.getByTestId('no-permission')).toContainText('没有权限');
  await expect(page.getByTestId('no-permission')).toContainText('/system/menu');
  // the call behind it is refused on the server whatever the browser shows
  const token = await page.evaluate(() => localStorage.getItem('freight.token'));
  const res = await page.request.get('/api/Menu/Tree?Tree=internal', { headers: { authorization: `Bearer ${token}`, 'web-version': '1' } });
  expect(res.status()).toBe(403);
  await page.getByRole('button', { name: '返回工作台' }).click();
  await expect(page).toHaveURL(/\/workbench$/);
});
