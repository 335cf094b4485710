import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ImportRowAnswer } from '../../../src/contract/admin';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { CUSTOMER, isoNumber, manifestApp, newBooking, OTHER } from './manifestApp';
import { type Cells, manifestWorkbook } from './uploadSheets';

/**
 * The manifest Excel upload of three sheets (主数据 Bills / 集装箱 Containers / 货物 Goods, joined by
 * the B/L and container numbers): a preview that answers every row (will create / will update /
 * refused with the sheet, row and column in words) and writes nothing; the confirmation that writes
 * exactly that, one transaction per manifest, logged in its history and the upload list; the bad
 * files refused whole; another company's manifest never touched.
 */
const { t, tokens, get } = manifestApp();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const send = (who: string, body: Buffer, query: string, lang?: 'en') =>
  t.app.inject({
    method: 'POST',
    url: `${ENDPOINTS.manifestUpload}?FileName=${encodeURIComponent('舱单.xlsx')}${query ? `&${query}` : ''}`,
    payload: body,
    headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': XLSX, ...(lang ? { 'accept-language': lang } : {}) },
  });
const count = async (table: string) => (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
const counts = async () => [await count('manifests'), await count('manifest_uploads'), await count('doc_events')];
const answerOf = (answers: ImportRowAnswer[], sheet: string, row: number) => answers.find((a) => a.Sheet === sheet && a.Row === row)!;
const goods = (bl: string, cnno: string, o: Cells = {}): Cells => ({
  BL_NO: bl,
  CNNO: cnno,
  DESC: 'CERAMIC TEA CUPS',
  HSCODE: '691110',
  PKGS: 100,
  PACKAGE: 'CT',
  KG: 1000,
  CBM: 5,
  ...o,
});
let serial = (process.pid % 1000) * 20;
const boxes = (n: number) => Array.from({ length: n }, () => isoNumber('UPLU', ++serial));

describe('the manifest upload of three sheets', () => {
  it('the preview answers every row and writes nothing; the confirmation writes exactly it, logged', async () => {
    const [a, b] = boxes(2);
    const { cgo, mbl } = await newBooking(t.db, [a!, b!]);
    const hbl = `UPH${serial}`;
    const file = await manifestWorkbook({
      bills: [
        { BL_NO: hbl, CGO_ID: cgo, PAYMENT_TERM: 'PP', CONSIGNEE_NAME: 'HAMBURG HOUSEWARE IMPORT GMBH', CONSIGNEE_CODE: '9999+HRB123456' },
        { BL_NO: mbl, CGO_ID: cgo },
        { BL_NO: `${hbl}X`, CGO_ID: cgo },
        { BL_NO: `${hbl}N`, CGO_ID: 'CGO-NO-SUCH-1' },
      ],
      containers: [
        { BL_NO: hbl, CNNO: a!, SIZE_TYPE: '45G1', SEALNO: 'S1' },
        { BL_NO: hbl, CNNO: b!, SIZE_TYPE: '45G1', SEALNO: 'S2', TARE_KG: 3900 },
        { BL_NO: mbl, CNNO: a!, SIZE_TYPE: '45G1' },
        { BL_NO: `${hbl}X`, CNNO: a!, SIZE_TYPE: '45G1' },
        { BL_NO: 'GHOST1', CNNO: a!, SIZE_TYPE: '45G1' },
        { BL_NO: `${hbl}N`, CNNO: a!, SIZE_TYPE: '45G1' },
      ],
      goods: [
        goods(hbl, a!),
        goods(hbl, b!, { DESC: 'PORCELAIN TEA POTS', PKGS: 50, KG: 800, CBM: 4 }),
        goods(mbl, a!, { PKGS: 'abc' }),
        goods(`${hbl}X`, a!),
        goods(`${hbl}X`, b!),
        goods(`${hbl}N`, a!),
      ],
    });
    const before = await counts();
    const res = await send(CUSTOMER, file, 'DryRun=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Message).toContain('确认后才写入');
    const shown = res.json().Data as { Imported: number; Rejected: { Sheet: string; Row: number }[]; Answers: ImportRowAnswer[]; Token: string };
    expect(await counts()).toEqual(before); // nothing written, nothing logged
    // every row of the three sheets has its answer: 4 + 6 + 6
    expect(shown.Answers).toHaveLength(16);
    expect(shown.Imported).toBe(5); // the house bill's main row, its two containers and two goods lines
    const B = '主数据 Bills';
    const C = '集装箱 Containers';
    const G = '货物 Goods';
    expect([2, 3].map((r) => answerOf(shown.Answers, C, r).Answer)).toEqual(['CREATE', 'CREATE']);
    expect(answerOf(shown.Answers, B, 2)).toMatchObject({ Subject: hbl, Answer: 'CREATE', Reasons: ['将新建舱单（草稿）'] });
    // a number that is not one: its sheet, row and column as the template names them; the bill's other rows say the bill is refused
    expect(answerOf(shown.Answers, G, 4).Reasons).toEqual(['“货物 Goods”第 4 行“件数 Packages”：“abc”不是有效数字，须为正整数。']);
    expect(answerOf(shown.Answers, B, 3)).toMatchObject({ Answer: 'REFUSED', Reasons: [`提单 ${mbl} 整票未导入（见本提单被拒绝的行）。`] });
    // a goods line in a container the bill's container rows lack
    expect(answerOf(shown.Answers, G, 6).Reasons[0]).toBe(
      `“货物 Goods”第 6 行“箱号 Container no.”：箱号 ${b} 不在“集装箱 Containers”表中提单 ${hbl}X 的箱子里。`,
    );
    // a container row whose B/L is on no main row
    expect(answerOf(shown.Answers, C, 6)).toMatchObject({ Subject: 'GHOST1', Answer: 'REFUSED' });
    expect(answerOf(shown.Answers, C, 6).Reasons).toEqual(['“集装箱 Containers”第 6 行“提单号 B/L no.”：提单号 GHOST1 不在“主数据 Bills”表中。']);
    expect(answerOf(shown.Answers, B, 5).Reasons).toEqual(['“主数据 Bills”第 5 行：没有订舱 CGO-NO-SUCH-1（或不是您公司的订舱）。']);
    // never a JSON path
    expect(JSON.stringify(shown.Answers)).not.toMatch(/\/(Items|Containers|MFG_|MFC_)/);

    const done = await send(CUSTOMER, file, `Confirm=${shown.Token}`);
    expect(done.statusCode, done.body).toBe(200);
    const d = done.json().Data;
    expect(done.json().Message).toBe('已新建 1 份、更新 0 份舱单，拒绝 11 行。');
    expect([d.Imported, d.Created.length, d.Updated.length, d.Rejected.length]).toEqual([5, 1, 0, 11]);
    expect(d.Rejected.map((r: { Sheet: string; Row: number }) => `${r.Sheet}:${r.Row}`)).toEqual(shown.Rejected.map((r) => `${r.Sheet}:${r.Row}`));
    const m = (await get(CUSTOMER, `${ENDPOINTS.manifestGet}?Id=${d.Created[0]}`)).json().Data;
    expect([m.MFT_STATUS, m.MFT_LEVEL, m.MFT_MBL_NO, m.MFT_HBL_NO, m.MFT_PAYMENT_TERM, m.MFT_TOTAL_PKGS, m.MFT_TOTAL_KG]).toEqual([
      0,
      'HOUSE',
      mbl,
      hbl,
      'PP',
      150,
      1800,
    ]);
    expect(m.Containers.map((c: { MFC_CNNO: string; MFC_TARE_KG?: number }) => [c.MFC_CNNO, c.MFC_TARE_KG ?? null])).toEqual([
      [a, null],
      [b, 3900],
    ]);
    expect(m.Items.map((i: { Allocation: { CNNO: string; PKGS: number }[] }) => i.Allocation)).toEqual([
      [{ CNNO: a, PKGS: 100, KG: 1000, CBM: 5 }],
      [{ CNNO: b, PKGS: 50, KG: 800, CBM: 4 }],
    ]);
    expect(m.Consignee).toMatchObject({ NAME: 'HAMBURG HOUSEWARE IMPORT GMBH', CODE: '9999+HRB123456' });
    const log = (await get(CUSTOMER, `${ENDPOINTS.manifestLog}?Id=${m.Id}`)).json().Data as { Type: string; Detail: Record<string, unknown> }[];
    expect(log.find((e) => e.Type === 'v1.ManifestCreated')?.Detail).toMatchObject({ from: 'upload', fileName: '舱单.xlsx' });
    const list = (await get(CUSTOMER, ENDPOINTS.manifestUploadList)).json().Data;
    expect(list[0]).toMatchObject({ Id: d.UploadId, FileName: '舱单.xlsx', Rows: 16, Imported: 1, ManifestIds: [m.Id] });
    expect(list[0].Rejected[0]).toMatchObject({ Sheet: B, Row: 3 });
    // a confirmation of a file changed since: nothing written
    const other = await manifestWorkbook({
      bills: [{ BL_NO: `${hbl}Z`, CGO_ID: cgo }],
      containers: [{ BL_NO: `${hbl}Z`, CNNO: a!, SIZE_TYPE: '45G1' }],
      goods: [goods(`${hbl}Z`, a!)],
    });
    const stale = await send(CUSTOMER, other, `Confirm=${shown.Token}`);
    expect([stale.statusCode, stale.json().Code]).toEqual([400, 'IMPORT_CHANGED_SINCE_PREVIEW']);
  });

  it('a B/L of a draft is updated (goods replaced, the parties’ codes kept, logged); of a submitted one refused with its state', async () => {
    const [a, b] = boxes(2);
    const { cgo, mbl } = await newBooking(t.db, [a!, b!]);
    const first = await manifestWorkbook({
      bills: [{ BL_NO: mbl, CGO_ID: cgo, CONSIGNEE_NAME: 'OLD NAME GMBH', CONSIGNEE_CODE: '9999+HRB777' }],
      containers: [{ BL_NO: mbl, CNNO: a!, SIZE_TYPE: '45G1' }],
      goods: [goods(mbl, a!)],
    });
    const token = (await send(CUSTOMER, first, 'DryRun=true')).json().Data.Token;
    const made = (await send(CUSTOMER, first, `Confirm=${token}`)).json().Data;
    const id = made.Created[0] as number;
    expect((await get(CUSTOMER, `${ENDPOINTS.manifestGet}?Id=${id}`)).json().Data.MFT_LEVEL).toBe('MASTER');
    const mft_no = (await t.db.query<{ mft_no: string }>('select mft_no from manifests where id = $1', [id]))[0]!.mft_no;

    const second = await manifestWorkbook({
      bills: [{ BL_NO: mbl.toLowerCase(), CGO_ID: cgo, CONSIGNEE_NAME: 'NEW NAME GMBH' }],
      containers: [
        { BL_NO: mbl, CNNO: a!, SIZE_TYPE: '45G1' },
        { BL_NO: mbl, CNNO: b!, SIZE_TYPE: '45G1' },
      ],
      goods: [goods(mbl, a!, { PKGS: 10 }), goods(mbl, b!, { PKGS: 20 })],
    });
    const preview = (await send(CUSTOMER, second, 'DryRun=true')).json().Data;
    expect(preview.Answers.map((x: ImportRowAnswer) => x.Answer)).toEqual(Array(5).fill('UPDATE'));
    expect(preview.Answers[0].Reasons).toEqual([`将更新舱单 ${mft_no}`]);
    expect((await get(CUSTOMER, `${ENDPOINTS.manifestGet}?Id=${id}`)).json().Data.MFT_TOTAL_PKGS).toBe(100); // the preview changed nothing
    const done = (await send(CUSTOMER, second, `Confirm=${preview.Token}`)).json().Data;
    expect([done.Created, done.Updated]).toEqual([[], [id]]);
    const m = (await get(CUSTOMER, `${ENDPOINTS.manifestGet}?Id=${id}`)).json().Data;
    expect([m.VERSION, m.MFT_TOTAL_PKGS, m.Containers.length, m.Consignee.NAME, m.Consignee.CODE]).toEqual([2, 30, 2, 'NEW NAME GMBH', '9999+HRB777']);
    const log = (await get(CUSTOMER, `${ENDPOINTS.manifestLog}?Id=${id}`)).json().Data as { Type: string; Detail: Record<string, unknown> }[];
    expect(log.find((e) => e.Type === 'v1.ManifestUploaded')?.Detail).toMatchObject({ fileName: '舱单.xlsx', version: 2 });

    // once submitted, the upload may not change it: refused, in English for an English reader
    await t.db.query('update manifests set mft_status = 1 where id = $1', [id]);
    const refused = (await send(CUSTOMER, second, 'DryRun=true', 'en')).json().Data;
    expect(refused.Imported).toBe(0);
    expect(refused.Answers[0].Reasons[0]).toBe(
      `Sheet "主数据 Bills", row 2: manifest ${mft_no} is "Submitted for verification": an upload changes only drafts and manifests that failed the check or were returned; amend it on the manifest's page.`,
    );
    await t.db.query('update manifests set mft_status = 12 where id = $1', [id]); // cancelled: out of the other tests' way
  });

  it('a file that is not the template is refused whole with a clear error, and changes nothing', async () => {
    const [a] = boxes(1);
    const { cgo, mbl } = await newBooking(t.db, [a!]);
    const sheets = { bills: [{ BL_NO: mbl, CGO_ID: cgo }], containers: [{ BL_NO: mbl, CNNO: a!, SIZE_TYPE: '45G1' }], goods: [goods(mbl, a!)] };
    const before = await counts();
    // sheet names that are not the template's
    const renamed = await send(CUSTOMER, await manifestWorkbook(sheets, { names: ['Sheet1', '集装箱 Containers', 'Sheet3'] }), '');
    expect([renamed.statusCode, renamed.json().Code]).toEqual([400, 'MFT_UPLOAD_SHEETS']);
    expect(renamed.json().Message).toBe(
      '文件缺少工作表：主数据 Bills、货物 Goods。舱单上传模板有三个工作表：主数据 Bills、集装箱 Containers、货物 Goods（表名须一致；可下载模板）。',
    );
    // the halves of a sheet's name are enough (a forwarder's own workbook)
    const halves = await send(CUSTOMER, await manifestWorkbook(sheets, { names: ['Bills', '集装箱', 'GOODS'] }), 'DryRun=true');
    expect([halves.statusCode, halves.json().Data.Imported]).toEqual([200, 3]);
    // a missing column, named with its sheet (asked in English)
    const noKg = await send(CUSTOMER, await manifestWorkbook(sheets, { drop: 'KG' }), '', 'en');
    expect([noKg.statusCode, noKg.json().Code, noKg.json().Message]).toEqual([
      400,
      'IMPORT_MISSING_COLUMNS',
      'Sheet "货物 Goods" lacks the column(s): 毛重 Gross kg (KG).',
    ]);
    // the one-sheet format of before: not the template any more
    const old = new ExcelJS.Workbook();
    old.addWorksheet('manifests').addRows([
      ['订舱号 CGO_ID', '箱号 Container', '箱型代码 Size-type', '货物描述 Description', 'HS 编码 HS code', '件数 Packages', '包装 Package', '毛重 Gross kg'],
      [cgo, a, '45G1', 'CUPS', '691110', 1, 'CT', 1],
    ]);
    const oneSheet = await send(CUSTOMER, Buffer.from(await old.xlsx.writeBuffer()), '');
    expect([oneSheet.statusCode, oneSheet.json().Code]).toEqual([400, 'MFT_UPLOAD_SHEETS']);
    // not a workbook at all
    const text = await send(CUSTOMER, Buffer.from('B/L,CGO\n1,2\n'), '');
    expect(text.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('another company’s B/L: refused without touching its manifest, and its uploads stay unseen', async () => {
    const [a] = boxes(1);
    const { cgo, mbl } = await newBooking(t.db, [a!]);
    const file = await manifestWorkbook({
      bills: [{ BL_NO: mbl, CGO_ID: cgo }],
      containers: [{ BL_NO: mbl, CNNO: a!, SIZE_TYPE: '45G1' }],
      goods: [goods(mbl, a!)],
    });
    const token = (await send(CUSTOMER, file, 'DryRun=true')).json().Data.Token;
    const mine = (await send(CUSTOMER, file, `Confirm=${token}`)).json().Data;
    const id = mine.Created[0];
    const stamp = async () => (await t.db.query('select version, updated_at, mft_total_pkgs from manifests where id = $1', [id]))[0];
    const was = await stamp();

    const theirs = await manifestWorkbook({
      bills: [{ BL_NO: mbl, CGO_ID: cgo, CONSIGNEE_NAME: 'HIJACK LTD' }],
      containers: [{ BL_NO: mbl, CNNO: a!, SIZE_TYPE: '45G1' }],
      goods: [goods(mbl, a!, { PKGS: 1 })],
    });
    const preview = (await send(OTHER, theirs, 'DryRun=true')).json().Data;
    expect(preview.Imported).toBe(0);
    expect(preview.Answers[0].Reasons).toEqual([`“主数据 Bills”第 2 行：没有订舱 ${cgo}（或不是您公司的订舱）。`]);
    // and written without a preview as well: still nothing
    const done = (await send(OTHER, theirs, '')).json().Data;
    expect([done.Created, done.Updated]).toEqual([[], []]);
    expect(await stamp()).toEqual(was);
    expect((await get(OTHER, ENDPOINTS.manifestUploadList)).json().Data.some((u: { Id: number }) => u.Id === mine.UploadId)).toBe(false);
  });
});
