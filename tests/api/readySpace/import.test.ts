import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../../../server/http/xlsx';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { SpaceImportAnswer, SpaceUpload } from '../../../src/contract/readySpace/fileCalls';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../src/domain/refdata/sailings';
import { withTestApp } from '../support/build';
import { ok, refusedWith } from '../rates/salesDesk';
import { goodSpaceRows, kit, SPACE_SHEET_HEADERS, spaceWorkbook, type Who } from './support';

/**
 * The Excel upload of listings (commercial.md §5.3 List/Import, §5.4 NowOrderUpload): each good row a
 * listing of the uploader's company (DRAFT, or submitted when asked), checked as SaveDraft and Submit
 * check one; each bad row refused with its reasons and nothing of it written; one log row an upload;
 * a body that is no workbook refused whole (415).
 */
const t = withTestApp({ modules: ['rates', 'readySpace'] });
const k = kit(t);
beforeAll(() => k.signIn());

const today = todayInShanghai();
const good = goodSpaceRows(500);

const upload = (who: Who, body: Buffer | object, query = '', lang = 'zh-CN', type = XLSX_TYPE) =>
  t.app.inject({
    method: 'POST',
    url: `${ENDPOINTS.readySpaceImport}?FileName=${encodeURIComponent('本周现舱.xlsx')}${query}`,
    payload: body,
    headers: { authorization: `Bearer ${k.tokens[who]}`, 'content-type': type, 'accept-language': lang },
  });
const spaces = async () => Number((await t.db.query<{ n: string }>('select count(*) as n from ready_spaces'))[0]!.n);
const logs = async () => Number((await t.db.query<{ n: string }>('select count(*) as n from ready_space_uploads'))[0]!.n);

