import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoRoles } from '../../../server/modules/access/public';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { RATE_ANALYSIS_PAGES as P } from '../../../src/contract/rateAnalysis/module';
import { dayIn, OFFICE_ZONE } from '../../../src/domain/refdata/localTimes';
import { addDays } from '../../../src/domain/refdata/public';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * Rate analysis' calls (commercial.md §9.2, R9.1, R9.2, R9.5): cost only with "view cost" (its keys
 * absent, not empty, without), nobody external, a salesperson's customers only, the notices on the
 * timeline, the weekly change, the refusals in words, the export.
 */
const t = withTestApp({ modules: ['rateAnalysis'] });
const { asUser } = caller(t);
const tokens: Record<string, string> = {};
const today = dayIn(OFFICE_ZONE);
const YEAR = { From: addDays(today, -364), To: addDays(today, 60) };

const get = (who: string, path: string, q: Record<string, string | undefined> = {}, lang?: 'en') =>
  t.app.inject({
    method: 'GET',
    url: `${path}?${new URLSearchParams(Object.entries(q).filter((e): e is [string, string] => e[1] !== undefined))}`,
    headers: { authorization: `Bearer ${tokens[who]}`, ...(lang ? { 'accept-language': lang } : {}) },
  });
const keysOf = (v: unknown): string[] =>
  Array.isArray(v) ? v.flatMap(keysOf) : v && typeof v === 'object' ? Object.entries(v).flatMap(([k, x]) => [k, ...keysOf(x)]) : [];

beforeAll(async () => {
  // a manager of the index without "view cost"
  await seedDemoRoles(t.db, [
    {
      name: '运价指数（不含成本）',
      description: 'test',
      owner: { company: 'PLATFORM' },
      tree: 'internal',
      menus: [P.platform],
      buttons: {},
      holders: ['booking@demo.test'],
    },
  ]);
  for (const who of [
    'pricing.manager@demo.test',
    'booking@demo.test',
    'sales@demo.test',
    'sales.manager@demo.test',
    'customer@demo.test',
    'provider@demo.test',
  ])
    tokens[who] = await asUser(who);
});

