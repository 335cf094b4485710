import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountIn, fromMinor, groupedText, minorIn, normalAmount, percentOf, sumTotals, toBasisPoints, toMinor } from '../../../src/domain/money/amounts';
import { digitsOf } from '../../../src/domain/money/currencies';
import { collisions, rateKey, supersede, type WindowedRate } from '../../../src/domain/pricing/overlap';

describe('money in minor units', () => {
  it('reads amounts by the currency’s digits and refuses more decimals than it has', () => {
    expect(toMinor('1850', 2)).toBe(185000);
    expect(toMinor('1850.5', 2)).toBe(185050);
    expect(toMinor('-20.00', 2)).toBe(-2000);
    expect(toMinor('1850.00', 0)).toBe(1850); // JPY: trailing zeros are harmless
    expect(toMinor('1850.5', 0)).toBeUndefined();
    expect(toMinor('1.005', 2)).toBeUndefined();
    for (const bad of ['', '1,850', '1e3', '12.', 'USD 5', '9999999999999']) expect(toMinor(bad, 2), bad).toBeUndefined();
  });

  it('writes back what it read, for any amount and any digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), fc.constantFrom(0, 2, 3), (minor, digits) => {
        expect(toMinor(fromMinor(minor, digits), digits)).toBe(minor);
      }),
    );
  });

  it('takes percents half-up in minor units, exactly even past 2^53', () => {
    expect(percentOf(1850, 500)).toBe(93); // 92.5 → 93
    expect(percentOf(1849, 500)).toBe(92); // 92.45 → 92
    expect(percentOf(-1850, 500)).toBe(-93);
    expect(percentOf(999_999_999_999, 30000)).toBe(2_999_999_999_997);
    expect(toBasisPoints('12.5')).toBe(1250);
    expect(toBasisPoints('0.125')).toBeUndefined();
  });

  it('adds totals per currency, never across', () => {
    expect(sumTotals({ USD: 100, CNY: 50 }, { CNY: 25, EUR: 7 })).toEqual({ USD: 100, CNY: 75, EUR: 7 });
  });
});

const published = (over: Partial<WindowedRate>): WindowedRate => ({
  Id: 1,
  RateNo: 'FCL2611000001',
  OwnerCompanyId: 1,
  RateType: 'SPOT',
  Direction: 'EXPORT',
  CarrierCode: 'COSU',
  PolCode: 'CNSHA',
  PodCode: 'NLRTM',
  ReceiptType: 'CY',
  DeliveryType: 'CY',
  CargoType: 'GP',
  Commodity: 'FAK',
  ValidFrom: '2026-11-01',
  ValidTo: '2026-11-30',
  Classes: ['20GP', '40HQ'],
  ...over,
});

describe('one published price per rate key, class and day (R2.2)', () => {
  it('finds a collision only for the same key, a common class and a common day', () => {
    const older = published({});
    const candidate = published({ Id: 2, RateNo: 'FCL2611000002', ValidFrom: '2026-11-20', ValidTo: '2026-12-31', Classes: ['40HQ'] });
    expect(collisions(candidate, [older])).toEqual([older]);
    expect(collisions({ ...candidate, ViaCode: 'SGSIN' }, [older])).toEqual([]); // via another port: another offer
    expect(collisions({ ...candidate, Classes: ['40GP'] }, [older])).toEqual([]);
    expect(collisions({ ...candidate, ValidFrom: '2026-12-01' }, [older])).toEqual([]);
    expect(collisions({ ...candidate, RateNo: older.RateNo }, [older])).toEqual([]); // its own earlier version
    expect(rateKey({ ...older, Commodity: ' fak ' })).toBe(rateKey(older));
  });

  it('superseding shortens the older rate to the day before, or withdraws it when that falls before its start', () => {
    expect(supersede({ ValidFrom: '2026-11-01' }, '2026-11-20')).toEqual({ Action: 'SHORTEN', ValidTo: '2026-11-19' });
    expect(supersede({ ValidFrom: '2026-11-01' }, '2026-11-02')).toEqual({ Action: 'SHORTEN', ValidTo: '2026-11-01' });
    expect(supersede({ ValidFrom: '2026-11-01' }, '2026-11-01')).toEqual({ Action: 'WITHDRAW' });
  });
});

describe('amounts in their currency (issue 45: ISO 4217 minor units)', () => {
  it('read and write each currency in its digits', () => {
    expect(minorIn('12345', 'JPY')).toBe(12345);
    expect(minorIn('12345.5', 'JPY')).toBeUndefined();
    expect(minorIn('12.345', 'KWD')).toBe(12345);
    expect(minorIn('12.345', 'USD')).toBeUndefined();
    expect(amountIn(3000, 'BHD')).toBe('3.000');
    expect(amountIn(12345, 'JPY')).toBe('12345');
    expect(amountIn(362000, 'USD')).toBe('3620.00');
    expect(digitsOf('XCG')).toBe(2);
  });
  it("bring a figure kept with other digits to its currency's, never rounding one away", () => {
    expect(normalAmount('12345.00', 'JPY')).toBe('12345');
    expect(normalAmount('3.00', 'BHD')).toBe('3.000');
    expect(normalAmount('3620', 'USD')).toBe('3620.00');
    expect(normalAmount('-20.50', 'USD')).toBe('-20.50');
    expect(normalAmount('12345.5', 'JPY')).toBe('12345.5');
  });
  it('group thousands as people read them', () => {
    expect(groupedText(12345, 'JPY')).toBe('12,345');
    expect(groupedText(362000, 'USD')).toBe('3,620.00');
    expect(groupedText(3000, 'BHD')).toBe('3.000');
    expect(groupedText(-123456789, 'USD')).toBe('-1,234,567.89');
  });
});
