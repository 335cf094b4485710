import { expect } from '@playwright/test';
import { test } from '../support/test';
import { employeeSignIn, signInWithDialog } from '../support/helpers';

/*
 * Runs after every other e2e test (its own project): it signs in as each demo account, which
 * ends (409) any session another test holds for the same employee. A test per account, each in a
 * browser of its own: the project's workers share them (one after another they were the run's tail,
 * with a worker idle); accounts differ, so their sign-ins never end each other's sessions.
 */
const ACCOUNTS: [string, RegExp][] = [
  ['admin@demo.test', /平台管理员/],
  ['reviewer@demo.test', /李娜/],
  ['customer.admin@demo.test', /王强/],
  ['customer@demo.test', /陈静/],
  ['customer2@demo.test', /赵磊/],
  ['provider@demo.test', /刘洋/],
  ['provider.admin@demo.test', /孙涛/],
  ['multi@demo.test', /周敏（天祥）/],
  ['pricing@demo.test', /王芳/],
  ['pricing.manager@demo.test', /郑雪/],
  ['booking@demo.test', /何静/],
];

for (const [account, name] of ACCOUNTS) {
  test(`the demo account ${account} signs in and shows who it is`, async ({ page }) => {
    await signInWithDialog(page, account);
    const welcome = page.getByRole('dialog', { name: '欢迎首次登录' });
    const menu = page.getByTestId('session-menu');
    await expect(menu.or(welcome).first()).toBeVisible();
    if (await welcome.isVisible()) await welcome.getByRole('button', { name: '知道了' }).click();
    await expect(menu, account).toHaveText(name);
  });
}

test('the demo company account hztx.ops signs in and shows who it is', async ({ page }) => {
  await employeeSignIn(page, 'hztx.ops');
  await expect(page.getByTestId('session-menu')).toHaveText(/天祥操作部/);
});
