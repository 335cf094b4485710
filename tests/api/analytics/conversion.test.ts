import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { SalesAnswer } from '../../../src/contract/analytics/calls';
import { ENDPOINTS as E } from '../../../src/contract/endpoints';
import { salesApp, WINDOW } from './salesApp';

/**
 * The ratio metrics (commercial.md §9.1) on the pages' tables against a plain recount of the stored
 * rows: quote conversion and win rate per salesperson, search conversion per lane; a salesperson's
 * own scope (R9.1), the excluded test companies, the Excel export (R9.5).
 */
describe('quote conversion, search conversion and win rate', () => {
  const { t, get, post, one, companyId, employeeId } = salesApp();
  const data = <T>(res: { json(): { Data: T } }) => res.json().Data;
  const from = `${WINDOW.From} 00:00:00+08`;
  const to = `${WINDOW.To} 24:00:00+08`;

  it('per salesperson: quotes booked ÷ sent and opportunities won ÷ (won + lost), as a recount of the stored rows', async () => {
    // one of 孙丽's quotes sent today to her customer and booked: a released booking names it
    const sunLi = await employeeId('sales@demo.test');
    const customer = await companyId('CUS-SZMX');
    const q = await one<{ id: number }>(`select id::int from quotes order by id limit 1`);
    await t.db.query(`update quotes set status = 'SENT', sent_at = now(), sales_employee_id = $2, customer_company_id = $3 where id = $1`, [
      q.id,
      sunLi,
      customer,
    ]);
    await t.db.query(
      `update booking_orders set price_snapshot = coalesce(price_snapshot, '{}'::jsonb) || jsonb_build_object('QuoteId', $1::int)
        where id = (select id from booking_orders where released_at is not null and status not in ('CANCELLED', 'REJECTED', 'DECLINED') order by id limit 1)`,
      [q.id],
    );
    const s = data<SalesAnswer>(await get('manager', E.analyticsEmployeeSales));
    const recount = await t.db.query<{ id: string; sent: number; booked: number }>(
      `select q.sales_employee_id::text as id, count(*)::int as sent,
              count(*) filter (where exists (select 1 from booking_orders b where b.released_at is not null
                                and b.status not in ('CANCELLED', 'REJECTED', 'DECLINED') and b.price_snapshot->>'QuoteId' = q.id::text))::int as booked
         from quotes q where q.sent_at >= $1::timestamptz and q.sent_at < $2::timestamptz and q.status not in ('DRAFT', 'SUPERSEDED')
          and q.customer_company_id not in (select company_id from analytics_excluded_companies) group by 1`,
      [from, to],
    );
    expect(recount.length).toBeGreaterThan(0);
    for (const r of recount) {
      const row = s.Table.find((x) => x.Key === r.id)!;
      expect([row.QuotesSent, row.QuotesBooked], r.id).toEqual([r.sent, r.booked]);
    }
    expect(s.Table.find((x) => x.Key === sunLi)!.QuotesBooked).toBeGreaterThanOrEqual(1);
    const opps = await t.db.query<{ id: string; won: number; lost: number }>(
      `select o.owner_employee_id::text as id, count(*) filter (where o.stage_code = 'WON')::int as won, count(*) filter (where o.stage_code = 'LOST')::int as lost
         from crm_opportunities o join crm_customers c on c.id = o.customer_id
        where o.deleted_at is null and o.stage_code in ('WON', 'LOST') and o.actual_close_on between $1::date and $2::date
          and coalesce(c.linked_company_id not in (select company_id from analytics_excluded_companies), true) group by 1`,
      [WINDOW.From, WINDOW.To],
    );
    expect(opps.length).toBeGreaterThan(0);
    for (const r of opps) {
      const row = s.Table.find((x) => x.Key === r.id)!;
      expect([row.OpportunitiesWon, row.OpportunitiesLost], r.id).toEqual([r.won, r.lost]);
    }
    // the Excel export carries the ratios: a zero denominator reads "—"
    const file = await get('manager', E.analyticsEmployeeSalesExport);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const header = (book.worksheets[0]!.getRow(1).values as unknown[]).map(String);
    expect(header).toEqual(expect.arrayContaining(['报价转化率 Quote conversion', '商机赢率 Win rate']));
    const ratios = book.worksheets[0]!.getColumn(header.indexOf('报价转化率 Quote conversion')).values.slice(2).map(String);
    expect(ratios.every((v) => v === '—' || /^\d+\.\d%$/.test(v))).toBe(true);
  });

  it('R9.1: a salesperson counts only their customers’ and their own quotes; an excluded test company counts nowhere', async () => {
    const sunLi = await employeeId('sales@demo.test');
    const szmx = await companyId('CUS-SZMX'); // 孙丽's customer, not 周婷's
    const qs = await t.db.query<{ id: number }>(`select id::int from quotes order by id desc limit 2`);
    await t.db.query(`update quotes set status = 'SENT', sent_at = now(), sales_employee_id = $2, customer_company_id = $3 where id = $1`, [
      qs[0]!.id,
      sunLi,
      szmx,
    ]);
    // 周婷's page: 孙丽's quotes count only where they went to 周婷's customers (青岛海联, 深圳拓科)
    const mine = data<SalesAnswer>(await get('zhou', E.analyticsEmployeeSales));
    const theirs = await one<{ n: number }>(
      `select count(*)::int as n from quotes where sales_employee_id = $1 and customer_company_id = any($2::bigint[])
          and sent_at >= $3::timestamptz and sent_at < $4::timestamptz and status not in ('DRAFT', 'SUPERSEDED')`,
      [sunLi, [await companyId('CUS-QDHL'), await companyId('CUS-SZTK')], from, to],
    );
    expect(mine.Table.find((r) => r.Key === sunLi)?.QuotesSent ?? 0).toBe(theirs.n);
    const all = data<SalesAnswer>(await get('manager', E.analyticsEmployeeSales));
    const sunLiSent = all.Table.find((r) => r.Key === sunLi)!.QuotesSent!;
    expect(sunLiSent).toBeGreaterThanOrEqual(1);
    // the customer left out as a test company: its quotes leave the count
    const ex = await post('manager', E.analyticsExclusionsAdd, { CompanyId: szmx, Reason: '内部测试账号' });
    expect(ex.statusCode).toBe(200);
    const after = data<SalesAnswer>(await get('manager', E.analyticsEmployeeSales));
    const { n } = await one<{ n: number }>(
      `select count(*)::int as n from quotes where sales_employee_id = $1 and customer_company_id = $2 and sent_at >= $3::timestamptz and status not in ('DRAFT', 'SUPERSEDED')`,
      [sunLi, szmx, from],
    );
    expect(after.Table.find((r) => r.Key === sunLi)?.QuotesSent ?? 0).toBe(sunLiSent - n);
  });

  it('per lane: of the companies that searched a lane, those that booked it', async () => {
    const szmx = await companyId('CUS-XMHF');
    const booked = await one<{ pol: string; pod: string }>(
      `select pol_code as pol, pod_code as pod from booking_orders where company_id = $1 and released_at is not null and status not in ('CANCELLED', 'REJECTED', 'DECLINED') order by id desc limit 1`,
      [szmx],
    );
    await t.db.query(
      `insert into rate_search_log (source, company_id, pol_code, pod_code, lines, day, results) values ('CUSTOMER', $1, $2, $3, '{}', current_date, 1), ('CUSTOMER', $1, 'CNXMN', 'AUSYD', '{}', current_date, 0)`,
      [szmx, booked.pol, booked.pod],
    );
    const s = data<SalesAnswer>(await get('manager', E.analyticsCompanySales, { GroupBy: 'LANE' }));
    const recount = await t.db.query<{ lane: string; n: number }>(
      `select pol_code || '-' || pod_code as lane, count(distinct company_id)::int as n from rate_search_log
        where source = 'CUSTOMER' and company_id is not null and at >= $1::timestamptz and at < $2::timestamptz
          and company_id not in (select company_id from analytics_excluded_companies) group by 1`,
      [from, to],
    );
    for (const r of recount) expect(s.Table.find((x) => x.Key === r.lane)?.CompaniesSearched, r.lane).toBe(r.n);
    const lane = s.Table.find((x) => x.Key === `${booked.pol}-${booked.pod}`)!;
    expect(lane.CompaniesBooked).toBeGreaterThanOrEqual(1);
    expect(lane.CompaniesBooked!).toBeLessThanOrEqual(lane.CompaniesSearched!);
    // a lane searched and never booked is a row of its own: searched 1, booked 0
    const never = s.Table.find((x) => x.Key === 'CNXMN-AUSYD')!;
    expect([never.CompaniesSearched, never.CompaniesBooked, never.Bookings]).toEqual([1, 0, 0]);
  });
});
