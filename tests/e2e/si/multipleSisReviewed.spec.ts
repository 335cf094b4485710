import { startSiDrafts } from '../support/helpers';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { apiPost, employeeToken, makeCompanyEmployee, makeEmployeeWith, storageStateWith } from '../../support/apiSession';
import { ownServer } from '../support/ownServer';
import { containersOf, passUndoWindow, pasteInto, typeIntoCell } from './siSteps';

/**
 * Several SIs from one booking, through the review queue. Its own server: the reviewer works the
 * queue of every company's SIs awaiting review from the keyboard (the first opens, the next opens
 * by itself), and the other SI specs put theirs in the shared server's queue at the same time.
 */
const CGO = 'CGO-HZTX-2611-003'; // 20GP*2 40GP*1: three containers, three SIs

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

test('three SIs from one booking survive a reload, are reviewed from the keyboard, and a returned one is corrected and resubmitted', async ({ browser }) => {
  test.setTimeout(240_000);
  const server = ownServer(4287 + test.info().parallelIndex);
  await server.start();
  try {
    const base = server.base;
    const customerToken = await makeCompanyEmployee(base, 'customer.admin@demo.test', 'e2e.si.maker', 'si-maker-pass', ['客户标准角色']);
    await apiPost(
      base,
      ENDPOINTS.siTemplateSave,
      {
        TBI_TEMPLATE_NAME: 'ACME 汉堡',
        TBI_CONSIGNOR: 'HANGZHOU TIANXIANG I/E CO., LTD.',
        TBI_CONSIGNEE: 'TO ORDER',
        TBI_NOTIFIER_1: 'ACME TRADING GMBH\nHAMBURG',
        TBI_GOODS: 'COTTON T-SHIRTS',
      },
      customerToken,
    );
    const reviewerToken = await makeEmployeeWith(base, await employeeToken(base, 'admin@demo.test'), 'e2e.si.reviewer', 'si-reviewer-pass', ['审单员']);

    // --- the customer plans three SIs and fills them; a reload in the middle loses nothing ---
    const customer = await (await browser.newContext({ baseURL: base, storageState: storageStateWith(base, customerToken, 'employee') })).newPage();
    const drafts = await startSiDrafts(customer, CGO, 3);
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
    const reviewer = await (await browser.newContext({ baseURL: base, storageState: storageStateWith(base, reviewerToken, 'employee') })).newPage();
    await reviewer.clock.install(); // the approval's undo window is jumped over (passUndoWindow)
    await reviewer.goto('/tdManage/siCheck');
    await expect(reviewer.getByTestId('si-queue').locator('tbody tr')).toHaveCount(3);
    const desk = reviewer.getByTestId('si-check');
    await reviewer.locator('body').press('Enter'); // open the first
    await expect(desk).toHaveAttribute('data-review', 'viewing');
    // a key decides only on an SI that is on screen: wait for its content, not just the open state
    await expect(desk).toHaveAttribute('data-shown', /^\d+$/);
    const first = await desk.getAttribute('data-shown');
    await reviewer.keyboard.press('a'); // approve: sent when the undo window ends; the next opens by itself
    await passUndoWindow(reviewer);
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
    await customer.getByRole('textbox', { name: '订舱号' }).fill(CGO); // the demo's SIs fill the first page
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
    await customer.goto(`/external/workbench/siSubmitLog?TBI_CGO_ID=${CGO}`);
    await expect(customer.getByText('共 4 条')).toBeVisible();
    await expect(customer.locator('.bp6-table-cell', { hasText: '修改后重新提交' })).toHaveCount(1);
  } finally {
    await server.stop();
  }
});
