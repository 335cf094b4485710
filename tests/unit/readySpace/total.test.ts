import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totalsText } from '../../../src/domain/money/amounts';
import { totalBeforeBuying } from '../../../src/domain/readySpace/total';

/** The total a buyer sees before buying ready space (issue 32): per currency, from the classes and quantities chosen. */

const space = {
  Currency: 'USD',
  Lines: [
    { ContainerClass: '40HQ', Price: '1850.00' },
    { ContainerClass: '20GP', Price: '980.00' },
  ],
  Surcharges: [
    { Code: 'THC', Amount: '800', Currency: 'CNY', Per: 'CONTAINER' },
    { Code: 'DOC', Amount: '450.00', Currency: 'CNY', Per: 'BL' },
    { Code: 'SEAL', Amount: '10.5', Currency: 'USD', Per: 'CONTAINER' },
  ],
};

describe('the total before buying', () => {
  it('prices each class by its quantity and each surcharge by its basis, per currency', () => {
    // 2 × 1850 + 1 × 980 + 3 × 10.50 = 4711.50 USD; 3 × 800 + 450 = 2850 CNY
    expect(totalBeforeBuying(space, { '40HQ': 2, '20GP': 1 })).toEqual([
      { Currency: 'USD', Amount: '4711.50' },
      { Currency: 'CNY', Amount: '2850.00' },
    ]);
    expect(totalsText(totalBeforeBuying(space, { '40HQ': 1 }))).toBe('USD 1860.50 + CNY 1250.00');
  });
  it('is nothing until a container is chosen; unknown classes and negatives count nothing', () => {
    expect(totalBeforeBuying(space, {})).toEqual([]);
    expect(totalBeforeBuying(space, { '40HQ': 0, '45HQ': 3, '20GP': -2 })).toEqual([]);
  });
  it('keeps a currency without decimals whole (JPY)', () => {
    expect(totalBeforeBuying({ Currency: 'JPY', Lines: [{ ContainerClass: '40HQ', Price: '250000' }], Surcharges: [] }, { '40HQ': 3 })).toEqual([
      { Currency: 'JPY', Amount: '750000' },
    ]);
  });
  it('equals an independent computation in whole cents for any prices, quantities and surcharges', () => {
    const cents = fc.integer({ min: 1, max: 99_999_999 });
    const asText = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(cents, fc.integer({ min: 0, max: 999 })), { minLength: 1, maxLength: 6 }),
        fc.array(fc.tuple(cents, fc.constantFrom('USD', 'CNY', 'EUR'), fc.constantFrom('CONTAINER', 'BL')), { maxLength: 5 }),
        (lines, surcharges) => {
          const s = {
            Currency: 'USD',
            Lines: lines.map(([c], i) => ({ ContainerClass: `C${i}`, Price: asText(c) })),
            Surcharges: surcharges.map(([c, cur, per], i) => ({ Code: `S${i}`, Amount: asText(c), Currency: cur, Per: per })),
          };
          const qty = Object.fromEntries(lines.map(([, q], i) => [`C${i}`, q]));
          const containers = lines.reduce((n, [, q]) => n + q, 0);
          const expected = new Map<string, number>();
          if (containers) {
            expected.set(
              'USD',
              lines.reduce((n, [c, q]) => n + c * q, 0),
            );
            for (const [c, cur, per] of surcharges) expected.set(cur, (expected.get(cur) ?? 0) + c * (per === 'BL' ? 1 : containers));
          }
          const got = totalBeforeBuying(s, qty);
          expect(Object.fromEntries(got.map((t) => [t.Currency, t.Amount]))).toEqual(Object.fromEntries([...expected].map(([k, v]) => [k, asText(v)])));
        },
      ),
    );
  });
});
