import { expect } from '@playwright/test';
import { signUpLinkFor } from '../support/signUpMail';
import { test } from '../support/test';

test('a new user asks to join a company by its code and sees the request waiting', async ({ page, baseURL }) => {
  const reg = await page.request.post('/api/WebsitePublic/Register', { data: { Account: 'e2e.joiner@demo.test', Password: 'joiner-pass-1', Name: '新同事' } });
  expect(reg.ok()).toBe(true);
  // the link in the sign-up e-mail, opened as the person would
  await page.goto(await signUpLinkFor(baseURL!, 'e2e.joiner@demo.test'));
  await expect(page.getByRole('status')).toContainText('注册完成，请登录');
  await page.goto('/join/bindCompany?showLogin');
  const dialog = page.getByRole('dialog', { name: '登录' });
  await dialog.getByLabel('账号（手机号或邮箱）').fill('e2e.joiner@demo.test');
  await dialog.getByLabel('密码').fill('joiner-pass-1');
  await dialog.getByRole('button', { name: '登录' }).click();
  await page.getByRole('dialog', { name: '欢迎首次登录' }).getByRole('button', { name: '知道了' }).click();

  await page.getByLabel('企业代码').fill('NO-SUCH');
  await page.getByRole('button', { name: '发送申请' }).click();
  await expect(page.getByRole('alert')).toContainText(/没有使用此代码的在用公司|No active company has this code/);
  await page.getByLabel('企业代码').fill('CUS-NBHY');
  await page.getByRole('button', { name: '发送申请' }).click();
  await expect(page.getByRole('status')).toContainText('等待企业管理员审批');
  await expect(page.getByTestId('join-requests')).toContainText('宁波海越贸易有限公司');
  await expect(page.getByTestId('join-requests')).toContainText('待审核');
});
