import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { type MarkupRow, markupInput } from '../../../src/contract/rates/ruleCalls';
import type { RateSearchAnswer, RateSearchRow } from '../../../src/contract/rates/searchCalls';
import { addDays } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { staffOnlyKeys } from './staffOnlyKeys';

/**
 * Asking for a price (commercial.md §2.4, R2.6, R2.7, R2.8, R2.13) on the demo rates and rules:
 * COSU Shanghai → Rotterdam costs USD 1,850 a 40HQ, carries BAF USD 240, THC CNY 1,190 and DOC
 * CNY 450; the rules add ENS USD 35 (Europe) and a seal CNY 50. 天祥 (customer@) sits in VIP
 * (+USD 80, up to 5), 海越 (customer2@) in A (+8 %, up to 10), visitors get the public tier (+15 %,
 * up to 10), staff without a customer the business default (+USD 150, up to 5).
 */
const t = withTestApp({ modules: ['rates'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of ['pricing@demo.test', 'pricing.manager@demo.test', 'sales@demo.test', 'customer@demo.test', 'customer2@demo.test'])
    tokens[who] = await asUser(who);
});
const today = todayInShanghai();
const lane = (over: object = {}) => ({ PolCode: 'CNSHA', PodCode: 'NLRTM', Lines: [{ ContainerClass: '40HQ', Qty: 1 }], ...over });
const search = (who: string, body: object = lane()) => call('POST', ENDPOINTS.fclRateSearch, tokens[who]!, body);
const visitor = (body: object = lane()) => t.app.inject({ method: 'POST', url: ENDPOINTS.fclRatePublicSearch, payload: body, remoteAddress: '198.51.100.7' });
const answer = (res: { statusCode: number; body: string; json(): unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { Data: RateSearchAnswer }).Data;
};
const cosu = (a: RateSearchAnswer) => a.Rows.find((r) => r.CarrierCode === 'COSU')!;
const totals = (r: RateSearchRow) => r.Totals.map((x) => `${x.Currency} ${x.Amount}`);

describe('prices by level', () => {
  it('a VIP customer gets cost + USD 80 on the ocean freight, the surcharges passed through, totals per currency never added together', async () => {
    const row = cosu(answer(await search('customer@demo.test')));
    expect(row.Classes).toEqual([{ ContainerClass: '40HQ', Qty: 1, Sell: '1930.00' }]);
    expect(row.Charges.map((c) => `${c.FeeCode} ${c.Currency} ${c.Amount}`).sort()).toEqual(
      ['BAF USD 240.00', 'DOC CNY 450.00', 'ENS USD 35.00', 'SEAL CNY 50.00', 'THC CNY 1190.00'].sort(),
    );
    expect(totals(row)).toEqual(['CNY 1690.00', 'USD 2205.00']);
    // trucking and customs are offered, not added
    expect(row.Options.map((o) => o.FeeCode).sort()).toEqual(['CUS', 'TRK']);
  });

  it('a level A customer gets 8 % rounded up to USD 10; a visitor the public tier; staff without a customer the business default', async () => {
    expect(cosu(answer(await search('customer2@demo.test'))).Classes[0]!.Sell).toBe('2000.00'); // 1850 × 1.08 = 1998 → 2000
    const pub = answer(await visitor());
    expect(pub.LevelName).toContain('公开价');
    expect(cosu(pub).Classes[0]!.Sell).toBe('2130.00'); // 1850 × 1.15 = 2127.50 → 2130
    const staff = answer(await search('sales@demo.test'));
    expect(cosu(staff).Classes[0]!.Sell).toBe('2000.00'); // + 150
  });

  it('the most specific rule wins: level A to Singapore adds USD 50 a 40HQ, not 8 %', async () => {
    const a = answer(await search('customer2@demo.test', lane({ PodCode: 'SGSIN' })));
    const eglv = a.Rows.find((r) => r.CarrierCode === 'EGLV' || r.CarrierCode === 'ONEY');
    // ONE's Singapore rate is hidden: a customer never sees it
    expect(a.Rows.map((r) => r.CarrierCode)).not.toContain('ONEY');
    expect(eglv).toBeUndefined(); // EGLV sails from Yantian, not Shanghai
    const yantian = answer(await search('customer2@demo.test', lane({ PolCode: 'CNYTN', PodCode: 'SGSIN' })));
    expect(yantian.Rows.find((r) => r.CarrierCode === 'EGLV')!.Classes[0]!.Sell).toBe('390.00'); // 340 + 50
  });

  it('a declared 20 t in a 20GP brings the conditional overweight charge; 15 t does not', async () => {
    const heavy = cosu(answer(await search('customer@demo.test', lane({ Lines: [{ ContainerClass: '20GP', Qty: 2 }], GrossKg: 20000 }))));
    expect(heavy.Charges.find((c) => c.FeeCode === 'OWS')).toMatchObject({ Currency: 'USD', UnitAmount: '200.00', Qty: 2, Amount: '400.00' });
    const light = cosu(answer(await search('customer@demo.test', lane({ Lines: [{ ContainerClass: '20GP', Qty: 2 }], GrossKg: 15000 }))));
    expect(light.Charges.find((c) => c.FeeCode === 'OWS')).toBeUndefined();
  });
});

