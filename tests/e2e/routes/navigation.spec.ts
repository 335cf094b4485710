import { expect } from '@playwright/test';
import { test } from '../support/test';
import { route } from '../support/helpers';
import { STAFF_STATE } from '../support/staff';

const RETURN_PASSWORD = 'e2e-return-pass';

test.describe('as staff', () => {
  test.use({ storageState: STAFF_STATE });

  test('a deep link opens directly, in its layout, with its title', async ({ page }) => {
    // every page is built now: a deep link opens the page itself, never the "not built" placeholder
    const r = route('/BasicData/ShippingCompany');
    await page.goto('/BasicData/ShippingCompany?from=mail');
    await expect(page.getByRole('heading', { name: r.title.zh })).toBeVisible();
    await expect(page.getByTestId('not-built')).toHaveCount(0);
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

test('/customer/user redirects to /customer/userSetting, which needs a session: to sign-in, remembering it', async ({ page }) => {
  await page.goto('/customer/user');
  await expect(page).toHaveURL(/\/\?showLogin&returnTo=%2Fcustomer%2FuserSetting$/);
  await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
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
    const menu = page.getByRole('navigation', { name: '菜单' });
    await menu.getByText('系统管理', { exact: true }).click(); // the menu holds built pages: open their folder
    await menu.getByText(route('/system/menu').title.zh, { exact: true }).click();
    await expect(page).toHaveTitle(`${route('/system/menu').title.zh} - 环球货代平台`);
    await page.goto(b.path);
    await expect(page).toHaveURL(new RegExp(`${b.path}$`));
    await expect(page).toHaveTitle(`${b.title.zh} - 环球货代平台`);
    await page.getByRole('button', { name: '切换语言：English' }).click();
    await expect(page).toHaveTitle(`${b.title.en} - Global Freight Platform`);
    await page.reload();
    await expect(page).toHaveTitle(`${b.title.en} - Global Freight Platform`); // the language is remembered
  });
});

test('a protected page opened without a session goes to sign-in and comes back after it', async ({ page }) => {
  const target = route('/system/role/companyRole');
  await page.goto('/system/role/companyRole?tab=2');
  await expect(page).toHaveURL(/\/\?showLogin&returnTo=%2Fsystem%2Frole%2FcompanyRole%3Ftab%3D2$/);
  const dialog = page.getByRole('dialog', { name: '登录' });
  await expect(dialog).toBeVisible();
  // a company account: the dialog's link keeps the page to return to
  await dialog.getByRole('link', { name: '使用企业账号登录' }).click();
  await expect(page).toHaveURL(/\/employeeLogin\?returnTo=%2Fsystem%2Frole%2FcompanyRole%3Ftab%3D2$/);
  // the dialog fades out as the sign-in page comes: its own password field is gone before the page's is typed in
  await expect(dialog).toBeHidden();
  await page.getByLabel('企业账号').fill('e2e.return');
  await page.getByLabel('密码').fill(RETURN_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/system\/role\/companyRole\?tab=2$/);
  await expect(page.getByRole('heading', { name: target.title.zh })).toBeVisible();
  await expect(page).toHaveTitle(`${target.title.zh} - 环球货代平台`);
});

test('a return address outside the app is not followed', async ({ page }) => {
  await page.goto('/employeeLogin?returnTo=%2F%2Fevil.example%2Fx');
  await page.getByLabel('企业账号').fill('e2e.return2');
  await page.getByLabel('密码').fill(RETURN_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/workbench$/); // the side's home, as without a return address
});

test.describe('as staff, ambiguous paths', () => {
  test.use({ storageState: STAFF_STATE });
  test('both readings of ambiguous spec paths open the same page', async ({ page }) => {
    for (const [alias, target] of [
      ['/SeaFreight/NowOrderManagement/NowOrderNew', '/SeaFreight/NowOrderManagement/NowOrderNew/NowOrderRelease'],
      ['/SeaFreight/NowOrderManagement/NowOrderRelease', '/SeaFreight/NowOrderManagement/NowOrderNew/NowOrderRelease'],
      ['/workbench/submitFailedList', '/workbench/mainifest/submitFailedList'],
      ['/workbench/trackList', '/workbench/mainifest/trackList'],
      ['/workbench/trackInfo', '/workbench/mainifest/trackInfo'],
    ] as const) {
      await page.goto(alias);
      await expect(page).toHaveURL(new RegExp(`${alias}$`)); // the address stays; not the 404
      await expect(page).toHaveTitle(new RegExp(`^${route(target).title.zh} - `));
    }
  });
});

test.describe("a company's own site", () => {
  test("/ goes to its variant's home, with the company's brand in the header and footer, and no staff workbench button", async ({ page, baseURL }) => {
    const port = new URL(baseURL!).port;
    const owner = (await (await page.request.get('/api/WxAppWebsite/ShowPointTo?DomainName=hztx.localhost', { headers: { 'web-version': '1' } })).json())
      .Data as { CompanyName: string };
    expect(owner.CompanyName).toBeTruthy();
    // §15.1: a company's `/` replace-navigates to its variant's home (天祥's is a customer portal)
    await page.goto(`http://hztx.localhost:${port}/`);
    await expect(page).toHaveURL(`http://hztx.localhost:${port}/customer/home`);
    await expect(page.getByTestId('site-brand')).toHaveText(owner.CompanyName);
    await expect(page.getByTestId('site-footer')).toContainText(owner.CompanyName);
    await expect(page).toHaveTitle(new RegExp(`${route('/customer/home').title.zh} · `));
    await expect(page.getByTestId('site-hero')).toContainText(owner.CompanyName);
    await expect(page.getByRole('button', { name: '员工工作台' })).toHaveCount(0);
    await expect(page.getByTestId('site-footer')).not.toContainText('环球货代平台');
    // how to reach the company: its record's phone (the demo's 天祥: 0571-8765 4321)
    await expect(page.getByTestId('site-contact')).toContainText('0571-8765 4321');
    // the platform's own site keeps its brand and its staff entrance, and shows the platform's phone
    await page.goto('/');
    await expect(page.getByTestId('site-brand')).toHaveText('环球货代平台');
    await expect(page.getByRole('button', { name: '员工工作台' })).toBeVisible();
    await expect(page.getByTestId('site-contact')).toContainText('021-6888 0000');
  });
});
