import { expect } from '@playwright/test';
import { test } from '../support/test';
import { ENDPOINTS, WEB_VERSION } from '../../../src/contract/endpoints';
import { STAFF_STATE } from '../support/staff';
import { passWelcome, signInWithDialog } from '../support/helpers';
import { signUp } from '../support/signUpMail';

test.use({ storageState: STAFF_STATE });

// Issue 11: an admin's binding of a user is a request the user accepts; nothing is bound before.
test('binding a user: the edit screen says the request waits; the user accepts it at /chooseCompany and has the account', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const invitee = { account: 'e2e.invitee@example.test', password: 'invitee-pass-1' };
  await signUp(baseURL!, { Account: invitee.account, Password: invitee.password, Name: '受邀者' }, { 'web-version': WEB_VERSION });

  await page.goto('/system/StuffEdit');
  await page.getByLabel('姓名').fill('受邀员工');
  await page.getByLabel('绑定个人账号（可选）').fill(invitee.account);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/system\/StuffEdit\?id=\d+$/);
  await expect(page.getByTestId('pending-bind')).toContainText(`绑定邀请已发送给 ${invitee.account}`);
  await expect(page.getByTestId('pending-bind')).toContainText('等待对方接受');
  await expect(page.getByTestId('audit-panel')).toContainText('发出绑定邀请');

  const user = await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
  await signInWithDialog(user, invitee.account, invitee.password);
  await passWelcome(user);
  await user.goto('/chooseCompany');
  const offers = user.getByTestId('bind-offers');
  await expect(offers).toContainText('受邀员工');
  await expect(user.getByText('尚未绑定企业账号。')).toBeVisible(); // nothing bound before accepting
  await offers.getByRole('button', { name: /^接受/ }).click();
  await expect(offers).toHaveCount(0);
  await expect(user.locator('.bound-accounts')).toContainText('受邀员工');

  await page.reload();
  await expect(page.getByTestId('pending-bind')).toHaveCount(0);
  await expect(page.getByTestId('audit-panel')).toContainText('用户接受绑定');
});