describe('cost never reaches a customer or a visitor (R2.7)', () => {
  it('no staff-only key in any answer a customer or a visitor gets; hidden rates stay hidden', async () => {
    const answers = [
      answer(await search('customer@demo.test')),
      answer(await search('customer2@demo.test', lane({ PodCode: 'SGSIN' }))),
      answer(await visitor()),
      answer(await visitor(lane({ PolCode: 'CNSHA', PodCode: 'SGSIN' }))),
    ];
    for (const a of answers) expect(staffOnlyKeys(a)).toEqual([]);
    expect(answers[3]!.Rows.map((r) => r.CarrierCode)).not.toContain('ONEY');
  });

  it('staff holding viewCost get cost, margin, the floor and the trace, hidden rates flagged; a salesperson without it gets sell prices only', async () => {
    const desk = answer(await search('pricing@demo.test', lane({ PodCode: 'SGSIN' })));
    const oney = desk.Rows.find((r) => r.CarrierCode === 'ONEY')!;
    expect(oney.Hidden).toBe(true);
    const row = cosu(answer(await search('pricing@demo.test')));
    expect(row.Classes[0]).toMatchObject({ Cost: '1850.00', Sell: '2000.00', Margin: '150.00', Floor: '1900.00', BelowFloor: false });
    expect(row.Trace!.map((s) => s.Step)).toEqual(expect.arrayContaining(['BASE', 'TIER', 'SURCHARGE']));
    expect(row.Trace!.find((s) => s.Step === 'TIER')).toMatchObject({ RuleName: '业务默认加价', Amount: '150.00' });
    const sales = answer(await search('sales@demo.test'));
    expect(staffOnlyKeys(sales)).toEqual([]);
  });

  it('staff price for a chosen customer at its level', async () => {
    const [hztx] = await t.db.query<{ id: string }>(`select id from companies where code = 'CUS-HZTX'`);
    const row = cosu(answer(await search('pricing@demo.test', lane({ CustomerCompanyId: Number(hztx!.id) }))));
    expect(row.Classes[0]).toMatchObject({ Sell: '1930.00', Margin: '80.00' });
  });
});

