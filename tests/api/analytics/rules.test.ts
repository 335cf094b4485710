import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../../../server/http/xlsx';
import { ENDPOINTS as E } from '../../../src/contract/endpoints';
import type { PivotAnswer, SalesAnswer } from '../../../src/contract/analytics/calls';
import { salesApp, WINDOW } from './salesApp';

/**
 * The sales analysis' rules (commercial.md §9.4) against the demo's year of sales: nobody external
 * (403), a salesperson's own customers only (R9.1), cost and GP absent without "view cost" (R9.2),
 * per-currency amounts kept and converted at each month's book rate (R9.3), the Excel export (R9.5),
 * bad filters refused, and the refresh bringing a new release into the figures.
 */
const FIGURE_CALLS = [E.analyticsCompanySales, E.analyticsEmployeeSales, E.analyticsCustomerCompanySales, E.analyticsCustomerEmployeeSales];
const CODES = { SZMX: 'CUS-SZMX', XMHF: 'CUS-XMHF', QDHL: 'CUS-QDHL', SZTK: 'CUS-SZTK', YWJX: 'CUS-YWJX' };

describe('the sales analysis', () => {
  const { t, get, post, one, companyId, employeeId } = salesApp();
  const data = <T>(res: { json(): { Data: T } }) => res.json().Data;

  it('refuses everyone external (403), every call', async () => {
    for (const url of [...FIGURE_CALLS, E.analyticsSalesTable, E.analyticsSalesTableExport, E.analyticsCompanySalesExport]) {
      const res = await get('customer', url);
      expect(res.statusCode, url).toBe(403);
    }
    expect((await post('customer', E.analyticsRefresh)).statusCode).toBe(403);
  });

  it('counts the released bookings by ETD as a plain recount of the stored orders does', async () => {
    const s = data<SalesAnswer>(await get('manager', E.analyticsCustomerCompanySales));
    const { n } = await one<{ n: number }>(
      `select count(*)::int as n from booking_orders o
        where o.status in ('RELEASED', 'SAILED', 'COMPLETED') and o.release is not null
          and coalesce(((o.release->>'Etd')::timestamptz at time zone 'Asia/Shanghai')::date, o.expected_etd) between $1::date and $2::date`,
      [WINDOW.From, WINDOW.To],
    );
    expect(s.Totals.Bookings).toBe(n);
    expect(s.Table.reduce((k, r) => k + r.Bookings, 0)).toBe(n);
    expect(s.Series.reduce((k, p) => k + p.Bookings, 0)).toBe(n);
    // the dormant demo customer (quiet for four months) says so
    const yiwu = s.Table.find((r) => r.Name.zh === '义乌佳信贸易有限公司')!;
    expect(yiwu.Dormant).toBe(true);
    expect(s.Totals.DormantCustomers).toBeGreaterThanOrEqual(1);
  });

  it('R9.1: a salesperson sees only their own customers; another’s customer or salesperson is absent (404)', async () => {
    const zhou = data<SalesAnswer>(await get('zhou', E.analyticsCustomerCompanySales));
    const mine = [await companyId(CODES.QDHL), await companyId(CODES.SZTK)];
    expect(zhou.Table.length).toBeGreaterThan(0);
    expect(zhou.Table.every((r) => mine.includes(r.Key))).toBe(true);
    const manager = data<SalesAnswer>(await get('manager', E.analyticsCustomerCompanySales));
    expect(manager.Table.map((r) => r.Key)).toEqual(expect.arrayContaining([...mine, await companyId(CODES.SZMX)]));
    expect(zhou.Totals.Bookings).toBeLessThan(manager.Totals.Bookings);

    const other = await get('zhou', E.analyticsCustomerCompanySales, { CompanyId: await companyId(CODES.SZMX) });
    expect(other.statusCode).toBe(404);
    const someoneElse = await get('zhou', E.analyticsEmployeeSales, { EmployeeIds: await employeeId('sales@demo.test') });
    expect(someoneElse.statusCode).toBe(404);
    // the company page is the manager menu's: a salesperson does not hold it
    expect((await get('zhou', E.analyticsCompanySales)).statusCode).toBe(403);
    const platform = await get('zhou', E.analyticsSalesTable, { Scope: 'PLATFORM' });
    expect(platform.statusCode).toBe(400);
    expect(platform.json().Code).toBe('SCOPE');
    const myTable = data<PivotAnswer>(await get('zhou', E.analyticsSalesTable, { Scope: 'MINE' }));
    expect(myTable.Rows.map((r) => r.CompanyId).sort()).toEqual([...mine].sort());
  });

  it('R9.2: without "view cost" the cost side is absent from the answer, not emptied; with it GP = revenue − cost', async () => {
    for (const url of [E.analyticsCompanySales, E.analyticsCustomerCompanySales]) {
      const s = data<SalesAnswer>(await get('manager', url));
      expect(s.ViewCost).toBe(false);
      const body = JSON.stringify(s);
      for (const field of ['"Cost"', '"CostReport"', '"GpReport"', '"GpPerTeu"']) expect(body, `${url} ${field}`).not.toContain(field);
    }
    const table = await get('manager', E.analyticsSalesTable, { Scope: 'PLATFORM' });
    expect(table.body).not.toContain('"GpReport"');
    const s = data<SalesAnswer>(await get('pricing', E.analyticsCompanySales));
    expect(s.ViewCost).toBe(true);
    expect(Number(s.Totals.GpReport)).toBeCloseTo(Number(s.Totals.RevenueReport) - Number(s.Totals.CostReport), 2);
    expect(Number(s.Totals.GpReport)).toBeGreaterThan(0);
  });

  it('R9.3: amounts per currency kept, converted at each ETD month’s book rate, the rates named', async () => {
    const s = data<SalesAnswer>(await get('pricing', E.analyticsCompanySales, { Granularity: 'MONTH' }));
    expect(s.Totals.Revenue.map((a) => a.Currency).sort()).toEqual(['CNY', 'USD']);
    for (const p of s.Series) {
      const usd = p.Revenue.find((a) => a.Currency === 'USD');
      const cny = p.Revenue.find((a) => a.Currency === 'CNY');
      const rate = s.Rates.find((r) => r.Month === p.Period && r.Currency === 'USD')?.Rate;
      if (!usd) continue;
      expect(rate, p.Period).toBeTruthy();
      const want = Math.round(Number(usd.Amount) * Number(rate) * 100) + Math.round(Number(cny?.Amount ?? 0) * 100);
      expect(Math.round(Number(p.RevenueReport) * 100), p.Period).toBe(want);
    }
    const inUsd = data<SalesAnswer>(await get('pricing', E.analyticsCompanySales, { Currency: 'USD' }));
    expect(inUsd.Currency).toBe('USD');
    expect(Number(inUsd.Totals.RevenueReport)).toBeLessThan(Number(s.Totals.RevenueReport));
    expect(Number(inUsd.Totals.RevenueReport)).toBeGreaterThan(Number(s.Totals.Revenue.find((a) => a.Currency === 'USD')!.Amount));
  });

  it('filters by lane, groups by lane and carrier, and by week Monday to Sunday', async () => {
    const lane = data<SalesAnswer>(await get('manager', E.analyticsCompanySales, { POL: 'cnsha', POD: 'DEHAM', GroupBy: 'LANE' }));
    expect(lane.Table.map((r) => r.Key)).toEqual(['CNSHA-DEHAM']);
    const carriers = data<SalesAnswer>(await get('manager', E.analyticsCompanySales, { GroupBy: 'CARRIER' }));
    const all = data<SalesAnswer>(await get('manager', E.analyticsCompanySales));
    expect(carriers.Table.reduce((n, r) => n + r.Bookings, 0)).toBe(all.Totals.Bookings);
    const weeks = data<SalesAnswer>(await get('manager', E.analyticsCompanySales, { Granularity: 'WEEK' }));
    expect(weeks.Series.every((p) => new Date(`${p.Period}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(weeks.Series.reduce((n, p) => n + p.Bookings, 0)).toBe(all.Totals.Bookings);
  });

  it('exports the pivot to Excel: a header and a row per customer', async () => {
    const table = data<PivotAnswer>(await get('manager', E.analyticsSalesTable, { Scope: 'PLATFORM' }));
    const file = await get('manager', E.analyticsSalesTableExport, { Scope: 'PLATFORM' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain(XLSX_TYPE);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.actualRowCount).toBe(table.Rows.length + 1);
    expect(sheet.getRow(2).getCell(1).value).toBe(table.Rows[0]!.Name.zh);
  });

  it('refuses bad filters (400 BAD_FILTER, the field named) and changes nothing', async () => {
    const backwards = await get('manager', E.analyticsCompanySales, { From: '2026-05-01', To: '2026-04-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().Code).toBe('BAD_FILTER');
    expect((await get('manager', E.analyticsCompanySales, { From: '2026-02-30' })).statusCode).toBe(400);
  });

  it('a release is in the figures after the refresh, not before', async () => {
    const before = data<SalesAnswer>(await get('manager', E.analyticsCompanySales)).Totals.Bookings;
    const { id } = await one<{ id: string }>(`select id::text from companies where code = 'CUS-SZMX'`);
    await t.db.query(
      `insert into booking_orders (booking_no, company_id, source, body, carrier_code, pol_code, pod_code, expected_etd, status, release, price_snapshot)
       values ('BKTEST000001', $1, 'ONLINE', '{}', 'COSU', 'CNSHA', 'DEHAM', current_date, 'RELEASED',
               jsonb_build_object('Etd', now(), 'ConfirmedEquipment', '[{"Units":1,"ContainerClass":"40HQ"}]'::jsonb), '{"Totals":"USD 100.00"}')`,
      [id],
    );
    expect(data<SalesAnswer>(await get('manager', E.analyticsCompanySales)).Totals.Bookings).toBe(before);
    const refreshed = await post('manager', E.analyticsRefresh);
    expect(refreshed.statusCode).toBe(200);
    expect(data<SalesAnswer>(await get('manager', E.analyticsCompanySales)).Totals.Bookings).toBe(before + 1);
  });
});
