import { expect } from '@playwright/test';
import { test } from '../support/test';
import { STAFF_STATE } from '../support/staff';
import { xlsOf } from '../../support/xlsxFiles';

test.use({ storageState: STAFF_STATE });

test('world ports: found by Chinese name with the country beside it; a new port survives a reload, its wrong zone is refused, and the change log shows it', async ({
  page,
}) => {
  await page.goto('/BasicData/GlobleHaven');
  await expect(page.getByRole('heading', { name: '世界港口' })).toBeVisible();
  const grid = page.getByLabel('世界港口', { exact: true });
  await grid.getByRole('textbox', { name: '中文名称' }).fill('宁波');
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(grid.locator('.bp6-table-cell', { hasText: 'CNNGB' })).toBeVisible();
  await expect(grid.locator('.bp6-table-cell', { hasText: 'CN · 中国' })).toBeVisible();

  await page.getByRole('button', { name: '新增港口' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('UN/LOCODE', { exact: true }).fill('nlams');
  await dialog.getByLabel('中文名称').fill('阿姆斯特丹');
  await dialog.getByLabel('英文名称').fill('Amsterdam');
  await dialog.getByLabel('国家代码（ISO 3166）').fill('NL');
  await dialog.getByLabel('时区（IANA）').fill('Europe/Atlantis');
  await dialog.getByLabel(/^功能/).fill('1');
  // what was typed survives a reload
  await page.reload();
  await page.getByRole('button', { name: '新增港口' }).click();
  await expect(dialog.getByLabel('中文名称')).toHaveValue('阿姆斯特丹');
  await dialog.getByRole('button', { name: '保存' }).click();
  // named as the form names it, in Chinese: no field path, no English
  await expect(dialog.getByRole('alert')).toContainText('时区');
  await expect(dialog.getByRole('alert')).toContainText('不是 IANA 时区');
  await expect(dialog.getByRole('alert')).not.toContainText('TimeZone');
  await expect(dialog.getByLabel('中文名称')).toHaveValue('阿姆斯特丹'); // nothing typed is lost on a refusal
  await dialog.getByLabel('时区（IANA）').fill('Europe/Amsterdam');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();

  await grid.getByRole('textbox', { name: '中文名称' }).fill('阿姆斯特丹');
  await expect(grid.locator('.bp6-table-cell', { hasText: 'NLAMS' })).toBeVisible();
  await expect(grid.locator('.bp6-table-cell', { hasText: 'NL · 荷兰' })).toBeVisible();
  await expect(page.getByTestId('audit-panel')).toContainText('NLAMS');
});

test('carriers: a carrier in use cannot be deleted, the message says why; disabled, the grid says so', async ({ page }) => {
  await page.goto('/BasicData/ShippingCompany');
  const grid = page.getByLabel('船公司', { exact: true });
  await grid.getByRole('textbox', { name: 'SCAC 代码' }).fill('OOLU');
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(grid.locator('.bp6-table-cell', { hasText: '东方海外' })).toBeVisible();
  await page.getByRole('button', { name: '删除 OOLU' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await expect(page.locator('.bp6-toast')).toContainText('OOLU 正在使用中');
  await page.getByRole('button', { name: '停用 OOLU' }).click();
  await expect(grid.locator('.bp6-table-cell', { hasText: /^停用$/ })).toBeVisible();
  await page.getByRole('button', { name: '启用 OOLU' }).click();
  await expect(grid.locator('.bp6-table-cell', { hasText: /^启用$/ })).toBeVisible();
});

test('an .xls import shows its row report first and writes only after 确认导入', async ({ page }) => {
  await page.goto('/BasicData/GlobleHaven');
  const grid = page.getByLabel('世界港口', { exact: true });
  const header = ['代码 UN/LOCODE', '中文名 Chinese name', '英文名 English name', '国家 Country', '时区 Time zone', '功能 Functions', '别名 Aliases'];
  await page.getByTestId('import-file').setInputFiles({
    name: 'ports.xls',
    mimeType: 'application/vnd.ms-excel',
    buffer: xlsOf([
      header,
      ['PLXLS', '预览导入港', 'Preview import', 'PL', 'Europe/Warsaw', '1', ''],
      ['DEXLS', '错国家', 'Wrong', 'PL', 'Europe/Warsaw', '1', ''],
    ]),
  });
  const preview = page.getByTestId('import-preview');
  await expect(preview).toContainText('将导入 1 行，拒绝 1 行。确认后才写入。');
  await expect(preview).toContainText('3'); // the refused row, by its sheet row
  // nothing is written yet
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '取消' }).click();
  await grid.getByRole('textbox', { name: '中文名称' }).fill('预览导入港');
  await expect(page.getByText('没有符合条件的记录')).toBeVisible();

  await page.getByTestId('import-file').setInputFiles({
    name: 'ports.xls',
    mimeType: 'application/vnd.ms-excel',
    buffer: xlsOf([
      header,
      ['PLXLS', '预览导入港', 'Preview import', 'PL', 'Europe/Warsaw', '1', ''],
      ['DEXLS', '错国家', 'Wrong', 'PL', 'Europe/Warsaw', '1', ''],
    ]),
  });
  await dialog.getByRole('button', { name: '确认导入' }).click();
  await expect(page.getByTestId('import-result')).toContainText('已导入 1 行，拒绝 1 行。');
  await expect(grid.locator('.bp6-table-cell', { hasText: 'PLXLS' })).toBeVisible();
});
