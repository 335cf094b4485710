import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { medianMinor, priceDroppedSince, sellAboveTrend } from '../../../src/domain/radar/margin';
import { isDormant, oncePerDay, parseSignalRef, signalRef } from '../../../src/domain/radar/signals';

const DAY = 86_400_000;
const TODAY = '2026-11-30';
/** Days back from today, as the rule's inputs. */
const back = (n: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) - n * DAY).toISOString().slice(0, 10);

describe('the radar’s pure rules, each against a computation made here', () => {
  it('dormant: a sailing 60–240 days back and none in the last 60 (§9.1)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 6 }), (ages) => {
        const expected = ages.some((a) => a > 60 && a <= 240) && !ages.some((a) => a <= 60);
        expect(isDormant(ages.map(back), TODAY)).toBe(expected);
      }),
    );
    expect(isDormant([back(61)], TODAY)).toBe(true);
    expect(isDormant([back(60)], TODAY)).toBe(false);
    expect(isDormant([back(240)], TODAY)).toBe(true);
    expect(isDormant([back(241)], TODAY)).toBe(false);
  });

  it('once per customer, kind and day: the first of each kept, in order', () => {
    const kinds = ['SEARCH_REPEAT', 'DORMANT'] as const;
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ Kind: fc.constantFrom(...kinds), CompanyId: fc.constantFrom('1', '2'), Day: fc.constantFrom('2026-11-29', '2026-11-30'), n: fc.nat() }),
        ),
        (xs) => {
          const kept = oncePerDay(xs);
          const keys = kept.map((x) => `${x.Kind}${x.CompanyId}${x.Day}`);
          expect(new Set(keys).size).toBe(keys.length);
          expect(kept).toEqual(xs.filter((x, i) => xs.findIndex((y) => y.Kind === x.Kind && y.CompanyId === x.CompanyId && y.Day === x.Day) === i));
        },
      ),
    );
  });

  it('a signal’s reference reads back; anything else is no signal', () => {
    expect(parseSignalRef(signalRef('CARD_VIEW', '42', '2026-11-30'))).toEqual({ kind: 'CARD_VIEW', companyId: '42', day: '2026-11-30' });
    for (const bad of ['CARD_VIEW:0:2026-11-30', 'NOPE:1:2026-11-30', 'CARD_VIEW:1:2026-11', 'CARD_VIEW:1:2026-11-30:x'])
      expect(parseSignalRef(bad)).toBeUndefined();
  });

  it('the median of amounts in minor units', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 9 }), (cents) => {
        const s = [...cents].sort((a, b) => a - b);
        const m = s.length % 2 ? s[(s.length - 1) / 2]! : Math.round((s[s.length / 2 - 1]! + s[s.length / 2]!) / 2);
        expect(
          medianMinor(
            cents.map((c) => (c / 100).toFixed(2)),
            'USD',
          ),
        ).toBe(m);
      }),
    );
  });

  it('sell above the cost trend: the index fell over the weeks and its latest week is below the median cost we quoted on', () => {
    const weeks = (a: number, b: number) => [
      { week: '2026-11-23', median: b.toFixed(2) },
      { week: '2026-11-02', median: a.toFixed(2) },
    ];
    expect(sellAboveTrend(weeks(1000, 900), ['950.00', '980.00'], 'USD')).toBe(true);
    expect(sellAboveTrend(weeks(1000, 900), ['850.00'], 'USD')).toBe(false);
    expect(sellAboveTrend(weeks(900, 1000), ['1100.00'], 'USD')).toBe(false);
    expect(sellAboveTrend(weeks(1000, 900).slice(0, 1), ['1100.00'], 'USD')).toBe(false);
    expect(priceDroppedSince('900.00', '950.00', 'USD')).toBe(true);
    expect(priceDroppedSince('950.00', '950.00', 'USD')).toBe(false);
  });
});