describe('the price index', () => {
  it('with "view cost": min ≤ median ≤ max each week, the weekly change from the medians, the COSCO GRI on the timeline', async () => {
    const res = await get('pricing.manager@demo.test', ENDPOINTS.platformRates, { POL: 'CNSHA', POD: 'NLRTM', ...YEAR });
    expect(res.statusCode).toBe(200);
    const d = res.json().Data;
    expect(d.WithCost).toBe(true);
    expect(d.Weeks.length).toBeGreaterThanOrEqual(52 * 3);
    for (const w of d.Weeks) {
      expect(Number(w.CostMin)).toBeLessThanOrEqual(Number(w.CostMedian));
      expect(Number(w.CostMedian)).toBeLessThanOrEqual(Number(w.CostMax));
      expect(new Date(`${w.Week}T00:00:00Z`).getUTCDay()).toBe(1);
    }
    const gp = d.Weeks.filter((w: { ContainerClass: string }) => w.ContainerClass === '20GP');
    for (let i = 1; i < gp.length; i++) {
      if (addDays(gp[i - 1].Week, 7) !== gp[i].Week) continue;
      const want = Math.round(((Number(gp[i].CostMedian) - Number(gp[i - 1].CostMedian)) / Number(gp[i - 1].CostMedian)) * 1000) / 10;
      expect(gp[i].Change).toBe(want);
    }
    expect(gp[0].Change).toBeNull();
    expect(d.Notices).toContainEqual(expect.objectContaining({ Carrier: 'COSU', Kind: 'GRI', EffectiveFrom: '2026-12-15', Week: '2026-12-14' }));
    expect(d.Volatility.map((v: { ContainerClass: string }) => v.ContainerClass).sort()).toEqual(['20GP', '40GP', '40HQ']);
    expect(d.Options.Lanes).toContainEqual({ POL: 'CNNGB', POD: 'USLAX' });
  });

  it('one carrier and one class narrow it; the all-carrier count is the sum of the carriers’', async () => {
    const all = (await get('pricing.manager@demo.test', ENDPOINTS.platformRates, { POL: 'CNSHA', POD: 'NLRTM', Classes: '40hq', ...YEAR })).json().Data;
    expect(new Set(all.Weeks.map((w: { ContainerClass: string }) => w.ContainerClass))).toEqual(new Set(['40HQ']));
    const counts = new Map<string, number>();
    for (const carrier of all.Options.Carriers as string[]) {
      const one = (
        await get('pricing.manager@demo.test', ENDPOINTS.platformRates, { POL: 'CNSHA', POD: 'NLRTM', Classes: '40HQ', Carrier: carrier, ...YEAR })
      ).json().Data;
      for (const w of one.Weeks) counts.set(w.Week, (counts.get(w.Week) ?? 0) + w.Rates);
    }
    for (const w of all.Weeks) expect(w.Rates).toBe(counts.get(w.Week));
  });

  it('without "view cost" no cost key is anywhere in the answer or the export, and the change follows the list price', async () => {
    const res = await get('booking@demo.test', ENDPOINTS.platformRates, { POL: 'CNSHA', POD: 'NLRTM', ...YEAR });
    expect(res.statusCode).toBe(200);
    const d = res.json().Data;
    expect(d.WithCost).toBe(false);
    expect(d.Weeks.length).toBeGreaterThan(0);
    expect(keysOf(d).filter((k) => /^Cost/.test(k))).toEqual([]);
    const gp = d.Weeks.filter((w: { ContainerClass: string }) => w.ContainerClass === '20GP');
    let measured = 0;
    for (let i = 1; i < gp.length; i++) {
      if (addDays(gp[i - 1].Week, 7) !== gp[i].Week || gp[i - 1].SellMedian === null || gp[i].SellMedian === null) continue;
      measured++;
      expect(gp[i].Change).toBe(Math.round(((Number(gp[i].SellMedian) - Number(gp[i - 1].SellMedian)) / Number(gp[i - 1].SellMedian)) * 1000) / 10);
    }
    expect(measured).toBeGreaterThan(40);
    const file = await get('booking@demo.test', ENDPOINTS.platformRatesExport, { POL: 'CNSHA', POD: 'NLRTM', ...YEAR }, 'en');
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const header = (book.worksheets[0]!.getRow(1).values as string[]).filter(Boolean);
    expect(header).toEqual(['Week (Monday)', 'Container class', 'Currency', 'Sell median', 'Rates in force', 'Week on week %']);
  });

  it('the export holds the table as the page shows it, in the person’s language, cost columns with "view cost"', async () => {
    const q = { POL: 'CNSHA', POD: 'NLRTM', Classes: '20GP', ...YEAR };
    const d = (await get('pricing.manager@demo.test', ENDPOINTS.platformRates, q)).json().Data;
    const file = await get('pricing.manager@demo.test', ENDPOINTS.platformRatesExport, q);
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as string[]).filter(Boolean)).toEqual([
      '周（周一）',
      '箱型',
      '币种',
      '成本最低',
      '成本中位数',
      '成本最高',
      '销售价中位数',
      '在效运价数',
      '周环比 %',
    ]);
    expect(sheet.rowCount).toBe(d.Weeks.length + 1);
    expect(sheet.getRow(2).getCell(5).value).toBe(Number(d.Weeks[0].CostMedian));
  });

  it('nobody external reaches the calls (403), nor a salesperson without the managers’ page', async () => {
    for (const who of ['customer@demo.test', 'provider@demo.test', 'sales@demo.test']) {
      expect((await get(who, ENDPOINTS.platformRates, { POL: 'CNSHA', POD: 'NLRTM', ...YEAR })).statusCode).toBe(403);
      expect((await get(who, ENDPOINTS.platformRatesExport, { POL: 'CNSHA', POD: 'NLRTM', ...YEAR })).statusCode).toBe(403);
    }
    for (const who of ['customer@demo.test', 'provider@demo.test']) expect((await get(who, ENDPOINTS.customerRates, YEAR)).statusCode).toBe(403);
  });

  it('refuses bad filters in words beside the field, and changes nothing', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ POL: 'CNSHA', POD: 'NLRTM', From: '2026-02-30', To: today }, 'From'],
      [{ POL: 'CNSHA', POD: 'NLRTM', From: today, To: addDays(today, -1) }, 'To'],
      [{ POL: 'CNSHA', POD: 'NLRTM', From: '2020-01-01', To: today }, 'To'],
      [{ POL: 'CNSHA', ...YEAR }, 'POD'],
      [{ POL: 'CNSHA', POD: 'NLRTM', Classes: '20GP,big', ...YEAR }, 'Classes'],
    ];
    for (const [q, path] of cases) {
      const res = await get('pricing.manager@demo.test', ENDPOINTS.platformRates, q, 'en');
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json()).toMatchObject({ Status: false, Code: 'BAD_FILTER', Errors: [{ Path: path }] });
      expect(res.json().Message).not.toMatch(/undefined|\bPath\b/);
    }
  });

  it('counts again on demand with the refresh button only; the round’s count matches the table', async () => {
    const refresh = (who: string) =>
      t.app.inject({ method: 'POST', url: ENDPOINTS.platformRatesRefresh, payload: {}, headers: { authorization: `Bearer ${tokens[who]}` } });
    expect((await refresh('booking@demo.test')).statusCode).toBe(403);
    const res = await refresh('pricing.manager@demo.test');
    expect(res.statusCode).toBe(200);
    const [n] = await t.db.query<{ n: number }>('select count(*)::int as n from rate_weekly');
    expect(res.json().Data.WeeklyRows).toBe(n!.n);
    expect(res.json().Data.PricePoints).toBeGreaterThanOrEqual(8 * 52 * 3);
  });
});

