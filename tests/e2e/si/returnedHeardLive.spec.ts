import { startSiDrafts } from '../support/helpers';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test';
import { ENDPOINTS, WEB_VERSION } from '../../../src/contract/endpoints';
import { employeeToken, storageStateWith } from '../../support/apiSession';
import { ownServer } from '../support/ownServer';

/**
 * Issue 11, the returned SI path, as the customer lives it: submit, see what was created, hear the
 * decisions while the list is open, follow the warning to the correction, resubmit; staff lists
 * follow live. Its own server: the shared one's bookings are all used by the other SI specs of this folder.
 */
const CGO = 'CGO-HZTX-2611-002'; // 40HQ*3

async function api<T>(base: string, method: 'GET' | 'POST', path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'web-version': WEB_VERSION, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await res.json()) as { Status: boolean; Data: T; Message?: string };
  if (!res.ok || !answer.Status) throw new Error(`${path}: ${res.status} ${answer.Message}`);
  return answer.Data;
}

/** A paste of text copied from Excel, as the browser delivers it. */
const pasteInto = (target: Locator, text: string) =>
  target.evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);

/** Fills a draft: parties and goods, then its boxes pasted from a sheet. */
async function fillDraft(_page: Page, draft: Locator, n: number) {
  const containers = (await draft.locator('.si-boxes').getAttribute('data-containers'))!.split(',');
  await draft.getByLabel('发货人').fill('HANGZHOU TIANXIANG I/E CO., LTD.\nNO.588 JIANGNAN AVE, HANGZHOU');
  await draft.getByLabel('收货人').fill('ACME TRADING GMBH\nHAMBURG');
  await draft.getByLabel('货物描述').fill('COTTON T-SHIRTS');
  await draft.getByLabel('通知人 1').click();
  await pasteInto(
    draft.locator('.si-boxes'),
    containers.map((no, i) => `${no}\tSL${n}${i}0001\t610910\tCOTTON T-SHIRTS\t${100 + i}\t${2000 + i}\t${30 + i}`).join('\n'),
  );
  await expect(draft.getByTestId('paste-note')).toContainText(`已粘贴 ${containers.length} 行`);
  await expect(draft.getByTestId('si-problems')).toHaveCount(0);
  await draft.getByRole('button', { name: '完成此票' }).click();
}

