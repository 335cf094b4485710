import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../../../server/http/xlsx';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';
import { freshBox, inHours, kit } from './support';

/**
 * §5.3 Import: a sheet of events, each row checked as a typed event; the row report first (DryRun,
 * nothing written), then Confirm writes what it showed; a refused row is listed with its reasons in
 * the importer's language. One upload is one publisher, IMPORT:<upload id>.
 */
const t = withTestApp({ modules: ['containerEvents'] });
const k = kit(t);
beforeAll(() => k.signIn());

const HEADERS = ['EVT_TYPE', '事件代码 Event code', 'EVT_CLASSIFIER', 'EVT_AT', 'EVT_EQUIPMENT_REF', 'EVT_EMPTY', 'EVT_LOCATION'];
async function workbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('events');
  sheet.addRow(HEADERS);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
const send = (file: Buffer, query: string, lang = 'zh') =>
  t.app.inject({
    method: 'POST',
    url: `${ENDPOINTS.containerEventImport}?${query}`,
    payload: file,
    headers: { authorization: `Bearer ${k.token('staff')}`, 'content-type': XLSX_TYPE, 'accept-language': lang },
  });

describe('importing events from a sheet', () => {
  const good = freshBox();
  const other = freshBox();
  const bad = `${other.slice(0, 10)}${(Number(other[10]) + 1) % 10}`;
  const rows = [
    ['EQUIPMENT', 'GTOT', 'ACT', inHours(-2), good, 'EMPTY', 'CNSHA'],
    ['EQUIPMENT', 'GTOT', 'ACT', inHours(-2), bad, 'EMPTY', 'CNSHA'],
    ['EQUIPMENT', 'STUF', 'ACT', inHours(5), good, 'LADEN', 'CNSHA'],
    ['EQUIPMENT', 'GTIN', 'ACT', inHours(-1), good, '', 'CNSHA'],
    ['EQUIPMENT', 'GTIN', 'ACT', inHours(-1), good, 'LADEN', ''],
  ];

  it('previews without writing, then writes the good row; each bad one is listed with its reasons', async () => {
    const file = await workbook(rows);
    const before = await k.count();
    const preview = await send(file, 'DryRun=true');
    expect(preview.statusCode, preview.body).toBe(200);
    const shown = preview.json().Data as { Imported: number; Rejected: { Row: number; Reasons: string[] }[]; Token: string };
    expect(shown.Imported).toBe(1);
    expect(shown.Rejected.map((r) => r.Row)).toEqual([3, 4, 5, 6]);
    expect(await k.count()).toBe(before);

    const done = await send(file, `Confirm=${shown.Token}`);
    expect(done.statusCode, done.body).toBe(200);
    const answer = done.json().Data as { Imported: number; Rejected: { Row: number; Reasons: string[] }[]; UploadId: string };
    expect(answer.Imported).toBe(1);
    expect(answer.Rejected).toEqual(shown.Rejected);
    const [reasons3, reasons4, reasons5, reasons6] = answer.Rejected.map((r) => r.Reasons.join(' '));
    expect(reasons3).toMatch(/ISO 6346 校验码不对/);
    expect(reasons4).toMatch(/晚于现在 1 小时以上/);
    expect(reasons5).toMatch(/空箱（EMPTY）或重箱（LADEN）/);
    expect(reasons6).toMatch(/EVT_LOCATION|地点/);
    const stored = await t.db.query<{ evt_publisher: string }>('select evt_publisher from tracking_events where evt_equipment_ref = $1', [good]);
    expect(stored).toEqual([{ evt_publisher: `IMPORT:${answer.UploadId}` }]);
    expect(await k.count()).toBe(before + 1);
  });

  it('says the reasons in English to an English reader', async () => {
    const res = await send(await workbook([rows[2]!]), 'DryRun=true', 'en');
    expect(res.json().Data.Rejected[0].Reasons.join(' ')).toMatch(/more than 1 h in the future/);
  });

  it('a sheet without the required columns is refused as a whole', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('events').addRow(['EVT_TYPE', 'EVT_CODE']);
    const res = await send(Buffer.from(await book.xlsx.writeBuffer()), 'DryRun=true');
    expect(res.statusCode).toBe(400);
    expect(res.json().Code).toBe('IMPORT_MISSING_COLUMNS');
  });
});
