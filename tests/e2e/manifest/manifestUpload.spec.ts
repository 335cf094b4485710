import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { BILL_FIELDS, CONTAINER_FIELDS, GOODS_FIELDS } from '../../../server/modules/manifest/uploadTemplate';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { employeeToken } from '../../support/apiSession';
import { bookedTypes, pageAs } from '../packing/pklSteps';
import { apiGet } from '../si/siSteps';
import { ownServer } from '../support/ownServer';

/** 天祥's booking of two 40HQ: on this spec's own server, only this spec uploads for it. */
const CGO = 'CGO-HZTX-2611-004';

/** The three sheets under the template's headers, written where the file chooser can take them. */
async function workbookFile(name: string, sheets: Record<string, string | number>[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  [BILL_FIELDS, CONTAINER_FIELDS, GOODS_FIELDS].forEach((fields, i) => {
    const ws = book.addWorksheet(['主数据 Bills', '集装箱 Containers', '货物 Goods'][i]!);
    ws.addRow(fields.map((f) => f.headers[0]));
    for (const r of sheets[i]!) ws.addRow(fields.map((f) => r[f.key] ?? ''));
  });
  const path = join(mkdtempSync(join(tmpdir(), 'mft-upload-')), name);
  await book.xlsx.writeFile(path);
  return path;
}

/**
 * Issue 35's Excel upload as forwarders expect it, in Chromium: a workbook of three sheets (two
 * house bills of the booking: one good, one with a package count that is no number) is chosen; the
 * preview answers every row — will create, or refused naming the sheet, row and column — and nothing
 * is saved; confirmed, the good bill becomes a draft manifest with its containers and goods, the
 * refused rows stay listed with their reasons, and the upload list keeps the file.
 */
test('the manifest upload: three sheets previewed row by row, nothing saved until confirmed, then the draft made', async ({ browser }) => {
  test.setTimeout(120_000);
  const server = ownServer(Number(process.env.E2E_PORT ?? 4173) + 6);
  await server.start();
  try {
    const base = server.base;
    const desk = await employeeToken(base, 'admin@demo.test');
    const [booked] = await bookedTypes(base, CGO, desk);
    const [a, b] = booked!.CNNOS as [string, string];
    const goods = (bl: string, cnno: string, o: Record<string, string | number> = {}) => ({
      BL_NO: bl,
      CNNO: cnno,
      DESC: 'CERAMIC DINNERWARE SETS',
      HSCODE: '691110',
      PKGS: 480,
      PACKAGE: 'CT',
      KG: 9600,
      CBM: 56,
      MARKS: 'N/M',
      ...o,
    });
    const file = await workbookFile('舱单上传.xlsx', [
      [
        { BL_NO: 'E2EUPH0001', CGO_ID: CGO, PAYMENT_TERM: 'PP', SHIPPER_NAME: 'HANGZHOU TIANXIANG TRADING CO LTD', CONSIGNEE_NAME: 'NORDIC HOME GOODS GMBH' },
        { BL_NO: 'E2EUPH0002', CGO_ID: CGO },
      ],
      [
        { BL_NO: 'E2EUPH0001', CNNO: a, SIZE_TYPE: '45G1', SEALNO: 'SL0001' },
        { BL_NO: 'E2EUPH0001', CNNO: b, SIZE_TYPE: '45G1', SEALNO: 'SL0002' },
        { BL_NO: 'E2EUPH0002', CNNO: a, SIZE_TYPE: '45G1' },
      ],
      [goods('E2EUPH0001', a), goods('E2EUPH0001', b, { PKGS: 300, KG: 6000, CBM: 35 }), goods('E2EUPH0002', a, { PKGS: '四百' })],
    ]);
    const manifests = async () => (await apiGet<{ Total: number }>(base, `${ENDPOINTS.manifestList}?PageSize=1`, desk)).Total;
    const before = await manifests();

    const page = await pageAs(browser, base, desk);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto('/mainifest/UploadList');
    await expect(page.getByTestId('mft-upload')).toContainText('三个工作表');
    await page.getByLabel('上传 Excel').setInputFiles(file);

    // --- the preview: every row answered, nothing saved ---
    const preview = page.getByTestId('import-preview');
    await expect(preview).toContainText('将导入 5 行，拒绝 3 行。确认后才写入。');
    const answers = preview.getByTestId('import-answers');
    await expect(answers.locator('tbody tr')).toHaveCount(8);
    await expect(answers.locator('tr[data-answer="CREATE"]')).toHaveCount(5);
    const refused = answers.locator('tr[data-answer="REFUSED"]', { hasText: '货物 Goods' });
    await expect(refused).toContainText('“货物 Goods”第 4 行“件数 Packages”：“四百”不是有效数字，须为正整数。');
    await expect(answers.locator('tr[data-answer="REFUSED"]', { hasText: '主数据 Bills' })).toContainText('提单 E2EUPH0002 整票未导入');
    await expect(answers).not.toContainText('/Items');
    await page.getByRole('dialog').screenshot({ path: 'test-results/screens/manifest-upload-preview-zh.png' });
    expect(await manifests()).toBe(before);

    // --- confirmed: the good bill is a draft with its containers and goods ---
    await page.getByRole('button', { name: '确认导入' }).click();
    const answer = page.getByTestId('mft-upload-answer');
    await expect(answer).toContainText('新建 1 份、更新 0 份舱单 · 3 行被拒');
    await expect(answer.getByTestId('mft-upload-rejected')).toContainText('货物 Goods · 4');
    await expect(page.getByTestId('mft-uploads').locator('tbody tr').first()).toContainText('舱单上传.xlsx');
    expect(await manifests()).toBe(before + 1);
    await answer.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/mainifest\/edit\?id=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const made = await apiGet<{ MFT_HBL_NO: string; MFT_STATUS: number; MFT_TOTAL_PKGS: number; Containers: unknown[]; Items: unknown[] }>(
      base,
      `${ENDPOINTS.manifestGet}?Id=${id}`,
      desk,
    );
    expect([made.MFT_HBL_NO, made.MFT_STATUS, made.MFT_TOTAL_PKGS, made.Containers.length, made.Items.length]).toEqual(['E2EUPH0001', 0, 780, 2, 2]);
    await expect(page.getByTestId('mft-items')).toHaveAttribute('data-rows', '2');
  } finally {
    await server.stop();
  }
});
