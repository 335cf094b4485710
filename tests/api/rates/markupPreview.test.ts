import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { MarkupPreviewRow } from '../../../src/contract/rates/ruleCalls';
import type { CustomerLevel } from '../../../src/contract/rates/searchCalls';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * The mark-up preview (commercial.md §2.5 PriceSet: sell vs cost on sample lanes): one published rate
 * per lane, priced today by the engine with the current rules, at the business default or a level;
 * the lanes searched most come first; nobody's search is logged by it.
 */
const t = withTestApp({ modules: ['rates'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of ['pricing.manager@demo.test', 'customer@demo.test']) tokens[who] = await asUser(who);
});
const preview = (query = '', who = 'pricing.manager@demo.test') => call('GET', `${ENDPOINTS.markupRulePreview}?${query}`, tokens[who]!);
const rows = async (query = '') => {
  const res = await preview(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data as MarkupPreviewRow[];
};
const rotterdam = (r: MarkupPreviewRow[]) => r.find((x) => x.PolCode === 'CNSHA' && x.PodCode === 'NLRTM')!;

describe('MarkupRule/Preview', () => {
  it('prices the sample lanes at the business default and at a level, naming the rule, without logging a search', async () => {
    const logged = async () => Number((await t.db.query<{ n: string }>('select count(*) as n from rate_search_log'))[0]!.n);
    const before = await logged();
    const business = await rows('ContainerClass=40HQ');
    expect(business.length).toBeGreaterThan(3);
    expect(rotterdam(business)).toMatchObject({
      CarrierCode: 'COSU',
      Cost: '1850.00',
      Sell: '2000.00',
      Margin: '150.00',
      MarginPct: '8.1',
      RuleName: '业务默认加价 v1',
    });
    const levels = (await call('GET', ENDPOINTS.customerLevelList, tokens['pricing.manager@demo.test']!)).json().Data as CustomerLevel[];
    const vip = levels.find((l) => l.Code === 'VIP')!;
    expect(rotterdam(await rows(`ContainerClass=40HQ&LevelId=${vip.Id}`))).toMatchObject({ Sell: '1930.00', Margin: '80.00', RuleName: 'VIP 客户加价 v1' });
    expect(await logged()).toBe(before);
  });

  it('puts the lanes customers searched most first', async () => {
    // searched more often than the lane searched most so far (the demo's searches included)
    const before = await rows();
    const top = Math.max(0, ...before.map((r) => r.Searches));
    const already = before.find((r) => r.PolCode === 'CNSHA' && r.PodCode === 'USLAX')?.Searches ?? 0;
    const times = Math.max(3, top - already + 1);
    for (let i = 0; i < times; i++)
      await call('POST', ENDPOINTS.fclRateSearch, tokens['customer@demo.test']!, {
        PolCode: 'CNSHA',
        PodCode: 'USLAX',
        Lines: [{ ContainerClass: '40HQ', Qty: 1 }],
      });
    const [first] = await rows();
    expect(first).toMatchObject({ PolCode: 'CNSHA', PodCode: 'USLAX' });
    expect(first!.Searches).toBeGreaterThanOrEqual(3);
  });

  it('refuses an unknown level and a customer', async () => {
    expect((await preview('LevelId=999999')).statusCode).toBe(404);
    expect((await preview('', 'customer@demo.test')).statusCode).toBe(403);
  });
});
