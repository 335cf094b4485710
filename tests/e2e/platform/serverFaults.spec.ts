import { expect, type Browser, type Page } from '@playwright/test';
import { test } from '../support/test';
import { ENDPOINTS, WEB_VERSION } from '../../../src/contract/endpoints';
import { apiPost, companyLoginToken, makeCompanyEmployee, storageStateWith } from '../../support/apiSession';
import { ownServer } from '../support/ownServer';
import { API_ADMIN_PASSWORD, API_ADMINS } from '../support/staff';
import { startSiDrafts } from '../support/helpers';

/**
 * Faults (issue "hardened edges"): the server process killed during an SI submission, and the
 * live socket cut. The SI tests kill a server of their own (ports 4201–4209, one per parallel
 * worker, beside the suite's shared server); the socket test cuts only the page's socket.
 */

/** The number on the unread badge. */
async function unread(page: Page): Promise<number> {
  const label = (await page.getByTestId('unread-badge').getAttribute('aria-label')) ?? '';
  return Number(/(\d+)$/.exec(label)?.[1] ?? NaN);
}

/** The SIs of a booking, through the API (GetTDBillLadingInfoList). */
async function sisOf(base: string, token: string, cgo: string): Promise<number[]> {
  const res = await fetch(`${base}${ENDPOINTS.siList}?CGO_ID=${cgo}`, { headers: { authorization: `Bearer ${token}`, 'web-version': WEB_VERSION } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { Data: { Id: number }[] }).Data.map((s) => s.Id);
}

/** One draft the way people fill it: a template for the parties, the box's line pasted from Excel. */
async function fillDraft(page: Page, draftId: string, n: number) {
  const draft = page.getByTestId(`draft-${draftId}`);
  await draft.getByRole('combobox', { name: '套用模板' }).selectOption({ label: 'ACME 汉堡' });
  await expect(draft.getByLabel('收货人')).toHaveValue('TO ORDER');
  const container = (await draft.locator('.si-boxes').getAttribute('data-containers'))!;
  expect(container).toMatch(/^[A-Z]{4}\d{7}$/); // one container a draft
  const rows = `${container}\tSL77${n}001\t610910\tCOTTON T-SHIRTS\t${100 * n}\t${1500 + n}\t${20 + n}\n`;
  await draft.locator('.si-boxes').evaluate((grid, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    grid.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, rows);
  await expect(draft.getByTestId('paste-note')).toContainText('已粘贴 1 行');
  await draft.getByRole('button', { name: '完成此票' }).click();
}

/**
 * An own server with a customer employee who may make SIs, a template, and a page on which that
 * employee has three finished drafts of `cgo` ready to submit. Every Idempotency-Key the page sends
 * with a submission is collected in `keys`.
 */
async function readyToSubmit(browser: Browser, server: ReturnType<typeof ownServer>, cgo: string, login: string) {
  await server.start();
  const token = await makeCompanyEmployee(server.base, 'customer.admin@demo.test', login, 'fault-pass-1', ['客户标准角色']);
  await apiPost(
    server.base,
    ENDPOINTS.siTemplateSave,
    {
      TBI_TEMPLATE_NAME: 'ACME 汉堡',
      TBI_CONSIGNOR: 'HANGZHOU TIANXIANG I/E CO., LTD.',
      TBI_CONSIGNEE: 'TO ORDER',
      TBI_NOTIFIER_1: 'ACME TRADING GMBH\nHAMBURG',
      TBI_GOODS: 'COTTON T-SHIRTS',
    },
    token,
  );
  const page = await (await browser.newContext({ storageState: storageStateWith(server.base, token, 'employee') })).newPage();
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === ENDPOINTS.siAdd) keys.push(r.headers()['idempotency-key'] ?? '(none)');
  });
  const drafts = await startSiDrafts(page, cgo, 3, server.base);
  const ids = await drafts.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('draft-'.length)));
  for (const [i, id] of ids.entries()) await fillDraft(page, id, i + 1);
  await expect(page.getByTestId('si-progress')).toContainText('已完成 3 / 3 票');
  return { token, page, keys, ids };
}

/** The drafts are all there, finished, with what was typed (after a failure, after a reload). */
async function draftsIntact(page: Page, ids: string[]) {
  const drafts = page.locator('[data-testid^="draft-"]');
  await expect(drafts).toHaveCount(3, { timeout: 30_000 }); // after a reload: the session, the booking, the log replayed
  expect(await drafts.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('draft-'.length)))).toEqual(ids);
  await expect(page.getByTestId('si-progress')).toContainText('已完成 3 / 3 票');
  for (const id of ids) await expect(page.getByTestId(`draft-${id}`).getByLabel('收货人')).toHaveValue('TO ORDER');
}

