import { expect, type Page } from '@playwright/test';
import { signUpCodeFor, signUpLinkFor } from '../support/signUpMail';
import { test } from '../support/test';
import { DEMO_PASSWORD as PASSWORD, employeeSignIn, jumpWithPalette, openPaletteWithKeys, signInWithDialog } from '../support/helpers';
import { API_ADMIN_PASSWORD, API_ADMINS } from '../support/staff';

// Sign-ins of one employee replace each other's sessions (the 409 rule): each test signs in as an
// account no other test here (or elsewhere in the run, demoAccounts.last.ts aside) signs in as, so
// they run side by side; the two that share the company account run one after another (below).

const token = (page: Page) => page.evaluate(() => localStorage.getItem('freight.token'));

test('a user signs in; the first sign-in shows a dialog that ignores Escape', async ({ page }) => {
  await signInWithDialog(page, 'customer@demo.test');
  const welcome = page.getByRole('dialog', { name: '欢迎首次登录' });
  await expect(welcome).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: '知道了' }).click();
  await expect(welcome).toHaveCount(0);
  await expect(page.getByTestId('session-menu')).toHaveText(/陈静/);
  await page.reload(); // the session survives a reload, and the welcome does not come back
  await expect(page.getByTestId('session-menu')).toHaveText(/陈静/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a wrong password says so and keeps the account typed', async ({ page }) => {
  await signInWithDialog(page, 'customer2@demo.test', 'not-the-password');
  const dialog = page.getByRole('dialog', { name: '登录' });
  await expect(dialog.getByRole('alert')).toContainText('The account or the password is wrong.');
  await expect(dialog.getByLabel('账号（手机号或邮箱）')).toHaveValue('customer2@demo.test');
  await expect(dialog.getByLabel('密码')).toHaveValue('');
});

test('logout leaves local and session storage empty', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { storageAtStart: number[] }).storageAtStart = [localStorage.length, sessionStorage.length];
  });
  // an admin of its own: a demo account's session is held by other tests, and this sign-in would end it
  await employeeSignIn(page, API_ADMINS.signOut, API_ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/workbench$/);
  await page.goto('/BasicData/Cur'); // leave tabs and recents behind
  expect(await token(page)).toBeTruthy();
  await page.getByTestId('session-menu').click();
  // signing out wipes storage, then reloads: the next load is that reload
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await reloaded;
  await expect(page.getByTestId('session-menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '登录' }).first()).toBeVisible();
  // the page reloaded after the wipe: storage was empty when it started again
  expect(await page.evaluate(() => (window as unknown as { storageAtStart: number[] }).storageAtStart)).toEqual([0, 0]);
  expect(await token(page)).toBeNull();
});

test('a person registers, opens the link in the e-mail, then signs in', async ({ page, baseURL }) => {
  await page.goto('/register');
  await page.getByLabel('账号（手机号或邮箱）').fill('bad account');
  await page.getByLabel('姓名').fill('新同事');
  await page.getByLabel('密码').fill('short');
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page.getByRole('alert')).toContainText('填写有误'); // in the person's language, naming the field (issue 32)
  await page.getByLabel('账号（手机号或邮箱）').fill('e2e.new@demo.test');
  await page.getByLabel('密码').fill('longenough1');
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page.getByRole('status')).toContainText('请查收邮件完成注册');
  const link = await signUpLinkFor(baseURL!, 'e2e.new@demo.test');
  await page.goto(link);
  await expect(page.getByRole('status')).toContainText('注册完成，请登录');
  await page.goto(link); // a second use of the link is refused in words
  await expect(page.getByRole('alert')).toContainText('注册链接无效');
  await page.goto('/?showLogin');
  const dialog = page.getByRole('dialog', { name: '登录' });
  await dialog.getByLabel('账号（手机号或邮箱）').fill('e2e.new@demo.test');
  await dialog.getByLabel('密码').fill('longenough1');
  await dialog.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('dialog', { name: '欢迎首次登录' })).toBeVisible();
});

test('a mobile number signs up with the code texted to it: a wrong code is refused beside the field, the right one finishes it', async ({ page, baseURL }) => {
  const phone = '13900000078';
  await page.goto('/register');
  await page.getByLabel('账号（手机号或邮箱）').fill(phone);
  await page.getByLabel('姓名').fill('手机用户');
  await page.getByLabel('密码').fill('longenough1');
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page.getByRole('status')).toContainText('请查收短信验证码完成注册');
  await expect(page.getByTestId('conflict-notice')).toHaveCount(0); // never taken for a replaced session
  await expect(page.getByRole('button', { name: /秒后可重新发送/ })).toBeDisabled(); // another code after the minute
  const code = await signUpCodeFor(baseURL!, phone); // the simulated phone's text, as sent
  const wrong = code === '000000' ? '111111' : '000000';
  const field = page.getByLabel('短信验证码');
  await field.fill(wrong);
  await page.getByRole('button', { name: '完成注册' }).click();
  await expect(page.getByRole('alert')).toContainText('验证码不正确：还可以再试 4 次');
  await expect(page.getByText('与短信中的验证码不符', { exact: true })).toBeVisible(); // beside the field
  await expect(field).toHaveValue(wrong); // nothing typed is lost
  await field.fill(code);
  await page.getByRole('button', { name: '完成注册' }).click();
  await expect(page.getByRole('status')).toContainText('注册完成，请登录');
  await page.goto('/?showLogin');
  const dialog = page.getByRole('dialog', { name: '登录' });
  await dialog.getByLabel('账号（手机号或邮箱）').fill(phone);
  await dialog.getByLabel('密码').fill('longenough1');
  await dialog.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('dialog', { name: '欢迎首次登录' })).toBeVisible();
});

