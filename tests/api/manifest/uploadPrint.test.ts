import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { CUSTOMER, isoNumber, manifestApp, newBooking, OTHER } from './manifestApp';

/**
 * The Excel upload (one row per goods line in a container; a booking and house bill's rows make one
 * draft), its template and list, and the print (a PDF).
 */
const { t, tokens, get } = manifestApp();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function workbook(rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('manifests');
  sheet.addRow([
    '订舱号 CGO_ID',
    '分提单号 HBL',
    '箱号 Container',
    '箱型代码 Size-type',
    '封号 Seal',
    '货物描述 Description',
    'HS 编码 HS code',
    '件数 Packages',
    '包装 Package',
    '毛重 Gross kg',
    '体积 m³',
  ]);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
const upload = (who: string, body: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: `${ENDPOINTS.manifestUpload}?FileName=${encodeURIComponent('舱单.xlsx')}`,
    payload: body,
    headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': XLSX },
  });

describe('manifest upload and print', () => {
  it('rows of one booking and house bill make one draft; bad rows and unknown bookings are rejected with reasons', async () => {
    const a = isoNumber('UPLU', (process.pid % 1000) * 10 + 1);
    const b = isoNumber('UPLU', (process.pid % 1000) * 10 + 2);
    const { cgo } = await newBooking(t.db, [a, b]);
    const file = await workbook([
      [cgo, 'UPH1', a, '45G1', 'S1', 'TEA CUPS', '691110', 100, 'CT', 1000, 5],
      [cgo, 'UPH1', b, '45G1', 'S2', 'TEA POTS', '691110', 50, 'CT', 800, 4],
      [cgo, 'UPH2', a, '45G1', 'S1', 'SAUCERS', '691110', 0, 'CT', 10, 1],
      ['CGO-NBHY-2611-001', '', a, '45G1', 'S1', 'CUPS', '691110', 1, 'CT', 1, 1],
    ]);
    const res = await upload(CUSTOMER, file);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().Data;
    expect(d.Imported).toBe(1);
    expect(d.Rejected.map((r: { Row: number }) => r.Row)).toEqual([4, 5]);
    const m = (await get(CUSTOMER, `${ENDPOINTS.manifestGet}?Id=${d.ManifestIds[0]}`)).json().Data;
    expect([m.MFT_LEVEL, m.MFT_HBL_NO, m.Containers.length, m.Items.length, m.MFT_TOTAL_PKGS]).toEqual(['HOUSE', 'UPH1', 2, 2, 150]);
    const list = (await get(CUSTOMER, ENDPOINTS.manifestUploadList)).json().Data;
    expect(list[0]).toMatchObject({ Id: d.UploadId, FileName: '舱单.xlsx', Rows: 4, Imported: 1 });
    // another company sees none of 天祥's uploads
    expect((await get(OTHER, ENDPOINTS.manifestUploadList)).json().Data.some((u: { Id: number }) => u.Id === d.UploadId)).toBe(false);
    // the same file again: the bill has a live manifest now
    const again = (await upload(CUSTOMER, file)).json().Data;
    expect([again.Imported, again.Rejected.length]).toEqual([0, 4]);
  });

  it('the template is a workbook with the upload’s columns; the print is a PDF of the manifest', async () => {
    const tpl = await get(CUSTOMER, ENDPOINTS.manifestUploadTemplate);
    expect(tpl.statusCode).toBe(200);
    expect(tpl.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const [demo] = await t.db.query<{ id: number }>(`select id::int from manifests where mft_hbl_no = 'HZTXH26110010'`);
    const pdf = await get(CUSTOMER, `${ENDPOINTS.manifestPrint}?Id=${demo!.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/application\/pdf/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(OTHER, `${ENDPOINTS.manifestPrint}?Id=${demo!.id}`)).statusCode).toBe(404);
  });
});
