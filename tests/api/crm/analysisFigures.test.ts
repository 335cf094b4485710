import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_GROUPS, QUOTE_GROUPS } from '../../../src/domain/crm/analysis';
import { ENDPOINTS as E } from '../../../src/contract/endpoints';
import { addDays } from '../../../src/domain/refdata/public';
import { caller } from '../support/calls';
import { crmApp } from './crmApp';

/**
 * The analysis' figures against a brute-force count (issue 50, commercial.md §9.1): random customers
 * (made, claimed, recycled), leads, opportunities (made, won, lost) and quotes (sent, accepted, booked,
 * with their sell and cost) are written to the test database in March 2031 — a month no demo row
 * reaches — and every figure of both calls, for each grouping, as the manager (the platform's admin,
 * who sees cost) and as 孙丽 (her own rows only), equals the same figure counted here row by row.
 */
const app = crmApp();
const { t, one } = app;
const FROM = '2031-03-01';
const TO = '2031-03-31';
const inPeriod = (d: string) => d >= FROM && d <= TO;
const dayOf = (k: number) => addDays(FROM, k);
const at = (k: number) => `${dayOf(k)}T10:00:00+08:00`;
const TEU: Record<string, number> = { '40HQ': 2, '20GP': 1 };

type Who = 'sun' | 'zhou';
const who = fc.constantFrom<Who>('sun', 'zhou');
const day = fc.integer({ min: -4, max: 34 });
const lane = fc.constantFrom(['CNNGB', 'DEHAM'], ['CNSHA', 'USLAX'], [] as string[]);
const customerArb = fc.record({
  source: fc.constantFrom('EXPO', 'WEBSITE', 'REFERRAL'),
  industry: fc.constantFrom(null, 'IND_A', 'IND_B'),
  level: fc.constantFrom(null, 'A', 'B'),
  owner: fc.option(who, { nil: null }),
  day,
  claim: fc.option(fc.record({ by: who, day }), { nil: null }),
  recycle: fc.option(fc.record({ from: who, day }), { nil: null }),
});
const leadArb = fc.record({ owner: fc.option(who, { nil: null }), day });
const oppArb = fc.record({
  owner: who,
  day,
  stage: fc.constantFrom('INITIAL', 'WON', 'LOST'),
  closeDay: day,
  lane,
  carrier: fc.constantFrom('', 'MAEU', 'COSU'),
  reason: fc.constantFrom('PRICE', 'SPACE'),
});
const quoteArb = fc.record({
  sales: who,
  day,
  status: fc.constantFrom('SENT', 'ACCEPTED', 'REJECTED'),
  lane: fc.constantFrom(['CNNGB', 'DEHAM'], ['CNSHA', 'USLAX']),
  carrier: fc.constantFrom('MAEU', 'COSU'),
  qty: fc.integer({ min: 1, max: 3 }),
  cls: fc.constantFrom('40HQ', '20GP'),
  usd: fc.tuple(fc.integer({ min: 100_000, max: 500_000 }), fc.integer({ min: 50_000, max: 450_000 })),
  cny: fc.tuple(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 0, max: 150_000 })),
  booked: fc.boolean(),
});
type Customer = typeof customerArb extends fc.Arbitrary<infer T> ? T : never;
type Opp = typeof oppArb extends fc.Arbitrary<infer T> ? T : never;
type Quote = typeof quoteArb extends fc.Arbitrary<infer T> ? T : never;
type World = { customers: Customer[]; leads: { owner: Who | null; day: number }[]; opps: Opp[]; quotes: Quote[] };
const world = fc.record({
  customers: fc.array(customerArb, { maxLength: 8 }),
  leads: fc.array(leadArb, { maxLength: 5 }),
  opps: fc.array(oppArb, { maxLength: 6 }),
  quotes: fc.array(quoteArb, { maxLength: 8 }),
});

const ids = {} as { company: string; pool: string; customerCompany: string; search: string; anyCustomer: string; sun: string; zhou: string };
let admin = '';
let run = 0;
const money = (minor: number) => (minor / 100).toFixed(2);

