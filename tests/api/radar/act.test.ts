import { describe, expect, it } from 'vitest';
import type { MarginAnswer, SalesAnswer, Signal, UsersAnswer } from '../../../src/contract/radar/calls';
import { type Who, radarApp } from './radarApp';

const MIN = 60_000;

/**
 * The radars' calls as people use them: a signal becomes the CRM's follow-up plan or a draft quote or
 * is dismissed — once (R9.4), refused in words after; another's or an unknown signal is 404; an
 * external person is refused every call (403); GP and the margin radar's amounts only with view cost.
 */
describe('the radars’ calls', () => {
  const { t, get, post, one, employeeId, tianxiang, stranger, search } = radarApp();
  const signals = async (who: Who) => ((await get(who, '/api/Radar/Users')).json().Data as UsersAnswer).Signals;
  const act = (who: Who, Ref: string, Action: string) => post(who, '/api/Radar/Act', { Ref, Action });
  /** A lane our published rates price today (the demo's), searched three times by 天祥 now. */
  const searchedLane = async () => {
    const tx = await tianxiang();
    const lane = await one<{ pol: string; pod: string }>(
      `select pol_code as pol, pod_code as pod from fcl_rates r where status = 'PUBLISHED' and valid_from <= current_date and valid_to >= current_date + 7
          and owner_company_id = (select company_id from employees where id = $1) order by id limit 1`,
      [await employeeId('sales@demo.test')],
    );
    for (const i of [1, 2, 3]) await search(tx, lane.pol, lane.pod, new Date(Date.now() - i * MIN));
    return (await signals('sunLi')).find((s) => s.Kind === 'SEARCH_REPEAT' && s.CompanyId === tx && s.PolCode === lane.pol)!;
  };

  it('PLAN makes the CRM’s follow-up plan for the customer’s holder; a second PLAN is refused in words', async () => {
    const s: Signal = await searchedLane();
    const res = await act('sunLi', s.Ref, 'PLAN');
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json().Data as { State: string; MadeId: number; OpenPath: string };
    expect(made).toMatchObject({ State: 'PLANNED', OpenPath: `/CRM/FollowUpPlan?open=${made.MadeId}` });
    const plan = await one<{ owner: string; customer: string; content: string }>(
      `select p.owner_employee_id::text as owner, c.linked_company_id::text as customer, p.content from crm_follow_plans p join crm_customers c on c.id = p.customer_id where p.id = $1`,
      [made.MadeId],
    );
    expect(plan).toMatchObject({ owner: await employeeId('sales@demo.test'), customer: s.CompanyId });
    expect(plan.content).toContain(`${s.PolCode} → ${s.PodCode}`);
    expect((await signals('sunLi')).find((x) => x.Ref === s.Ref)).toMatchObject({ State: 'PLANNED', MadeId: made.MadeId });
    const again = await act('sunLi', s.Ref, 'PLAN');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ Code: 'ALREADY_DONE' });
  });

  it('QUOTE drafts a quote for the customer at the lane’s price and opens it', async () => {
    const s = await searchedLane();
    const res = await act('sunLi', s.Ref, 'QUOTE');
    expect(res.statusCode, res.body).toBe(200);
    const { MadeId, OpenPath } = res.json().Data as { MadeId: number; OpenPath: string };
    expect(OpenPath).toBe(`/CRM/QuotationRecord?open=${MadeId}`);
    const quote = await one<{ status: string; customer: string; sales: string; pol: string }>(
      `select status, customer_company_id::text as customer, sales_employee_id::text as sales, pol_code as pol from quotes where id = $1`,
      [MadeId],
    );
    expect(quote).toEqual({ status: 'DRAFT', customer: s.CompanyId, sales: await employeeId('sales@demo.test'), pol: s.PolCode });
  });

  it('DISMISS takes the signal off the feed for the day, once; the same signal is then refused any act', async () => {
    const s = await searchedLane();
    expect((await act('sunLi', s.Ref, 'DISMISS')).statusCode).toBe(200);
    expect((await signals('sunLi')).some((x) => x.Ref === s.Ref)).toBe(false);
    for (const a of ['DISMISS', 'PLAN']) {
      const again = await act('sunLi', s.Ref, a);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ Code: 'ALREADY_DONE', Message: expect.stringMatching(/dismissed|已忽略/) });
    }
    expect(Number((await one<{ n: string }>(`select count(*) as n from radar_signal_acts where action = 'DISMISS'`)).n)).toBe(1);
  });

  it('another salesperson’s or an unknown signal is 404 and writes nothing', async () => {
    const other = await stranger();
    for (const i of [1, 2, 3]) await search(other, 'CNSHA', 'AUSYD', new Date(Date.now() - i * MIN));
    const s = (await signals('manager')).find((x) => x.CompanyId === other && x.Kind === 'SEARCH_REPEAT')!;
    const before = (await one<{ n: string }>(`select count(*) as n from radar_signal_acts`)).n;
    expect((await act('sunLi', s.Ref, 'DISMISS')).statusCode).toBe(404);
    expect((await act('manager', `DORMANT:${other}:2026-01-01`, 'DISMISS')).statusCode).toBe(404);
    expect((await one<{ n: string }>(`select count(*) as n from radar_signal_acts`)).n).toBe(before);
  });

  it('an external person is refused every radar call', async () => {
    for (const url of ['/api/Radar/Users', '/api/Radar/Sales', '/api/Radar/Margin']) expect((await get('customer', url)).statusCode).toBe(403);
    expect((await act('customer', `DORMANT:${await tianxiang()}:2026-01-01`, 'DISMISS')).statusCode).toBe(403);
  });

  it('the sales radar: a salesperson sees themselves without GP, the admin the team with GP per currency (view cost)', async () => {
    const mine = (await get('sunLi', '/api/Radar/Sales')).json().Data as SalesAnswer;
    expect(mine.People.map((p) => p.Name)).toEqual(['孙丽']);
    expect(mine.People[0]!.Gp).toBeNull();
    expect(mine.People[0]!.PlansDue).not.toBeNull();
    const team = (await get('admin', '/api/Radar/Sales')).json().Data as SalesAnswer;
    expect(team.Manager).toBe(true);
    expect(team.People.map((p) => p.Name)).toEqual(expect.arrayContaining(['孙丽', '周婷', '陈刚', '平台管理员']));
    expect(team.People.some((p) => p.Name === '张伟')).toBe(false);
    expect(team.People.every((p) => Array.isArray(p.Gp))).toBe(true);
    const bad = await get('sunLi', '/api/Radar/Sales?From=2026-12-10&To=2026-12-01');
    expect(bad.json()).toMatchObject({ Code: 'FROM_AFTER_TO' });
  });

  it('the margin radar lists a quote priced below the floor with its reason to its customer’s holder, amounts only with view cost', async () => {
    const tx = await tianxiang();
    const sun = await employeeId('sales@demo.test');
    const search = await one<{ id: number }>(`select id::int from rate_search_log order by id limit 1`);
    const option = {
      RateNo: 'FCL-RADAR',
      Currency: 'USD',
      Classes: [{ ContainerClass: '40HQ', Qty: 1, Sell: '900.00', Cost: '950.00', BelowFloor: true }],
      Totals: [],
    };
    await t.db.query(
      `insert into quotes (quote_no, owner_company_id, customer_company_id, sales_employee_id, status, search_id, pol_code, pod_code, lines, day, options, valid_until, override_reason, sent_at)
       values ('QRADAR1', (select company_id from employees where id = $1), $2, $1, 'SENT', $3, 'CNSHA', 'USLAX', '[]', current_date, $4, current_date + 7, '大客户年度合约价', now())`,
      [sun, tx, search.id, JSON.stringify([option])],
    );
    const m = (await get('sunLi', '/api/Radar/Margin')).json().Data as MarginAnswer;
    expect(m.BelowFloor.find((q) => q.QuoteNo === 'QRADAR1')).toMatchObject({ Reason: '大客户年度合约价', RateNos: 'FCL-RADAR', BookingNo: null });
    expect(m.Lanes.every((l) => l.IndexLatest === null) && m.Drops.every((d) => d.QuotedCost === null)).toBe(m.ViewCost === false);
    const zhou = (await get('zhou', '/api/Radar/Margin')).json().Data as MarginAnswer;
    expect(zhou.BelowFloor.some((q) => q.QuoteNo === 'QRADAR1')).toBe(false);
  });
});