test('a multi-account user gets the default employee, then switches from the palette', async ({ page }) => {
  await page.goto('/?showLogin');
  const dialog = page.getByRole('dialog', { name: '登录' });
  await dialog.getByLabel('账号（手机号或邮箱）').fill('multi@demo.test');
  await dialog.getByLabel('密码').fill(PASSWORD);
  await dialog.getByRole('button', { name: '登录' }).click();
  await page.getByRole('dialog', { name: '欢迎首次登录' }).getByRole('button', { name: '知道了' }).click();
  await expect(page.getByTestId('session-menu')).toHaveText(/周敏（天祥）/); // the default, chosen automatically
  await openPaletteWithKeys(page); // waits for the palette's input before typing
  await jumpWithPalette(page, 'qhqy', '切换企业账号'); // by pinyin initials
  await expect(page).toHaveURL(/\/chooseCompany$/);
  await page.getByRole('button', { name: '使用 周敏（远达）' }).click();
  await expect(page).toHaveURL(/\/external\/workbench$/);
  await expect(page.getByTestId('session-menu')).toHaveText(/周敏（远达）/);
});

test('social sign-in says plainly that it is not configured', async ({ page }) => {
  await page.goto('/wxLogin');
  await expect(page.getByTestId('wx-status')).toContainText('尚未配置微信登录');
});

// Both use the one company-account demo login, so they must not run at the same time.
test.describe('company account (employee mode)', () => {
  test.describe.configure({ mode: 'default' }); // in order, in one worker
  test('a second sign-in of a company account sends the first browser to /?showConflict', async ({ browser }) => {
    const first = await (await browser.newContext()).newPage();
    await employeeSignIn(first, 'hztx.ops');
    await expect(first).toHaveURL(/\/external\/workbench$/);
    const second = await (await browser.newContext()).newPage();
    await employeeSignIn(second, 'hztx.ops');
    await expect(second).toHaveURL(/\/external\/workbench$/);
    await first.reload();
    await expect(first).toHaveURL(/\/\?showConflict$/);
    await expect(first.getByTestId('conflict-notice')).toContainText('您的账号已在其他地方登录');
    expect(await token(first)).toBeNull();
  });

  test('a dead session on a protected page goes to sign-in; in employee mode to /employeeLogin', async ({ page, browser }) => {
    test.setTimeout(60_000); // two sign-ins and two reloads
    await signInWithDialog(page, 'provider@demo.test');
    await page.getByRole('dialog', { name: '欢迎首次登录' }).getByRole('button', { name: '知道了' }).click();
    await page.goto('/BasicData/Line');
    await expect(page.getByTestId('no-permission')).toBeVisible(); // settled: not in a provider's menu
    await expect(page.getByTestId('unread-badge')).toHaveAttribute('data-live', 'live'); // its live socket is authenticated
    const ended = await page.request.post('/api/AuthUser/Logout', { headers: { authorization: `Bearer ${await token(page)}` } }); // ended elsewhere
    expect(ended.status()).toBe(200);
    // the server closes the live socket (4001) and the page asks about its session: 401, so to sign-in
    // (remembering the page), no reload needed
    await expect(page).toHaveURL(/\/\?showLogin&returnTo=%2FBasicData%2FLine$/);
    expect(await token(page)).toBeNull();
    await page.reload();
    await expect(page).toHaveURL(/\/\?showLogin&returnTo=%2FBasicData%2FLine$/);

    const other = await (await browser.newContext()).newPage();
    await employeeSignIn(other, 'hztx.ops');
    await expect(other).toHaveURL(/\/external\/workbench$/);
    await expect(other.getByTestId('session-menu')).toBeVisible(); // settled: the employee and its menu loaded
    const companyToken = await token(other);
    expect(companyToken).not.toBeNull();
    await expect(other.getByTestId('unread-badge')).toHaveAttribute('data-live', 'live');
    const endedCompany = await other.request.post('/api/AuthUser/Logout', { headers: { authorization: `Bearer ${companyToken}` } });
    expect(endedCompany.status()).toBe(200);
    await expect(other).toHaveURL(/\/employeeLogin\?returnTo=%2Fexternal%2Fworkbench$/); // by itself, as above
    await other.reload();
    await expect(other).toHaveURL(/\/employeeLogin\?returnTo=%2Fexternal%2Fworkbench$/);
  });
});
