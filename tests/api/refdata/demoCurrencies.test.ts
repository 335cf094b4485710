import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { seedCurrencyNames, seedDemoExchangeRates } from '../../../server/modules/refdata/currencySeed';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/** Issue 32: the demo had no exchange rates, and most currencies showed their English name in Chinese. */
const t = withTestApp({ modules: ['refdata'] });
const { call, asUser } = caller(t);
let customer = '';
beforeAll(async () => {
  customer = await asUser('customer@demo.test');
});

describe("the demo's currencies and rates", () => {
  it('has a book rate into CNY today for the currencies forwarders quote in', async () => {
    for (const code of ['USD', 'EUR', 'HKD', 'JPY']) {
      const res = await call('GET', `${ENDPOINTS.exchangeRateCurrent}?From=${code}&On=${todayInShanghai()}`, customer);
      expect(res.statusCode, code).toBe(200);
      expect(Number(res.json().Data.Rate), code).toBeGreaterThan(0);
    }
  });

  it('adds no window twice: run again, the rates stay as they are (a pair never overlaps)', async () => {
    const count = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from exchange_rates'))[0]!.n;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await seedDemoExchangeRates(t.db);
    expect(await count()).toBe(before);
  });

  it('names every currency in Chinese, and gives an older database the names it lacked without touching one someone typed', async () => {
    const english = await t.db.query<{ code: string }>(`select code from currencies where name_zh !~ '[\\u4e00-\\u9fff]'`);
    expect(english).toEqual([]);
    // as reference-v1 left them before: the English name in name_zh; and a name someone typed
    await t.db.query(`update currencies set name_zh = name_en where code in ('CHF', 'XAF')`);
    await t.db.query(`update currencies set name_zh = '美金' where code = 'USD'`);
    await seedCurrencyNames(t.db);
    const names = await t.db.query<{ code: string; name_zh: string }>(`select code, name_zh from currencies where code in ('CHF', 'USD', 'XAF') order by code`);
    expect(names).toEqual([
      { code: 'CHF', name_zh: '瑞士法郎' },
      { code: 'USD', name_zh: '美金' },
      { code: 'XAF', name_zh: '中非法郎' },
    ]);
  });
});
