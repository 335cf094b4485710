import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * Mark-up and surcharge rules kept on their pages (commercial.md §2.1, §2.3, R2.6, R2.8): a save
 * writes the next version (a stale one is refused), on/off is a version too, and the search prices
 * with the latest at once. The demo's COSU Shanghai → Rotterdam 40HQ costs USD 1,850; staff without
 * a customer get the business mark-up (+150).
 */
const t = withTestApp({ modules: ['rates'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of ['pricing.manager@demo.test', 'pricing@demo.test', 'sales@demo.test', 'customer@demo.test']) tokens[who] = await asUser(who);
});
const MANAGER = 'pricing.manager@demo.test';
const post = (path: string, body: object, who = MANAGER) => call('POST', path, tokens[who]!, body);
const rateOf = async (who: string) => {
  const res = await post(ENDPOINTS.fclRateSearch, { PolCode: 'CNSHA', PodCode: 'NLRTM', Lines: [{ ContainerClass: '40HQ', Qty: 1 }] }, who);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().Data.Rows as { CarrierCode: string; Classes: { Sell: string }[]; Charges: { FeeCode: string; Amount: string }[] }[]).find(
    (r) => r.CarrierCode === 'COSU',
  )!;
};
const markup = (over: object = {}) => ({
  Name: '鹿特丹旺季加价',
  Scope: 'BUSINESS',
  Method: 'AMOUNT',
  Currency: 'USD',
  Amounts: [{ ContainerClass: '40HQ', Amount: '200' }],
  RoundingStep: '5',
  MinMargin: [{ ContainerClass: '40HQ', Amount: '50' }],
  Match: { PodCode: 'nlrtm' },
  ValidFrom: '2026-01-01',
  ValidTo: '2027-12-31',
  ...over,
});
const count = async (table: string) => Number((await t.db.query<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n);

describe('mark-up rules', () => {
  it('lists the seeded rules with amounts in their currency and percentages as text', async () => {
    const rows = (await call('GET', ENDPOINTS.markupRuleList, tokens[MANAGER]!)).json().Data as {
      Name: string;
      Amounts: unknown;
      Pct: string | null;
      Version: number;
    }[];
    expect(rows.find((r) => r.Name === '业务默认加价')).toMatchObject({ Version: 1, Pct: null });
    expect(rows.find((r) => r.Name === '业务默认加价')!.Amounts).toContainEqual({ ContainerClass: '40HQ', Amount: '150.00' });
    expect(rows.find((r) => r.Name === 'A 级客户加价 8%')).toMatchObject({ Pct: '8.00' });
  });

  it('a new, more specific business rule prices at once; an edit is version 2, a stale edit is refused; disabling brings the default back', async () => {
    expect((await rateOf('sales@demo.test')).Classes[0]!.Sell).toBe('2000.00');
    const made = await post(ENDPOINTS.markupRuleSave, markup());
    expect(made.statusCode, made.body).toBe(200);
    const { Id } = made.json().Data as { Id: number; Version: number };
    expect(made.json().Data.Version).toBe(1);
    expect((await rateOf('sales@demo.test')).Classes[0]!.Sell).toBe('2050.00');

    const edited = await post(ENDPOINTS.markupRuleSave, markup({ Id, Version: 1, Amounts: [{ ContainerClass: '40HQ', Amount: '260' }] }));
    expect(edited.json().Data).toEqual({ Id, Version: 2 });
    expect((await rateOf('sales@demo.test')).Classes[0]!.Sell).toBe('2110.00');
    const stale = await post(ENDPOINTS.markupRuleSave, markup({ Id, Version: 1 }));
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ Code: 'STALE' });

    const off = await post(ENDPOINTS.markupRuleSetStatus, { Id, Version: 2, Active: false });
    expect(off.json().Data).toEqual({ Id, Version: 3 });
    expect((await rateOf('sales@demo.test')).Classes[0]!.Sell).toBe('2000.00');
    // every version is kept
    expect((await t.db.query('select version from markup_rules where id = $1 order by version', [Id])).map((r) => (r as { version: number }).version)).toEqual([
      1, 2, 3,
    ]);
  });

  it('bad rules are refused field by field and write nothing', async () => {
    const before = await count('markup_rules');
    const noCurrency = await post(ENDPOINTS.markupRuleSave, markup({ Currency: null }));
    expect(noCurrency.json()).toMatchObject({ Code: 'INVALID', Errors: [{ Path: '/Currency' }] });
    const tooMuch = await post(ENDPOINTS.markupRuleSave, markup({ Method: 'PERCENT', Pct: '400', Amounts: [] }));
    expect(tooMuch.json().Errors).toContainEqual(expect.objectContaining({ Path: '/Pct' }));
    const unknownPort = await post(ENDPOINTS.markupRuleSave, markup({ Match: { PodCode: 'XXZZZ' } }));
    expect(unknownPort.json().Errors).toContainEqual(expect.objectContaining({ Path: '/Match/PodCode' }));
    const noLevel = await post(ENDPOINTS.markupRuleSave, markup({ Scope: 'LEVEL' }));
    expect(noLevel.json().Errors).toContainEqual(expect.objectContaining({ Path: '/LevelId' }));
    const backwards = await post(ENDPOINTS.markupRuleSave, markup({ ValidFrom: '2027-01-01', ValidTo: '2026-01-01' }));
    expect(backwards.json().Errors).toContainEqual(expect.objectContaining({ Path: '/ValidTo' }));
    expect(await count('markup_rules')).toBe(before);
  });

  it('only holders of the edit button save rules: the clerk and a customer are refused', async () => {
    expect((await post(ENDPOINTS.markupRuleSave, markup(), 'pricing@demo.test')).statusCode).toBe(403);
    expect((await post(ENDPOINTS.markupRuleSave, markup(), 'customer@demo.test')).statusCode).toBe(403);
    expect((await call('GET', ENDPOINTS.markupRuleList, tokens['customer@demo.test']!)).statusCode).toBe(403);
  });
});