async function write(w: World) {
  run += 1;
  const q = (sql: string, params: unknown[]) => t.db.query<{ id: string }>(sql, params);
  const emp = (x: Who | null) => (x ? ids[x] : null);
  for (const [i, c] of w.customers.entries()) {
    const [row] = await q(
      `insert into crm_customers (owner_company_id, name, name_key, kind, source_code, industry_code, level_code, pool_id, in_pool, owner_employee_id, created_at)
       values ($1, $2, $2, 'SHIPPER', $3, $4, $5, $6, $7, $8, $9) returning id::text`,
      [ids.company, `PBT${run}客户${i}`, c.source, c.industry, c.level, ids.pool, c.owner === null, emp(c.owner), at(c.day)],
    );
    if (c.claim)
      await q(`insert into crm_events (owner_company_id, entity, entity_id, action, actor_id, at) values ($1, 'CUSTOMER', $2, 'CLAIM', $3, $4)`, [
        ids.company,
        row!.id,
        emp(c.claim.by),
        at(c.claim.day),
      ]);
    if (c.recycle) {
      await q(`insert into crm_owner_history (customer_id, owner_employee_id, from_at, to_at) values ($1, $2, $3::timestamptz - interval '9 days', $3)`, [
        row!.id,
        emp(c.recycle.from),
        at(c.recycle.day),
      ]);
      await q(`insert into crm_events (owner_company_id, entity, entity_id, action, at) values ($1, 'CUSTOMER', $2, 'RECYCLE', $3)`, [
        ids.company,
        row!.id,
        at(c.recycle.day),
      ]);
    }
  }
  for (const [i, l] of w.leads.entries())
    await q(
      `insert into crm_leads (owner_company_id, company_name, name_key, source_code, owner_employee_id, created_at) values ($1, $2, $2, 'EXPO', $3, $4)`,
      [ids.company, `PBT${run}线索${i}`, emp(l.owner), at(l.day)],
    );
  for (const [i, o] of w.opps.entries())
    await q(
      `insert into crm_opportunities (owner_company_id, customer_id, name, lanes, carrier_pref, stage_code, owner_employee_id, failure_reason, actual_close_on, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        ids.company,
        ids.anyCustomer,
        `PBT${run}商机${i}`,
        JSON.stringify(o.lane.length ? [{ Pol: o.lane[0], Pod: o.lane[1] }] : []),
        o.carrier,
        o.stage,
        emp(o.owner),
        o.stage === 'LOST' ? o.reason : null,
        o.stage === 'INITIAL' ? null : dayOf(o.closeDay),
        at(o.day),
      ],
    );
  for (const [i, x] of w.quotes.entries()) {
    const option = {
      CarrierCode: x.carrier,
      Totals: [
        { Currency: 'USD', Amount: money(x.usd[0]) },
        { Currency: 'CNY', Amount: money(x.cny[0]) },
      ],
      CostTotals: [
        { Currency: 'USD', Amount: money(x.usd[1]) },
        { Currency: 'CNY', Amount: money(x.cny[1]) },
      ],
    };
    const [row] = await q(
      `insert into quotes (quote_no, owner_company_id, customer_company_id, sales_employee_id, status, search_id, pol_code, pod_code, lines, day, options, valid_until, sent_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::timestamptz::date, $11, '2031-12-31', $10) returning id::text`,
      [
        `PBT${run}-${i}`,
        ids.company,
        ids.customerCompany,
        emp(x.sales),
        x.status,
        ids.search,
        x.lane[0],
        x.lane[1],
        JSON.stringify({ Lines: [{ ContainerClass: x.cls, Qty: x.qty }] }),
        at(x.day),
        JSON.stringify([option]),
      ],
    );
    if (x.booked)
      await q(
        `insert into booking_orders (booking_no, company_id, body, status, price_snapshot, release, submitted_at, released_at)
         values ($1, $2, '{}', 'RELEASED', $3, '{"Etd": "2031-04-20T04:00:00.000Z"}', now(), now())`,
        [`PBT${run}-${i}`, ids.customerCompany, JSON.stringify({ QuoteId: Number(row!.id), OptionNo: 1 })],
      );
  }
}

async function clear() {
  const q = (sql: string) => t.db.query(sql);
  await q(`delete from booking_orders where booking_no like 'PBT%'`);
  await q(`delete from quotes where quote_no like 'PBT%'`);
  await q(`delete from crm_opportunities where name like 'PBT%'`);
  await q(`delete from crm_leads where company_name like 'PBT%'`);
  await q(`delete from crm_events where entity_id in (select id from crm_customers where name like 'PBT%')`);
  await q(`delete from crm_customers where name like 'PBT%'`);
}

/** The brute force: each figure counted over the generated rows, as one viewer sees them (`mine`: 孙丽's rows only). */
function expectedCustomers(w: World, g: (typeof CUSTOMER_GROUPS)[number], mine: boolean) {
  const seen = (x: Who | null) => !mine || x === 'sun';
  const key = (c: Customer, owner: Who | null) =>
    (g === 'SOURCE' ? c.source : g === 'INDUSTRY' ? c.industry : g === 'LEVEL' ? c.level : owner ? ids[owner] : null) ?? '';
  const rows = new Map<string, Record<string, number>>();
  const add = (k: string, f: string) => {
    const r = rows.get(k) ?? { New: 0, Claimed: 0, Recycled: 0, Dealt: 0, Dormant: 0 };
    r[f]! += 1;
    rows.set(k, r);
  };
  for (const c of w.customers) {
    if (inPeriod(dayOf(c.day)) && seen(c.owner)) add(key(c, c.owner), 'New');
    if (c.claim && inPeriod(dayOf(c.claim.day)) && seen(c.claim.by)) add(key(c, c.claim.by), 'Claimed');
    if (c.recycle && inPeriod(dayOf(c.recycle.day)) && seen(c.recycle.from)) add(key(c, c.recycle.from), 'Recycled');
  }
  const funnel = {
    Leads: w.leads.filter((l) => inPeriod(dayOf(l.day)) && seen(l.owner)).length,
    Customers: w.customers.filter((c) => inPeriod(dayOf(c.day)) && seen(c.owner)).length,
    Opportunities: w.opps.filter((o) => inPeriod(dayOf(o.day)) && seen(o.owner)).length,
    Won: w.opps.filter((o) => o.stage === 'WON' && inPeriod(dayOf(o.closeDay)) && seen(o.owner)).length,
  };
  return { rows, funnel };
}

function expectedQuotes(w: World, g: (typeof QUOTE_GROUPS)[number], mine: boolean) {
  const seen = (x: Who) => !mine || x === 'sun';
  const laneOf = (l: readonly string[]) => (l.length ? `${l[0]}-${l[1]}` : '');
  const key = (lane: readonly string[], carrier: string, sales: Who) => (g === 'LANE' ? laneOf(lane) : g === 'CARRIER' ? carrier : ids[sales]);
  const rows = new Map<string, { Sent: number; Accepted: number; Booked: number; Won: number; Lost: number; Teu: number; usd: number; cny: number }>();
  const at = (k: string) => {
    const r = rows.get(k) ?? { Sent: 0, Accepted: 0, Booked: 0, Won: 0, Lost: 0, Teu: 0, usd: 0, cny: 0 };
    rows.set(k, r);
    return r;
  };
  for (const x of w.quotes.filter((x) => inPeriod(dayOf(x.day)) && seen(x.sales))) {
    const r = at(key(x.lane, x.carrier, x.sales));
    r.Sent += 1;
    r.Accepted += x.status === 'ACCEPTED' ? 1 : 0;
    r.Booked += x.booked ? 1 : 0;
    r.Teu += TEU[x.cls]! * x.qty;
    r.usd += x.usd[0] - x.usd[1];
    r.cny += x.cny[0] - x.cny[1];
  }
  const lost = new Map<string, number>();
  for (const o of w.opps.filter((o) => o.stage !== 'INITIAL' && inPeriod(dayOf(o.closeDay)) && seen(o.owner))) {
    const r = at(key(o.lane, o.carrier, o.owner));
    if (o.stage === 'WON') r.Won += 1;
    else {
      r.Lost += 1;
      lost.set(o.reason, (lost.get(o.reason) ?? 0) + 1);
    }
  }
  return { rows, lost };
}

beforeAll(async () => {
  const p = await one<{ id: string; pool: string }>(
    `select c.id::text, (select min(id)::text from crm_pools where owner_company_id = c.id) as pool from company_directory c where c.code = 'PLATFORM'`,
  );
  Object.assign(ids, {
    company: p.id,
    pool: p.pool,
    customerCompany: (await one<{ id: string }>(`select id::text from company_directory where code = 'CUS-HZTX'`)).id,
    search: (await one<{ id: string }>(`select min(id)::text as id from rate_search_log`)).id,
    anyCustomer: (await one<{ id: string }>(`select min(id)::text as id from crm_customers where owner_company_id = $1 and deleted_at is null`, [p.id])).id,
    sun: String(await app.employeeId('sales@demo.test')),
    zhou: String(await app.employeeId('sales2@demo.test')),
  });
  admin = await caller(t).asUser('admin@demo.test');
});

const period = `From=${FROM}&To=${TO}`;
async function answer(url: string, mine: boolean) {
  const res = mine ? await app.get('sunLi', url) : await caller(t).call('GET', url, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data;
}
const ratio = (a: number, b: number) => (b ? a / b : null);

describe('the CRM analysis: every figure equals the brute-force count', () => {
  it('counts customers per group and the funnel, for the manager and the salesperson', async () => {
    await fc.assert(
      fc.asyncProperty(world, async (w) => {
        await write(w);
        try {
          for (const mine of [false, true])
            for (const g of CUSTOMER_GROUPS) {
              const a = await answer(`${E.crmAnalysisCustomers}?${period}&GroupBy=${g}`, mine);
              const want = expectedCustomers(w, g, mine);
              const got = new Map(
                a.Rows.map((r: Record<string, unknown>) => [
                  r.Key,
                  { New: r.New, Claimed: r.Claimed, Recycled: r.Recycled, Dealt: r.Dealt, Dormant: r.Dormant },
                ]),
              );
              expect(got, `${g} ${mine ? 'mine' : 'team'}`).toEqual(want.rows);
              expect(a.Funnel).toEqual(want.funnel);
            }
        } finally {
          await clear();
        }
      }),
      { numRuns: 6 },
    );
  }, 240_000);

  it('counts quotes, conversion, win rate, margin per TEU and the reasons lost per group', async () => {
    await fc.assert(
      fc.asyncProperty(world, async (w) => {
        await write(w);
        try {
          for (const mine of [false, true])
            for (const g of QUOTE_GROUPS) {
              const a = await answer(`${E.crmAnalysisQuotations}?${period}&GroupBy=${g}`, mine);
              const want = expectedQuotes(w, g, mine);
              expect(a.ViewCost).toBe(!mine);
              expect(new Set(a.Rows.map((r: { Key: string }) => r.Key))).toEqual(new Set(want.rows.keys()));
              const usdRate = a.Rates.find((r: { Currency: string }) => r.Currency === 'USD')?.Rate ?? null;
              for (const r of a.Rows) {
                const e = want.rows.get(r.Key)!;
                expect({ Sent: r.Sent, Accepted: r.Accepted, Booked: r.Booked, Won: r.Won, Lost: r.Lost, Teu: r.Teu }).toEqual({
                  Sent: e.Sent,
                  Accepted: e.Accepted,
                  Booked: e.Booked,
                  Won: e.Won,
                  Lost: e.Lost,
                  Teu: e.Teu,
                });
                const conv = ratio(e.Booked, e.Sent);
                const win = ratio(e.Won, e.Won + e.Lost);
                if (conv === null) expect(r.Conversion).toBeNull();
                else expect(r.Conversion).toBeCloseTo(conv, 3);
                if (win === null) expect(r.WinRate).toBeNull();
                else expect(r.WinRate).toBeCloseTo(win, 3);
                if (mine) {
                  expect(r).not.toHaveProperty('MarginPerTeu');
                  continue;
                }
                const per = Object.fromEntries(
                  r.MarginPerTeu.map((m: { Currency: string; Amount: string }) => [m.Currency, Math.round(Number(m.Amount) * 100)]),
                );
                if (e.Teu > 0) {
                  // `|| 0`: half a cent below zero rounds to -0 in JavaScript, to 0.00 on the server
                  expect(per.USD).toBe(Math.round(e.usd / e.Teu) || 0);
                  expect(per.CNY).toBe(Math.round(e.cny / e.Teu) || 0);
                  const cny = e.cny + (usdRate ? Math.round(e.usd * Number(usdRate)) : 0);
                  expect(Math.abs(Math.round(Number(r.MarginPerTeuReport) * 100) - Math.round(cny / e.Teu))).toBeLessThanOrEqual(1);
                }
              }
              expect(new Map(a.LostReasons.map((r: { Code: string; Count: number }) => [r.Code, r.Count]))).toEqual(want.lost);
            }
        } finally {
          await clear();
        }
      }),
      { numRuns: 6 },
    );
  }, 240_000);
});