test('the server is killed (SIGKILL) as the batch is sent: a clear message, the drafts stay (reload too), and after the restart the resubmission creates each SI once', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const cgo = 'CGO-HZTX-2611-003';
  const server = ownServer(4201 + test.info().parallelIndex);
  try {
    const { token, page, keys, ids } = await readyToSubmit(browser, server, cgo, 'e2e.fault.kill1');
    // the click sends the batch; the process dies right then, before it could take it
    await page.route(`**${ENDPOINTS.siAdd}`, async (route) => {
      await server.kill();
      await route.continue();
    });
    await page.getByRole('button', { name: '提交全部 3 票' }).click();
    const alert = page.getByRole('alert').filter({ hasText: '无法连接服务器' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText('重试不会重复创建'); // the person is told a retry is safe
    await expect(page.getByRole('button', { name: '重试提交' })).toBeEnabled();
    await draftsIntact(page, ids);
    await page.unroute(`**${ENDPOINTS.siAdd}`);

    await server.start(); // the same database on disk
    expect(await sisOf(server.base, token, cgo)).toEqual([]); // it never arrived: nothing exists
    await page.reload(); // the drafts come back from the browser's draft log
    await draftsIntact(page, ids);
    await page.getByRole('button', { name: '提交全部 3 票' }).click();
    await expect(page.getByTestId('si-submitted')).toContainText('已提交 3 票SI');

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^si-/);
    expect(keys[1]).toBe(keys[0]); // the same Idempotency-Key, across the crash and the reload
    expect(await sisOf(server.base, token, cgo)).toHaveLength(3);
  } finally {
    await server.stop();
  }
});

test('the server is killed after it created the batch but before the answer arrived: the retry with the same key answers what was made, nothing twice', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const cgo = 'CGO-HZTX-2611-002';
  const server = ownServer(4201 + test.info().parallelIndex);
  try {
    const { token, page, keys, ids } = await readyToSubmit(browser, server, cgo, 'e2e.fault.kill2');
    // the batch reaches the server and is committed; the process dies before the browser hears back
    await page.route(`**${ENDPOINTS.siAdd}`, async (route) => {
      const answer = await route.fetch();
      expect(answer.status()).toBe(200);
      await server.kill();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: '提交全部 3 票' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '无法连接服务器' })).toBeVisible({ timeout: 20_000 });
    await draftsIntact(page, ids);
    await page.unroute(`**${ENDPOINTS.siAdd}`);

    await server.start();
    const made = await sisOf(server.base, token, cgo);
    expect(made).toHaveLength(3); // committed before the kill: kept
    await page.getByRole('button', { name: '重试提交' }).click(); // no reload: the page retries as it is
    await expect(page.getByTestId('si-submitted')).toContainText('已提交 3 票SI');

    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await sisOf(server.base, token, cgo)).toEqual(made); // the same three, no duplicates
  } finally {
    await server.stop();
  }
});

test('the live socket is cut (the server stays up): the browser reconnects after about 5 s and the unread count catches up', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const base = baseURL!;
  const adminToken = await companyLoginToken(base, API_ADMINS.socketCut, API_ADMIN_PASSWORD);
  const token = await makeCompanyEmployee(base, 'customer.admin@demo.test', 'e2e.fault.ws', 'fault-ws-pass');
  const me = (
    (await (await fetch(`${base}${ENDPOINTS.currentEmployee}`, { headers: { authorization: `Bearer ${token}`, 'web-version': WEB_VERSION } })).json()) as {
      Data: { Id: number };
    }
  ).Data;
  const page = await (await browser.newContext({ storageState: storageStateWith(base, token, 'employee') })).newPage();

  // every socket the page opens goes through this proxy, which can cut it
  const sockets: { openedAt: number; cut(): Promise<void> }[] = [];
  await page.routeWebSocket(`**${ENDPOINTS.liveSocket}`, (ws) => {
    const server = ws.connectToServer();
    sockets.push({
      openedAt: Date.now(),
      cut: async () => {
        // both ends, as a broken network does: the server drops the listener, the page sees a close
        await server.close({ code: 1001, reason: 'connection lost' });
        await ws.close({ code: 1001, reason: 'connection lost' });
      },
    });
  });

  await page.goto('/external/workbench');
  await expect(page.getByTestId('unread-badge')).toHaveAttribute('data-live', 'live');
  await expect.poll(() => unread(page)).not.toBeNaN();
  const before = await unread(page);
  expect(sockets).toHaveLength(1);

  const cutAt = Date.now();
  await sockets[0]!.cut();
  await expect(page.getByTestId('unread-badge')).not.toHaveAttribute('data-live', 'live'); // it noticed
  await apiPost(base, ENDPOINTS.messageSend, { Title: '断线期间的消息', Description: '网络中断时发送', To: 'employee', EmployeeId: me.Id }, adminToken);
  // nothing can tell the page now: the badge stays as it was
  await page.waitForTimeout(1_500);
  expect(await unread(page)).toBe(before);
  expect(sockets).toHaveLength(1);

  // the reconnect comes in the 5 s rhythm (not at once), and the count catches up
  await expect.poll(() => sockets.length, { timeout: 15_000 }).toBe(2);
  const waited = sockets[1]!.openedAt - cutAt;
  expect(waited).toBeGreaterThanOrEqual(4_500);
  expect(waited).toBeLessThan(12_000);
  await expect(page.getByTestId('unread-badge')).toHaveAttribute('data-live', 'live');
  // the badge catches up with the server's count: the message sent meanwhile, and any message to
  // everyone that a test running beside this one sent (so "before + 1" is only a lower bound)
  const serverUnread = async () =>
    (
      (await (await fetch(`${base}${ENDPOINTS.unreadMessageCount}`, { headers: { authorization: `Bearer ${token}`, 'web-version': WEB_VERSION } })).json()) as {
        Data: number;
      }
    ).Data;
  await expect.poll(async () => (await unread(page)) === (await serverUnread())).toBe(true);
  expect(await unread(page)).toBeGreaterThanOrEqual(before + 1);
});
