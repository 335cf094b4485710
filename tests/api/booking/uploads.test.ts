import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../../../server/http/xlsx';
import type { BookingOrder } from '../../../src/contract/booking/calls';
import type { BookingUpload } from '../../../src/contract/booking/fileCalls';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../src/domain/refdata/sailings';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { ok, refusedWith } from '../rates/salesDesk';

/**
 * The Excel booking upload (commercial.md §6.1 BookingUpload, §6.3 List/Import): each good row a
 * DRAFT of the uploader's company (Source UPLOAD), each bad one refused with its reasons and
 * nothing of it written, one log row per upload; a body that is no file, or a sheet without the
 * columns, is refused whole.
 */
const t = withTestApp({ modules: ['booking', 'rates'] });
const { call, asUser } = caller(t);
const CUSTOMER = 'customer@demo.test';
const OTHER = 'customer2@demo.test';
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of [CUSTOMER, OTHER, 'booking@demo.test']) tokens[who] = await asUser(who);
});

const HEADERS = [
  '船公司 Carrier',
  '起运港 POL',
  '目的港 POD',
  '预计开船日期 ETD',
  '箱型箱量 Equipment',
  '品名 Commodity',
  'HS编码 HS code',
  '件数 Packages',
  '毛重KG Gross kg',
  '发货人 Shipper',
  '收货人 Consignee',
  '客户参考号 Shipper ref',
];
const etd = addDays(todayInShanghai(), 14);
const good = (ref: string) => [
  'COSU',
  'CNSHA',
  'Rotterdam',
  etd,
  '2x40HQ',
  'WOODEN CHAIRS',
  '940360',
  '200',
  '12000',
  'HANGZHOU TIANXIANG',
  'NORDIC HOME GOODS',
  ref,
];

async function workbook(headers: string[], rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('bookings');
  sheet.addRow(headers);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
const upload = (who: string, body: Buffer | object, lang = 'zh-CN', type = XLSX_TYPE, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `${ENDPOINTS.bookingImport}?FileName=${encodeURIComponent('本周订舱.xlsx')}${query}`,
    payload: body,
    headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': type, 'accept-language': lang },
  });
type Answer = { UploadId: number; Imported: number; Rejected: { Row: number; Reasons: string[] }[]; Drafts: { Id: number; BookingNo: string }[] };
const count = async () => Number((await t.db.query<{ n: string }>('select count(*) as n from booking_orders'))[0]!.n);

