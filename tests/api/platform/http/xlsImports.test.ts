import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '../../../../server/http/importLimits';
import { readGridsOffThread, readSheetOffThread } from '../../../../server/http/sheetReader';
import { XLS_TYPE } from '../../../../server/http/xlsx';
import { ENDPOINTS } from '../../../../src/contract/endpoints';
import type { BatchWire } from '../../../../src/contract/rates/batchCalls';
import { todayInShanghai } from '../../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../../src/domain/refdata/sailings';
import { carrierWorkbook } from '../../../support/rateSheets';
import { asXls, xlsOf } from '../../../support/xlsxFiles';
import { withTestApp } from '../../support/build';
import { caller } from '../../support/calls';

/**
 * Issue 32: carriers still send .xls (BIFF8), and the imports took only .xlsx. The sheet reader now
 * reads both (server/http/xlsParse.ts), in the same bounded worker, into the same rows; the zip
 * checks stay for .xlsx (importLimits.alone.test.ts).
 */
const t = withTestApp({ modules: ['rates', 'refdata'] });
const { call, asUser } = caller(t);

describe('the sheet reader takes .xls as it takes .xlsx', () => {
  it('reads the first sheet by its headers, with sheet row numbers, numbers as written and dates as UTC times', async () => {
    const file = xlsOf([
      ['代码', '数量', '日期', '是否'],
      ['CNNGB', 3.25, new Date(Date.UTC(2026, 10, 26)), true],
      [null, null, null, null],
      ['CNSHA', 42, null, false],
    ]);
    expect([...file.subarray(0, 4)]).toEqual([0xd0, 0xcf, 0x11, 0xe0]); // a compound file, not a zip
    const read = await readSheetOffThread(file);
    expect(read).toEqual({
      sheet: {
        headers: ['代码', '数量', '日期', '是否'],
        rows: [
          { row: 2, cells: { 代码: 'CNNGB', 数量: '3.25', 日期: '2026-11-26T00:00:00.000Z', 是否: 'true' } },
          { row: 4, cells: { 代码: 'CNSHA', 数量: '42', 日期: '', 是否: 'false' } },
        ],
      },
    });
  });

  it('refuses an .xls over the row limit, and bytes that only start like one', async () => {
    const rows = [['代码'], ...Array.from({ length: 30 }, (_, i) => [`R${i}`])];
    expect(await readSheetOffThread(xlsOf(rows), { ...IMPORT_LIMITS, maxRows: 29 })).toEqual({ failure: 'TOO_MANY_ROWS' });
    expect('sheet' in (await readSheetOffThread(xlsOf(rows), { ...IMPORT_LIMITS, maxRows: 30 }))).toBe(true);
    const fake = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(2048, 7)]);
    expect(await readSheetOffThread(fake)).toMatchObject({ failure: expect.stringMatching(/^(NOT_XLSX|NO_SHEET)$/) });
  });
});

describe('imports through their calls', () => {
  it('ports: an .xls imports like the .xlsx, its refused rows numbered as in the sheet', async () => {
    const admin = await asUser('admin@demo.test');
    const file = xlsOf([
      ['代码 UN/LOCODE', '中文名 Chinese name', '英文名 English name', '国家 Country', '时区 Time zone', '功能 Functions', '别名 Aliases'],
      ['plszz', '什切青', 'Szczecin', 'pl', 'Europe/Warsaw', '1', ''],
      ['DESZZ', '错国家', 'Wrong country', 'PL', 'Europe/Warsaw', '1', ''],
    ]);
    const res = await call('POST', `${ENDPOINTS.portList}/Import`, admin, file, XLS_TYPE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({ Imported: 1, Rejected: [{ Row: 3 }] });
    const [port] = await t.db.query<Record<string, unknown>>(`select name_zh, country_code, time_zone from ports where code = 'PLSZZ'`);
    expect(port).toEqual({ name_zh: '什切青', country_code: 'PL', time_zone: 'Europe/Warsaw' });
  });

  it('rates: a carrier’s .xls sheet (title rows, merged group headers) is read into the same batch as its .xlsx', async () => {
    const clerk = await asUser('pricing@demo.test');
    const today = todayInShanghai();
    const [from, to] = [addDays(today, 1), addDays(today, 40)];
    const sheet = await carrierWorkbook([
      {
        name: 'Europe 欧洲',
        title: 'COSCO SHIPPING — FAR EAST / NORTH EUROPE',
        lanes: [
          { pol: 'CNSHA', pod: 'GBFXT', prices: { '20GP': '1180', '40GP': '1520', '40HQ': '1580' }, from, to, transit: '31' },
          { pol: 'CNNGB', pod: 'GBFXT', prices: { '20GP': '1200', '40GP': '1550', '40HQ': '1600' }, from, to },
        ],
      },
    ]);
    const upload = async (file: Buffer, type: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${ENDPOINTS.batchUpload}?CarrierCode=COSU&FileName=cosco.xls`,
        payload: file,
        headers: { authorization: `Bearer ${clerk}`, 'content-type': type },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().Data as BatchWire;
    };
    const fromXlsx = await upload(sheet, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const fromXls = await upload(asXls(sheet), XLS_TYPE);
    const rowsOf = async (id: number) =>
      t.db.query(`select row_no, sheet, sheet_row, action, lane, cells, errors from rate_batch_rows where batch_id = $1 order by row_no`, [id]);
    const xlsRows = await rowsOf(fromXls.Id);
    expect(xlsRows.length).toBe(2);
    expect(xlsRows).toEqual(await rowsOf(fromXlsx.Id));
    const grids = await readGridsOffThread(asXls(sheet), IMPORT_LIMITS);
    expect('sheet' in grids && grids.sheet.map((g) => g.name)).toEqual(['Europe 欧洲']);
  });
});
