import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { summary } from '../../../server/modules/dashboard/service';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { expectedSummary, type Filters } from './expected';
import { seedDashboardFixture, WINDOW } from './fixture';

/**
 * `GET /api/Dashboard/Summary` (operations.md §12.2/§12.3): every figure against the same figure
 * computed again in plain TypeScript from the stored rows (./expected.ts), on the test shipments
 * (./fixture.ts) and on the demo's; the filters; a company's figures never another's; bad filters.
 */
const t = withTestApp({ modules: ['dashboard'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
let tianxiang = '';
let haiyue = '';

const query = (f: Partial<Filters> & { CompanyId?: string }) =>
  `${ENDPOINTS.dashboardSummary}?${new URLSearchParams(Object.entries(f).filter(([, v]) => v !== undefined) as [string, string][])}`;
const summaryOf = async (who: string, f: Partial<Filters> & { CompanyId?: string }, lang?: 'en') => {
  const res = await t.app.inject({
    method: 'GET',
    url: query(f),
    headers: { authorization: `Bearer ${tokens[who]}`, ...(lang ? { 'accept-language': lang } : {}) },
  });
  return res;
};
/** The answer's figures the independent computation also makes (Options and coordinates are the filters' and the map's). */
const figures = (d: Record<string, unknown>) => ({
  ...Object.fromEntries(['Shipments', 'Stages', 'TeuByMonth', 'Teu', 'OnTimeDeparture', 'SiOnTime', 'VgmOnTime', 'ManifestFirstTime'].map((k) => [k, d[k]])),
  Lanes: (d.Lanes as { POL: string; POD: string; Shipments: number; Teu: number }[]).map(({ POL, POD, Shipments, Teu }) => ({ POL, POD, Shipments, Teu })),
});

beforeAll(async () => {
  await seedDashboardFixture(t.db);
  for (const who of ['customer.admin@demo.test', 'customer2@demo.test', 'provider@demo.test']) tokens[who] = await asUser(who);
  const ids = await t.db.query<{ code: string; id: string }>(`select code, id from companies where code in ('CUS-HZTX', 'CUS-NBHY')`);
  tianxiang = String(ids.find((r) => r.code === 'CUS-HZTX')!.id);
  haiyue = String(ids.find((r) => r.code === 'CUS-NBHY')!.id);
});

describe('each figure against its independent computation', () => {
  it('the test shipments: stages, TEU per month, on-time departure, documents on time, manifests, lanes', async () => {
    const res = await summaryOf('customer.admin@demo.test', WINDOW);
    expect(res.statusCode).toBe(200);
    const d = res.json().Data;
    expect(figures(d)).toEqual(await expectedSummary(t.db, tianxiang, WINDOW));
    // and what the fixture was written to hold, so the two countings cannot agree on nothing
    expect(d.Shipments).toBe(5); // T5 is cancelled
    expect(d.Stages).toEqual([
      { Stage: 'BOOKED', Count: 2 },
      { Stage: 'GATED_IN', Count: 1 },
      { Stage: 'LOADED', Count: 0 },
      { Stage: 'DEPARTED', Count: 1 }, // T2: its arrival was retracted
      { Stage: 'ARRIVED', Count: 1 },
      { Stage: 'PICKED_UP', Count: 0 },
    ]);
    // 2×40HQ + 20GP + 40GP = 7 in March; 2×45HQ = 4.5 in April; 3×20GP + 40HQ = 5 in May
    expect(d.TeuByMonth).toEqual([
      { Month: '2025-03', Teu: 7 },
      { Month: '2025-04', Teu: 4.5 },
      { Month: '2025-05', Teu: 5 },
    ]);
    expect(d.Teu).toBe(16.5);
    expect(d.OnTimeDeparture).toEqual({ OnTime: 1, Measured: 2 });
    expect(d.SiOnTime).toEqual({ OnTime: 1, Measured: 3 });
    expect(d.VgmOnTime).toEqual({ OnTime: 1, Measured: 2 });
    expect(d.ManifestFirstTime).toEqual({ FirstTime: 1, Measured: 2 });
  });

  it('the demo shipments of both customers (December 2026), each company its own', async () => {
    const demo = { From: '2026-11-01', To: '2027-01-31' };
    for (const [who, company] of [
      ['customer.admin@demo.test', tianxiang],
      ['customer2@demo.test', haiyue],
    ] as const) {
      const d = (await summaryOf(who, demo)).json().Data;
      expect(figures(d)).toEqual(await expectedSummary(t.db, company, demo));
      expect(d.Shipments).toBeGreaterThan(0);
    }
  });

  it('the lanes carry the ports’ names in both languages and their coordinates (the route map)', async () => {
    const d = (await summaryOf('customer.admin@demo.test', WINDOW)).json().Data;
    const la = d.Lanes.find((l: { POD: string }) => l.POD === 'USLAX');
    expect(la).toMatchObject({ POL: 'CNSHA', Shipments: 2, Teu: 9.5, PodName: { en: expect.stringMatching(/Los Angeles/i) } });
    expect(la.PolLon).toBeCloseTo(121.8, 0);
    expect(la.PodLat).toBeCloseTo(33.7, 0);
    expect(d.Options.Carriers.map((c: { Code: string }) => c.Code)).toEqual(['COSU', 'MAEU']);
  });
});

describe('filters', () => {
  for (const f of [
    { Carrier: 'COSU' },
    { Carrier: 'MAEU' },
    { POL: 'CNSHA' },
    { POD: 'USLAX' },
    { POL: 'CNSHA', POD: 'SGSIN' },
    { From: '2025-04-01', To: '2025-04-30' },
  ]) {
    it(`${JSON.stringify(f)}: the figures of the chosen shipments only`, async () => {
      const filters = { ...WINDOW, ...f };
      const d = (await summaryOf('customer.admin@demo.test', filters)).json().Data;
      expect(figures(d)).toEqual(await expectedSummary(t.db, tianxiang, filters));
    });
  }

  it('a carrier filter changes the figures, and the choices stay those of the dates', async () => {
    const all = (await summaryOf('customer.admin@demo.test', WINDOW)).json().Data;
    const maersk = (await summaryOf('customer.admin@demo.test', { ...WINDOW, Carrier: 'maeu' })).json().Data;
    expect(maersk.Shipments).toBe(2);
    expect(maersk.Shipments).toBeLessThan(all.Shipments);
    expect(maersk.Options).toEqual(all.Options);
  });
});

describe('a company sees only its own figures', () => {
  it('海越 on the window sees its one shipment, none of 天祥’s', async () => {
    const d = (await summaryOf('customer2@demo.test', WINDOW)).json().Data;
    expect(figures(d)).toEqual(await expectedSummary(t.db, haiyue, WINDOW));
    expect(d.Shipments).toBe(1);
    expect(d.Lanes).toEqual([expect.objectContaining({ POL: 'CNSHA', POD: 'USLAX', Shipments: 1, Teu: 8 })]);
  });

  it('naming another company answers 404 as if it were not there; naming its own is the same as none', async () => {
    const other = await summaryOf('customer.admin@demo.test', { ...WINDOW, CompanyId: haiyue });
    expect(other.statusCode).toBe(404);
    const own = await summaryOf('customer.admin@demo.test', { ...WINDOW, CompanyId: tianxiang });
    expect(figures(own.json().Data)).toEqual(figures((await summaryOf('customer.admin@demo.test', WINDOW)).json().Data));
  });

  it('a provider books no shipments: 403 in words', async () => {
    const res = await summaryOf('provider@demo.test', WINDOW);
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toMatch(/平台和客户/);
  });
});

describe('bad filters are refused with a clear message', () => {
  const cases: [string, Partial<Filters>, string, RegExp, RegExp][] = [
    ['From after To', { From: '2025-05-01', To: '2025-04-01' }, 'To', /after the end date/, /晚于截止日期/],
    ['an unknown carrier', { ...WINDOW, Carrier: 'NOPE' }, 'Carrier', /no carrier NOPE/, /没有船公司 NOPE/],
    ['an unknown port', { ...WINDOW, POD: 'XXABC' }, 'POD', /no port XXABC/, /没有港口 XXABC/],
    ['a day not in the calendar', { From: '2025-02-30', To: '2025-03-31' }, 'From', /not a day of the calendar/, /不是有效的日期/],
    ['more than three years', { From: '2020-01-01', To: '2025-01-01' }, 'To', /more than three years/, /超过三年/],
  ];
  for (const [what, f, path, en, zh] of cases) {
    it(`${what}: 400 naming ${path}, in Chinese by default and in English when asked`, async () => {
      const zhRes = await summaryOf('customer.admin@demo.test', f);
      expect(zhRes.statusCode).toBe(400);
      expect(zhRes.json().Message).toMatch(zh);
      expect(zhRes.json().Errors.map((e: { Path: string }) => e.Path)).toEqual([path]);
      const enRes = await summaryOf('customer.admin@demo.test', f, 'en');
      expect(enRes.json().Message).toMatch(en);
    });
  }

  it('a missing date or a date not written as a day is refused by the schema', async () => {
    expect((await call('GET', `${ENDPOINTS.dashboardSummary}?From=2025-03-01`, tokens['customer.admin@demo.test']!)).statusCode).toBe(400);
    expect((await call('GET', `${ENDPOINTS.dashboardSummary}?From=March&To=2025-03-01`, tokens['customer.admin@demo.test']!)).statusCode).toBe(400);
  });
});

describe('platform staff (the service: the route table gives staff no way to the page yet)', () => {
  const staff = { id: '1', name: '平台', companyId: '1', companyKind: 'platform', isAdmin: true, status: 'active' } as const;
  const figuresOf = async (input: Filters & { CompanyId?: string }) => {
    const out = await summary(t.db, staff, input);
    if (!out.ok) throw new Error(out.message);
    return figures(out.value as unknown as Record<string, unknown>);
  };

  it('see one customer’s figures when they name it, every customer’s together when they name none', async () => {
    expect(await figuresOf({ ...WINDOW, CompanyId: haiyue })).toEqual(await expectedSummary(t.db, haiyue, WINDOW));
    const each = [await expectedSummary(t.db, tianxiang, WINDOW), await expectedSummary(t.db, haiyue, WINDOW)];
    expect(((await figuresOf(WINDOW)) as Record<string, unknown>).Shipments).toBe(each[0]!.Shipments + each[1]!.Shipments);
  });

  it('naming a company that is no customer answers 404', async () => {
    const out = await summary(t.db, staff, { ...WINDOW, CompanyId: '999999' });
    expect(out.ok ? 200 : out.status).toBe(404);
  });
});

describe('open receivables by age (issue 45: the tile said invoicing was not available while invoices existed)', () => {
  /** Today in Shanghai, as the person reading the tile counts days. */
  const todayInShanghai = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
  const AGES = [
    ['NOT_DUE', Number.NEGATIVE_INFINITY],
    ['D1_30', 1],
    ['D31_60', 31],
    ['D61_90', 61],
    ['D90_PLUS', 91],
  ] as const;
  /** Each age's invoices and open amounts per currency, counted again from the stored invoices (cents as BigInt). */
  async function expectedAges(companyId: string) {
    const rows = await t.db.query<{ currency: string; total: string; paid: string; due: string }>(
      `select inv_currency as currency, inv_total::text as total, inv_paid::text as paid, inv_due_date::text as due
         from invoices where company_id = $1 and inv_side = 'AR' and inv_kind in (1, 3) and inv_status in (2, 3, 4)`,
      [companyId],
    );
    const today = todayInShanghai();
    const cents = (s: string) => BigInt(s.replace('.', '').padEnd(s.includes('.') ? 0 : s.length + 2, '0'));
    const ages = AGES.map(([Age]) => ({ Age, Invoices: 0, totals: new Map<string, bigint>() }));
    for (const r of rows) {
      const open = cents(r.total) - cents(r.paid);
      if (open <= 0n) continue;
      const late = daysBetween(r.due, today);
      const i = AGES.findLastIndex(([, from]) => late >= from);
      ages[i]!.Invoices += 1;
      ages[i]!.totals.set(r.currency, (ages[i]!.totals.get(r.currency) ?? 0n) + open);
    }
    return ages.map(({ Age, Invoices, totals }) => ({
      Age,
      Invoices,
      Totals: [...totals]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([Currency, c]) => ({ Currency, Amount: `${c / 100n}.${String(c % 100n).padStart(2, '0')}` })),
    }));
  }

  it('the customer’s open invoices in each age, per currency, as counted again from the invoices', async () => {
    // spread 天祥's open invoices over the ages: due 10, 45 and 120 days ago, and in 5 days
    const open = await t.db.query<{ id: number }>(
      `select id::int from invoices where company_id = $1 and inv_side = 'AR' and inv_kind in (1, 3) and inv_status in (2, 3, 4) and inv_paid < inv_total order by id`,
      [tianxiang],
    );
    expect(open.length).toBeGreaterThanOrEqual(2);
    const shifts = [10, 45, 120, -5];
    for (const [i, { id }] of open.entries())
      await t.db.query(`update invoices set inv_due_date = (now() at time zone 'Asia/Shanghai')::date - $2::int where id = $1`, [
        id,
        shifts[i % shifts.length],
      ]);
    const d = (await summaryOf('customer.admin@demo.test', WINDOW)).json().Data;
    expect(d.Receivables.AsOf).toBe(todayInShanghai());
    expect(d.Receivables.Ages).toEqual(await expectedAges(tianxiang));
    expect(d.Receivables.Ages.filter((a: { Invoices: number }) => a.Invoices > 0).length).toBeGreaterThanOrEqual(2);
    // 海越 sees none of 天祥's
    const other = (await summaryOf('customer2@demo.test', WINDOW)).json().Data;
    expect(other.Receivables.Ages).toEqual(await expectedAges(haiyue));
  });
});
