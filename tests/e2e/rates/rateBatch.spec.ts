import { expect } from '@playwright/test';
import { test } from '../support/test';
import { rateBody } from '../../api/rates/rateBody';
import { apiPost, makeCompanyEmployee, makeEmployeeWith, storageStateWith } from '../../support/apiSession';
import { carrierWorkbook } from '../../support/rateSheets';
import { staffToken } from '../si/siSteps';

/**
 * The pricing desk's batch work in the browser (issue 16, commercial.md §2.5): a clerk uploads a
 * carrier's own sheet (a title, a merged two-line header, two trades, blank lines) with two bad
 * rows, corrects one in the grid, applies the rest and finds them among the drafts; the manager
 * publishes a GRI notice with its PDF to customers, plans an increase that splits a rate's window
 * at the notice's day and applies it; a customer's employee, the page open, is told live and reads
 * the notice beside the rate query. Dalian (CNDLC) is no other test's port of loading.
 */
const day = (offset: number) => new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const staff = async (browser: import('@playwright/test').Browser, baseURL: string, login: string, role: string) =>
  (
    await browser.newContext({
      storageState: storageStateWith(baseURL, await makeEmployeeWith(baseURL, staffToken(), login, `${login}-pass`, [role]), 'employee'),
    })
  ).newPage();

test('a carrier sheet with bad rows: one corrected in the grid, the good ones applied as drafts', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const clerk = await staff(browser, baseURL!, 'e2e.batch.clerk', '运价专员');
  const [from, to] = [day(2), day(40)];
  const sheet = await carrierWorkbook([
    {
      name: 'Europe',
      title: 'COSCO — Dalian / North Europe',
      lanes: [
        { pol: 'CNDLC', pod: 'GBFXT', prices: { '20GP': 'USD 1,210', '40HQ': '1,610' }, from, to, transit: '35 days' },
        { pol: 'CNDLC', pod: 'DEHAM', prices: { '20GP': '1220', '40HQ': '1620' }, from, to },
        { pol: 'CNDLC', pod: 'XXQQQ', prices: { '20GP': '1230', '40HQ': '1630' }, from, to },
        { pol: 'CNDLC', pod: 'NLRTM', prices: { '20GP': '1200', '40HQ': '1600' }, from, to },
      ],
    },
    {
      name: 'Med',
      title: 'COSCO — Dalian / Mediterranean',
      lanes: [
        { pol: 'CNDLC', pod: 'ITGOA', prices: { '20GP': '1400', '40HQ': '1900' }, from, to },
        { pol: 'CNDLC', pod: 'ESVLC', prices: { '20GP': 'abc', '40HQ': '1950' }, from, to },
      ],
    },
  ]);
  await clerk.goto('/SeaFreight/FreightManagement/NewFCLFreightBatch');
  await clerk.getByLabel('船公司', { exact: true }).fill('COSU');
  await clerk.getByLabel('选择运价表（.xlsx 或 .xls）并上传').setInputFiles({
    name: 'cosco-dalian.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: sheet,
  });
  const batch = clerk.getByTestId('batch-view');
  await expect(batch.getByTestId('batch-counts')).toContainText('共 6 行：通过 4 行，拒绝 2 行');
  await expect(batch.getByTestId('batch-status')).toHaveText('已校验，待执行');
  await expect(clerk).toHaveURL(/batch=\d+/);
  const rows = batch.getByTestId('batch-rows');
  await expect(rows.locator('tr', { hasText: 'Europe / 7' })).toContainText('目的港');
  await expect(rows.locator('tr', { hasText: 'Med / 6' })).toContainText('20GP 的价格「abc」不是金额');

  // the unknown port is corrected in the grid: checked again at once
  await rows.getByLabel('行 7 目的港').fill('FRLEH');
  await rows.locator('tr', { hasText: 'Europe / 7' }).getByRole('button', { name: '保存并重新校验' }).click();
  await expect(batch.getByTestId('batch-counts')).toContainText('通过 5 行，拒绝 1 行');
  // a reload keeps the batch (it is in the address)
  await clerk.reload();
  await expect(clerk.getByTestId('batch-counts')).toContainText('通过 5 行，拒绝 1 行');

  await clerk.getByRole('button', { name: '执行批次' }).click();
  await clerk.getByRole('alertdialog').getByRole('button', { name: '执行批次' }).click();
  await expect(clerk.getByText('批次已执行：写入 5 条')).toBeVisible();
  await expect(clerk.getByTestId('batch-status')).toHaveText('已执行');
  await expect(clerk.getByTestId('batch-rows')).toContainText(/FCL\d+/);

  await clerk.getByRole('link', { name: '去草稿页提交' }).click();
  await clerk.getByLabel('运价草稿', { exact: true }).getByRole('textbox', { name: '起运港' }).fill('CNDLC');
  await expect(clerk.getByText('共 5 条')).toBeVisible();

  // the results page lists the batch with its counts
  await clerk.goto('/SeaFreight/FreightManagement/FreightResult');
  await expect(clerk.getByTestId('batch-results')).toContainText('cosco-dalian.xlsx');
});

