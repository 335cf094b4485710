import { expect, test } from '@playwright/test';
import { route } from './helpers';
import { STAFF_STATE } from './staff';

test.describe('as staff', () => {
test.use({ storageState: STAFF_STATE });

test('a deep link opens directly, in its layout, with its title', async ({ page }) => {
  const r = route('/MakeOrderBusiness/HBLMake');
  await page.goto('/MakeOrderBusiness/HBLMake?from=mail');
  await expect(page.getByRole('heading', { name: r.title.zh })).toBeVisible();
  await expect(page.getByTestId('not-built')).toContainText('尚未建成');
  await expect(page).toHaveTitle(`${r.title.zh} - 环球货代平台`);
  // internal layout: side menu and tab strip
  await expect(page.getByRole('navigation', { name: '菜单' })).toBeVisible();
  await expect(page.getByRole('tab', { name: r.title.zh })).toHaveAttribute('aria-selected', 'true');
});

test('paths match case-insensitively', async ({ page }) => {
  const r = route('/BasicData/ShippingCompany');
  await page.goto('/basicdata/shippingcompany');
  await expect(page.getByRole('heading', { name: r.title.zh })).toBeVisible();
});

});

test('an unknown path lands on /internal/404 with the attempted url', async ({ page }) => {
  await page.goto('/no/such/page?x=1');
  await expect(page).toHaveURL(/\/internal\/404\?url=%2Fno%2Fsuch%2Fpage%3Fx%3D1$/);
  await expect(page.getByTestId('attempted-url')).toHaveText('/no/such/page?x=1');
  await expect(page).toHaveTitle(new RegExp(route('/internal/404').title.zh));
});

test('/formLayout/404 exists in the bare form layout', async ({ page }) => {
  await page.goto('/formLayout/404');
  await expect(page.locator('.form-layout')).toBeVisible();
  await expect(page.getByTestId('attempted-url')).toHaveCount(0);
});

test('/customer/user redirects to /customer/userSetting', async ({ page }) => {
  await page.goto('/customer/user');
  await expect(page).toHaveURL(/\/customer\/userSetting$/);
  await expect(page).toHaveTitle(new RegExp(route('/customer/userSetting').title.zh));
  await expect(page.getByText('请先登录。')).toBeVisible(); // settings need a session
});

test('an answer that the page is out of date offers a reload', async ({ page }) => {
  // Stand in for a server that was updated while this page stayed open.
  await page.route('**/api/WebsitePublic/WxLoginConfig', (r) =>
    r.fulfill({ status: 426, contentType: 'application/json', body: JSON.stringify({ Status: false, Message: 'reload' }) }),
  );
  await page.goto('/wxLogin');
  const toast = page.locator('.bp6-toast');
  await expect(toast).toContainText('系统已更新');
  await expect(toast.getByRole('button', { name: '刷新' })).toBeVisible();
});

test.describe('as staff, switching language', () => {
test.use({ storageState: STAFF_STATE });
test('the document title follows navigation and the language', async ({ page }) => {
  const a = route('/BasicData/Cur');
  const b = route('/BasicData/Line');
  await page.goto(a.path);
  await expect(page).toHaveTitle(`${a.title.zh} - 环球货代平台`);
  await page.getByRole('navigation', { name: '菜单' }).getByText(b.title.zh, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${b.path}$`));
  await expect(page).toHaveTitle(`${b.title.zh} - 环球货代平台`);
  await page.getByRole('button', { name: '切换语言：English' }).click();
  await expect(page).toHaveTitle(`${b.title.en} - Global Freight Platform`);
  await page.reload();
  await expect(page).toHaveTitle(`${b.title.en} - Global Freight Platform`); // the language is remembered
});
});
