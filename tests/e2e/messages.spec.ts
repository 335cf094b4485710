import { expect, test, type Page } from '@playwright/test';
import { employeeToken, makeCompanyEmployee, sendGlobalMessage, storageStateWith } from '../support/apiSession';
import { ownServer } from './ownServer';
import { STAFF_STATE } from './staff';

/** The number on the unread badge. */
async function unread(page: Page): Promise<number> {
  const label = (await page.getByTestId('unread-badge').getAttribute('aria-label')) ?? '';
  return Number(/(\d+)$/.exec(label)?.[1] ?? NaN);
}

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
