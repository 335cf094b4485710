import { expect } from '@playwright/test';
import { test } from '../support/test';
import { ENDPOINTS, WEB_VERSION } from '../../../src/contract/endpoints';
import { acceptBindOffers, offerEmployee } from '../../support/apiSession';
import { passWelcome, route } from '../support/helpers';
import { signUp } from '../support/signUpMail';

/**
 * A protected page opened without a session sends the person to the home page's sign-in dialog,
 * remembering the page; signing in there with a personal account brings them back to it, address
 * and all (src/session/signInRedirect.ts, SessionDialogs.tsx). navigation.spec.ts covers the
 * company-account way (/employeeLogin). A user of its own (registered here, bound to a new 天祥
 * employee): a dialog sign-in ends the other sessions of the same employee, so no demo user.
 */
const USER = { account: 'e2e.returner@example.test', password: 'returner-pass-1' };

test('a protected page opened without a session goes to the sign-in dialog, and back to that page after signing in', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const base = baseURL!;
  await signUp(base, { Account: USER.account, Password: USER.password, Name: '回访者' }, { 'web-version': WEB_VERSION });
  // 天祥's admin makes an employee for the user with the customer role; the user accepts the binding
  await offerEmployee(base, 'customer.admin@demo.test', '回访员工', USER.account, ['客户标准角色']);
  expect(await acceptBindOffers(base, USER.account, USER.password)).toBe(1);

  const target = route('/external/workbench/SISubimtList');
  await page.goto('/external/workbench/SISubimtList?from=mail#top');
  await expect(page).toHaveURL(/\/\?showLogin&returnTo=%2Fexternal%2Fworkbench%2FSISubimtList%3Ffrom%3Dmail%23top$/);
  const dialog = page.getByRole('dialog', { name: '登录' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('账号（手机号或邮箱）').fill(USER.account);
  await dialog.getByLabel('密码').fill(USER.password);
  await dialog.getByRole('button', { name: '登录' }).click();
  await passWelcome(page);
  await expect(page).toHaveURL(/\/external\/workbench\/SISubimtList\?from=mail#top$/);
  await expect(page.getByRole('heading', { name: target.title.zh })).toBeVisible();
  await expect(page).toHaveTitle(`${target.title.zh} - 环球货代平台`);
  await expect(page.getByTestId('session-menu')).toHaveText(/回访员工/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
