import { expect, test } from '@playwright/test';
import { PKL_STATUS } from '../../../src/domain/packing/status';
import { pasteInto } from '../si/siSteps';
import { customerAndOperator, expectStatus, freeContainer, freshSeal, getPkl, hoursAgo, openInQueue, pageAs, pklsOf, truckerToken } from './pklSteps';

/**
 * Issue 34's chain on the screens: the customer applies for a packing list of a released booking →
 * the operator opens it from the keyboard and assigns the trucking company → the trucker's
 * dispatcher fills container, seal and stuffing and pastes the goods lines from Excel, the check
 * names what is missing until it passes, and submits → the operator approves the data from the keyboard.
 */
test('customer applies, operator opens from the keyboard, the trucker pastes and submits, the operator approves', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL!;
  const cgo = 'CGO-HZTX-2611-004';
  const { customer, operator } = await customerAndOperator(base, 'chain');
  const { type, box } = await freeContainer(base, cgo, customer);
  const before = new Set((await pklsOf(base, cgo, customer)).map((p) => p.Id));

  // the customer applies: one of the booking's first type
  const cust = await pageAs(browser, base, customer);
  await cust.goto('/external/workbench/cargoManager/TrachManManagerApplication');
  await cust.getByLabel('选择已放舱的订舱').selectOption(cgo);
  await cust.getByLabel(`本次申请 ${type}`).fill('1');
  await cust.getByRole('button', { name: '提交申请' }).click();
  await expect(cust.getByText('已申请 1 张装箱单')).toBeVisible();
  const mine = (await pklsOf(base, cgo, customer)).find((p) => !before.has(p.Id))!;
  expect(mine).toMatchObject({ PKL_STATUS: PKL_STATUS.APPLIED, PKL_CNTR_TYPE: type, PKL_NO: null });
  // the application's row says its state in words
  await expect(
    cust
      .locator('.data-table__text')
      .filter({ hasText: /^已申请$/ })
      .first(),
  ).toBeVisible();

  // the operator opens it from the keyboard: j to its row, Enter, a
  const op = await pageAs(browser, base, operator);
  await op.goto('/cargoManager/TrachManDataAudit');
  await openInQueue(op, mine.Id);
  await expect(op.getByTestId('pkl-facts')).toContainText(cgo);
  await op.keyboard.press('a');
  await expectStatus(base, mine.Id, operator, PKL_STATUS.OPENED);
  const opened = await getPkl(base, mine.Id, operator);
  expect(opened.PKL_NO).toMatch(/^PK\d{6}\d{5}$/);
  // it left the queue, and the desk did not open something else unasked when the queue has none
  await expect(op.getByTestId('pkl-queue').locator(`tr[data-id="${mine.Id}"]`)).toHaveCount(0);

  // the operator assigns the trucking company on the opened packing lists
  await op.goto('/cargoManager/TrachManManager');
  await op.getByRole('textbox', { name: '装箱单号' }).fill(opened.PKL_NO!);
  await op.getByRole('button', { name: '指派车队' }).first().click();
  const assign = op.getByRole('dialog', { name: `指派车队 ${opened.PKL_NO}` });
  await assign.getByLabel('车队（服务商公司）').selectOption({ label: '上海畅达集装箱运输有限公司' });
  await assign.getByLabel('车牌号').fill('沪A12345');
  await assign.getByRole('button', { name: '指派车队' }).click();
  await expect(assign).toHaveCount(0);
  await expect.poll(async () => (await getPkl(base, mine.Id, operator)).TruckerName).toBe('上海畅达集装箱运输有限公司');

  // the trucker's dispatcher sees it and fills it
  const trucker = await pageAs(browser, base, await truckerToken(base));
  await trucker.goto('/external/workbench/cargoManager/TrachManManager');
  await trucker.getByRole('button', { name: `填写 ${opened.PKL_NO}` }).click();
  const editor = trucker.getByTestId('pkl-editor');
  await expect(editor).toBeVisible();
  // the check says before anything is typed what a submission still needs, named as the form names it
  await expect(editor.getByTestId('pkl-problems')).toContainText('箱号');
  await editor.getByLabel('箱号', { exact: true }).fill(box);
  await editor.getByLabel('封号', { exact: true }).fill(freshSeal());
  await editor.getByLabel('装箱地点').fill('杭州萧山仓库');
  await editor.getByLabel('装箱时间').fill(hoursAgo(3));
  // goods lines copied from Excel, a header row included
  await pasteInto(
    editor.getByTestId('pkl-grid'),
    [
      'HS\t英文品名\t中文品名\t唛头\t包装\t件数\t毛重\t净重\t体积',
      '9405420000\tLED PANEL LIGHTS\tLED 平板灯\tN/M\tCT\t400\t3,400.5\t3100\t27.2',
      '8504409999\tLED DRIVERS\tLED 驱动电源\tN/M\tCT\t100\t900\t\t3.8',
    ].join('\n'),
  );
  await expect(editor.getByTestId('paste-note')).toContainText('第一行是表头，已略过');
  await expect(editor.getByTestId('pkl-grid')).toHaveAttribute('data-lines', '2');
  await expect(editor.getByTestId('pkl-totals')).toContainText('500');
  await expect(editor.getByTestId('pkl-totals')).toContainText('4300.5');
  await expect(editor.getByTestId('pkl-problems')).toHaveAttribute('data-count', '0');
  await editor.getByRole('button', { name: '提交装箱数据' }).click();
  await expect(trucker.getByText('已提交，等待操作员审核')).toBeVisible();
  await expectStatus(base, mine.Id, operator, PKL_STATUS.DATA_SUBMITTED);
  const stored = await getPkl(base, mine.Id, operator);
  expect(stored).toMatchObject({ PKL_CNNO: box, PKL_NUM: 500, PKL_WEIGHT: 4300.5, PKL_STUFF_PLACE: '杭州萧山仓库' });
  expect((stored.Lines as { PKD_GOODS: string; PKD_NET_WEIGHT: number | null }[]).map((l) => [l.PKD_GOODS, l.PKD_NET_WEIGHT])).toEqual([
    ['LED PANEL LIGHTS', 3100],
    ['LED DRIVERS', null],
  ]);

  // the operator approves the data from the keyboard (tab 2)
  await op.goto('/cargoManager/TrachManDataAudit');
  await op.getByRole('tab', { name: /^待审数据/ }).click();
  await expect(op.getByTestId('pkl-audit')).toHaveAttribute('data-stage', 'auditData');
  await openInQueue(op, mine.Id);
  await expect(op.getByTestId('pkl-lines')).toContainText('LED PANEL LIGHTS');
  await op.keyboard.press('a');
  await expectStatus(base, mine.Id, operator, PKL_STATUS.DATA_APPROVED);
  // the log tells the story, newest first
  await trucker.reload();
  await expect(trucker.getByTestId('pkl-log').locator('tbody tr').first()).toContainText('装箱数据审核通过');
});