describe('the customer page', () => {
  it('a salesperson chooses among the customers they sell to; another customer is absent (404)', async () => {
    // one customer nobody sells to: the salesperson's scope leaves it out
    await t.db.query(`delete from company_salespeople where company_id = (select id from companies where code = 'CUS-NBHY')`);
    const mine = (await get('sales@demo.test', ENDPOINTS.customerRates, YEAR)).json().Data.Customers as { Id: string }[];
    const [sales] = await t.db.query<{ id: string }>(
      `select e.id from employee_directory e join user_directory u on u.id = e.user_id where u.account = 'sales@demo.test'`,
    );
    const sells = await t.db.query<{ id: string }>(
      `select c.id::text as id from company_directory c where c.kind = 'customer' and exists (select 1 from salesperson_directory s where s.company_id = c.id and s.employee_id = $1) order by 1`,
      [sales!.id],
    );
    expect(mine.map((c) => c.Id).sort()).toEqual(sells.map((s) => s.id).sort());
    const everyone = (await get('sales.manager@demo.test', ENDPOINTS.customerRates, YEAR)).json().Data.Customers as { Id: string }[];
    const other = everyone.find((c) => !mine.some((m) => m.Id === c.Id));
    expect(other).toBeDefined();
    expect((await get('sales@demo.test', ENDPOINTS.customerRates, { CompanyId: other!.Id, ...YEAR })).statusCode).toBe(404);
    expect((await get('sales.manager@demo.test', ENDPOINTS.customerRates, { CompanyId: other!.Id, ...YEAR })).statusCode).toBe(200);
  });

  it('per lane: the searches, quotes and bookings the other modules keep for the customer', async () => {
    const [c] = await t.db.query<{ id: string }>(`select id::text from company_directory where code = 'CUS-HZTX'`);
    const res = await get('sales.manager@demo.test', ENDPOINTS.customerRates, { CompanyId: c!.id, From: '2020-01-01', To: addDays('2020-01-01', 3 * 366 - 1) });
    expect(res.statusCode).toBe(200);
    const wide = await get('sales.manager@demo.test', ENDPOINTS.customerRates, {
      CompanyId: c!.id,
      From: addDays(today, -3 * 366 + 60),
      To: addDays(today, 60),
    });
    const lanes = wide.json().Data.Lanes as { Searches: number; Quotes: number; Bookings: number }[];
    const [s] = await t.db.query<{ n: number }>('select count(*)::int as n from rate_search_log where company_id = $1 and day between $2::date and $3::date', [
      c!.id,
      addDays(today, -3 * 366 + 60),
      addDays(today, 60),
    ]);
    expect(lanes.reduce((a, l) => a + l.Searches, 0)).toBe(s!.n);
    expect(lanes.some((l) => l.Quotes > 0 || l.Bookings > 0)).toBe(true);
  });
});
