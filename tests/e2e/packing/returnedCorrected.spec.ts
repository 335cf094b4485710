import { expect } from '@playwright/test';
import { test } from '../support/test';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { PKL_STATUS } from '../../../src/domain/packing/status';
import { apiPost } from '../../support/apiSession';
import { typeIntoCell } from '../si/siSteps';
import { customerAndOperator, expectStatus, freeContainer, freshSeal, getPkl, openInQueue, pageAs } from './pklSteps';

/**
 * A returned packing list corrected: the operator returns submitted data from the keyboard — `r`
 * asks for the remarks in a dialog that a bare Enter does not confirm — and the customer finds the
 * remarks on the packing list, corrects the seal and a goods line in the grid, and submits again.
 */
test('the operator returns the data with remarks from the keyboard; the customer corrects it and submits again', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const base = baseURL!;
  const cgo = 'CGO-HZTX-2611-005';
  const { customer, operator } = await customerAndOperator(base, 'return');
  const { type, box } = await freeContainer(base, cgo, customer);

  // through the API: applied, opened, filled and submitted
  const {
    Ids: [id],
  } = await apiPost<{ Ids: number[] }>(base, ENDPOINTS.packingApply, { CGO_ID: cgo, Slots: [{ PKL_CNTR_TYPE: type, Count: 1 }] }, customer);
  await apiPost(base, ENDPOINTS.packingDecideApplication, { Ids: [id], Open: true }, operator);
  const { VERSION } = await apiPost<{ VERSION: number }>(
    base,
    ENDPOINTS.packingSaveData,
    {
      Id: id,
      VERSION: (await getPkl(base, id!, customer)).VERSION,
      PKL_CNNO: box,
      PKL_SEALNO: freshSeal(),
      PKL_STUFF_PLACE: '宁波北仑仓库',
      PKL_STUFF_AT: new Date(Date.now() - 86_400_000).toISOString(),
      PKL_NUM: 100,
      PKL_WEIGHT: 1500,
      PKL_VOLUME: 10,
      Lines: [{ PKD_SEQ: 1, PKD_GOODS: 'COTTON T-SHIRTS', PKD_HSCODE: '610910', PKD_PACKAGE: 'CT', PKD_NUM: 100, PKD_WEIGHT: 1500, PKD_VOLUME: 10 }],
    },
    customer,
  );
  await apiPost(base, ENDPOINTS.packingSubmitData, { Id: id, VERSION }, customer);

  // the operator returns it: r opens the dialog, a bare Enter sends nothing, the dialog's button does
  const op = await pageAs(browser, base, operator);
  await op.goto('/cargoManager/TrachManDataAudit');
  await op.getByRole('tab', { name: /^待审数据/ }).click();
  await openInQueue(op, id!);
  await op.keyboard.press('r');
  const dialog = op.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await op.keyboard.press('Escape'); // dialogs never close on Escape
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('原因（客户会看到）').fill('封号与实际不符，请按箱门封条核对');
  await op.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  expect((await getPkl(base, id!, operator)).PKL_STATUS).toBe(PKL_STATUS.DATA_SUBMITTED);
  await dialog.getByRole('button', { name: '退回数据' }).click();
  await expectStatus(base, id!, operator, PKL_STATUS.DATA_RETURNED);
  await expect(dialog).toHaveCount(0);

  // the customer reads why, corrects the seal and a line in the grid, and submits again
  const cust = await pageAs(browser, base, customer);
  await cust.goto(`/external/workbench/cargoManager/TrachManManager?id=${id}`);
  const editor = cust.getByTestId('pkl-editor');
  await expect(editor.getByTestId('pkl-returned')).toContainText('封号与实际不符，请按箱门封条核对');
  await expect(editor.getByTestId('pkl-status')).toHaveText('数据退回');
  const seal = freshSeal();
  await editor.getByLabel('封号', { exact: true }).fill(seal);
  await typeIntoCell(cust, editor, '第1行 毛重（千克）', '1520');
  await expect(editor.getByTestId('pkl-totals')).toContainText('1520');
  await editor.getByRole('button', { name: '提交装箱数据' }).click();
  await expectStatus(base, id!, operator, PKL_STATUS.DATA_SUBMITTED);
  const stored = await getPkl(base, id!, operator);
  expect(stored).toMatchObject({ PKL_SEALNO: seal, PKL_WEIGHT: 1520, PKL_CNNO: box });
  await expect(editor.getByTestId('pkl-status')).toHaveText('数据待审');
  await expect(editor.getByTestId('pkl-log')).toContainText('装箱数据退回');
});