test('a GRI notice reaches customers and the increase splits a window at its day', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const manager = await staff(browser, baseURL!, 'e2e.batch.manager', '运价经理');
  // the desk's rate is written by the clerk's role, published by the manager's
  const managerToken = await makeEmployeeWith(baseURL!, staffToken(), 'e2e.batch.manager2', 'e2e.batch.manager2-pass', ['运价专员', '运价经理']);
  // a published rate Dalian → Tokyo from the day after tomorrow for 30 days
  const draft = await apiPost<{ Id: number; Revision: number }>(
    baseURL!,
    '/api/FclRate/SaveDraft',
    rateBody({ CarrierCode: 'ONEY', PolCode: 'CNDLC', PodCode: 'JPTYO', ValidFrom: day(1), ValidTo: day(30), TransitDays: 3 }),
    managerToken,
  );
  await apiPost(baseURL!, '/api/FclRate/Submit', { Id: draft.Id, Revision: draft.Revision }, managerToken);
  // a customer's employee is at work meanwhile, the page open
  const token = await makeCompanyEmployee(baseURL!, 'customer.admin@demo.test', 'e2e.batch.hztx', 'batch-hztx-pass', ['客户标准角色']);
  const customer = await (await browser.newContext({ storageState: storageStateWith(baseURL!, token, 'employee') })).newPage();
  await customer.goto('/external/workbench/PriceQuery');
  await expect(customer.getByTestId('unread-badge')).toHaveAttribute('data-live', 'live');

  // the notice, its PDF, published to customers
  await manager.goto('/SeaFreight/FreightManagement/FCLFreightPost');
  await manager.getByRole('button', { name: '新建公告' }).click();
  const editor = manager.getByRole('dialog');
  await editor.getByLabel('标题').fill('ONE 大连—东京 GRI');
  await editor.getByLabel('内容').fill('40HQ 上调 USD 150');
  await editor.getByLabel('生效日期').fill(day(10));
  await editor.getByLabel('发布对象').selectOption({ label: '仅客户' });
  await editor.getByRole('button', { name: '已保存' }).click();
  await expect(editor).toBeHidden();
  const row = manager.locator('.bp6-table-cell, tr').filter({ hasText: 'ONE 大连—东京 GRI' }).first();
  await expect(row).toBeVisible();
  await manager
    .getByLabel('上传 PDF ONE 大连—东京 GRI')
    .setInputFiles({ name: 'ONE-GRI.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(manager.getByText('附件已上传')).toBeVisible();
  await manager.getByRole('button', { name: '发布', exact: true }).first().click();
  await manager.getByRole('alertdialog').getByRole('button', { name: '发布' }).click();
  await expect(manager.getByText(/已发布，已通知 \d+ 家公司/)).toBeVisible();
  // it reaches the customer's open page live
  await expect(customer.locator('.bp6-toast', { hasText: '运价公告：ONE 大连—东京 GRI' })).toBeVisible();

  // the increase: ONE to Tokyo, 40HQ + 150 from the notice's day, linked to it
  await manager.goto('/SeaFreight/FreightManagement/FCLFreightIncrease');
  await manager.getByLabel('船公司代码（逗号分隔）').fill('ONEY');
  await manager.getByLabel('起运港代码（逗号分隔）').fill('CNDLC');
  await manager.getByLabel('目的港代码（逗号分隔）').fill('JPTYO');
  await manager.getByLabel('40HQ 调整金额').fill('150');
  await manager.getByLabel('生效日期').fill(day(10));
  await manager.getByLabel('关联运价公告（可选）').selectOption({ label: `ONE 大连—东京 GRI (${day(10)})` });
  await manager.getByRole('button', { name: '预览' }).click();
  const batch = manager.getByTestId('batch-view');
  await expect(batch.getByTestId('batch-rows')).toContainText('拆分有效期');
  await expect(batch.getByTestId('batch-rows')).toContainText(`${day(10)} – ${day(30)}`);
  await expect(batch.getByTestId('batch-rows')).toContainText('40HQ 2000');
  await expect(batch).toContainText('关联公告：ONE 大连—东京 GRI');
  await manager.getByRole('button', { name: '执行批次' }).click();
  await manager.getByRole('alertdialog').getByRole('button', { name: '执行批次' }).click();
  await expect(manager.getByText('批次已执行：写入 1 条')).toBeVisible();

  // the published grid holds both windows of the rate
  await manager.goto('/SeaFreight/FreightManagement/FCLFreight');
  await manager.getByLabel('整箱运价维护', { exact: true }).getByRole('textbox', { name: '起运港' }).fill('CNDLC');
  await expect(manager.getByText('共 2 条')).toBeVisible();

  // the customer reads it beside the rate query, with the carrier's circular
  await customer.reload();
  const panel = customer.getByTestId('published-notices');
  await expect(panel).toContainText('ONE 大连—东京 GRI');
  await expect(panel.getByRole('button', { name: '下载 PDF ONE-GRI.pdf' })).toBeVisible();
});
