import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { LevelCompany, RateSearchAnswer } from '../../../src/contract/rates/searchCalls';
import { addDays } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * A salesperson's add-ons (commercial.md §2.1 SalesMarkup, §2.4 step 5, R2.6): each salesperson
 * keeps their own; they count in the quick quote centre (ForQuote) for the customers they name, not
 * in the plain staff search; a quote made from such a search carries them and the explain rebuilds
 * them; a negative one needs the override. The demo's sales@ adds USD 20 a 40HQ on Europe for 天祥.
 */
const t = withTestApp({ modules: ['rates'] });
const { call, asUser } = caller(t);
const SALES = 'sales@demo.test';
const MANAGER = 'pricing.manager@demo.test';
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const today = todayInShanghai();
beforeAll(async () => {
  for (const who of [SALES, MANAGER]) tokens[who] = await asUser(who);
  const companies = (await call('GET', ENDPOINTS.customerLevelCompanies, tokens[SALES]!)).json().Data as LevelCompany[];
  ids.hztx = companies.find((c) => c.CompanyName.includes('天祥'))!.CompanyId;
  ids.nbhy = companies.find((c) => c.CompanyName.includes('海越'))!.CompanyId;
});
const post = (path: string, body: object, who = SALES) => call('POST', path, tokens[who]!, body);
const ok = <T>(res: { statusCode: number; body: string; json(): { Data: unknown } }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data as T;
};
const search = async (customer: number, forQuote: boolean, who = SALES, pod = 'NLRTM') =>
  ok<RateSearchAnswer>(
    await post(
      ENDPOINTS.fclRateSearch,
      { PolCode: 'CNSHA', PodCode: pod, Lines: [{ ContainerClass: '40HQ', Qty: 1 }], CustomerCompanyId: customer, ForQuote: forQuote },
      who,
    ),
  );
const sellOf = (a: RateSearchAnswer, carrier: string) => Number(a.Rows.find((r) => r.CarrierCode === carrier)!.Classes[0]!.Sell);
const cosuSell = (a: RateSearchAnswer) => sellOf(a, 'COSU');
/** CMA CGM's Shanghai → Los Angeles, the demo's rate on that lane. */
const cmaSell = (a: RateSearchAnswer) => sellOf(a, 'CMDU');
const rule = (over: object = {}) => ({
  Name: '洛杉矶让利',
  Match: { PodCode: 'USLAX' },
  ValidFrom: addDays(today, -1),
  ValidTo: addDays(today, 60),
  Currency: 'USD',
  Amounts: [{ ContainerClass: '40HQ', Amount: '-30' }],
  TargetCompanyIds: [],
  ...over,
});

describe('sales add-ons', () => {
  it('the demo add-on counts in the quick quote centre for 天祥 only, never in the plain search', async () => {
    expect(cosuSell(await search(ids.hztx!, true)) - cosuSell(await search(ids.hztx!, false))).toBe(20);
    expect(cosuSell(await search(ids.nbhy!, true))).toBe(cosuSell(await search(ids.nbhy!, false)));
    // another salesperson's quote search does not get it
    expect(cosuSell(await search(ids.hztx!, true, MANAGER))).toBe(cosuSell(await search(ids.hztx!, false, MANAGER)));
  });

  it('a quote made from such a search carries the add-on, and the explain rebuilds it the same', async () => {
    const found = await search(ids.hztx!, true);
    const cosu = found.Rows.find((r) => r.CarrierCode === 'COSU')!;
    const made = ok<{ Id: number }>(await post(ENDPOINTS.quoteSave, { SearchId: found.SearchId, RateIds: [cosu.RateId] }));
    const q = ok<{ Options: { Totals: unknown; Trace?: { Step: string; RuleName?: string }[] }[] }>(
      await call('GET', `${ENDPOINTS.quoteGet}?Id=${made.Id}`, tokens[SALES]!),
    );
    expect(q.Options[0]!.Totals).toEqual(cosu.Totals);
    // the salesperson holds no "view cost": the quote is sell-side (costVisibility.test.ts); the manager reads the add-on in its trace
    expect(q.Options[0]!.Trace).toBeUndefined();
    const byManager = ok<typeof q>(await call('GET', `${ENDPOINTS.quoteGet}?Id=${made.Id}`, tokens[MANAGER]!));
    expect(byManager.Options[0]!.Trace!.find((s) => s.Step === 'SALES')!.RuleName).toBe('天祥欧线销售加价');
    // the salesperson's own explain names the step, without its figure
    const own = ok<{ Row: { Trace: { Step: string; RuleName?: string; Amount?: string }[] } }>(
      await call('GET', `${ENDPOINTS.fclRateExplain}?SearchId=${found.SearchId}&RateId=${cosu.RateId}`, tokens[SALES]!),
    );
    const step = own.Row.Trace.find((s) => s.Step === 'SALES')!;
    expect(step.RuleName).toBe('天祥欧线销售加价');
    expect(step.Amount).toBeUndefined();
    // the manager holds view cost: the explain of the salesperson's search rebuilds the same price
    const explained = ok<{ Same: boolean }>(
      await call('GET', `${ENDPOINTS.fclRateExplain}?SearchId=${found.SearchId}&RateId=${cosu.RateId}`, tokens[MANAGER]!),
    );
    expect(explained.Same).toBe(true);
  });

  it('a negative add-on needs the override; a salesperson sees and changes only their own', async () => {
    const refused = await post(ENDPOINTS.salesMarkupSave, rule());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Errors[0].Path).toBe('/Amounts');
    const made = ok<{ Id: number; Version: number }>(await post(ENDPOINTS.salesMarkupSave, rule({ TargetCompanyIds: [ids.hztx] }), MANAGER));
    const before = cmaSell(await search(ids.hztx!, false, MANAGER, 'USLAX'));
    expect(cmaSell(await search(ids.hztx!, true, MANAGER, 'USLAX'))).toBe(before - 30);
    // the salesperson neither lists nor touches the manager's add-on
    const mine = ok<{ Id: number }[]>(await call('GET', ENDPOINTS.salesMarkupList, tokens[SALES]!));
    expect(mine.map((r) => r.Id)).not.toContain(made.Id);
    expect((await post(ENDPOINTS.salesMarkupSetStatus, { Id: made.Id, Version: 1, Active: false })).statusCode).toBe(404);
    expect((await post(ENDPOINTS.salesMarkupSave, rule({ Id: made.Id, Version: 1, Amounts: [{ ContainerClass: '40HQ', Amount: '5' }] }))).statusCode).toBe(404);
    // switched off by its owner, it no longer counts
    ok(await post(ENDPOINTS.salesMarkupSetStatus, { Id: made.Id, Version: 1, Active: false }, MANAGER));
    expect(cmaSell(await search(ids.hztx!, true, MANAGER, 'USLAX'))).toBe(before);
    // a target that is not a customer company is refused
    const provider = await post(ENDPOINTS.salesMarkupSave, rule({ Amounts: [{ ContainerClass: '40HQ', Amount: '5' }], TargetCompanyIds: [1] }));
    expect(provider.statusCode).toBe(400);
    expect(provider.json().Errors[0].Path).toBe('/TargetCompanyIds');
  });
});
