import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCny, keptRateTextIn, lineAmountMinor, money, perCurrency, plus, rateText, taxMinor, toCny } from '../../../src/domain/money/bills';

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

  it("chg.amount: qty × price rounded half-up to the currency's digits, exact", () => {
    expect(lineAmountMinor('1.005', '1.00', 'USD')).toBe(101);
    expect(lineAmountMinor('2.5', '3.33', 'USD')).toBe(833);
    expect(lineAmountMinor('0.001', '4.99', 'USD')).toBe(0);
    expect(lineAmountMinor('1', '1.005', 'USD')).toBeUndefined();
    expect(lineAmountMinor('-1', '1', 'USD')).toBeUndefined();
    // ISO 4217 minor units (issue 45): JPY has none, BHD and KWD three
    expect(lineAmountMinor('1', '12345', 'JPY')).toBe(12345);
    expect(lineAmountMinor('1', '12345.5', 'JPY')).toBeUndefined();
    expect(lineAmountMinor('2', '1.5', 'BHD')).toBe(3000);
    expect(lineAmountMinor('1', '12.345', 'KWD')).toBe(12345);
    expect(lineAmountMinor('1.5', '3', 'JPY')).toBe(5);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (q, p) => {
        const exact = (BigInt(q) * BigInt(p) * 10n + 5000n) / 10000n; // q/1000 × p/100, in cents, half-up
        expect(lineAmountMinor((q / 1000).toFixed(3), (p / 100).toFixed(2), 'USD')).toBe(Number(exact));
      }),
    );
  });

  it('conversion at a rate is half-up, symmetric within a cent, and CNY stays itself', () => {
    expect(toCny(185000, 'USD', '7.123400')).toBe(1317829);
    expect(toCny(500, 'CNY', null)).toBe(500);
    // a currency's own digits: JPY 12,345 at 0.047 is CNY 580.22 (58022 fen); BHD 3.000 at 19 is CNY 57.00
    expect(toCny(12345, 'JPY', '0.047000')).toBe(58022);
    expect(fromCny(58022, 'JPY', '0.047000')).toBe(12345);
    expect(toCny(3000, 'BHD', '19.000000')).toBe(5700);
    expect(fromCny(5700, 'BHD', '19')).toBe(3000);
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

describe('an invoice’s kept rates in the reader’s language (issue 45: "monthly rate 2026-11" in the Chinese UI)', () => {
  it('says each kept rate in Chinese, as rateText would have', () => {
    const kept = [rateText('USD', '7.1000', 'MONTHLY', '2026-11-20'), rateText('EUR', '7.7500', 'DAILY_MIDDLE', '2026-11-20')].join('; ');
    expect(keptRateTextIn(kept, 'zh')).toBe(
      [rateText('USD', '7.1000', 'MONTHLY', '2026-11-20', 'zh'), rateText('EUR', '7.7500', 'DAILY_MIDDLE', '2026-11-20', 'zh')].join('；'),
    );
    expect(keptRateTextIn(kept, 'zh')).not.toMatch(/[a-z]{3,}/);
    expect(keptRateTextIn(kept, 'en')).toBe(kept);
  });
  it('keeps a segment of another shape as written', () => {
    expect(keptRateTextIn('as agreed', 'zh')).toBe('as agreed');
  });
});

describe('a charge’s basis and term in words (issue 45: the charges table showed PER_CONTAINER:40HQ, PRE)', () => {
  it('says the basis with its container type, and the term', async () => {
    const { chargeBasisWords, CHARGE_TERM_WORDS } = await import('../../../src/contract/billing/words');
    expect(chargeBasisWords('PER_CONTAINER:40HQ', 'zh')).toBe('每箱（40HQ）');
    expect(chargeBasisWords('PER_BL', 'en')).toBe('Per B/L');
    expect(CHARGE_TERM_WORDS.PRE!.zh).toBe('预付');
  });
});
