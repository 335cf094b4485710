import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { lettersApp, sailingRow, tableBody } from './lettersApp';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook of sailings under the template's headers. */
async function sheetOf(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('sailings');
  ws.addRow(['船名 Vessel', 'IMO', '航次 Voyage', '装货港 POL', '开船 ETD', '截单 DCO', '截VGM VCO', '截港 PCO', '卸货港 POD', '到港 ETA', '备注 Remarks']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Sailing tables (operations.md §13): the rules of the rows, import with its row report, publishing, audience, export. */
describe('sailing tables', () => {
  const { t, get, post, idOf } = lettersApp();
  const save = async (over: Record<string, unknown> = {}) => {
    const res = await post('desk', ENDPOINTS.sailingSave, tableBody(over));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Data as { Id: number; Version: number; Status: number };
  };

  it('computes transit days from ETD and ETA on the ports’ clocks, and filters rows by POL, POD and week', async () => {
    const s = await save({ Rows: [sailingRow(), sailingRow({ POD: 'NLRTM', ETA: '2027-01-20T09:00:00.000Z' })] });
    const got = (await get('desk', `${ENDPOINTS.sailingGet}?Id=${s.Id}`)).json().Data;
    expect(got.Items).toHaveLength(2);
    const hamburg = got.Items.find((r: { POD: string }) => r.POD === 'DEHAM');
    expect(hamburg.TransitDays).toBe(34);
    expect(hamburg.Week).toBe('2026-W51');
    expect(hamburg.POLZone).toBe('Asia/Shanghai');
    const filtered = (await get('desk', `${ENDPOINTS.sailingGet}?Id=${s.Id}&POD=NLRTM&Week=2026-W51`)).json().Data.Items;
    expect(filtered.map((r: { POD: string }) => r.POD)).toEqual(['NLRTM']);
    expect((await get('desk', `${ENDPOINTS.sailingGet}?Id=${s.Id}&Week=2027-W01`)).json().Data.Items).toEqual([]);
  });

  it('refuses ETA not after ETD, a cut-off after ETD and an unknown port, each with its row and field, writing nothing', async () => {
    const [before] = await t.db.query<{ n: number }>('select count(*)::int as n from sailing_tables');
    const res = await post(
      'desk',
      ENDPOINTS.sailingSave,
      tableBody({
        Rows: [sailingRow({ ETA: '2026-12-19T10:00:00.000Z' }), sailingRow({ PCO: '2026-12-21T00:00:00.000Z' }), sailingRow({ POD: 'XXAAA' })],
      }),
    );
    expect(res.statusCode).toBe(400);
    const paths = (res.json().Errors as { Path: string }[]).map((e) => e.Path);
    expect(paths).toEqual(['/Rows/0/ETA', '/Rows/1/PCO', '/Rows/2/POD']);
    expect(res.json().Message).toContain('第 1 行');
    const period = await post('desk', ENDPOINTS.sailingSave, tableBody({ PeriodFrom: '2026-12-31', PeriodTo: '2026-12-01' }));
    expect(period.statusCode).toBe(400);
    const [after] = await t.db.query<{ n: number }>('select count(*)::int as n from sailing_tables');
    expect(after!.n).toBe(before!.n);
  });

  it('imports a sheet: a preview with the row report first, then the confirmed rows replace the table’s', async () => {
    const s = await save({ Rows: [] });
    const file = await sheetOf([
      ['COSCO SHIPPING ARIES', '9783497', '031W', 'CNSHA', '2026-12-20 18:00', '2026-12-17 12:00', '', '2026-12-19 12:00', 'DEHAM', '2027-01-24 08:00', ''],
      ['COSCO SHIPPING ARIES', '9783497', '031W', 'CNSHA', '2026-12-20 18:00', '', '', '', 'DEHAM', '2026-12-10 08:00', ''],
      ['COSCO SHIPPING ARIES', '97834', '031W', 'CNSHA', '2026-12-20 18:00', '', '', '', 'ZZZZZ', 'not a date', ''],
    ]);
    const url = `${ENDPOINTS.sailingImport}?Id=${s.Id}&FileName=aeu3.xlsx`;
    const preview = await post('desk', `${url}&DryRun=true`, file, XLSX_TYPE);
    expect(preview.statusCode, preview.body).toBe(200);
    const report = preview.json().Data as { Imported: number; Rejected: { Row: number; Reasons: string[] }[]; Token: string };
    expect(report.Imported).toBe(1);
    expect(report.Rejected.map((r) => r.Row)).toEqual([3, 4]);
    expect(report.Rejected[0]!.Reasons.join()).toContain('到港时间（ETA）须晚于开船时间（ETD）');
    expect(report.Rejected[1]!.Reasons.join()).toMatch(/IMO.*7 位数字/);
    expect(report.Rejected[1]!.Reasons.join()).toContain('ETA');
    expect((await get('desk', `${ENDPOINTS.sailingGet}?Id=${s.Id}`)).json().Data.Items).toEqual([]);
    const done = await post('desk', `${url}&Confirm=${report.Token}`, file, XLSX_TYPE);
    expect(done.statusCode, done.body).toBe(200);
    const got = (await get('desk', `${ENDPOINTS.sailingGet}?Id=${s.Id}`)).json().Data;
    expect(got.Items).toHaveLength(1);
    expect(got.SourceFile).toBe('aeu3.xlsx');
    // 18:00 in Shanghai is 10:00 UTC
    expect(got.Items[0].ETD).toBe('2026-12-20T10:00:00.000Z');
    expect(got.Items[0].DCO).toBe('2026-12-17T04:00:00.000Z');
  });

  it('publishes to the audience only; a change republishes the next version; withdrawn ones vanish for customers', async () => {
    const s = await save();
    expect((await get('hztx', `${ENDPOINTS.sailingGet}?Id=${s.Id}`)).statusCode).toBe(404);
    const p = await post('desk', ENDPOINTS.sailingPublish, { Id: s.Id, Version: s.Version });
    expect(p.statusCode, p.body).toBe(200);
    const seen = await get('hztx', `${ENDPOINTS.sailingGet}?Id=${s.Id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().Data.Mine).toBe(false);
    const changed = await post('desk', ENDPOINTS.sailingSave, tableBody({ Id: s.Id, Version: p.json().Data.Version, Title: '测试船期表（更新）' }));
    expect(changed.statusCode, changed.body).toBe(200);
    const versions = await t.db.query('select version_no from sailing_table_versions where table_id = $1', [s.Id]);
    expect(versions).toHaveLength(2);
    const w = await post('desk', ENDPOINTS.sailingWithdraw, { Id: s.Id, Version: changed.json().Data.Version, Reason: '船期调整' });
    expect(w.statusCode, w.body).toBe(200);
    expect((await get('hztx', `${ENDPOINTS.sailingGet}?Id=${s.Id}`)).statusCode).toBe(404);
    const history = (await get('desk', `${ENDPOINTS.sailingHistory}?Id=${s.Id}`)).json().Data as { Action: string }[];
    expect(history.map((h) => h.Action)).toEqual(['WITHDRAW', 'REPUBLISH', 'PUBLISH', 'CREATE']);
    const empty = await save({ Rows: [] });
    const none = await post('desk', ENDPOINTS.sailingPublish, { Id: empty.Id, Version: empty.Version });
    expect(none.json().Code).toBe('NO_ROWS');
  });

  it('lists published tables for customers (never a draft) and exports a table; the template downloads', async () => {
    const items = (await get('hztx', `${ENDPOINTS.sailingList}?PageSize=200`)).json().Data.Items as { Status: number; Title: string }[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.every((i) => i.Status === 1)).toBe(true);
    const draft = await idOf(`select id from sailing_tables where sch_status = 0 order by id limit 1`);
    expect((await get('hztx', `${ENDPOINTS.sailingGet}?Id=${draft}`)).statusCode).toBe(404);
    const pub = await idOf(`select id from sailing_tables where sch_audience = 'PUBLIC' and sch_status = 1 order by id limit 1`);
    const xlsx = await get('hztx', `${ENDPOINTS.sailingExport}?Id=${pub}&POL=CNSHA`);
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(String(sheet.getRow(1).getCell(1).value)).toContain('Vessel');
    expect(sheet.rowCount).toBeGreaterThan(1);
    expect((await get('desk', ENDPOINTS.sailingTemplate)).statusCode).toBe(200);
    expect((await get('hztx', ENDPOINTS.sailingTemplate)).statusCode).toBe(403);
  });

  it('answers 403 to writes without the portal desk', async () => {
    expect((await post('hztxAdmin', ENDPOINTS.sailingSave, tableBody())).statusCode).toBe(403);
    expect((await post('reviewer', ENDPOINTS.sailingPublish, { Id: 1, Version: 1 })).statusCode).toBe(403);
  });
});
