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
  const { get, t, tokens } = radarApp();
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

  /** Every sheet of a workbook the call answers, by name: its rows (the header first) as cell values. */
  const sheets = async (url: string, lang: 'zh' | 'en') => {
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens.manager}`, 'accept-language': lang } });
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return book.worksheets.map((ws) => ({
      name: ws.name,
      rows: ws
        .getSheetValues()
        .slice(1)
        .map((r) => (r as unknown[]).slice(1)),
    }));
  };

  it('the sales radar’s export holds every table the page shows, each its own sheet named in words', async () => {
    // one of 孙丽's customers two days from its pool's recycling (no follow-up since the claim)
    const recycled = await t.db.query<{ id: number }>(
      `update crm_customers c set claimed_at = now() - interval '1 day' * ((case when r.no_follow_days > 0 then r.no_follow_days else r.no_deal_days end) - 2), last_follow_at = null
         from crm_pool_recycle_rules r
        where r.pool_id = c.pool_id and r.enabled and c.id = (
          select k.id from crm_customers k join employees e on e.id = k.owner_employee_id join users u on u.id = e.user_id
           where u.account = 'sales@demo.test' and not k.in_pool and k.deleted_at is null and k.deal_status = 'NONE' order by k.id limit 1)
        returning c.id`,
    );
    expect(recycled).toHaveLength(1);
    const page = (await get('manager', '/api/Radar/Sales')).json().Data as {
      People: { Name: string }[];
      RecycleSoon: { Name: string; OwnerName: string; Reason: string }[];
      NearDco: { Ref: string; CompanyName: string }[];
    };
    expect(page.RecycleSoon.length).toBeGreaterThan(0);
    const zh = await sheets('/api/Radar/Sales/Export', 'zh');
    expect(zh.map((s) => s.name)).toEqual(['销售跟进与业绩', '即将收回公海的客户', '临近截单未补料']);
    const [people, recycle, dco] = zh;
    expect(people!.rows.slice(1).map((r) => r[0])).toEqual(page.People.map((p) => p.Name));
    expect(recycle!.rows[0]).toEqual(['客户 Customer', '负责人 Owner', '收回时间 Due', '原因 Reason']);
    expect(recycle!.rows.slice(1).map((r) => [r[0], r[1]])).toEqual(page.RecycleSoon.map((c) => [c.Name, c.OwnerName]));
    // the reason in words, the due time on the office's clock
    for (const r of recycle!.rows.slice(1)) {
      expect(['长期未跟进', '领取后未成交']).toContain(r[3]);
      expect(r[2]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    }
    expect(dco!.rows[0]).toEqual(['订舱单 Booking order', '客户 Customer', '负责人 Owner', '截单时间 Doc cut-off']);
    expect(dco!.rows.slice(1).map((r) => [r[0], r[1]])).toEqual(page.NearDco.map((b) => [b.Ref, b.CompanyName]));
    const en = await sheets('/api/Radar/Sales/Export', 'en');
    expect(en.map((s) => s.name)).toEqual(['Salespeople', 'Back to the pool soon', 'Near the doc cut-off, no SI']);
    for (const r of en[1]!.rows.slice(1)) expect(['no follow-up', 'no deal since the claim']).toContain(r[3]);
  });
});
