import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { ENDPOINTS, WEB_VERSION } from '../../../src/contract/endpoints';
import { companyLoginToken, employeeToken, makeCompanyEmployee, sendGlobalMessage, storageStateWith } from '../../support/apiSession';
import { ownServer } from '../support/ownServer';
import { API_ADMIN_PASSWORD, API_ADMINS, STAFF_STATE } from '../support/staff';

/** The number on the unread badge. */
async function unread(page: Page): Promise<number> {
  const label = (await page.getByTestId('unread-badge').getAttribute('aria-label')) ?? '';
  return Number(/(\d+)$/.exec(label)?.[1] ?? NaN);
}

// Messages to everyone raise every badge: the tests that send them and those that count one badge
// run one after another, not beside each other.
test.describe.configure({ mode: 'default' });

test('an admin sends a global message: a customer employee’s open browser shows the toast and the badge rises', async ({ browser, baseURL }) => {
  const token = await makeCompanyEmployee(baseURL!, 'customer.admin@demo.test', 'e2e.live1', 'live-pass-1');
  const customer = await (await browser.newContext({ storageState: storageStateWith(baseURL!, token, 'employee') })).newPage();
  await customer.goto('/external/workbench');
  await expect(customer.getByTestId('unread-badge')).toBeVisible();
  await expect(customer.getByTestId('unread-badge')).toHaveAttribute('data-live', 'live'); // authenticated: messages arrive
  await expect.poll(() => unread(customer)).not.toBeNaN();
  const before = await unread(customer);

  const admin = await (await browser.newContext({ storageState: STAFF_STATE })).newPage();
  await admin.goto('/system/sendGlobalMessage');
  await admin.getByLabel('标题').fill('台风预警：明日码头停工');
  await admin.getByLabel('正文').fill('受台风影响，宁波港明日停止作业，请调整进港计划。');
  await admin.getByRole('button', { name: '发送给所有人' }).click();
  await admin.getByRole('button', { name: /^发送给 \d+ 人$/ }).click(); // the confirmation naming how many
  await expect(admin.getByRole('status')).toContainText('已发送');

  const toast = customer.locator('.bp6-toast', { hasText: '台风预警：明日码头停工' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('宁波港明日停止作业');
  await expect.poll(() => unread(customer)).toBe(before + 1);
  await toast.getByRole('button', { name: '查看' }).click();
  await expect(customer).toHaveURL(/\/manage\/messageDetail\?id=\d+$/);
  await expect(customer.getByTestId('message-detail')).toContainText('台风预警：明日码头停工');
  await expect.poll(() => unread(customer)).toBe(before); // reading it marked it read
});

test('the server stops and starts again: the browser reconnects by itself and counts what was sent meanwhile', async ({ browser }) => {
  test.setTimeout(120_000);
  // beside the suite's own server (E2E_PORT), one port per worker
  const server = ownServer(Number(process.env.E2E_PORT ?? 4173) + 20 + test.info().workerIndex);
  await server.start();
  try {
    const adminToken = await employeeToken(server.base, 'admin@demo.test');
    const token = await makeCompanyEmployee(server.base, 'customer.admin@demo.test', 'e2e.live2', 'live-pass-2');
    const page = await (await browser.newContext({ storageState: storageStateWith(server.base, token, 'employee') })).newPage();
    await page.goto(`${server.base}/manage/message`);
    await expect.poll(() => unread(page)).toBe(0);
    await expect(page.getByTestId('unread-badge')).toHaveAttribute('data-live', 'live');
    await sendGlobalMessage(server.base, adminToken, '第一条：在线时收到');
    await expect.poll(() => unread(page)).toBe(1);

    await server.stop();
    await expect(page.getByTestId('unread-badge')).toHaveAttribute('data-live', 'offline'); // it noticed
    await server.start(); // the same database: sessions and messages survive
    await sendGlobalMessage(server.base, adminToken, '第二条：断线期间发送');
    // no reload: the connection comes back within its 5 s rhythm and the count catches up
    await expect.poll(() => unread(page), { timeout: 20_000 }).toBe(2);
    await expect(page.getByTestId('unread-badge')).toHaveAttribute('data-live', 'live');
    await page.getByRole('button', { name: /未读消息/ }).click();
    await expect(page.locator('.bp6-table-cell', { hasText: '第二条：断线期间发送' })).toBeVisible();
  } finally {
    await server.stop();
  }
});

/** A GET as a token: the envelope's Data. */
async function apiGet<T>(base: string, path: string, token: string): Promise<T> {
  const res = await fetch(`${base}${path}`, { headers: { 'web-version': WEB_VERSION, authorization: `Bearer ${token}` } });
  return ((await res.json()) as { Data: T }).Data;
}
const titled = async (base: string, token: string, list: string, title: string) =>
  (await apiGet<{ Items: { Title: string }[] }>(base, `${list}?Title=${encodeURIComponent(title)}&PageSize=50`, token)).Items.filter((m) => m.Title === title)
    .length;

test('sending to everyone: confirmed with the number of people, Enter pressed twice sends once, and the form clears', async ({ browser, baseURL }) => {
  const adminToken = await companyLoginToken(baseURL!, API_ADMINS.everyone, API_ADMIN_PASSWORD);
  const { People } = await apiGet<{ People: number }>(baseURL!, ENDPOINTS.globalMessageReach, adminToken);
  expect(People).toBeGreaterThan(1);
  const admin = await (await browser.newContext({ storageState: STAFF_STATE })).newPage();
  await admin.goto('/system/sendGlobalMessage');
  const title = `双击回车公告 ${Date.now()}`;
  await admin.locator('#field-Description').fill('明日系统升级。');
  await admin.locator('#field-Title').fill(title);
  // two Enters as fast as a keyboard repeats them
  await admin.locator('#field-Title').press('Enter', { delay: 0 });
  await admin.locator('#field-Title').press('Enter', { delay: 0 });
  const dialog = admin.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(admin.getByTestId('confirm-text')).toHaveText(`这条消息将发给所有人，共 ${People} 人。确定发送吗？`);
  await expect(admin.getByRole('alertdialog')).toHaveCount(1);
  await dialog.getByRole('button', { name: `发送给 ${People} 人` }).click();
  await expect(admin.getByRole('status')).toContainText('已发送');
  // the form is empty again, for the next message
  await expect(admin.locator('#field-Title')).toHaveValue('');
  await expect(admin.locator('#field-Description')).toHaveValue('');
  await expect.poll(() => titled(baseURL!, adminToken, ENDPOINTS.globalMessageList, title)).toBe(1);

  // cancelling sends nothing and keeps what was typed
  await admin.locator('#field-Title').fill(`${title} 取消`);
  await admin.getByRole('button', { name: '发送给所有人' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: '取消' }).click();
  await expect(admin.locator('#field-Title')).toHaveValue(`${title} 取消`);
  expect(await titled(baseURL!, adminToken, ENDPOINTS.globalMessageList, `${title} 取消`)).toBe(0);
});

test('a message to a company: Enter pressed twice sends it once, and the form clears', async ({ browser, baseURL }) => {
  const adminToken = await companyLoginToken(baseURL!, API_ADMINS.company, API_ADMIN_PASSWORD);
  const admin = await (await browser.newContext({ storageState: STAFF_STATE })).newPage();
  await admin.goto('/system/messageManage');
  const title = `双击回车通知 ${Date.now()}`;
  await admin.locator('#field-Title').fill(title);
  await admin.locator('#field-Title').press('Enter', { delay: 0 });
  await admin.locator('#field-Title').press('Enter', { delay: 0 });
  await expect(admin.getByRole('status')).toContainText('已发送');
  await expect(admin.locator('#field-Title')).toHaveValue('');
  await expect.poll(() => titled(baseURL!, adminToken, ENDPOINTS.messageSentList, title)).toBe(1);
});
