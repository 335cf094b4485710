import { expect } from '@playwright/test';
import { test } from '../support/test';
import { STAFF_STATE } from '../support/staff';

test.use({ storageState: STAFF_STATE });

// The master forms pick what they point at: carriers and ports with the one picker, a record
// (an agency, a company, an employee, a terminal) by its name, never by typing its id.

test('a booking code: its carrier picked by 中文, its agency found by name; the grid shows both', async ({ page }) => {
  await page.goto('/DataMaintenance/BookCodes');
  await page.getByRole('button', { name: '新增订舱代码' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('代码', { exact: true }).fill('E2EPICK');
  await form.getByLabel('船公司代码').pressSequentially('马士基', { delay: 30 });
  await expect(form.getByRole('option').first()).toContainText('MAEU');
  await form.getByLabel('船公司代码').press('Enter');
  await expect(form.getByLabel('船公司代码')).toHaveValue('MAEU');
  await form.getByLabel('约号').fill('E2E-PICK-001');
  await form.getByLabel(/^订舱代理/).pressSequentially('Maersk', { delay: 30 });
  await form.getByRole('option', { name: /Maersk Online Booking/ }).click();
  await expect(form.getByLabel(/^订舱代理/)).toHaveValue(/^\d+ Maersk Online Booking \(Shanghai\)$/);
  await form.getByLabel(/^生效日期/).fill('2026-11-01');
  await form.getByLabel(/^截止日期/).fill('2027-10-31');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  const grid = page.getByLabel('订舱代码维护', { exact: true });
  await grid.getByRole('textbox', { name: '代码', exact: true }).fill('E2EPICK');
  await expect(page.getByText('共 1 条')).toBeVisible();
  // one row left once the filter lands: its agency by name and its carrier by code
  await expect(grid.locator('.bp6-table-cell', { hasText: 'Maersk Online Booking (Shanghai)' })).toHaveCount(1);
  await expect(grid.locator('.bp6-table-cell', { hasText: /^MAEU$/ })).toHaveCount(1);
});

test('a booking agency: a list of carriers typed one by one, each picked', async ({ page }) => {
  await page.goto('/DataMaintenance/OrderAgency');
  await page.getByRole('button', { name: '新增订舱代理' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('代理名称').fill('E2E 选择代理');
  const carriers = form.getByLabel(/^船公司代码/);
  await carriers.pressSequentially('MAEU, 地中海', { delay: 30 });
  await form.getByRole('option', { name: /^MSCU/ }).click();
  await expect(carriers).toHaveValue('MAEU, MSCU, ');
  await form.getByLabel('联系人').fill('张三, 021-12345678');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  const grid = page.getByLabel('订舱代理维护', { exact: true });
  await grid.getByRole('textbox', { name: '代理名称' }).fill('E2E 选择代理');
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(grid.locator('.bp6-table-cell', { hasText: 'MAEU MSCU' })).toBeVisible();
});

test('a rate route: two maintainers found by name, a via port picked by 中文; the grid names them in that order', async ({ page }) => {
  await page.goto('/DataMaintenance/FreightRateMaintenance/linemaintain');
  await page.getByRole('button', { name: '编辑 ME', exact: true }).click();
  const form = page.getByRole('dialog');
  const maintainers = form.getByLabel(/^维护人/);
  // a name has spaces in other languages: only a comma parts two people
  await maintainers.pressSequentially('李娜', { delay: 30 });
  await form.getByRole('option', { name: /^\d+ 李娜$/ }).click();
  await maintainers.pressSequentially('平台', { delay: 30 });
  await form.getByRole('option', { name: /^\d+ 平台管理员$/ }).click();
  await expect(maintainers).toHaveValue(/^\d+ 李娜, \d+ 平台管理员, $/);
  const via = form.getByLabel(/^默认中转港/);
  await via.pressSequentially('科伦坡', { delay: 30 });
  await form.getByRole('option', { name: /^LKCMB/ }).click();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  const grid = page.getByLabel('运价航线维护', { exact: true });
  await grid.getByRole('textbox', { name: '航线', exact: true }).fill('ME');
  await expect(grid.locator('.bp6-table-cell', { hasText: /^李娜, 平台管理员$/ })).toHaveCount(1);
  await expect(grid.locator('.bp6-table-cell', { hasText: /^LKCMB$/ })).toHaveCount(1);
});
