import ExcelJS from 'exceljs';
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import { STAFF_STATE } from '../support/staff';

test.use({ storageState: STAFF_STATE });

// /PackingDynamic/Containermaintenance (operations.md §5.4): the staff add an event in the form
// (the codes picked by their words, the check before sending), retract it with a reason, see the
// demo's out-of-sequence gate-in in red, and import a sheet with its row report first.

const GRID = '在途订舱各箱的最新动态';
/** 天祥's demo box on CGO-HZTX-2611-001 (loaded at Shanghai): these specs alone add events to it. */
const BOX = withCheckDigit('TGHU123456');

/** Now on Shanghai's clock, to the minute, minus `hours`. */
const shanghai = (hours = 0) => new Date(Date.now() - hours * 3_600_000 + 8 * 3_600_000).toISOString().slice(0, 16);

test('an event typed in the form: checked before it is sent, stored, then retracted with a reason', async ({ page }) => {
  await page.goto('/PackingDynamic/Containermaintenance');
  await page.getByRole('button', { name: '新增箱动态' }).first().click();
  const form = page.getByRole('dialog');
  await form.getByLabel('事件代码').selectOption({ label: 'INSP（查验）' });
  await form.getByLabel('空/重').selectOption('LADEN');
  await form.locator('#evt-local').fill(shanghai(1));
  // a mistyped check digit is told before anything is sent
  await form.getByLabel('箱号').fill(`${BOX.slice(0, 10)}${(Number(BOX[10]) + 1) % 10}`);
  await form.getByRole('button', { name: '新增箱动态' }).click();
  await expect(form.getByTestId('event-problems')).toContainText('ISO 6346 校验码不对');
  await form.getByLabel('箱号').fill(BOX);
  await form.getByLabel('备注').fill('E2E 查验');
  await form.getByRole('button', { name: '新增箱动态' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('事件已保存。')).toBeVisible();

  const grid = page.getByLabel(GRID, { exact: true });
  await grid.getByRole('textbox', { name: '箱号' }).fill(BOX);
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(grid.locator('.bp6-table-cell', { hasText: 'INSP（查验）' })).toBeVisible();
  await expect(grid.locator('.bp6-table-cell', { hasText: /\+08:00（Asia\/Shanghai）/ })).toBeVisible();

  await grid.getByRole('button', { name: `撤回 ${BOX} INSP` }).click();
  const ask = page.getByRole('dialog');
  await expect(ask.getByRole('button', { name: '撤回' })).toBeDisabled();
  await ask.getByLabel('原因').fill('误录：并未查验');
  await ask.getByRole('button', { name: '撤回' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText('事件已撤回，原事件仍保留并划线显示。')).toBeVisible();
  // the latest actual is the load again: the retracted inspection is no longer where the box is
  await expect(grid.locator('.bp6-table-cell', { hasText: 'LOAD（装船）' })).toBeVisible();
});

test('the demo box loaded before its gate-in is flagged in red on the grid', async ({ page }) => {
  await page.goto('/PackingDynamic/Containermaintenance');
  const grid = page.getByLabel(GRID, { exact: true });
  await grid.getByRole('textbox', { name: '箱号' }).fill(withCheckDigit('MSKU410222'));
  await expect(page.getByText('共 1 条')).toBeVisible();
  const flagged = grid.locator('.bp6-table-cell', { hasText: '⚠ 顺序异常' });
  await expect(flagged).toBeVisible();
  await expect(flagged).toHaveClass(/bp6-intent-danger/);
  await page.screenshot({ path: 'test-results/container-maintenance-zh.png' });
});

test('a sheet of events: the row report first with each refused row’s reasons, then the good row written', async ({ page }) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('events');
  sheet.addRow(['EVT_TYPE', 'EVT_CODE', 'EVT_CLASSIFIER', 'EVT_AT', 'EVT_EQUIPMENT_REF', 'EVT_EMPTY', 'EVT_LOCATION']);
  const box = withCheckDigit('TGHU987650');
  sheet.addRow(['EQUIPMENT', 'GTOT', 'ACT', `${shanghai(3)}:00+08:00`, box, 'EMPTY', 'CNSHA']);
  sheet.addRow(['EQUIPMENT', 'XXXX', 'ACT', `${shanghai(3)}:00+08:00`, box, 'EMPTY', 'CNSHA']);
  const buffer = Buffer.from(await book.xlsx.writeBuffer());

  await page.goto('/PackingDynamic/Containermaintenance');
  await page
    .getByLabel('导入箱动态')
    .setInputFiles({ name: 'events.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
  const preview = page.getByTestId('import-preview');
  await expect(preview).toContainText('不是 EQUIPMENT 事件的 DCSA 代码');
  await page.getByRole('button', { name: '确认导入' }).click();
  await expect(page.getByTestId('import-result')).toContainText('1');
  await page.goto('/PackingDynamic/Containerquerry');
  await page.getByLabel('箱号', { exact: true }).first().fill(box);
  await page.getByRole('button', { name: '查询箱动态' }).click();
  await expect(page.getByTestId('raw-events')).toContainText('Excel 导入');
});
