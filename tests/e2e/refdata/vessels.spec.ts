import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { STAFF_STATE } from '../support/staff';

test.use({ storageState: STAFF_STATE });

const token = (page: Page) => page.evaluate(() => localStorage.getItem('freight.token'));

test('vessels: found by IMO; a new vessel with a mistyped IMO is refused, then saved in capitals and in the change log', async ({ page }) => {
  await page.goto('/DataMaintenance/Shipmaintain');
  await expect(page.getByRole('heading', { name: '船舶维护' })).toBeVisible();
  const grid = page.getByLabel('船舶维护', { exact: true });
  await grid.getByRole('textbox', { name: 'IMO 编号' }).fill('9811000');
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(grid.locator('.bp6-table-cell', { hasText: 'EVER GIVEN' })).toBeVisible();

  await page.getByRole('button', { name: '新增船舶' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('船名').fill('e2e feeder');
  await dialog.getByLabel('IMO 编号').fill('9074720');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByRole('alert')).toContainText('IMO 校验位不符');
  await dialog.getByLabel('IMO 编号').fill('9074729');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await grid.getByRole('textbox', { name: 'IMO 编号' }).fill('9074729');
  await expect(grid.locator('.bp6-table-cell', { hasText: 'E2E FEEDER' })).toBeVisible();
  await expect(page.getByTestId('audit-panel')).toContainText('9074729');
});

test('ship agencies: the seeded PENAVICO branches with their ports and contacts', async ({ page }) => {
  await page.goto('/DataMaintenance/ShipAgency');
  const grid = page.getByLabel('船代维护', { exact: true });
  await grid.getByRole('textbox', { name: '代码', exact: true }).fill('PENNGB');
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(grid.locator('.bp6-table-cell', { hasText: '宁波外轮代理有限公司' })).toBeVisible();
  await expect(grid.locator('.bp6-table-cell', { hasText: 'CNNGB' }).first()).toBeVisible();
});

test('code mappings: a code an import could not resolve is listed as unmapped; "map it" opens the editor filled, and once mapped it leaves the list', async ({
  page,
}) => {
  await page.goto('/DataMaintenance/BasicDataMapping');
  const resolved = await page.request.post('/api/CodeMapping/Resolve', {
    headers: { authorization: `Bearer ${await token(page)}`, 'web-version': '1' },
    data: { Kind: 'PORT', System: 'CARRIER:E2E', Codes: ['shghai'] },
  });
  expect(resolved.ok()).toBe(true);
  await page.reload();
  const unmapped = page.getByLabel('未映射代码', { exact: true }).last();
  await expect(unmapped.locator('.bp6-table-cell', { hasText: 'SHGHAI' })).toBeVisible();
  await page.getByRole('button', { name: '建立映射 CARRIER:E2E SHGHAI' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('外部代码')).toHaveValue('SHGHAI');
  await expect(dialog.getByLabel('外部系统')).toHaveValue('CARRIER:E2E');
  await dialog.getByLabel('内部代码').fill('CNSHA');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(unmapped.locator('.bp6-table-cell', { hasText: 'SHGHAI' })).toHaveCount(0);
  const grid = page.getByLabel('基础数据映射', { exact: true });
  await grid.getByRole('textbox', { name: '外部代码' }).fill('SHGHAI');
  await expect(grid.locator('.bp6-table-cell', { hasText: 'SHGHAI' })).toBeVisible();
  // the filter leaves the one row, which names our port
  await expect(grid.locator('.bp6-table-cell', { hasText: '上海' })).toHaveCount(1);
});
