import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { windowsOverlap } from '../../../src/domain/refdata/exchangeRates';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/** Exchange rates (commercial.md R1.4): into the one base currency, windows that never overlap, the rate valid on a day or 400 NO_RATE. */
const t = withTestApp({ modules: ['refdata'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  // these cases write their own windows: the demo's book rates (seed demo-exchange-rates-v1) would overlap them
  await t.db.query('delete from exchange_rates');
  for (const who of ['admin@demo.test', 'customer@demo.test', 'customer.admin@demo.test']) tokens[who] = await asUser(who);
});
const save = (body: object, who = 'admin@demo.test') => call('POST', ENDPOINTS.exchangeRateSave, tokens[who]!, body);
const current = (query: string, who = 'customer@demo.test') => call('GET', `${ENDPOINTS.exchangeRateCurrent}?${query}`, tokens[who]!);
const usd = { FromCode: 'usd', ToCode: 'CNY', Kind: 'MONTHLY_BOOK', Rate: '7.1234', ValidFrom: '2026-11-01', ValidTo: '2026-11-30', Source: 'BOC' };

describe('exchange rates', () => {
  it('a monthly book rate is answered for each day of its month, exactly as typed, and not outside it', async () => {
    expect((await save(usd)).statusCode).toBe(200);
    const mid = await current('From=USD&On=2026-11-15');
    expect(mid.statusCode).toBe(200);
    expect(mid.json().Data).toEqual({ Rate: '7.123400', ValidFrom: '2026-11-01', ValidTo: '2026-11-30', Source: 'BOC', Kind: 'MONTHLY_BOOK' });
    expect((await current('From=USD&On=2026-11-30')).json().Data.Rate).toBe('7.123400');
    const impossible = await current('From=USD&On=2026-02-30');
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().Code).toBe('INVALID');
    const after = await current('From=USD&On=2026-12-01');
    expect(after.statusCode).toBe(400);
    expect(after.json().Code).toBe('NO_RATE');
  });

  it('refuses a window overlapping another of the same pair and kind (400 RATE_OVERLAP), not one of another kind', async () => {
    const clash = await save({ ...usd, Rate: '7.2', ValidFrom: '2026-11-30', ValidTo: '2026-12-31' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().Code).toBe('RATE_OVERLAP');
    expect((await save({ ...usd, Kind: 'DAILY', ValidFrom: '2026-11-15', ValidTo: '2026-11-15' })).statusCode).toBe(200);
    expect((await save({ ...usd, Rate: '7.2', ValidFrom: '2026-12-01', ValidTo: '2026-12-31' })).statusCode).toBe(200);
    expect((await t.db.query(`select count(*)::int as n from exchange_rates where from_code = 'USD'`))[0]).toEqual({ n: 3 });
  });

  it('refuses bad input, changing nothing: not into the base currency, a zero or over-precise rate, a date that does not exist, a window ending before it starts', async () => {
    const before = (await t.db.query<{ n: number }>('select count(*)::int as n from exchange_rates'))[0]!.n;
    const cases: [object, string][] = [
      [{ ...usd, ToCode: 'EUR', ValidFrom: '2027-01-01', ValidTo: '2027-01-31' }, '/ToCode'],
      [{ ...usd, Rate: '0', ValidFrom: '2027-01-01', ValidTo: '2027-01-31' }, '/Rate'],
      [{ ...usd, Rate: '7.1234567', ValidFrom: '2027-01-01', ValidTo: '2027-01-31' }, '/Rate'],
      [{ ...usd, ValidFrom: '2027-02-30', ValidTo: '2027-03-31' }, '/ValidFrom'],
      [{ ...usd, ValidFrom: '2027-03-31', ValidTo: '2027-03-01' }, '/ValidTo'],
      [{ ...usd, FromCode: 'XYZ', ValidFrom: '2027-01-01', ValidTo: '2027-01-31' }, '/FromCode'],
    ];
    for (const [body, path] of cases) {
      const res = await save(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().Errors.map((e: { Path: string }) => e.Path)).toContain(path);
    }
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from exchange_rates'))[0]!.n).toBe(before);
  });

  it('only platform staff add rates; any employee reads the rate of a day', async () => {
    expect((await save({ ...usd, ValidFrom: '2027-05-01', ValidTo: '2027-05-31' }, 'customer.admin@demo.test')).statusCode).toBe(403);
    expect((await current('From=USD&On=2026-11-02', 'customer.admin@demo.test')).statusCode).toBe(200);
    const list = await call('GET', `${ENDPOINTS.exchangeRateList}?FromCode=USD`, tokens['admin@demo.test']!);
    expect(list.json().Data.Total).toBe(3);
  });

  it('windows overlap exactly when they share a day', () => {
    expect(windowsOverlap({ validFrom: '2026-11-01', validTo: '2026-11-30' }, { validFrom: '2026-11-30', validTo: '2026-12-31' })).toBe(true);
    expect(windowsOverlap({ validFrom: '2026-11-01', validTo: '2026-11-30' }, { validFrom: '2026-12-01', validTo: '2026-12-31' })).toBe(false);
  });
});
