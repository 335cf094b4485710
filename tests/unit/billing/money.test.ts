import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCny, lineAmountMinor, money, perCurrency, plus, rateText, taxMinor, toCny } from '../../../src/domain/billing/money';

/** Money of the bills: per currency by construction, amounts half-up, conversion only at a stated rate (fast-check properties). */
const CURRENCIES = ['USD', 'CNY', 'EUR', 'JPY'] as const;
const amount = fc.record({ currency: fc.constantFrom(...CURRENCIES), minor: fc.integer({ min: -1e9, max: 1e9 }) });

describe('money per currency', () => {
  it('totals are per currency: each equals the sum of that currency alone, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 60 }), (xs) => {
        const totals = perCurrency(xs.map((x) => money(x.currency, x.minor)));
        for (const c of CURRENCIES) {
          const alone = xs.filter((x) => x.currency === c).reduce((s, x) => s + x.minor, 0);
          expect(totals[c] ?? 0).toBe(alone);
        }
        expect(Object.keys(totals).every((c) => xs.some((x) => x.currency === c))).toBe(true);
        expect(perCurrency([...xs].reverse().map((x) => money(x.currency, x.minor)))).toEqual(totals);
      }),
    );
  });

  it('adding two currencies does not compile, and throws on data', () => {
    const usd = money('USD', 100);
    const cny = money('CNY', 700);
    expect(plus(usd, money('USD', 5)).minor).toBe(105);
    // @ts-expect-error USD and CNY are never added
    expect(() => plus(usd, cny)).toThrow(/never added/);
    const fromDb: { currency: string; minor: number }[] = [usd, cny];
    expect(() => plus(fromDb[0]!, fromDb[1]!)).toThrow();
  });

  it('chg.amount: qty × price rounded half-up to 2 decimals, exact', () => {
    expect(lineAmountMinor('1.005', '1.00')).toBe(101);
    expect(lineAmountMinor('2.5', '3.33')).toBe(833);
    expect(lineAmountMinor('0.001', '4.99')).toBe(0);
    expect(lineAmountMinor('1', '1.005')).toBeUndefined();
    expect(lineAmountMinor('-1', '1')).toBeUndefined();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (q, p) => {
        const exact = (BigInt(q) * BigInt(p) * 10n + 5000n) / 10000n; // q/1000 × p/100, in cents, half-up
        expect(lineAmountMinor((q / 1000).toFixed(3), (p / 100).toFixed(2))).toBe(Number(exact));
      }),
    );
  });

  it('conversion at a rate is half-up, symmetric within a cent, and CNY stays itself', () => {
    expect(toCny(185000, 'USD', '7.123400')).toBe(1317829);
    expect(toCny(500, 'CNY', null)).toBe(500);
    expect(() => toCny(500, 'USD', null)).toThrow();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1_000_000, max: 9_999_999 }), (m, micros) => {
        const rate = (micros / 1e6).toFixed(6);
        const back = fromCny(toCny(m, 'USD', rate), 'USD', rate);
        expect(Math.abs(back - m)).toBeLessThanOrEqual(1);
      }),
    );
    expect(taxMinor(45000, '0.0600')).toBe(2700);
    expect(rateText('USD', '7.123400', 'MONTHLY', '2026-11-27')).toBe('1 USD = 7.1234 CNY, monthly rate 2026-11');
    expect(rateText('USD', '7.100000', 'DAILY_MIDDLE', '2026-11-27', 'zh')).toBe('1 USD = 7.1000 CNY，当日中间价 2026-11-27');
  });
});