describe('the Excel booking upload', () => {
  it('makes drafts of the good rows only, names why the others were refused, and logs the upload', async () => {
    const before = await count();
    const ref = `UP-${Math.random().toString(36).slice(2, 8)}`;
    const bad1 = ['COSU', 'CNSHA', 'XXABC', etd, '2x40HQ', 'CHAIRS', '940360', '10', '500', 'A', 'B', 'x'];
    const bad2 = ['COSU', 'CNSHA', 'NLRTM', '2026-99-99', '3 boxes', 'CHAIRS', '940360', '10', '500', 'A', 'B', 'y'];
    const bad3 = ['', 'CNSHA', 'NLRTM', etd, '1x20GP', 'CHAIRS', '940360', '10', '500', 'A', 'B', 'z'];
    const answer = ok<Answer>(await upload(CUSTOMER, await workbook(HEADERS, [good(ref), bad1, bad2, bad3, good(`${ref}-2`)])));
    expect(answer.Imported).toBe(2);
    expect(answer.Drafts).toHaveLength(2);
    expect(answer.Rejected.map((r) => r.Row)).toEqual([3, 4, 5]);
    expect(answer.Rejected[0]!.Reasons.join(' ')).toContain('XXABC');
    expect(answer.Rejected[1]!.Reasons.join(' ')).toContain('2026-99-99');
    expect(answer.Rejected[1]!.Reasons.join(' ')).toContain('3 boxes');
    expect(answer.Rejected[2]!.Reasons.join(' ')).toContain('船公司为空');
    expect(await count()).toBe(before + 2);

    // the drafts are the uploader's company's, from the sheet's cells (Rotterdam read as NLRTM)
    const o = ok<BookingOrder>(await call('GET', `${ENDPOINTS.bookingGet}?Id=${answer.Drafts[0]!.Id}`, tokens[CUSTOMER]!));
    expect(o).toMatchObject({ Status: 'DRAFT', Source: 'UPLOAD' });
    expect(o.Wire).toMatchObject({ CarrierCode: 'COSU', PolCode: 'CNSHA', PodCode: 'NLRTM', ExpectedEtd: etd, ShipperRef: ref, Packages: 200 });
    expect(o.Wire.Equipment).toEqual([{ ContainerClass: '40HQ', Units: 2 }]);

    // one log row: the customer sees it with its drafts and refused rows; the other company does not
    const log = ok<{ Items: BookingUpload[] }>(await call('GET', `${ENDPOINTS.bookingUploads}?PageSize=50`, tokens[CUSTOMER]!));
    const mine = log.Items.find((u) => u.Id === answer.UploadId)!;
    expect(mine).toMatchObject({ FileName: '本周订舱.xlsx', Rows: 5, Created: 2, Refused: 3 });
    expect(mine.Drafts.map((d) => d.Id)).toEqual(answer.Drafts.map((d) => d.Id));
    expect(mine.Rejected.map((r) => r.Row)).toEqual([3, 4, 5]);
    expect(log.Items.some((u) => u.FileName === '订舱批量上传-11月.xlsx' && u.Refused === 1)).toBe(true);
    const theirs = ok<{ Items: BookingUpload[] }>(await call('GET', `${ENDPOINTS.bookingUploads}?PageSize=50`, tokens[OTHER]!));
    expect(theirs.Items.some((u) => u.Id === answer.UploadId)).toBe(false);
  });

  it('gives the reasons in English when asked', async () => {
    const answer = ok<Answer>(
      await upload(CUSTOMER, await workbook(HEADERS, [['COSU', 'CNSHA', 'XXABC', etd, '2x40HQ', 'C', '940360', '1', '1', 'A', 'B', 'r']]), 'en'),
    );
    expect(answer.Imported).toBe(0);
    expect(answer.Rejected[0]!.Reasons).toContain('POD "XXABC" is no known port.');
  });

  it('refuses a row the booking check refuses (a departure in the past), writing nothing', async () => {
    const before = await count();
    const row = good('PAST');
    row[3] = addDays(todayInShanghai(), -3);
    const answer = ok<Answer>(await upload(CUSTOMER, await workbook(HEADERS, [row])));
    expect(answer.Imported).toBe(0);
    expect(answer.Rejected[0]!.Reasons.length).toBeGreaterThan(0);
    expect(await count()).toBe(before);
  });

  it('refuses a body that is no file (415) and a sheet without the columns (400), logging neither', async () => {
    const logs = async () => Number((await t.db.query<{ n: string }>('select count(*) as n from booking_uploads'))[0]!.n);
    const before = await logs();
    const notFile = await upload(CUSTOMER, { Rows: [] }, 'zh-CN', 'application/json');
    expect(notFile.statusCode).toBe(415);
    expect(notFile.json().Code).toBe('IMPORT_NOT_A_FILE');
    const wrong = await upload(CUSTOMER, await workbook(['名称 Name', '数量 Qty'], [['x', 1]]));
    refusedWith(wrong, 'IMPORT_MISSING_COLUMNS');
    expect(wrong.json().Message).toContain('船公司');
    expect(await logs()).toBe(before);
  });

  it('is the customers’: the desk, booking for customers on the on-behalf page, is refused', async () => {
    expect((await upload('booking@demo.test', await workbook(HEADERS, [good('STAFF')]))).statusCode).toBe(403);
  });

  it('offers a template with the headers and an example row that the upload takes', async () => {
    const res = await call('GET', ENDPOINTS.bookingImportTemplate, tokens[CUSTOMER]!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('booking-upload-template.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('船公司 Carrier');
    expect(sheet.getRow(2).getCell(5).value).toBe('2x40HQ');
    // the example row as it stands is a booking the check passes
    const answer = ok<Answer>(await upload(CUSTOMER, Buffer.from(await book.xlsx.writeBuffer())));
    expect(answer.Rejected).toEqual([]);
    expect(answer.Imported).toBe(1);
    const o = ok<BookingOrder>(await call('GET', `${ENDPOINTS.bookingGet}?Id=${answer.Drafts[0]!.Id}`, tokens[CUSTOMER]!));
    expect(o.Wire.Shipper?.Address).toBe('NO 88 JIANGNAN AVENUE\nHANGZHOU CHINA');
  });

  it('previews before writing: the preview writes nothing, the confirmation writes exactly it, a changed file writes nothing (400)', async () => {
    const logs = async () => Number((await t.db.query<{ n: string }>('select count(*) as n from booking_uploads'))[0]!.n);
    const [drafts, logged] = [await count(), await logs()];
    const ref = `PV-${Math.random().toString(36).slice(2, 8)}`;
    const bad = ['COSU', 'CNSHA', 'XXABC', etd, '2x40HQ', 'CHAIRS', '940360', '10', '500', 'A', 'B', 'x'];
    const file = await workbook(HEADERS, [good(ref), bad, good(`${ref}-2`)]);
    const preview = ok<Answer & { Token: string }>(await upload(CUSTOMER, file, 'zh-CN', XLSX_TYPE, '&DryRun=true'));
    expect(preview.Imported).toBe(2);
    expect(preview.Rejected.map((r) => r.Row)).toEqual([3]);
    expect(preview.Token).toMatch(/^[0-9a-f]{64}$/);
    expect([await count(), await logs()]).toEqual([drafts, logged]); // nothing written, not even the log

    // another file under that preview's token: refused whole
    const changed = await workbook(HEADERS, [good(ref), good(`${ref}-2`), good(`${ref}-3`)]);
    refusedWith(await upload(CUSTOMER, changed, 'zh-CN', XLSX_TYPE, `&Confirm=${preview.Token}`), 'IMPORT_CHANGED_SINCE_PREVIEW');
    expect([await count(), await logs()]).toEqual([drafts, logged]);

    const done = ok<Answer>(await upload(CUSTOMER, file, 'zh-CN', XLSX_TYPE, `&Confirm=${preview.Token}`));
    expect({ Imported: done.Imported, Rejected: done.Rejected }).toEqual({ Imported: preview.Imported, Rejected: preview.Rejected });
    expect([await count(), await logs()]).toEqual([drafts + 2, logged + 1]);
    const refs = await t.db.query<{ r: string }>(`select shipper_ref as r from booking_orders where id = any($1::bigint[]) order by id`, [
      done.Drafts.map((d) => d.Id),
    ]);
    expect(refs.map((x) => x.r)).toEqual([ref, `${ref}-2`]);
  });

  it('takes no booking number in a preview: the drafts confirmed next carry the numbers right after the last one given', async () => {
    // a sequence is not undone with a rolled-back transaction: a preview that numbered its drafts left gaps (issue 32)
    const lastNumber = async () => {
      const [seq] = await t.db.query<{ last_value: string; is_called: boolean }>('select last_value, is_called from booking_no_seq');
      return seq!.is_called ? Number(seq!.last_value) : Number(seq!.last_value) - 1;
    };
    const ref = `SEQ-${Math.random().toString(36).slice(2, 8)}`;
    const file = await workbook(HEADERS, [good(ref), good(`${ref}-2`), good(`${ref}-3`)]);
    const before = await lastNumber();
    const preview = ok<Answer & { Token: string }>(await upload(CUSTOMER, file, 'zh-CN', XLSX_TYPE, '&DryRun=true'));
    expect(preview.Imported).toBe(3);
    expect(await lastNumber()).toBe(before);
    const done = ok<Answer>(await upload(CUSTOMER, file, 'zh-CN', XLSX_TYPE, `&Confirm=${preview.Token}`));
    expect(done.Drafts.map((d) => Number(d.BookingNo.slice(-6)))).toEqual([before + 1, before + 2, before + 3]);
    expect(await lastNumber()).toBe(before + 3);
  });
});
