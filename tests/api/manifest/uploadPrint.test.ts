import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { CUSTOMER, manifestApp, OTHER } from './manifestApp';

/** The Excel upload's template (the upload itself: upload.test.ts) and the print (a PDF). */
const { t, get } = manifestApp();
describe('manifest upload template and print', () => {
  it('the template is a workbook of the three sheets; the print is a PDF of the manifest', async () => {
    const tpl = await get(CUSTOMER, ENDPOINTS.manifestUploadTemplate);
    expect(tpl.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(tpl.rawPayload as unknown as ArrayBuffer);
    // three sheets, their headers in Chinese and English, and an example bill joined by B/L and container
    expect(book.worksheets.map((s) => s.name)).toEqual(['主数据 Bills', '集装箱 Containers', '货物 Goods']);
    expect(book.worksheets.map((s) => s.getRow(1).getCell(1).text)).toEqual(['提单号 B/L no.', '提单号 B/L no.', '提单号 B/L no.']);
    expect(book.getWorksheet('货物 Goods')!.getRow(1).getCell(5).text).toBe('件数 Packages');
    expect(book.getWorksheet('货物 Goods')!.rowCount).toBe(4);
    const [demo] = await t.db.query<{ id: number }>(`select id::int from manifests where mft_hbl_no = 'HZTXH26110010'`);
    const pdf = await get(CUSTOMER, `${ENDPOINTS.manifestPrint}?Id=${demo!.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/application\/pdf/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(OTHER, `${ENDPOINTS.manifestPrint}?Id=${demo!.id}`)).statusCode).toBe(404);
  });
});
