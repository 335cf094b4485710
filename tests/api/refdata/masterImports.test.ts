import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';
import { workbookOf } from '../../support/xlsxFiles';
import { XLSX_TYPE } from '../../../server/http/xlsx';
import { caller } from '../support/calls';

/**
 * Excel imports of the fee codes and trade lanes (commercial.md §1.3 `X/List/Import`): the export's
 * own sheet imports back; a hand-typed sheet with either half of a header is read; bad rows are
 * refused with their reasons and the good ones kept; only the platform imports.
 */
const t = withTestApp({ modules: ['refdata'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of ['admin@demo.test', 'customer.admin@demo.test']) tokens[who] = await asUser(who);
});
type Result = { Imported: number; Rejected: { Row: number; Reasons: string[] }[] };
const importTo = (list: string, file: Buffer, who = 'admin@demo.test') => call('POST', `${list}/Import`, tokens[who]!, file, XLSX_TYPE);
const row = async (table: string, code: string) => (await t.db.query<Record<string, unknown>>(`select * from ${table} where code = $1`, [code]))[0];

describe('fee codes', () => {
  it('the export imports back unchanged; new and refused rows as typed by hand', async () => {
    const exported = await call('GET', `${ENDPOINTS.feeCodeList}/Export?Code=BAF`, tokens['admin@demo.test']!);
    const before = await row('fee_codes', 'BAF');
    const back = await importTo(ENDPOINTS.feeCodeList, exported.rawPayload as Buffer);
    expect(back.json().Data).toEqual({ Imported: 1, Rejected: [] });
    expect(await row('fee_codes', 'BAF')).toMatchObject({ name_zh: before!.name_zh, category: before!.category, default_basis: before!.default_basis });

    const file = await workbookOf([
      ['代码', '中文名', 'English name', 'Category', '计费方式', '币种', '付款'],
      [' ebs ', '紧急燃油附加费', 'Emergency bunker surcharge', 'surcharge', 'per_container', 'usd', 'pre'],
      ['XX', '坏类别', 'Bad category', 'NOPE', 'PER_BL', '', ''],
      ['YY', '坏币种', 'Bad currency', 'SURCHARGE', 'PER_BL', 'ZZZ', ''],
    ]);
    expect((await importTo(ENDPOINTS.feeCodeList, file, 'customer.admin@demo.test')).statusCode).toBe(403);
    const res = await importTo(ENDPOINTS.feeCodeList, file);
    const result = res.json().Data as Result;
    expect(result.Imported).toBe(1);
    expect(result.Rejected.map((r) => r.Row)).toEqual([3, 4]);
    expect(result.Rejected[0]!.Reasons.join(' ')).toMatch(/费用分类：/);
    expect(result.Rejected[1]!.Reasons.join(' ')).toMatch(/ZZZ/);
    expect(await row('fee_codes', 'EBS')).toMatchObject({
      category: 'SURCHARGE',
      default_basis: 'PER_CONTAINER',
      default_currency: 'USD',
      default_payment_term: 'PRE',
    });
    expect(await row('fee_codes', 'XX')).toBeUndefined();
  });
});

describe('trade lanes', () => {
  it('creates a lane with its ports, keeps the order of an exported lane, refuses unknown ports and bad orders', async () => {
    const exported = await call('GET', `${ENDPOINTS.tradeLaneList}/Export?Code=EU`, tokens['admin@demo.test']!);
    const before = await row('trade_lanes', 'EU');
    // the text filter matches EU's sub-lanes too: every exported lane imports back
    const back = (await importTo(ENDPOINTS.tradeLaneList, exported.rawPayload as Buffer)).json().Data as Result;
    expect(back.Rejected).toEqual([]);
    expect(back.Imported).toBeGreaterThan(1);
    expect(await row('trade_lanes', 'EU')).toMatchObject({ sort_order: before!.sort_order });

    const file = await workbookOf([
      ['代码 Code', '中文名 Chinese name', '英文名 English name', '上级 Parent', '目的港 PODs', '排序 Order'],
      ['balt', '波罗的海', 'Baltic', '', 'PLGDN, SEGOT', '40'],
      ['NOWH', '无港', 'Unknown ports', '', 'XXQQQ', ''],
      ['ODD', '坏排序', 'Bad order', '', '', 'first'],
    ]);
    const result = (await importTo(ENDPOINTS.tradeLaneList, file)).json().Data as Result;
    expect(result.Rejected.map((r) => r.Row)).toEqual([3, 4]);
    expect(result.Rejected[0]!.Reasons.join(' ')).toMatch(/XXQQQ/);
    expect(result.Rejected[1]!.Reasons.join(' ')).toMatch(/Order/);
    expect(result.Imported).toBe(1);
    const ports = await t.db.query<{ port_code: string }>(`select port_code from trade_lane_ports where lane_code = 'BALT' order by port_code`);
    expect(ports.map((p) => p.port_code)).toEqual(['PLGDN', 'SEGOT']);
    expect(await row('trade_lanes', 'NOWH')).toBeUndefined();
  });
});

describe('exchange rates', () => {
  it('adds the month’s windows; an overlapping row (with one above it too), an unknown currency and a bad kind are refused', async () => {
    const file = await workbookOf([
      ['币种 From', '兑 To', '类型 Kind', '汇率 Rate', '起 From date', '止 To date', '来源 Source'],
      ['eur', '', '', '7.812345', '2030-01-01', '2030-01-31', 'boc'],
      ['EUR', 'CNY', 'MONTHLY_BOOK', '7.9', '2030-01-15', '2030-02-10', ''],
      ['QQQ', '', '', '1', '2030-01-01', '2030-01-31', ''],
      ['USD', '', 'WEEKLY', '7.1', '2030-01-01', '2030-01-31', ''],
      ['USD', '', 'DAILY', '7.12', '2030-01-02', '2030-01-02', ''],
    ]);
    expect((await importTo(ENDPOINTS.exchangeRateList, file, 'customer.admin@demo.test')).statusCode).toBe(403);
    const result = (await importTo(ENDPOINTS.exchangeRateList, file)).json().Data as Result;
    expect(result.Imported).toBe(2);
    expect(result.Rejected.map((r) => r.Row)).toEqual([3, 4, 5]);
    expect(result.Rejected[0]!.Reasons.join(' ')).toMatch(/never overlap/);
    expect(result.Rejected[1]!.Reasons.join(' ')).toMatch(/QQQ/);
    expect(result.Rejected[2]!.Reasons.join(' ')).toMatch(/Kind/);
    const rates = await t.db.query<{ from_code: string; kind: string; rate: string; source: string }>(
      `select from_code, kind, rate::text as rate, source from exchange_rates where valid_from >= '2030-01-01' order by from_code`,
    );
    expect(rates).toEqual([
      { from_code: 'EUR', kind: 'MONTHLY_BOOK', rate: '7.812345', source: 'BOC' },
      { from_code: 'USD', kind: 'DAILY', rate: '7.120000', source: 'MANUAL' },
    ]);
  });
});
