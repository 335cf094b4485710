import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { XLSX_TYPE } from '../../../server/http/xlsx';
import { workbookOf } from '../../support/xlsxFiles';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * B/L number series (commercial.md §1.1 BillCodeSeries, §1.3 BillCodeSeries/Next): the pattern is
 * checked at save (tokens, ≤ 20 characters); Next hands out numbers atomically (20 at once: 20
 * distinct consecutive numbers), starts again when the period changed, refuses a disabled or full
 * series and never issues one number twice; Preview shows the next number without using it.
 */
const t = withTestApp({ modules: ['refdata'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
let platform = 0;
beforeAll(async () => {
  for (const who of ['admin@demo.test', 'customer.admin@demo.test', 'sales@demo.test']) tokens[who] = await asUser(who);
  platform = Number((await t.db.query<{ id: number }>(`select id from companies where code = 'PLATFORM'`))[0]!.id);
});
const post = (path: string, body: object, who = 'admin@demo.test') => call('POST', path, tokens[who]!, body);
const next = (id: number, who = 'admin@demo.test') => post(ENDPOINTS.billCodeSeriesNext, { SeriesId: id }, who);
const preview = (id: number) => call('GET', `${ENDPOINTS.billCodeSeriesPreview}?Id=${id}`, tokens['admin@demo.test']!);
const series = async (id: number) => (await t.db.query<Record<string, unknown>>('select * from bill_code_series where id = $1', [id]))[0];
const today = todayInShanghai();
const yymm = today.slice(2, 4) + today.slice(5, 7);
const make = async (body: object) => {
  const res = await post(ENDPOINTS.billCodeSeriesSave, { OwnerCompanyId: platform, Kind: 'HBL', NextSeq: 1, Reset: 'MONTHLY', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data.Id as number;
};

describe('B/L number series', () => {
  it('the demo series are seeded; the platform’s house series previews its first number of the month', async () => {
    const page = (await call('GET', `${ENDPOINTS.billCodeSeriesList}?Kind=HBL`, tokens['admin@demo.test']!)).json().Data;
    const gfp = page.Items.find((s: { Prefix: string }) => s.Prefix === 'GFP');
    expect(gfp).toMatchObject({ OwnerCompanyCode: 'PLATFORM', Pattern: '{PREFIX}{YY}{MM}{SEQ5}', Reset: 'MONTHLY', Period: today.slice(0, 7), Issued: 0 });
    expect((await preview(gfp.Id)).json().Data).toEqual({ Number: `GFP${yymm}00001`, Seq: 1 });
  });

  it('refuses at save: unknown tokens, numbers longer than 20, a counter beyond its digits, a hint without a carrier, a customer as owner', async () => {
    const customer = Number((await t.db.query<{ id: number }>(`select id from companies where code = 'CUS-HZTX'`))[0]!.id);
    const base = { OwnerCompanyId: platform, Kind: 'HBL', Prefix: 'TST', NextSeq: 1, Reset: 'NEVER' };
    const cases: [object, string][] = [
      [{ ...base, Pattern: '{PREFIX}{DD}{SEQ4}' }, '/Pattern'],
      [{ ...base, Prefix: 'ABCDEFGHIJ', Pattern: '{PREFIX}{YYYY}{MM}{SEQ5}' }, '/Pattern'], // 10 + 4 + 2 + 5 = 21
      [{ ...base, Pattern: '{PREFIX}{SEQ3}', NextSeq: 1000 }, '/NextSeq'],
      [{ ...base, Pattern: '{PREFIX}{YY}' }, '/Pattern'],
      [{ ...base, Prefix: '', Pattern: '{PREFIX}{SEQ5}' }, '/Prefix'],
      [{ ...base, Kind: 'MBL_HINT', Pattern: '{SEQ9}' }, '/CarrierCode'],
      [{ ...base, CarrierCode: 'XXXX', Pattern: '{PREFIX}{SEQ5}' }, '/CarrierCode'],
      [{ ...base, OwnerCompanyId: customer, Pattern: '{PREFIX}{SEQ5}' }, '/OwnerCompanyId'],
    ];
    for (const [b, path] of cases) {
      const res = await post(ENDPOINTS.billCodeSeriesSave, b);
      expect(res.statusCode, JSON.stringify(b)).toBe(400);
      expect(res.json().Errors.map((e: { Path: string }) => e.Path)).toContain(path);
    }
    expect(await t.db.query(`select 1 from bill_code_series where prefix in ('TST', 'ABCDEFGHIJ')`)).toEqual([]);
  });

  it('Preview uses nothing; Next hands out consecutive numbers and records them', async () => {
    const id = await make({ Prefix: 'pv', Pattern: '{prefix}-{yy}{mm}-{seq4}', NextSeq: 41 });
    expect(await series(id)).toMatchObject({ prefix: 'PV', pattern: '{PREFIX}-{YY}{MM}-{SEQ4}', period: today.slice(0, 7) });
    expect((await preview(id)).json().Data.Number).toBe(`PV-${yymm}-0041`);
    expect((await preview(id)).json().Data.Number).toBe(`PV-${yymm}-0041`);
    expect((await next(id)).json().Data).toEqual({ Number: `PV-${yymm}-0041` });
    expect((await next(id)).json().Data).toEqual({ Number: `PV-${yymm}-0042` });
    expect((await preview(id)).json().Data.Number).toBe(`PV-${yymm}-0043`);
    const issued = await t.db.query<{ number: string }>('select number from bill_numbers where series_id = $1 order by seq', [id]);
    expect(issued.map((n) => n.number)).toEqual([`PV-${yymm}-0041`, `PV-${yymm}-0042`]);
  });

  it('20 Next calls at once: 20 distinct, consecutive numbers', async () => {
    const id = await make({ Prefix: 'CC', Pattern: '{PREFIX}{YY}{MM}{SEQ5}', NextSeq: 100 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => next(id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const numbers = answers.map((a) => a.json().Data.Number as string);
    expect(new Set(numbers).size).toBe(20);
    const seqs = numbers.map((n) => Number(n.slice(-5))).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => 100 + i));
    expect(Number((await series(id))!.next_seq)).toBe(120);
  });

  it('the counter starts again at 1 when its month has passed (in the same statement as the issue)', async () => {
    const id = await make({ Prefix: 'RS', Pattern: '{PREFIX}{YYYY}{MM}{SEQ3}', NextSeq: 57 });
    await t.db.query(`update bill_code_series set period = '2001-01' where id = $1`, [id]);
    expect((await preview(id)).json().Data.Number).toBe(`RS${today.slice(0, 4)}${today.slice(5, 7)}001`);
    expect((await next(id)).json().Data.Number).toBe(`RS${today.slice(0, 4)}${today.slice(5, 7)}001`);
    expect(await series(id)).toMatchObject({ period: today.slice(0, 7) });
    expect(Number((await series(id))!.next_seq)).toBe(2);
  });

  it('refuses a disabled series, a master B/L hint and a full series (the counter put back); steps over a number issued before', async () => {
    const id = await make({ Prefix: 'DS', Pattern: '{PREFIX}{SEQ2}', NextSeq: 98, Reset: 'NEVER' });
    expect((await post(ENDPOINTS.billCodeSeriesSetStatus, { Id: id, Status: 'DISABLED' })).statusCode).toBe(200);
    const disabled = await next(id);
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json().Code).toBe('DISABLED');
    await post(ENDPOINTS.billCodeSeriesSetStatus, { Id: id, Status: 'ACTIVE' });
    expect((await next(id)).json().Data.Number).toBe('DS98');
    expect((await next(id)).json().Data.Number).toBe('DS99');
    const full = await next(id);
    expect(full.statusCode).toBe(400);
    expect(full.json().Code).toBe('SERIES_FULL');
    expect(Number((await series(id))!.next_seq)).toBe(100);
    // the counter set back by hand: numbers issued before are stepped over, never issued twice
    const setBack = async (nextSeq: number) => {
      const [{ version }] = (await t.db.query<{ version: number }>('select version from bill_code_series where id = $1', [id])) as [{ version: number }];
      const body = {
        Id: id,
        OwnerCompanyId: platform,
        Kind: 'HBL',
        Prefix: 'DS',
        Pattern: '{PREFIX}{SEQ2}',
        NextSeq: nextSeq,
        Reset: 'NEVER',
        Version: version,
      };
      const res = await post(ENDPOINTS.billCodeSeriesSave, body);
      expect(res.statusCode, res.body).toBe(200);
    };
    await setBack(96);
    expect((await next(id)).json().Data.Number).toBe('DS96');
    expect((await next(id)).json().Data.Number).toBe('DS97');
    // 98 and 99 were issued: stepped over, and 100 does not fit
    expect((await next(id)).json().Code).toBe('SERIES_FULL');
    await setBack(50);
    await t.db.query(`insert into bill_numbers (number, series_id, seq) values ('DS50', $1, 50), ('DS51', $1, 51)`, [id]);
    expect((await preview(id)).json().Data.Number).toBe('DS52');
    expect((await next(id)).json().Data.Number).toBe('DS52');
    const issued = await t.db.query<{ number: string }>('select number from bill_numbers where series_id = $1 order by number', [id]);
    expect(issued.map((n) => n.number)).toEqual(['DS50', 'DS51', 'DS52', 'DS96', 'DS97', 'DS98', 'DS99']);
    const hint = Number((await t.db.query<{ id: number }>(`select id from bill_code_series where kind = 'MBL_HINT' and carrier_code = 'COSU'`))[0]!.id);
    expect((await preview(hint)).json().Data.Number).toBe('COSU0000000001');
    expect((await next(hint)).json().Code).toBe('HINT_ONLY');
    expect((await next(999999)).statusCode).toBe(404);
  });

  it('a series that issued numbers is not deleted (IN_USE); one that issued none is', async () => {
    const used = await make({ Prefix: 'DU', Pattern: '{PREFIX}{SEQ4}' });
    await next(used);
    const refused = await post(ENDPOINTS.billCodeSeriesDelete, { Id: used });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ Code: 'IN_USE', Message: expect.stringMatching(/已发放提单号 1/) });
    const unused = await make({ Prefix: 'DN', Pattern: '{PREFIX}{SEQ4}' });
    expect((await post(ENDPOINTS.billCodeSeriesDelete, { Id: unused })).statusCode).toBe(200);
  });

  it('only platform staff with the edit button issue or change: a customer and a salesperson are refused', async () => {
    const id = await make({ Prefix: 'AC', Pattern: '{PREFIX}{SEQ4}' });
    for (const who of ['customer.admin@demo.test', 'sales@demo.test']) {
      expect((await next(id, who)).statusCode).toBe(403);
      expect(
        (await post(ENDPOINTS.billCodeSeriesSave, { OwnerCompanyId: platform, Kind: 'HBL', Prefix: 'NO', Pattern: '{SEQ4}', NextSeq: 1, Reset: 'NEVER' }, who))
          .statusCode,
      ).toBe(403);
      expect((await call('GET', `${ENDPOINTS.billCodeSeriesPreview}?Id=${id}`, tokens[who]!)).statusCode).toBe(403);
    }
    expect(Number((await series(id))!.next_seq)).toBe(1);
  });

  it('Excel: the export imports back unchanged; bad rows are reported with reasons, good ones kept', async () => {
    const exported = await call('GET', `${ENDPOINTS.billCodeSeriesList}/Export?Prefix=GFP`, tokens['admin@demo.test']!);
    const before = await t.db.query(`select id, pattern, next_seq, reset from bill_code_series where prefix = 'GFP'`);
    const back = await call('POST', `${ENDPOINTS.billCodeSeriesList}/Import`, tokens['admin@demo.test']!, exported.rawPayload as Buffer, XLSX_TYPE);
    expect(back.json().Data).toEqual({ Imported: 1, Rejected: [] });
    expect(await t.db.query(`select id, pattern, next_seq, reset from bill_code_series where prefix = 'GFP'`)).toEqual(before);

    const file = await workbookOf([
      ['所属公司', 'Kind', '前缀', 'Pattern', '下一序号', 'Reset'],
      [`${platform} PLATFORM`, 'hbl', 'nb', '{PREFIX}{YYYY}{SEQ6}', '1', 'yearly'],
      [`${platform}`, 'HBL', 'LONGPREFIX', '{PREFIX}{YYYY}{MM}{SEQ5}', '1', 'NEVER'],
      [`${platform}`, 'HBL', 'XX', '{PREFIX}{SEQ5}', 'one', 'NEVER'],
      ['PLATFORM', 'HBL', 'YY', '{PREFIX}{SEQ5}', '1', 'NEVER'],
    ]);
    expect((await call('POST', `${ENDPOINTS.billCodeSeriesList}/Import`, tokens['customer.admin@demo.test']!, file, XLSX_TYPE)).statusCode).toBe(403);
    const res = (await call('POST', `${ENDPOINTS.billCodeSeriesList}/Import`, tokens['admin@demo.test']!, file, XLSX_TYPE)).json().Data as {
      Imported: number;
      Rejected: { Row: number; Reasons: string[] }[];
    };
    expect(res.Imported).toBe(1);
    expect(res.Rejected.map((r) => r.Row)).toEqual([3, 4, 5]);
    expect(res.Rejected[0]!.Reasons.join(' ')).toMatch(/生成的编号有 21 个字符/);
    expect(res.Rejected[1]!.Reasons.join(' ')).toMatch(/NextSeq/);
    expect(res.Rejected[2]!.Reasons.join(' ')).toMatch(/Owner/);
    expect(await t.db.query(`select kind, pattern, reset, period from bill_code_series where prefix = 'NB'`)).toEqual([
      { kind: 'HBL', pattern: '{PREFIX}{YYYY}{SEQ6}', reset: 'YEARLY', period: today.slice(0, 4) },
    ]);
  });
});
