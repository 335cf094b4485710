import { expect } from '@playwright/test';
import { test } from '../support/test';
import ExcelJS from 'exceljs';
import { READY_SPACE_PAGES as P } from '../../../src/contract/readySpace/module';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../src/domain/refdata/sailings';
import { makeCompanyEmployee, storageStateWith } from '../../support/apiSession';

/**
 * Batch publish from Excel in the browser (commercial.md §5.4 NowOrderUpload): the provider downloads
 * the template from the page, writes two sailings into it — one good, one with its cut-off after the
 * ETD — and uploads it with "submit at once": the preview asks before writing, then the row report names the listing made (opening it) and
 * the refused row with its reason; the past uploads keep it; the good row waits for the audit.
 */
test('a provider publishes from the Excel template: one listing made and submitted, the bad row refused with its reason', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const token = await makeCompanyEmployee(baseURL!, 'provider.admin@demo.test', 'e2e.rs.upload', 'rs-upload-pass', ['供应商标准角色']);
  const page = await (await browser.newContext({ storageState: storageStateWith(baseURL!, token, 'employee'), acceptDownloads: true })).newPage();
  await page.goto(P.upload);
  const screen = page.getByTestId('ready-space-upload');

  // the template, as the page hands it out
  const downloading = page.waitForEvent('download');
  await screen.getByRole('button', { name: '下载模板' }).click();
  const template = await (await downloading).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(template);
  const sheet = book.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const col = (start: string) => headers.findIndex((h) => h.startsWith(start)) + 1;
  // the example row out, two sailings in
  sheet.spliceRows(2, sheet.rowCount - 1);
  const today = todayInShanghai();
  const voyage = `${String(Date.now()).slice(-5)}W`;
  const row = (n: number, voy: string, fco: string) => {
    const r = sheet.getRow(n);
    r.getCell(col('船公司')).value = 'COSU';
    r.getCell(col('船名')).value = 'COSCO SHIPPING SCORPIO';
    r.getCell(col('航次')).value = voy;
    r.getCell(col('起运港')).value = 'CNSHA';
    r.getCell(col('目的港')).value = 'NLRTM';
    r.getCell(col('开船日期')).value = addDays(today, 20);
    r.getCell(col('截单时间')).value = `${addDays(today, 17)} 12:00`;
    r.getCell(col('截港时间')).value = fco;
    r.getCell(col('40HQ数量')).value = 6;
    r.getCell(col('40HQ价格')).value = '1790';
    r.getCell(col('取消条款')).value = '放舱后取消每箱 USD 300';
    r.commit();
  };
  row(2, voyage, `${addDays(today, 18)} 12:00`);
  row(3, `${voyage}X`, `${addDays(today, 25)} 12:00`); // the FCO after the ETD
  const sheetBytes = Buffer.from(await book.xlsx.writeBuffer());

  await screen.getByText('上传后直接提交审核').click();
  await screen.getByLabel('选择 Excel 文件（.xlsx）上传').setInputFiles({
    name: 'spaces-week48.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: sheetBytes,
  });
  // the row report first (issue 32): nothing is written until the provider confirms it
  const preview = page.getByTestId('import-preview');
  await expect(preview).toContainText('将导入 1 行，拒绝 1 行。确认后才写入。');
  await expect(page.getByTestId('ready-space-upload-outcome')).toHaveCount(0);
  await page.getByRole('dialog').getByRole('button', { name: '确认导入' }).click();
  const outcome = page.getByTestId('ready-space-upload-outcome');
  await expect(outcome).toContainText('已生成 1 条现舱，拒绝 1 行。');
  const refused = page.getByTestId('ready-space-upload-outcome-refused');
  await expect(refused.locator('tr', { hasText: /^\s*3/ })).toContainText(/截|开船/);
  // the past uploads keep it
  await expect(screen.locator('.bp6-table-cell', { hasText: 'spaces-week48.xlsx' })).toBeVisible();

  // the listing made opens, submitted for the platform's audit
  await outcome.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`${P.publish}\\?id=\\d+$`));
  const form = page.getByTestId('ready-space-form');
  await expect(form.getByRole('heading', { level: 2 })).toContainText('待审核');
  await expect(form.getByLabel('航次')).toHaveValue(voyage);
  await expect(form.getByLabel('总量 1')).toHaveValue('6');
});

/** The public ready-space query (/customer/booking): a visitor sees what is on sale by lane and what is left, never a price. */
test('a visitor queries ready space by lane without signing in: classes and what is left, no prices, sign in to buy', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto(P.public);
  const screen = page.getByTestId('ready-space-public');
  await expect(screen.locator('tbody tr').first()).toBeVisible();
  await expect(screen.locator('tbody')).not.toContainText(/USD|\$|¥|\d+\.\d{2}/); // prices are for signed-in buyers
  const pod = (await screen.locator('tbody tr td:nth-child(4)').first().textContent())!;
  const others = (await screen.locator('tbody tr td:nth-child(4)').allTextContents()).filter((p) => p !== pod).length;
  await screen.getByLabel('目的港').fill(pod);
  if (others) await expect(screen.locator('tbody tr td:nth-child(4)', { hasNotText: pod })).toHaveCount(0); // that lane only
  await expect(screen.locator('tbody tr').first()).toContainText(pod);
  for (const shown of await screen.locator('tbody tr td:nth-child(4)').allTextContents()) expect(shown).toBe(pod);
  await expect(screen.locator('tbody tr').first()).toContainText(/40HQ×\d+/);
  await expect(screen.getByRole('button', { name: '登录后购买' }).first()).toBeVisible();
  await screen.getByLabel('目的港').fill('ZZZZZ');
  await expect(screen).toContainText('这条航线暂无在售现舱');
});
