import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { SEED_CARRIERS } from '../../../src/domain/refdata/seed/carriers';
import { CARRIERS } from '../../../src/domain/si/reference';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

const t = withTestApp({ modules: ['refdata'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const who of ['admin@demo.test', 'customer.admin@demo.test']) tokens[who] = await asUser(who);
});

type Page = { Items: { Code: string; Name: string; NameZh: string; CodeKind: string; Status: string; Bookings: number; Version: number }[]; Total: number };
const list = async (query: string, who = 'admin@demo.test') => call('GET', `${ENDPOINTS.carrierList}?${query}`, tokens[who]!);

describe('the carrier grid (reference data)', () => {
  it('lists the seeded carriers (the SI check’s among them, unchanged), paged on the server, with the bookings that name each', async () => {
    const first = await list('PageSize=3');
    expect(first.statusCode).toBe(200);
    const page = first.json().Data as Page;
    expect(page.Total).toBe(SEED_CARRIERS.length);
    expect(page.Items).toHaveLength(3);
    const all = (await list('PageSize=100')).json().Data as Page;
    for (const c of CARRIERS) expect(all.Items.find((i) => i.Code === c.code)?.Name).toBe(c.name);
    expect(all.Items.find((c) => c.Code === 'MAEU')).toMatchObject({ NameZh: '马士基', CodeKind: 'SCAC', Status: 'ACTIVE' });
    const [booked] = await t.db.query<{ n: string }>(`select count(*) as n from bookings where carrier = 'EGLV'`);
    expect(all.Items.find((c) => c.Code === 'EGLV')?.Bookings).toBe(Number(booked!.n));
    expect(Number(booked!.n)).toBeGreaterThan(0);
  });

  it('searches by code, English or Chinese name, and sorts', async () => {
    const byName = (await list(`Name=${encodeURIComponent('hapag')}`)).json().Data as Page;
    expect(byName.Items.map((c) => c.Code)).toEqual(['HLCU']);
    const byChinese = (await list(`NameZh=${encodeURIComponent('长荣')}`)).json().Data as Page;
    expect(byChinese.Items.map((c) => c.Code)).toEqual(['EGLV']);
    const sorted = (await list('Sort=Name&Desc=true&PageSize=100')).json().Data as Page;
    const names = sorted.Items.map((c) => c.Name);
    expect(names).toEqual([...names].sort().reverse());
  });

  it('refuses a sort it does not know, and a customer company (master data is the platform’s)', async () => {
    expect((await list('Sort=Secret')).statusCode).toBe(400);
    const customer = await list('PageSize=5', 'customer.admin@demo.test');
    expect(customer.statusCode).toBe(403);
  });

  it('exports what it lists to Excel', async () => {
    const res = await call('GET', `${ENDPOINTS.carrierList}/Export?Code=MAEU`, tokens['admin@demo.test']!);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = (book.worksheets[0]!.getSheetValues() as unknown[][]).filter(Boolean).map((r) => r.slice(1));
    expect(rows[0]?.slice(0, 5)).toEqual(['代码 SCAC', '代码类型 Kind', 'SMDG', '英文名 Name', '中文名 Chinese name']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['MAEU']);
  });
});
