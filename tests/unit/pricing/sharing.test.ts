import { describe, expect, it } from 'vitest';
import { filterIsEmpty, lowestPerCarrierLane, markupProblems, type OfferFilter, type OfferMarkup, subscriberCost } from '../../../src/domain/pricing/sharing';

const none: OfferFilter = { TradeLaneCodes: [], CarrierCodes: [], PolCodes: [], PodCodes: [], RateTypes: [], CargoTypes: [] };
const amount = (Amounts: Record<string, string>): OfferMarkup => ({ Basis: 'AMOUNT', Currency: 'USD', Amounts, Percent: '0' });

describe('an offer’s filter', () => {
  it('may not be empty (it would share every rate the owner has)', () => {
    expect(filterIsEmpty(none)).toBe(true);
    expect(filterIsEmpty({ ...none, PolCodes: ['CNSHA'] })).toBe(false);
  });
});

describe('the subscriber’s cost (R3.1)', () => {
  it('is the owner’s cost plus the class’s amount, or the "*" amount; a class with neither is not shared', () => {
    const m = amount({ '40HQ': '120', '*': '80' });
    expect(subscriberCost(185_000, '40HQ', m, 2)).toBe(197_000);
    expect(subscriberCost(145_000, '20GP', m, 2)).toBe(153_000);
    expect(subscriberCost(145_000, '20GP', amount({ '40HQ': '120' }), 2)).toBeUndefined();
  });

  it('a percentage rounds half-up in minor units', () => {
    expect(subscriberCost(1_850, '40HQ', { Basis: 'PERCENT', Currency: '', Amounts: {}, Percent: '5' }, 2)).toBe(1_943); // 92.5 → 93
  });

  it('refuses a negative or unreadable mark-up and a mark-up naming no class', () => {
    expect(markupProblems(amount({}), 2)).toEqual([{ key: 'Amounts', problem: 'NO_AMOUNT' }]);
    expect(markupProblems(amount({ '40HQ': '-5' }), 2)).toEqual([{ key: '40HQ', problem: 'BAD_AMOUNT' }]);
    expect(markupProblems(amount({ '40HQ': '1.234' }), 2)).toEqual([{ key: '40HQ', problem: 'BAD_AMOUNT' }]);
    expect(markupProblems({ Basis: 'PERCENT', Currency: '', Amounts: {}, Percent: '-1' }, 2)).toEqual([{ key: 'Percent', problem: 'BAD_PERCENT' }]);
    expect(markupProblems(amount({ '40HQ': '0' }), 2)).toEqual([]);
  });
});

describe('dedupe LOWEST_PER_CARRIER_LANE (R3.5)', () => {
  const c = (Id: number, Cost: number, Priority: number, over: Partial<Parameters<typeof lowestPerCarrierLane>[0][number]> = {}) => ({
    Id,
    CarrierCode: 'COSU',
    PolCode: 'CNSHA',
    PodCode: 'NLRTM',
    ViaCode: null,
    Cost,
    Currency: 'USD',
    Priority,
    ...over,
  });

  it('keeps the lowest cost per carrier and lane; other lanes, carriers and currencies stand apart', () => {
    const kept = lowestPerCarrierLane([
      c(1, 2000, 1),
      c(2, 1900, 2),
      c(3, 2100, 1, { CarrierCode: 'MAEU' }),
      c(4, 1800, 1, { Currency: 'CNY' }),
      c(5, 1, 1, { ViaCode: 'SGSIN' }),
    ]);
    expect([...kept].sort()).toEqual([2, 3, 4, 5]);
  });

  it('a tie goes to the higher priority (the lower number), then the lower id', () => {
    expect([...lowestPerCarrierLane([c(7, 1900, 2), c(8, 1900, 1)])]).toEqual([8]);
    expect([...lowestPerCarrierLane([c(9, 1900, 1), c(8, 1900, 1)])]).toEqual([8]);
  });
});
