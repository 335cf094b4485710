import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ENDPOINTS, WEB_VERSION } from '../../../src/contract/endpoints';
import type { SiSourceData } from '../../../src/contract/si';
import { acceptBindOffers, apiPost, employeeToken, makeCompanyEmployee, makeEmployeeWith, storageStateWith, TOKEN_KEY } from '../../support/apiSession';
import { STAFF_STATE } from '../support/staff';
import { passWelcome, signInWithDialog } from '../support/helpers';
import { draftFor } from '../../support/siDrafts';

const CGO = 'CGO-HZTX-2611-003'; // 20GP*2 40GP*1: three containers, three SIs

/**
 * Types a value into a cell of the box grid from the keyboard: a click focuses the cell, typing
 * starts editing it (the input carries the same label), Enter confirms.
 */
async function typeIntoCell(page: Page, scope: Locator, label: string, value: string) {
  const cell = scope.getByTitle(label, { exact: true });
  const input = scope.getByLabel(label, { exact: true });
  await cell.click();
  if (await input.isVisible()) await input.fill(value); // a click on the focused cell opens it
  else if (/^[\x20-\x7e]*$/.test(value)) await page.keyboard.type(value); // typing opens the cell
  else {
    // Chinese comes through an input method, not key presses: F2 opens the cell, then the text
    await page.keyboard.press('F2');
    await input.fill(value);
  }
  await expect(input).toHaveValue(value);
  await page.keyboard.press('Enter');
  await expect(cell).toHaveText(value);
}

/** The containers of a draft's box grid, in order. */
const containersOf = async (scope: Locator) => (await scope.locator('.si-boxes').getAttribute('data-containers'))!.split(',');

/** Fills one draft: the template's parties and goods, then its box's seal and goods line in the grid. */
async function fillDraft(page: Page, draftId: string, n: number) {
  const draft = page.getByTestId(`draft-${draftId}`);
  await draft.getByRole('combobox', { name: '套用模板' }).selectOption({ label: 'ACME 汉堡' });
  await expect(draft.getByLabel('收货人')).toHaveValue('TO ORDER');
  const [container] = await containersOf(draft);
  await typeIntoCell(page, draft, `${container} 封号`, `SL77${n}001`);
  await typeIntoCell(page, draft, `${container} 第1行 HS`, '610910');
  await typeIntoCell(page, draft, `${container} 第1行 件数`, String(100 * n));
  await typeIntoCell(page, draft, `${container} 第1行 毛重`, String(1500 + n));
  await typeIntoCell(page, draft, `${container} 第1行 体积`, String(20 + n));
  await expect(draft.getByTitle(`${container} 件数`, { exact: true })).toHaveText(String(100 * n)); // the box total follows its lines
  await expect(draft.getByTestId('si-problems')).toHaveCount(0); // the flow (after the draft log) has taken the last change
  return container!;
}

/** The third draft the way people do it: rows copied from Excel, pasted into the box grid. */
async function pasteDraft(page: Page, draftId: string) {
  const draft = page.getByTestId(`draft-${draftId}`);
  await draft.getByRole('combobox', { name: '套用模板' }).selectOption({ label: 'ACME 汉堡' });
  await expect(draft.getByLabel('收货人')).toHaveValue('TO ORDER');
  const [container] = await containersOf(draft);
  const rows = `箱号\t封号\tHS\t品名\t件数\t毛重\t体积\n${container}\tSL773001\t610910\tCOTTON T-SHIRTS\t200\t1,203.5\t13\n${container}\tSL773001\t620342\tCOTTON SHORTS\t100\t300\t10\n`;
  await pasteInto(draft.locator('.si-boxes'), rows);
  await expect(draft.getByTestId('paste-note')).toContainText('已粘贴 2 行');
  await expect(draft.getByTitle(`${container} 封号`, { exact: true })).toHaveText('SL773001');
  await expect(draft.getByTitle(`${container} 第2行 HS`, { exact: true })).toHaveText('620342');
  await expect(draft.getByTitle(`${container} 件数`, { exact: true })).toHaveText('300');
}

