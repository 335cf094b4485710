import { expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { STAFF_STATE } from './support/staff';
import { test } from './support/test';

/**
 * 基础代码 in Chromium (issue 51): the platform's admin finds Incoterms, renames a code's label, makes
 * a CUSTOM list with two codes, exports it, and imports a sheet with one bad row — the preview's
 * row report names the row and why, and only the good rows are written. Each screen is photographed.
 */
test.use({ storageState: STAFF_STATE, viewport: { width: 1400, height: 900 } });

test('find Incoterms, edit a label, a custom list with two codes, export, import with a bad row', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/system/basicCode');
  await page.getByRole('textbox', { name: '搜索代码表' }).fill('incoterms');
  await page.getByRole('option', { name: /贸易术语/ }).click();
  const entries = page.getByTestId('code-entries');
  await expect(entries.locator('tr[data-code="DPU"]')).toContainText('卸货地交货');
  await expect(page.getByTestId('code-list-readers')).toContainText('目前没有模块读取此代码表');
  await expect(page.getByRole('button', { name: '新增代码' })).toHaveCount(0); // a SYSTEM list takes no new code
  await page.screenshot({ path: 'test-results/codeLists-incoterms.png' });

  // a label: the dialog's Chinese name has the focus, the code is fixed
  await entries.getByRole('button', { name: '编辑 FOB' }).click();
  const dialog = page.getByTestId('code-entry-form');
  const zh = dialog.getByLabel('中文名');
  await expect(zh).toBeFocused();
  await expect(dialog.getByLabel('代码')).toBeDisabled();
  await zh.fill('船上交货（离岸价）');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(entries.locator('tr[data-code="FOB"]')).toContainText('船上交货（离岸价）');

  // keys: not while typing in a field, `h` on the page opens the history with the change
  await page.getByRole('textbox', { name: '搜索代码或名称' }).press('h');
  await expect(page.getByTestId('code-list-history')).toHaveCount(0);
  await page.getByRole('textbox', { name: '搜索代码或名称' }).fill('');
  await page.getByRole('heading', { name: '贸易术语' }).click();
  await page.keyboard.press('Control+h');
  await expect(page.getByTestId('code-list-history')).toHaveCount(0);
  await page.keyboard.press('h');
  await expect(page.getByTestId('code-list-history')).toContainText('船上交货 → 船上交货（离岸价）');

  // a CUSTOM list with two codes
  const code = `E2E-${Date.now() % 1_000_000}`;
  await page.getByRole('button', { name: '新建代码表' }).click();
  const listForm = page.getByTestId('code-list-form');
  await expect(listForm.getByLabel('代码')).toBeFocused();
  await listForm.getByLabel('代码').fill(code.toLowerCase());
  await listForm.getByLabel('中文名').fill('测试包装');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('heading', { name: '测试包装' })).toBeVisible();
  for (const [c, name] of [
    ['box', '纸箱'],
    ['PLT', '托盘'],
  ] as const) {
    await page.getByRole('button', { name: '新增代码' }).click();
    const form = page.getByTestId('code-entry-form');
    await expect(form.getByLabel('代码')).toBeFocused();
    await form.getByLabel('代码').fill(c);
    await form.getByLabel('中文名').fill(name);
    await page.getByRole('button', { name: '保存' }).click();
    await expect(entries.locator(`tr[data-code="${c.toUpperCase()}"]`)).toContainText(name);
  }

  // export: the list's codes in its order
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出代码' }).click();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await (await downloading).path());
  const sheet = book.worksheets[0]!;
  const cell = (r: number, c: number) => String(sheet.getRow(r).getCell(c).value ?? '');
  expect([cell(2, 1), cell(3, 1)]).toEqual(['BOX', 'PLT']);
  const headers = [1, 2, 3, 4, 5].map((c) => cell(1, c));

  // import: one changed, one added, one bad row — the preview first, nothing written until confirmed
  const upload = new ExcelJS.Workbook();
  const ws = upload.addWorksheet('codes');
  ws.addRows([headers, ['BOX', '纸箱', 'Carton', '启用', ''], ['CRATE', '木箱', 'Crate', '', ''], ['BAD CODE', '坏', '', '', '']]);
  await page.getByLabel('导入代码').setInputFiles({
    name: 'codes.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await upload.xlsx.writeBuffer()),
  });
  const preview = page.getByTestId('import-preview');
  await expect(preview.locator('tr[data-answer="REFUSED"]')).toContainText('代码：只能包含字母、数字');
  await expect(preview.locator('tr[data-answer="REFUSED"]')).toContainText('4');
  await expect(preview.locator('tr[data-answer="CREATE"]')).toContainText('CRATE');
  await expect(preview.locator('tr[data-answer="UPDATE"]')).toContainText('BOX');
  await expect(entries.locator('tr[data-code="CRATE"]')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/codeLists-import-preview.png' });
  await page.getByRole('button', { name: '确认导入' }).click();
  await expect(page.getByTestId('import-result')).toContainText('1');
  await page
    .getByRole('dialog')
    .filter({ has: page.getByTestId('import-result') })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(entries.locator('tr[data-code="CRATE"]')).toContainText('木箱');
  await expect(entries.locator('tr[data-code="BOX"]')).toContainText('Carton');
  await expect(entries.locator('tr')).toHaveCount(4); // the header and three codes: the bad row was not written
  await page.screenshot({ path: 'test-results/codeLists-custom.png' });
});