describe('surcharge rules', () => {
  const rule = (over: object = {}) => ({
    Name: '欧线旺季附加费 PSS',
    Kind: 'MANDATORY',
    FeeCode: 'pss',
    Basis: 'PER_CONTAINER',
    Currency: 'USD',
    PaymentTerm: 'PRE',
    Side: 'FREIGHT',
    Amounts: [{ ContainerClass: '40HQ', Amount: '100' }],
    Match: { TradeLaneCode: 'EU' },
    ValidFrom: '2026-01-01',
    ValidTo: '2027-12-31',
    ...over,
  });

  it('a mandatory PSS for Europe reaches the customer’s price at once', async () => {
    expect((await rateOf('customer@demo.test')).Charges.map((c) => c.FeeCode)).not.toContain('PSS');
    const made = await post(ENDPOINTS.surchargeRuleSave, rule());
    expect(made.statusCode, made.body).toBe(200);
    expect((await rateOf('customer@demo.test')).Charges).toContainEqual(expect.objectContaining({ FeeCode: 'PSS', Amount: '100.00' }));
    const listed = (await call('GET', ENDPOINTS.surchargeRuleList, tokens[MANAGER]!)).json().Data as { Name: string; FeeCode: string; FeeName: string }[];
    expect(listed.find((r) => r.Name === '欧线旺季附加费 PSS')).toMatchObject({ FeeCode: 'PSS' });
  });

  it('a conditional rule needs its condition, a per-B/L charge its one amount; an unknown fee code is named', async () => {
    const before = await count('surcharge_rules');
    const noCondition = await post(ENDPOINTS.surchargeRuleSave, rule({ Kind: 'CONDITIONAL' }));
    expect(noCondition.json().Errors).toContainEqual(expect.objectContaining({ Path: '/GrossKgOver' }));
    const perBl = await post(ENDPOINTS.surchargeRuleSave, rule({ Basis: 'PER_BL' }));
    expect(perBl.json().Errors.map((e: { Path: string }) => e.Path)).toEqual(expect.arrayContaining(['/Amount', '/Amounts']));
    const fee = await post(ENDPOINTS.surchargeRuleSave, rule({ FeeCode: 'NOPE' }));
    expect(fee.json().Errors).toContainEqual(expect.objectContaining({ Path: '/FeeCode' }));
    expect(await count('surcharge_rules')).toBe(before);
  });
});
