import { expect, test } from '@playwright/test';
import { STAFF_STATE } from '../support/staff';

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
  await expect(dialog.getByRole('alert')).toContainText('TimeZone');
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
