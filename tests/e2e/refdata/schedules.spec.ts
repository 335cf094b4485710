import { expect } from '@playwright/test';
import { test } from '../support/test';
import { STAFF_STATE } from '../support/staff';

/**
 * Schedules (commercial.md §1.3, §1.4): a visitor searches Shanghai → Rotterdam and reads ETD and
 * cut-offs on Shanghai's clock and ETA on Rotterdam's; staff generate a service's sailings, enter an
 * estimated departure and omit a call in the port's local time, and preview a "截二开四" template.
 */

test('a visitor finds the direct sailings Shanghai → Rotterdam with cut-offs in local time; the search survives a reload', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/external/electronic/schedules');
  await expect(page.getByRole('heading', { name: '电子船期' })).toBeVisible();
  const pol = page.getByRole('combobox', { name: '起运港' });
  await pol.fill('shanghai');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('CNSHA');
  await pol.press('Enter');
  await expect(pol).toHaveValue('CNSHA');
  const pod = page.getByRole('combobox', { name: '目的港' });
  await pod.fill('Rotterdam');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('NLRTM');
  await pod.press('Enter');
  await page.getByRole('button', { name: '查询船期' }).click();
  const results = page.getByRole('table', { name: '船期' });
  await expect(results.locator('tbody tr').first()).toBeVisible();
  const first = results.locator('tbody tr').first();
  await expect(first.locator('td').nth(4)).toContainText('+08:00'); // ETD on Shanghai's clock
  await expect(first.locator('td').nth(5)).toContainText(/ \+0[12]:00/); // ETA on Rotterdam's
  await expect(first.locator('td').nth(8)).toContainText(/截单 \(DCO\) \d{4}-\d{2}-\d{2} \d{2}:\d{2} \+08:00/);
  // the COSCO loop calls at Yangshan's Guandong terminal: its sailings say so under the ETD
  const cosco = results
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name: 'AEU1', exact: true }) })
    .first();
  await expect(cosco.locator('td').nth(4)).toContainText('洋山三期 冠东码头');
  expect(page.url()).toContain('from=CNSHA');
  await page.reload();
  await expect(page.getByRole('combobox', { name: '起运港' })).toHaveValue('CNSHA');
  await expect(page.getByRole('table', { name: '船期' }).locator('tbody tr').first()).toBeVisible();

  // no loop calls at Xiamen and then Piraeus: with one transhipment, via Yantian, where Maersk takes
  // over from COSCO — offered only when another carrier may take over at the hub (issue 32)
  await page.goto('/external/electronic/schedules?from=CNXMN&to=GRPIR&via=1');
  await expect(page.getByRole('checkbox', { name: '含一次中转' })).toBeChecked();
  await expect(page.getByText('所选期间没有直航或一次中转的船期。')).toBeVisible();
  await page.getByText('中转可换承运人').click();
  await page.getByRole('button', { name: '查询船期' }).click();
  await expect(page.getByRole('checkbox', { name: '中转可换承运人' })).toBeChecked();
  await expect(page.getByRole('table', { name: '船期' }).locator('tbody tr').first()).toContainText(/经 CNYTN 盐田 转 MAEU/);
});

test.describe('staff', () => {
  test.use({ storageState: STAFF_STATE });

  test('generates a service’s sailings, enters an estimated departure on the port’s clock and omits a call with its reason', async ({ page }) => {
    test.setTimeout(60_000); // three screens and four dialogs
    await page.goto('/DataMaintenance/ShipSchedulemaintain');
    const services = page.getByLabel('船期维护', { exact: true });
    await services.getByRole('textbox', { name: '服务代码' }).fill('MSCU-ANE1');
    await expect(page.getByText('共 1 条')).toBeVisible();
    await page.getByRole('button', { name: '生成船期' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('周数（1–26）').fill('16');
    await dialog.getByRole('button', { name: '生成船期' }).click();
    await expect(dialog).toContainText(/新增 \d+ 个挂靠，保留已有 \d+ 个/);

    await page.goto('/DataMaintenance/ScheduleMaintenance');
    const calls = page.getByLabel('实时船期信息', { exact: true });
    await calls.getByRole('textbox', { name: '挂靠港' }).fill('SGSIN');
    await calls.getByRole('textbox', { name: '航线代码' }).fill('ANE1');
    await expect(calls.locator('.bp6-table-cell', { hasText: 'SGSIN' }).first()).toBeVisible();
    await page.getByRole('button', { name: '录入时间' }).first().click();
    const times = page.getByRole('dialog');
    const local = times.getByLabel(/当地时间（Asia\/Singapore）/);
    const planned = await local.inputValue();
    expect(planned).toMatch(/^\d{4}-\d{2}-\d{2} 12:00$/);
    await local.fill(planned.replace('12:00', '18:30'));
    await times.getByRole('button', { name: '保存' }).click();
    await expect(times).toBeHidden();
    // the call's history says what was entered (the time columns are further right)
    await expect(page.getByTestId('audit-panel')).toContainText('录入预计离港');
    await expect(page.getByTestId('audit-panel')).toContainText(' 18:30 +08:00'); // 10:30Z: Singapore's clock and the office's read the same

    await page.getByRole('button', { name: '跳港' }).nth(1).click();
    const omit = page.getByRole('dialog');
    await omit.getByLabel('跳港/取消原因').fill('港口拥堵');
    await omit.getByRole('button', { name: '跳港' }).click();
    await expect(omit).toBeHidden();
    await expect(page.getByTestId('audit-panel')).toContainText('港口拥堵');
    await calls.getByRole('combobox', { name: '状态' }).selectOption({ label: '跳港' });
    await expect(calls.locator('.bp6-table-cell', { hasText: /^跳港$/ }).first()).toBeVisible();
  });

  test('a schedule template previews its next four sailings; a new one is typed the way forwarders write it, its port and carrier picked', async ({ page }) => {
    await page.goto('/SeaFreight/FreightManagement/SailScheduleTemplate');
    const grid = page.getByLabel('船期模板', { exact: true });
    await grid.getByRole('textbox', { name: '模板名称' }).fill('上海欧线');
    await expect(page.getByText('共 1 条')).toBeVisible();
    await expect(grid.getByTitle('截二开四', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '预览' }).click();
    const preview = page.getByRole('dialog');
    await expect(preview.getByRole('table').locator('tbody tr')).toHaveCount(4);
    await preview.getByRole('button', { name: /关闭|Close/ }).click();

    await page.getByRole('button', { name: '新增船期模板' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('模板名称').fill('厦门美西 截三开五');
    await form.getByLabel(/^船期/).fill('截周三开周六');
    await form.getByLabel('航程（天）').fill('16');
    // ports and carriers are picked with the one picker, as in the SI editor: 中文 and pinyin initials
    await form.getByLabel('起运港').pressSequentially('厦门', { delay: 30 });
    await form.getByRole('option', { name: /^CNXMN/ }).click();
    await expect(form.getByLabel('起运港')).toHaveValue('CNXMN');
    await form.getByLabel('船公司代码').pressSequentially('zyhy', { delay: 30 });
    await expect(form.getByRole('option').first()).toContainText('中远海运集运');
    await form.getByLabel('船公司代码').press('Enter');
    await expect(form.getByLabel('船公司代码')).toHaveValue('COSU');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form).toBeHidden();
    await grid.getByRole('textbox', { name: '模板名称' }).fill('厦门美西');
    await expect(grid.locator('.bp6-table-cell', { hasText: '截三开六' })).toBeVisible();
    await expect(grid.locator('.bp6-table-cell', { hasText: /^COSU$/ })).toBeVisible();
  });
});