describe('explain and log', () => {
  it('a price a customer saw is rebuilt from the rate and rule versions it used, even after the rule changed', async () => {
    const seen = answer(await search('customer@demo.test'));
    const row = cosu(seen);
    // the VIP rule gets a new version on the pricing desk: USD 120 instead of 80, priced by the very next search
    const rules = await call('GET', ENDPOINTS.markupRuleList, tokens['pricing.manager@demo.test']!);
    expect(rules.statusCode, rules.body).toBe(200);
    const vip = (rules.json().Data as MarkupRow[]).find((r) => r.Name === 'VIP 客户加价')!;
    const input = Object.fromEntries(Object.keys(markupInput.properties).flatMap((k) => (k in vip ? [[k, vip[k as keyof MarkupRow]]] : [])));
    const saved = await call('POST', ENDPOINTS.markupRuleSave, tokens['pricing.manager@demo.test']!, {
      ...input,
      Amounts: vip.Amounts.map((a) => ({ ...a, Amount: '120.00' })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(cosu(answer(await search('customer@demo.test'))).Classes[0]!.Sell).toBe('1970.00');

    const res = await call('GET', `${ENDPOINTS.fclRateExplain}?SearchId=${seen.SearchId}&RateId=${row.RateId}`, tokens['pricing@demo.test']!);
    expect(res.statusCode, res.body).toBe(200);
    const explained = res.json().Data;
    expect(explained).toMatchObject({ Same: true, ShownTo: '杭州天祥进出口有限公司' });
    expect(explained.Row.Classes[0]).toMatchObject({ Sell: '1930.00', Cost: '1850.00' });
    expect(explained.Row.Trace.find((s: { Step: string }) => s.Step === 'TIER')).toMatchObject({ RuleName: 'VIP 客户加价', RuleVersion: 1, Amount: '80.00' });
    expect(explained.ShownTotals).toEqual(row.Totals);
  });

  it('every search is logged: the customer, the visitor (an anonymous key, no address), the lane and the lowest totals', async () => {
    await visitor(lane({ PodCode: 'DEHAM' }));
    const [v] = await t.db.query<{ visitor_key: string; source: string; results: number }>(
      `select visitor_key, source, results from rate_search_log where pod_code = 'DEHAM' and source = 'PUBLIC' order by id desc limit 1`,
    );
    expect(v!.visitor_key).toMatch(/^[0-9a-f]{16}$/);
    expect(v!.visitor_key).not.toContain('198.51');
    const list = await call('GET', `${ENDPOINTS.searchLogList}?Source=CUSTOMER&PageSize=50`, tokens['pricing@demo.test']!);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().Data.Items as { CompanyName: string; PolCode: string; MinTotals: string }[];
    expect(rows.some((r) => r.CompanyName === '杭州天祥进出口有限公司' && r.PolCode === 'CNSHA' && /USD \d+\.\d\d/.test(r.MinTotals))).toBe(true);
    expect((await call('GET', ENDPOINTS.searchLogList, tokens['customer@demo.test']!)).statusCode).toBe(403);
  });
});

describe('bad input changes nothing and says why', () => {
  it('POL = POD, an unknown port, a past date for a customer, another company for a customer: 400 with a Code', async () => {
    const before = Number((await t.db.query<{ n: string }>('select count(*) as n from rate_search_log'))[0]!.n);
    const same = await search('customer@demo.test', lane({ PodCode: 'CNSHA' }));
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ Code: 'SAME_PORT' });
    const unknown = await search('customer@demo.test', lane({ PodCode: 'XXZZZ' }));
    expect(unknown.json()).toMatchObject({ Code: 'UNKNOWN_PORT', Errors: [{ Path: '/PodCode' }] });
    const past = await search('customer@demo.test', lane({ Date: addDays(today, -3) }));
    expect(past.json()).toMatchObject({ Code: 'PAST_DATE' });
    const visitorBadClass = await visitor(lane({ Lines: [] }));
    expect(visitorBadClass.statusCode).toBe(400);
    expect(Number((await t.db.query<{ n: string }>('select count(*) as n from rate_search_log'))[0]!.n)).toBe(before);
  });

  it('staff may ask for a day gone by: the price then', async () => {
    const past = answer(await search('pricing@demo.test', lane({ Date: addDays(today, -10) })));
    expect(past.Rows.filter((r) => r.CarrierCode === 'COSU').length).toBeGreaterThanOrEqual(1);
  });
});

describe('customer levels', () => {
  it('the manager moves 海越 into VIP and its next search prices there; the public tier, a provider and the clerk are refused', async () => {
    const levels = (await call('GET', ENDPOINTS.customerLevelList, tokens['pricing.manager@demo.test']!)).json().Data as {
      Id: number;
      Code: string;
      Companies: number;
    }[];
    const vip = levels.find((l) => l.Code === 'VIP')!;
    const pub = levels.find((l) => l.Code === 'PUB')!;
    const [nbhy] = await t.db.query<{ id: string }>(`select id from companies where code = 'CUS-NBHY'`);
    const [provider] = await t.db.query<{ id: string }>(`select id from companies where code = 'PRV-SHYD'`);
    const assign = (body: object, who = 'pricing.manager@demo.test') => call('POST', ENDPOINTS.customerLevelAssign, tokens[who]!, body);

    const publicTier = await assign({ LevelId: pub.Id, CompanyIds: [Number(nbhy!.id)] });
    expect(publicTier.statusCode).toBe(400);
    expect(publicTier.json()).toMatchObject({ Code: 'PUBLIC_LEVEL' });
    const notCustomer = await assign({ LevelId: vip.Id, CompanyIds: [Number(nbhy!.id), Number(provider!.id)] });
    expect(notCustomer.json()).toMatchObject({ Code: 'NOT_A_CUSTOMER' });
    expect((await assign({ LevelId: vip.Id, CompanyIds: [Number(nbhy!.id)] }, 'pricing@demo.test')).statusCode).toBe(403);
    // nothing moved so far
    expect(cosu(answer(await search('customer2@demo.test'))).Classes[0]!.Sell).toBe('2000.00');

    const moved = await assign({ LevelId: vip.Id, CompanyIds: [Number(nbhy!.id)] });
    expect(moved.json().Data).toEqual({ Changed: 1 });
    expect((await assign({ LevelId: vip.Id, CompanyIds: [Number(nbhy!.id)] })).json().Data).toEqual({ Changed: 0 });
    // VIP's rule is at its second version by now (the explain test above): USD 120
    expect(cosu(answer(await search('customer2@demo.test'))).Classes[0]!.Sell).toBe('1970.00');
    const placed = (await call('GET', ENDPOINTS.customerLevelCompanies, tokens['pricing.manager@demo.test']!)).json().Data as {
      CompanyName: string;
      LevelName: string;
      Assigned: boolean;
      AssignedBy: string;
    }[];
    expect(placed.find((c) => c.CompanyName === '宁波海越贸易有限公司')).toMatchObject({ LevelName: 'VIP 客户', Assigned: true, AssignedBy: '郑雪' });
  });
});