describe('the Excel upload of ready space', () => {
  it('refuses a row whose vessel the reference data lacks or whose price is 0, with its reason, and takes the others', async () => {
    const before = await spaces();
    const ghostShip = good();
    ghostShip[1] = 'NO SUCH SHIP';
    const free = good();
    free[9] = '0';
    const answer = ok<SpaceImportAnswer>(await upload('provider', await spaceWorkbook(SPACE_SHEET_HEADERS, [ghostShip, free, good()])));
    expect(answer.Imported).toBe(1);
    const why = (row: number) => answer.Rejected.find((r) => r.Row === row)!.Reasons.join(' ');
    expect(why(2)).toContain('船舶资料中没有 NO SUCH SHIP');
    expect(why(3)).toContain('40HQ：价格须大于 0');
    expect(await spaces()).toBe(before + 1);
  });
  it('makes drafts of the good rows only, names why each other row was refused, and logs the upload', async () => {
    const before = await spaces();
    const unknownPort = good();
    unknownPort[4] = 'XXABC';
    const past = good(); // R5.1, Submit's own check: the ETD must be tomorrow or later
    past[5] = addDays(today, -2);
    past[6] = `${addDays(today, -4)} 12:00`;
    past[7] = `${addDays(today, -3)} 12:00`;
    const priceOnly = good();
    priceOnly[10] = '';
    priceOnly[11] = '980';
    const noTerms = good();
    noTerms[12] = '';
    const longVoyage = good(); // the call's own schema: a voyage is at most 20 characters
    longVoyage[2] = 'V'.repeat(25);
    const answer = ok<SpaceImportAnswer>(
      await upload('provider', await spaceWorkbook(SPACE_SHEET_HEADERS, [good(), unknownPort, past, priceOnly, noTerms, longVoyage, good()])),
    );
    expect(answer.Imported).toBe(2);
    expect(answer.Rejected.map((r) => r.Row)).toEqual([3, 4, 5, 6, 7]);
    const why = (row: number) => answer.Rejected.find((r) => r.Row === row)!.Reasons.join(' ');
    expect(why(3)).toContain('XXABC');
    expect(why(4)).toContain('开船日期须为明天或以后');
    expect(why(5)).toContain('20GP 须同时填写数量和价格');
    expect(why(6)).toContain('取消条款为空');
    expect(why(7)).toContain('航次：最多 20 个字符'); // the field as the form names it (issue 32);
    expect(await spaces()).toBe(before + 2);

    // the listings are the provider's drafts, from the sheet's cells (Rotterdam read as NLRTM, the cut-offs on the POL's clock)
    const s = await k.space('provider', answer.Spaces[0]!.Id);
    expect(s).toMatchObject({ Status: 'DRAFT', Manages: true, CarrierCode: 'COSU', PolCode: 'CNSHA', PodCode: 'NLRTM', Etd: addDays(today, 20) });
    expect(s.Lines).toEqual([expect.objectContaining({ ContainerClass: '40HQ', TotalQty: 10, Price: '1850.00' })]);
    expect(s.CutOffs.map((c: { Code: string }) => c.Code)).toEqual(['DCO', 'FCO']);
    expect(s.CutOffs[0].DateTime).toBe(new Date(`${addDays(today, 17)}T12:00:00+08:00`).toISOString());
    expect(s.ValidUntil).toBe(new Date(`${addDays(today, 16)}T12:00:00+08:00`).toISOString());
    // and they submit as they stand
    expect(ok<{ Status: string }>(await k.post('provider', ENDPOINTS.readySpaceSubmit, { Id: answer.Spaces[1]!.Id })).Status).toBe('SUBMITTED');

    // one log row: the provider sees it with its listings and refused rows; a provider of another company would not
    const log = ok<{ Items: SpaceUpload[] }>(await k.get('provider', `${ENDPOINTS.readySpaceUploads}?PageSize=50`));
    const mine = log.Items.find((u) => u.Id === answer.UploadId)!;
    expect(mine).toMatchObject({ FileName: '本周现舱.xlsx', Rows: 7, Created: 2, Refused: 5, Submit: false });
    expect(mine.Spaces.map((x) => x.Id)).toEqual(answer.Spaces.map((x) => x.Id));
    expect(mine.Rejected.map((r) => r.Row)).toEqual([3, 4, 5, 6, 7]);
    expect(log.Items.some((u) => u.FileName === '十二月现舱批量发布.xlsx')).toBe(true); // the demo's
  });

  it('submits the listings when asked: a provider’s to the audit, the platform’s own on sale at once', async () => {
    const provider = ok<SpaceImportAnswer>(await upload('provider', await spaceWorkbook(SPACE_SHEET_HEADERS, [good()]), '&Submit=true'));
    expect((await k.space('provider', provider.Spaces[0]!.Id)).Status).toBe('SUBMITTED');
    const platform = ok<SpaceImportAnswer>(await upload('admin', await spaceWorkbook(SPACE_SHEET_HEADERS, [good()]), '&Submit=true'));
    expect((await k.space('admin', platform.Spaces[0]!.Id)).Status).toBe('ON_SALE');
    // on sale: a buyer finds it on the market
    expect((await k.space('buyer', platform.Spaces[0]!.Id)).Available).toBe(10);
  });

  it('gives the reasons in English when asked', async () => {
    const row = good();
    row[3] = 'ZZZZZ';
    const answer = ok<SpaceImportAnswer>(await upload('provider', await spaceWorkbook(SPACE_SHEET_HEADERS, [row]), '', 'en'));
    expect(answer.Imported).toBe(0);
    expect(answer.Rejected[0]!.Reasons).toContain('POL "ZZZZZ" is no known port.');
  });

  it('refuses a body that is no workbook (415) and a sheet without the columns (400), logging neither', async () => {
    const before = { spaces: await spaces(), logs: await logs() };
    const json = await upload('provider', { Rows: [] }, '', 'zh-CN', 'application/json');
    expect(json.statusCode).toBe(415);
    expect(json.json().Code).toBe('IMPORT_NOT_A_FILE');
    expect((await upload('provider', Buffer.from('%PDF-1.4 not a sheet'), '', 'zh-CN', 'application/pdf')).statusCode).toBe(415);
    const wrong = await upload('provider', await spaceWorkbook(['名称 Name', '数量 Qty'], [['x', 1]]));
    refusedWith(wrong, 'IMPORT_MISSING_COLUMNS');
    expect(wrong.json().Message).toContain('船名');
    expect({ spaces: await spaces(), logs: await logs() }).toEqual(before);
  });

  it('is the sellers’: a customer is refused (403) and makes nothing', async () => {
    const before = await spaces();
    expect((await upload('buyer', await spaceWorkbook(SPACE_SHEET_HEADERS, [good()]))).statusCode).toBe(403);
    expect((await k.get('buyer', ENDPOINTS.readySpaceUploads)).statusCode).toBe(403);
    expect(await spaces()).toBe(before);
  });

  it('offers a template with the headers and an example row that the upload takes', async () => {
    const res = await k.get('provider', ENDPOINTS.readySpaceImportTemplate);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('ready-space-upload-template.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('船公司 Carrier');
    const answer = ok<SpaceImportAnswer>(await upload('provider', Buffer.from(await book.xlsx.writeBuffer())));
    expect(answer.Rejected).toEqual([]);
    expect(answer.Imported).toBe(1);
  });

  it('previews before writing: the preview writes nothing, the confirmation writes exactly it, a changed file or a changed "submit" writes nothing (400)', async () => {
    const [before, logged] = [await spaces(), await logs()];
    const ghostShip = good();
    ghostShip[1] = 'NO SUCH SHIP';
    const file = await spaceWorkbook(SPACE_SHEET_HEADERS, [good(), ghostShip, good()]);
    const preview = ok<SpaceImportAnswer & { Token: string }>(await upload('provider', file, '&DryRun=true'));
    expect(preview.Imported).toBe(2);
    expect(preview.Rejected.map((r) => r.Row)).toEqual([3]);
    expect([await spaces(), await logs()]).toEqual([before, logged]); // nothing written, not even the log

    refusedWith(
      await upload('provider', await spaceWorkbook(SPACE_SHEET_HEADERS, [good(), good()]), `&Confirm=${preview.Token}`),
      'IMPORT_CHANGED_SINCE_PREVIEW',
    );
    // previewed as drafts, confirmed as "submit at once": not what was shown
    refusedWith(await upload('provider', file, `&Submit=true&Confirm=${preview.Token}`), 'IMPORT_CHANGED_SINCE_PREVIEW');
    expect([await spaces(), await logs()]).toEqual([before, logged]);

    const done = ok<SpaceImportAnswer>(await upload('provider', file, `&Confirm=${preview.Token}`));
    expect({ Imported: done.Imported, Rejected: done.Rejected }).toEqual({ Imported: preview.Imported, Rejected: preview.Rejected });
    expect([await spaces(), await logs()]).toEqual([before + 2, logged + 1]);
  });

  it('takes no listing number in a preview: the listings confirmed next carry the numbers right after the last one given', async () => {
    // a sequence is not undone with a rolled-back transaction: a preview that numbered its listings left gaps (issue 32)
    const lastNumber = async () => {
      const [seq] = await t.db.query<{ last_value: string; is_called: boolean }>('select last_value, is_called from ready_space_no_seq');
      return seq!.is_called ? Number(seq!.last_value) : Number(seq!.last_value) - 1;
    };
    const file = await spaceWorkbook(SPACE_SHEET_HEADERS, [good(), good()]);
    const before = await lastNumber();
    const preview = ok<SpaceImportAnswer & { Token: string }>(await upload('provider', file, '&DryRun=true'));
    expect(preview.Imported).toBe(2);
    expect(await lastNumber()).toBe(before);
    ok(await upload('provider', file, `&Confirm=${preview.Token}`));
    expect(await lastNumber()).toBe(before + 2);
  });
});