test('submitted SIs are named; a return heard live with the list open leads to the correction with its reason at the top; staff lists follow', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const server = ownServer(4285 + test.info().parallelIndex);
  await server.start();
  try {
    const base = server.base;
    const customerToken = await employeeToken(base, 'customer@demo.test');
    const reviewerToken = await employeeToken(base, 'reviewer@demo.test');
    const staffToken = await employeeToken(base, 'admin@demo.test');

    // --- submit two SIs: the page names both numbers (each a link), the drafts are gone ---
    const customer = await (await browser.newContext({ baseURL: base, storageState: storageStateWith(base, customerToken, 'userBindEmployee') })).newPage();
    const drafts = await startSiDrafts(customer, CGO, 2);
    await fillDraft(customer, drafts.nth(0), 1);
    await fillDraft(customer, drafts.nth(1), 2);
    await expect(customer.getByTestId('si-progress')).toContainText('已完成 2 / 2 票');
    await customer.getByRole('button', { name: '提交全部 2 票' }).click();
    await expect(customer.getByTestId('si-submitted')).toContainText('已提交 2 票SI');
    const sis = await api<{ Id: number; TBI_NO: string }[]>(base, 'GET', `${ENDPOINTS.siList}?CGO_ID=${CGO}`, customerToken);
    expect(sis).toHaveLength(2);
    const numbers = await Promise.all(
      sis.map(async (s) => (await api<{ NoText: string }>(base, 'GET', `${ENDPOINTS.siGet}?Id=${s.Id}`, customerToken)).NoText),
    );
    const links = customer.getByTestId('si-created');
    await expect(links).toHaveText(numbers.map((n) => `SI ${n}`));
    for (const [i, s] of sis.entries()) await expect(links.nth(i)).toHaveAttribute('href', `/external/workbench/SILogs?id=${s.Id}`);
    await expect(drafts).toHaveCount(0);
    await expect(customer.getByRole('button', { name: '重新编辑' })).toHaveCount(0);
    const [returned, approved] = sis.map((s) => s.Id) as [number, number];

    // --- the list is open (customer, and staff on theirs); the reviewer decides elsewhere ---
    await customer.goto(`/external/workbench/SISubimtList?TBI_CGO_ID=${CGO}`);
    const status = (page: Page, text: string) => page.locator('.bp6-table-cell', { hasText: text });
    await expect(status(customer, '已提交，待审核')).toHaveCount(2);
    await customer.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const staff = await (await browser.newContext({ baseURL: base, storageState: storageStateWith(base, staffToken, 'userBindEmployee') })).newPage();
    await staff.goto(`/tdManage/internalSiList?TBI_CGO_ID=${CGO}`);
    await expect(status(staff, '已提交，待审核')).toHaveCount(2);

    await api(base, 'GET', `${ENDPOINTS.siChangeStatus}?TDId=${returned}&Status=3&Remarks=${encodeURIComponent('通知人需写全地址')}`, reviewerToken);
    await api(base, 'GET', `${ENDPOINTS.siChangeStatus}?TDId=${approved}&Status=2`, reviewerToken);
    // the two toasts look different: a warning for the return, a success for the approval; each links to its SI
    const warning = customer.locator('.bp6-toast.bp6-intent-warning', { hasText: '已退回修改' });
    const success = customer.locator('.bp6-toast.bp6-intent-success', { hasText: '审核通过' });
    await expect(warning).toBeVisible({ timeout: 15_000 });
    await expect(success).toBeVisible({ timeout: 15_000 });
    // the rows change without a reload, on both sides
    await expect(status(customer, '已退回修改')).toHaveCount(1);
    await expect(status(customer, '审核通过')).toHaveCount(1);
    await expect(status(staff, '已退回修改')).toHaveCount(1);
    await expect(status(staff, '审核通过')).toHaveCount(1);
    expect(await customer.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await expect(success.getByRole('button', { name: '打开SI' })).toHaveAttribute('href', `/external/workbench/SILogs?id=${approved}`);
    const open = warning.getByRole('button', { name: '打开SI' });
    await expect(open).toHaveAttribute('href', `/external/workbench/SILogs?id=${returned}`);

    // --- following the warning: the correction, with the reason at the top (remarks, who, when) ---
    await open.click();
    await expect(customer).toHaveURL(new RegExp(`/external/workbench/SILogs\\?id=${returned}$`));
    const reason = customer.getByTestId('si-return-reason');
    await expect(reason).toContainText('通知人需写全地址');
    await expect(reason).toContainText('李娜');
    const top = async (l: Locator) => (await l.boundingBox())!.y;
    expect(await top(reason)).toBeLessThan(await top(customer.getByTestId('si-status'))); // above the facts…
    expect(await top(reason)).toBeLessThan(await top(customer.getByTestId('si-resubmit'))); // …and the editor
    expect(await customer.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true); // in-app navigation

    // the message's page links to the SI too
    const messages = await api<{ Items: { Id: number; Title: string; SiId: number | null }[] }>(
      base,
      'GET',
      `${ENDPOINTS.messageList}?PageSize=20`,
      customerToken,
    );
    const returnMessage = messages.Items.find((m) => m.SiId === returned)!;
    expect(returnMessage.Title).toContain('已退回修改');
    await customer.goto(`/manage/messageDetail?id=${returnMessage.Id}`);
    await customer.getByTestId('message-si-link').click();
    await expect(customer).toHaveURL(new RegExp(`/external/workbench/SILogs\\?id=${returned}$`));

    // --- from the list: "correct and resubmit" on the row, from the keyboard ---
    await customer.goto(`/external/workbench/SISubimtList?TBI_CGO_ID=${CGO}`);
    const correct = customer.getByRole('button', { name: /^修改并重新提交 / });
    await expect(correct).toHaveCount(1); // the returned row only, not the approved one
    await correct.focus();
    await customer.keyboard.press('Enter');
    await expect(customer).toHaveURL(new RegExp(`/external/workbench/SILogs\\?id=${returned}#correct$`));
    const fix = customer.getByTestId('si-resubmit');
    await expect.poll(() => customer.evaluate(() => !!document.activeElement?.closest('#si-correction'))).toBe(true); // the person is in the correction
    await fix.getByLabel('通知人 1').fill('ACME TRADING GMBH\nGROSSE ELBSTRASSE 145\n22767 HAMBURG');
    await fix.getByRole('button', { name: '重新提交' }).click();
    await expect(customer.getByTestId('si-status')).toHaveText('已提交，待审核');
    await expect(customer.getByTestId('si-return-reason')).toHaveCount(0);

    // the staff list hears the resubmission without a reload
    await expect(status(staff, '已退回修改')).toHaveCount(0, { timeout: 15_000 });
    await expect(status(staff, '已提交，待审核')).toHaveCount(1);

    // a link may open the list filtered (the cockpit's "approved"): only what it names is listed
    await staff.goto(`/tdManage/internalSiList?TBI_STATUS=2&TBI_CGO_ID=${CGO}`);
    await expect(status(staff, '审核通过')).toHaveCount(1);
    await expect(status(staff, '已提交，待审核')).toHaveCount(0);
  } finally {
    await server.stop();
  }
});