/** A paste of text copied from Excel, as the browser delivers it. */
async function pasteInto(target: Locator, text: string) {
  await target.evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** The staff session the suites share (made by staff.setup.ts). */
const staffToken = () => JSON.parse(readFileSync(STAFF_STATE, 'utf8')).origins[0].localStorage.find((i: { name: string }) => i.name === TOKEN_KEY).value as string;

async function apiGet<T>(base: string, path: string, token: string): Promise<T> {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}`, 'web-version': WEB_VERSION } });
  const body = (await res.json()) as { Status: boolean; Data: T; Message?: string };
  if (!res.ok || !body.Status) throw new Error(`${path}: ${res.status} ${body.Message}`);
  return body.Data;
}

// The tests of this file share the review queue (every company's SIs awaiting review): one after another.
test.describe.configure({ mode: 'default' });

test('three SIs from one booking survive a reload, are reviewed from the keyboard, and a returned one is corrected and resubmitted', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL!;
  const customerToken = await makeCompanyEmployee(base, 'customer.admin@demo.test', 'e2e.si.maker', 'si-maker-pass', ['客户标准角色']);
  await apiPost(base, ENDPOINTS.siTemplateSave, { TBI_TEMPLATE_NAME: 'ACME 汉堡', TBI_CONSIGNOR: 'HANGZHOU TIANXIANG I/E CO., LTD.', TBI_CONSIGNEE: 'TO ORDER', TBI_NOTIFIER_1: 'ACME TRADING GMBH\nHAMBURG', TBI_GOODS: 'COTTON T-SHIRTS' }, customerToken);
  const staff = staffToken();
  const reviewerToken = await makeEmployeeWith(base, staff, 'e2e.si.reviewer', 'si-reviewer-pass', ['审单员']);

  // --- the customer plans three SIs and fills them; a reload in the middle loses nothing ---
  const customer = await (await browser.newContext({ storageState: storageStateWith(base, customerToken, 'employee') })).newPage();
  await customer.goto('/external/workbench/siSubmit');
  await customer.getByRole('button', { name: `做SI ${CGO}` }).click();
  await customer.getByLabel('拆成几票SI').fill('3');
  await customer.getByRole('button', { name: '开始填写' }).click();
  const drafts = customer.locator('[data-testid^="draft-"]');
  await expect(drafts).toHaveCount(3);
  const ids = await drafts.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('draft-'.length)));
  for (const id of ids) expect(id).toMatch(/^\d{6}$/);
  const c1 = await fillDraft(customer, ids[0]!, 1);
  await fillDraft(customer, ids[1]!, 2);
  await customer.reload();
  await expect(drafts).toHaveCount(3);
  await expect(customer.getByTestId(`draft-${ids[0]}`).getByTitle(`${c1} 封号`, { exact: true })).toHaveText('SL771001');
  await expect(customer.getByTestId(`draft-${ids[1]}`).getByLabel('收货人')).toHaveValue('TO ORDER');
  await pasteDraft(customer, ids[2]!);
  for (const id of ids) await customer.getByTestId(`draft-${id}`).getByRole('button', { name: '完成此票' }).click();
  await expect(customer.getByTestId('si-progress')).toContainText('已完成 3 / 3 票');
  await customer.getByRole('button', { name: '提交全部 3 票' }).click();
  await expect(customer.getByTestId('si-submitted')).toContainText('已提交 3 票SI');

  // --- the reviewer works the queue with the keyboard only ---
  const reviewer = await (await browser.newContext({ storageState: storageStateWith(base, reviewerToken, 'employee') })).newPage();
  await reviewer.goto('/tdManage/siCheck');
  await expect(reviewer.getByTestId('si-queue').locator('tbody tr')).toHaveCount(3);
  const desk = reviewer.getByTestId('si-check');
  await reviewer.locator('body').press('Enter'); // open the first
  await expect(desk).toHaveAttribute('data-review', 'viewing');
  // a key decides only on an SI that is on screen: wait for its content, not just the open state
  await expect(desk).toHaveAttribute('data-shown', /^\d+$/);
  const first = await desk.getAttribute('data-shown');
  await reviewer.keyboard.press('a'); // approve: sent when the undo window ends; the next opens by itself
  await expect(reviewer.getByTestId('si-queue').locator('tbody tr')).toHaveCount(2, { timeout: 15_000 });
  await expect(desk).toHaveAttribute('data-review', 'viewing');
  await expect(desk).not.toHaveAttribute('data-shown', new RegExp(`^(${first})?$`));
  await reviewer.keyboard.press('r'); // return: remarks dialog
  const dialog = reviewer.getByRole('dialog', { name: '退回修改' });
  await expect(dialog).toBeVisible();
  await reviewer.keyboard.press('Escape'); // does not close on Escape
  await expect(dialog).toBeVisible();
  await reviewer.keyboard.type('通知人需写全地址');
  await reviewer.keyboard.press('Control+Enter');
  await expect(dialog).toHaveCount(0);
  await expect(reviewer.getByTestId('si-queue').locator('tbody tr')).toHaveCount(1);

  // --- the customer hears of it, corrects and resubmits ---
  const toast = customer.locator('.bp6-toast', { hasText: '已退回修改' });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await customer.goto('/external/workbench/SISubimtList');
  await customer.locator('.bp6-table-cell', { hasText: '已退回修改' }).click();
  await customer.keyboard.press('Enter'); // the focused row opens
  await expect(customer).toHaveURL(/\/external\/workbench\/SILogs\?id=\d+$/);
  await expect(customer.getByTestId('si-status')).toHaveText('已退回修改');
  await customer.getByTestId('si-resubmit').getByLabel('通知人 1').fill('ACME TRADING GMBH\nGROSSE ELBSTRASSE 145\n22767 HAMBURG');
  await customer.getByTestId('si-resubmit').getByRole('button', { name: '重新提交' }).click();
  await expect(customer.getByTestId('si-status')).toHaveText('已提交，待审核');
  const log = customer.getByTestId('si-log');
  await expect(log.locator('tr')).toHaveCount(5);
  await expect(log.locator('tr').nth(0)).toContainText('提交（待审核）');
  await expect(log.locator('tr').nth(1)).toContainText('修改');
  await expect(log.locator('tr').nth(2)).toContainText('已退回修改：通知人需写全地址');
  await expect(log.locator('tr').nth(4)).toContainText('创建');

  // the submission log has the three submissions and the resubmission, newest first
  await customer.goto('/external/workbench/siSubmitLog');
  await expect(customer.getByText('共 4 条')).toBeVisible();
  await expect(customer.locator('.bp6-table-cell', { hasText: '修改后重新提交' })).toHaveCount(1);
});

test('signing out wipes the drafts: the next person at this browser, of another company, sees none', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const base = baseURL!;
  const maker = await makeCompanyEmployee(base, 'customer.admin@demo.test', 'e2e.si.drafter', 'si-drafter-pass', ['客户标准角色']);
  // the next person: the admin of a customer company of their own
  const other = { account: 'e2e.si.other@example.test', password: 'si-other-pass' };
  await fetch(`${base}${ENDPOINTS.register}`, { method: 'POST', headers: { 'content-type': 'application/json', 'web-version': WEB_VERSION }, body: JSON.stringify({ Account: other.account, Password: other.password, Name: '测试 其他公司' }) });
  await apiPost(base, ENDPOINTS.companyCreate, { Name: 'E2E 另一家客户公司', Kind: 'customer', AdminAccount: other.account }, staffToken());
  expect(await acceptBindOffers(base, other.account, other.password)).toBe(1); // the admin seat is offered; the user accepts it

  const page = await (await browser.newContext({ storageState: storageStateWith(base, maker, 'employee') })).newPage();
  await page.goto('/external/workbench/siSubmit');
  await page.getByRole('button', { name: '做SI CGO-HZTX-2611-001' }).click();
  await page.getByRole('button', { name: '开始填写' }).click();
  const draft = page.locator('[data-testid^="draft-"]');
  await expect(draft).toHaveCount(1);
  await draft.getByLabel('发货人').fill('HANGZHOU TIANXIANG I/E CO., LTD.');
  await draft.getByLabel('收货人').click(); // leaving the field commits it to the draft log
  await expect(draft.getByTestId('si-problems')).not.toContainText('发货人为必填项'); // taken by the flow, after the log
  await page.reload();
  await expect(draft.getByLabel('发货人')).toHaveValue('HANGZHOU TIANXIANG I/E CO., LTD.');
  const databases = () => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
  expect(await databases()).toContain('freight-drafts');

  await page.getByTestId('session-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByTestId('session-menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '登录' }).first()).toBeVisible();
  expect(await databases()).not.toContain('freight-drafts'); // deleted before the reload

  await signInWithDialog(page, other.account, other.password);
  await passWelcome(page);
  await page.goto('/external/workbench/siSubmit');
  await expect(page.getByTestId('si-submit')).toHaveAttribute('data-state', '"init"');
  await expect(draft).toHaveCount(0);
  await expect(page.getByText('HANGZHOU TIANXIANG')).toHaveCount(0);
});

test('a returned SI is corrected in its box grid and resubmitted; it can be deleted after a confirmation', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const base = baseURL!;
  const cgo = 'CGO-HZTX-2611-001';
  const token = await makeCompanyEmployee(base, 'customer.admin@demo.test', 'e2e.si.fixer', 'si-fixer-pass', ['客户标准角色']);
  const source = await apiGet<SiSourceData>(base, `${ENDPOINTS.siSourceData}?CGO_ID=${cgo}`, token);
  const all = source.Containers.flatMap((c) => c.CNNOS.map((no) => ({ no, type: c.TYPE })));
  const si = draftFor(source, all);
  const { Ids: [id] } = await apiPost<{ Ids: number[] }>(base, ENDPOINTS.siAdd, { TDBLInfos: [si], Num: 1, CGO_ID: cgo, MBL_NO: source.MBL_NO }, token);
  await apiGet(base, `${ENDPOINTS.siChangeStatus}?TDId=${id}&Status=3&Remarks=${encodeURIComponent('第一个箱的封号有误')}`, staffToken());

  const page = await (await browser.newContext({ storageState: storageStateWith(base, token, 'employee') })).newPage();
  await page.goto(`/external/workbench/SILogs?id=${id}`);
  await expect(page.getByTestId('si-status')).toHaveText('已退回修改');
  const fix = page.getByTestId('si-resubmit');
  const first = all[0]!.no;
  // the whole record is there: notify 2, the second goods line of a box, its totals
  await expect(fix.getByLabel('通知人 2')).toHaveValue('');
  await expect(fix.getByTitle(`${first} 第2行 英文品名`, { exact: true })).toHaveText('COTTON SHORTS');
  await typeIntoCell(page, fix, `${first} 封号`, 'SL990001');
  // from the keyboard: a goods line added (Ctrl+Enter), filled, then removed again (Ctrl+Delete)
  await fix.getByTitle(`${first} 第2行 HS`, { exact: true }).click();
  await page.keyboard.press('Control+Enter');
  await expect(fix.getByTitle(`${first} 第3行 HS`, { exact: true })).toHaveText('620342');
  await typeIntoCell(page, fix, `${first} 第3行 件数`, '5');
  await expect(fix.getByTitle(`${first} 件数`, { exact: true })).toHaveText('125');
  await fix.getByTitle(`${first} 第3行 件数`, { exact: true }).click();
  await page.keyboard.press('Control+Delete');
  await expect(fix.getByTitle(`${first} 第3行 HS`, { exact: true })).toHaveCount(0);
  await expect(fix.getByTitle(`${first} 件数`, { exact: true })).toHaveText('120');
  await fix.getByLabel('通知人 2').fill('ACME LOGISTICS\nHAMBURG');
  await fix.getByRole('button', { name: '重新提交' }).click();
  await expect(page.getByTestId('si-status')).toHaveText('已提交，待审核');
  await expect(page.getByTestId('si-log').locator('tr').nth(1)).toContainText('修改');
  const stored = await apiGet<{ TBI_STATUS: number; TBI_NOTIFIER_2: string; Boxes: { TBX_SEALNO: string; Details: unknown[] }[] }>(base, `${ENDPOINTS.siGet}?Id=${id}`, token);
  expect(stored.TBI_STATUS).toBe(1);
  expect(stored.Boxes[0]!.TBX_SEALNO).toBe('SL990001');
  expect(stored.Boxes[0]!.Details).toHaveLength(2);
  expect(stored.TBI_NOTIFIER_2).toBe('ACME LOGISTICS\nHAMBURG');

  // still awaiting review: its company may delete it, after a confirmation that Escape does not dismiss
  await page.getByRole('button', { name: '删除此SI' }).click();
  const dialog = page.getByRole('dialog', { name: '删除SI' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '确认删除' }).click();
  await expect(page).toHaveURL(/\/external\/workbench\/SISubimtList$/);
  const res = await fetch(`${base}${ENDPOINTS.siGet}?Id=${id}`, { headers: { authorization: `Bearer ${token}`, 'web-version': WEB_VERSION } });
  expect(res.status).toBe(404);
});

test('staff make an SI on behalf of a customer at /tdManage/siMake; the customer employee sees it as theirs; approved, it makes a B/L', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL!;
  const cgo = 'CGO-HZTX-2611-002'; // 40HQ*3
  const ownerToken = await makeCompanyEmployee(base, 'customer.admin@demo.test', 'e2e.si.owner', 'si-owner-pass', ['客户标准角色']);
  const source = await apiGet<SiSourceData>(base, `${ENDPOINTS.siSourceData}?CGO_ID=${cgo}`, ownerToken);
  const boxes = source.Containers.flatMap((c) => c.CNNOS);

  const staff = await (await browser.newContext({ storageState: STAFF_STATE })).newPage();
  await staff.goto('/tdManage/siMake');
  await staff.getByRole('button', { name: `做SI ${cgo}` }).click();
  await staff.getByRole('button', { name: '开始填写' }).click();
  const draft = staff.locator('[data-testid^="draft-"]');
  await expect(draft).toHaveCount(1);
  await draft.getByLabel('发货人').fill('HANGZHOU TIANXIANG I/E CO., LTD.\nNO.588 JIANGNAN AVE, HANGZHOU');
  await draft.getByLabel('收货人').fill('ACME TRADING GMBH\nHAMBURG');
  await draft.getByLabel('货物描述').fill('COTTON T-SHIRTS');
  await draft.getByLabel('通知人 1').click();
  await pasteInto(draft.locator('.si-boxes'), boxes.map((no, i) => `${no}\tSLB${i}001\t610910\tCOTTON T-SHIRTS\t${100 + i}\t${2000 + i}\t${30 + i}`).join('\n'));
  await expect(draft.getByTestId('paste-note')).toContainText('已粘贴 3 行');
  await typeIntoCell(staff, draft, `${boxes[0]} 第1行 中文品名`, '纯棉T恤');
  await draft.getByRole('button', { name: '完成此票' }).click();
  await expect(staff.getByTestId('si-progress')).toContainText('已完成 1 / 1 票');
  await expect(staff.getByRole('button', { name: '提交全部 1 票' })).toBeDisabled(); // whom for, first
  await staff.getByTestId('si-behalf').getByLabel('代其提交的客户员工').selectOption({ label: '测试员工 e2e.si.owner' });
  await staff.getByRole('button', { name: '提交全部 1 票' }).click();
  await expect(staff.getByTestId('si-submitted')).toContainText('已提交 1 票SI');

  // the customer's employee finds it among their SIs, entered by staff on their behalf
  const owner = await (await browser.newContext({ storageState: storageStateWith(base, ownerToken, 'employee') })).newPage();
  await owner.goto('/external/workbench/SISubimtList');
  const row = owner.locator('.bp6-table-cell', { hasText: cgo });
  await expect(row).toHaveCount(1);
  await row.click();
  await owner.keyboard.press('Enter');
  await expect(owner).toHaveURL(/\/external\/workbench\/SILogs\?id=\d+$/);
  const id = Number(new URL(owner.url()).searchParams.get('id'));
  await expect(owner.getByTestId('si-status')).toHaveText('已提交，待审核');
  await expect(owner.getByTestId('si-log')).toContainText('代 测试员工 e2e.si.owner');

  // the creation log says who made it for whom
  await staff.goto('/tdManage/siCreator');
  const made = staff.locator('.bp6-table-cell', { hasText: '平台代客户' });
  await expect(made).toHaveCount(1);
  await expect(staff.locator('.bp6-table-cell', { hasText: '测试员工 e2e.si.owner' })).toHaveCount(1);

  // /tdManage/siAudit?id= opens that SI in the review flow; approved, it makes a B/L of 35-character lines
  await staff.goto(`/tdManage/siAudit?id=${id}`);
  await expect(staff.getByTestId('si-check')).toHaveAttribute('data-review', 'viewing');
  await expect(staff.getByTestId('si-status')).toHaveText('已提交，待审核');
  await staff.locator('body').press('a');
  await expect.poll(async () => (await apiGet<{ TBI_STATUS: number }>(base, `${ENDPOINTS.siGet}?Id=${id}`, ownerToken)).TBI_STATUS, { timeout: 15_000 }).toBe(2);
  await staff.goto(`/tdManage/siMakeTd?id=${id}`);
  await expect(staff.getByTestId('bl-summary')).toHaveText(/40HQ\*3/);
  await expect(staff.getByTestId('bl-containers')).toContainText(`${boxes[0]}/SLB0001/40HQ`);
  const lengths = await staff.getByTestId('bl-form').locator('pre').evaluateAll((els) => els.flatMap((e) => (e.textContent ?? '').split('\n').map((l) => l.length)));
  expect(Math.max(...lengths)).toBeLessThanOrEqual(35);
  await expect(staff.getByRole('button', { name: '打印提单' })).toBeVisible();
});

test('the reviewer undoes an approval inside its window; an approval of a version the customer changed meanwhile is refused and the detail reloads', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const base = baseURL!;
  const nbhy = 'CGO-NBHY-2611-001';
  const customerToken = await employeeToken(base, 'customer2@demo.test');
  const source = await apiGet<SiSourceData>(base, `${ENDPOINTS.siSourceData}?CGO_ID=${nbhy}`, customerToken);
  const draft = draftFor(source, [{ no: source.Containers[0]!.CNNOS[0]!, type: source.Containers[0]!.TYPE }]);
  const { Ids: [id] } = await apiPost<{ Ids: number[] }>(base, ENDPOINTS.siAdd, { TDBLInfos: [draft], Num: 1, CGO_ID: nbhy, MBL_NO: source.MBL_NO }, customerToken);
  const reviewerToken = await makeEmployeeWith(base, staffToken(), 'e2e.si.undo', 'si-undo-pass', ['审单员']);
  const status = async () => (await apiGet<{ TBI_STATUS: number }>(base, `${ENDPOINTS.siGet}?Id=${id}`, customerToken)).TBI_STATUS;

  const reviewer = await (await browser.newContext({ storageState: storageStateWith(base, reviewerToken, 'employee') })).newPage();
  // the live frames can be held back: the customer's change must reach the reviewer after the key
  // press (otherwise the live refresh shows the new version first, and approving it is right)
  let holdFrames = false;
  await reviewer.routeWebSocket(`**${ENDPOINTS.liveSocket}`, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((m) => {
      if (!holdFrames) ws.send(m);
    });
  });
  await reviewer.goto(`/tdManage/siAudit?id=${id}`);
  const desk = reviewer.getByTestId('si-check');
  await expect(desk).toHaveAttribute('data-review', 'viewing');
  // the queue has headers; the facts a reviewer decides on are beside the record
  await expect(reviewer.getByTestId('si-queue').locator('thead th')).toHaveText(['SI号', '客户', '订舱号', '箱型箱量', '截单']);
  await expect(reviewer.getByTestId('si-totals')).toContainText('1 箱，120 件，毛重 2,400.5 kg');
  await expect(reviewer.getByTestId('si-deadline')).toContainText(/2026-12-03 (还剩|已过截单)/);
  await expect(reviewer.getByTestId('si-review-check')).toContainText('无问题');

  // a, then u inside the window: nothing is sent, even after the window would have ended
  await reviewer.locator('body').press('a');
  await expect(desk).toHaveAttribute('data-review', 'undoable');
  await expect(reviewer.getByTestId('si-undo')).toContainText('将审核通过');
  await reviewer.locator('body').press('u');
  await expect(desk).toHaveAttribute('data-review', 'viewing');
  await expect(reviewer.getByTestId('si-undo')).toHaveCount(0);
  await reviewer.waitForTimeout(6_000);
  expect(await status()).toBe(1);

  // the customer changes the SI while the reviewer looks at the old version: the approval is refused, the new content shows
  const shown = await apiGet<Record<string, unknown>>(base, `${ENDPOINTS.siGet}?Id=${id}`, customerToken);
  const { BoxSummary: _b, NoText: _n, ...record } = shown;
  holdFrames = true;
  await apiPost(base, ENDPOINTS.siModify, { ...record, TBI_CONSIGNEE: 'ANTWERP TRADING NV' }, customerToken);
  await reviewer.locator('body').press('a');
  await expect(reviewer.getByTestId('si-stale')).toContainText('在您打开后已被修改', { timeout: 15_000 });
  await expect(desk).toHaveAttribute('data-review', 'viewing');
  expect(await status()).toBe(1);
  await expect(desk).toContainText('ANTWERP TRADING NV');
  await expect(reviewer.getByTestId('si-changes')).toContainText('ANTWERP TRADING NV');

  // the version now shown is approved when the window ends
  await reviewer.locator('body').press('a');
  await expect.poll(status, { timeout: 15_000 }).toBe(2);
});
