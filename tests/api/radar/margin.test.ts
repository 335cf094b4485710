import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { mondayOf } from '../../../server/modules/radar/marginRadar';
import type { MarginAnswer } from '../../../src/contract/radar/calls';
import { radarApp } from './radarApp';

const shanghaiDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(at);
const weeksBack = (monday: string, n: number) => new Date(Date.parse(`${monday}T00:00:00Z`) - n * 7 * 86_400_000).toISOString().slice(0, 10);

/**
 * The margin radar reads the one weekly price index: rate analysis' read model (rate_weekly over all
 * carriers), through its public.ts — a lane whose index fell below the cost our quote was priced on
 * is a customer to call (its amounts only with view cost); a carrier's own row is not the index.
 */
describe('GET /api/Radar/Margin: the cost index is rate analysis’ read model', () => {
  const { t, get, one, employeeId, tianxiang } = radarApp();

  it('a quote priced on 950 while the lane’s index fell from 1000 to 800 is a price drop and a lane above the trend; a carrier’s own row changes nothing', async () => {
    const tx = await tianxiang();
    const sun = await employeeId('sales@demo.test');
    const search = await one<{ id: number }>(`select id::int from rate_search_log order by id limit 1`);
    const option = { RateNo: 'FCL-IDX', Currency: 'USD', Classes: [{ ContainerClass: '40HQ', Qty: 1, Sell: '1100.00', Cost: '950.00' }], Totals: [] };
    await t.db.query(
      `insert into quotes (quote_no, owner_company_id, customer_company_id, sales_employee_id, status, search_id, pol_code, pod_code, lines, day, options, valid_until, sent_at)
       values ('QIDX1', (select company_id from employees where id = $1), $2, $1, 'SENT', $3, 'CNTAO', 'BRSSZ', '[]', current_date, $4, current_date + 7, now())`,
      [sun, tx, search.id, JSON.stringify([option])],
    );
    const monday = mondayOf(shanghaiDay(new Date()));
    const week = (n: number, carrier: string, median: string) =>
      t.db.query(
        `insert into rate_weekly (week, pol_code, pod_code, container_class, carrier_code, currency, cost_min, cost_median, cost_max, rates)
         values ($1::date, 'CNTAO', 'BRSSZ', '40HQ', $2, 'USD', $3, $3, $3, 1)`,
        [weeksBack(monday, n), carrier, median],
      );
    await week(3, '', '1000.00');
    await week(2, '', '950.00');
    await week(1, '', '900.00');
    await week(0, '', '800.00');
    // one carrier's own row far below: not the index (the index is over all carriers)
    await week(0, 'MSCU', '100.00');
    const m = (await get('admin', '/api/Radar/Margin')).json().Data as MarginAnswer;
    expect(m.ViewCost).toBe(true);
    expect(m.Drops.find((d) => d.QuoteNo === 'QIDX1')).toMatchObject({ CompanyId: tx, QuotedCost: '950.00', IndexLatest: '800.00', ContainerClass: '40HQ' });
    expect(m.Lanes.find((l) => l.PolCode === 'CNTAO' && l.PodCode === 'BRSSZ')).toMatchObject({ IndexFirst: '1000.00', IndexLatest: '800.00', Quotes: 1 });
    const hidden = (await get('sunLi', '/api/Radar/Margin')).json().Data as MarginAnswer;
    expect(hidden.ViewCost).toBe(false);
    expect(hidden.Drops.find((d) => d.QuoteNo === 'QIDX1')).toMatchObject({ QuotedCost: null, IndexLatest: null });
  });
});

/** R9.5: each radar's table exports to Excel as the page shows it to this person; an unknown table is refused; an external person is refused. */
describe('the radars’ Excel exports', () => {
  const { get } = radarApp();
  const sheet = async (who: 'sunLi' | 'manager' | 'admin', url: string) => {
    const res = await get(who, url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    return ws
      .getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1));
  };

  it('the user radar’s feed, the sales radar’s people and each margin table, headed in both languages', async () => {
    const feed = await sheet('sunLi', '/api/Radar/Users/Export');
    expect(feed[0]).toEqual(['时间 At', '信号 Signal', '客户 Customer', '详情 What happened', '负责人 Owner', '处理状态 Handled']);
    const signals = (await get('sunLi', '/api/Radar/Users')).json().Data.Signals as unknown[];
    expect(feed.length - 1).toBe(signals.length);
    const people = await sheet('manager', '/api/Radar/Sales/Export');
    expect(people[0]![0]).toBe('销售员 Salesperson');
    expect(people.slice(1).map((r) => r[0])).toEqual(expect.arrayContaining(['孙丽', '周婷']));
    for (const [table, head] of [
      ['BELOW_FLOOR', '报价单号 Quote'],
      ['LANES', '航线 Lane'],
      ['DROPS', '客户 Customer'],
    ] as const)
      expect((await sheet('admin', `/api/Radar/Margin/Export?Table=${table}`))[0]![0]).toBe(head);
    expect((await get('admin', '/api/Radar/Margin/Export?Table=ALL')).statusCode).toBe(400);
    expect((await get('customer', '/api/Radar/Users/Export')).statusCode).toBe(403);
  });
});
