import { expect } from '@playwright/test';
import { test } from '../support/test';
import { STAFF_STATE } from '../support/staff';

test.use({ storageState: STAFF_STATE });

test('a new employee: what was typed survives a reload, the save lands, and the list finds it by filter', async ({ page }) => {
  await page.goto('/system/StuffEdit');
  await expect(page.getByRole('heading', { name: '新增员工' })).toBeVisible();
  await page.getByLabel('姓名').fill('草稿员工');
  await page.getByLabel('企业登录名（可选）').fill('e2e.draft');
  await page.getByLabel('初始密码').fill('draft-pass-1');
  await page.reload();
  await expect(page.getByLabel('姓名')).toHaveValue('草稿员工');
  await expect(page.getByLabel('企业登录名（可选）')).toHaveValue('e2e.draft');
  await expect(page.getByLabel('初始密码')).toHaveValue(''); // never written down
  await page.getByLabel('电话').fill('not a phone');
  await page.getByLabel('初始密码').fill('draft-pass-1');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alert')).toContainText('电话：不是电话号码');
  await page.getByLabel('电话').fill('021-1234 5678');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/system\/StuffEdit\?id=\d+$/);
  await expect(page.getByRole('heading', { name: /编辑员工：草稿员工/ })).toBeVisible();
  // the change log speaks the page's language, and shows what was recorded as lines, not JSON
  await expect(page.getByTestId('audit-panel')).toContainText('新增');
  await expect(page.getByTestId('audit-panel')).toContainText('企业登录名: e2e.draft');

  await page.goto('/system/employee/list');
  const list = page.getByLabel('员工', { exact: true });
  await list.getByRole('textbox', { name: '姓名' }).fill('草稿');
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(list.locator('.bp6-table-cell', { hasText: 'e2e.draft' })).toBeVisible();
});
