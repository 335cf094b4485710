import { describe, expect, it } from 'vitest';
import { increaseProblemText, planIncrease } from '../../../src/domain/pricing/increase';

/** A batch increase on one version (R2.9): where it sits, and the prices it makes. */
const rate = {
  ValidFrom: '2026-12-01',
  ValidTo: '2026-12-31',
  Prices: [
    { ContainerClass: '20GP', Cost: '1450.00', ListPrice: null },
    { ContainerClass: '40HQ', Cost: '1850.00', ListPrice: '2150.00' },
  ],
};

describe('planIncrease', () => {
  it('an effective day inside the window splits it: the old version ends the day before', () => {
    const r = planIncrease(rate, { Amounts: { '40HQ': '300' }, EffectiveFrom: '2026-12-15' }, [], 2);
    expect(r).toEqual({
      ok: true,
      plan: {
        Action: 'SPLIT',
        OldValidTo: '2026-12-14',
        ValidFrom: '2026-12-15',
        ValidTo: '2026-12-31',
        Prices: [
          { ContainerClass: '20GP', Cost: '1450.00', ListPrice: null },
          { ContainerClass: '40HQ', Cost: '2150.00', ListPrice: '2450.00' },
        ],
        Changed: ['40HQ'],
      },
    });
  });

  it('on or before the first day it reprices the whole window; a percentage rounds half-up in cents', () => {
    const r = planIncrease(rate, { Pct: '3.33', EffectiveFrom: '2026-11-20' }, ['20GP'], 2);
    expect(r.ok && r.plan).toMatchObject({ Action: 'UPDATE', ValidFrom: '2026-12-01', Changed: ['20GP'] });
    // 3.33 % of 1450.00 = 48.285 → 48.29
    expect(r.ok && r.plan.Prices[0]).toEqual({ ContainerClass: '20GP', Cost: '1498.29', ListPrice: null });
    expect(r.ok && r.plan.Prices[1]!.Cost).toBe('1850.00');
  });

  it('refuses a rate it cannot change, in words', () => {
    const ends = planIncrease(rate, { Pct: '5', EffectiveFrom: '2027-01-05' }, [], 2);
    expect(!ends.ok && increaseProblemText(ends.problem, 'en')).toBe('the rate ends before the effective day (2026-12-31)');
    const none = planIncrease(rate, { Amounts: { '45HQ': '100' }, EffectiveFrom: '2026-12-01' }, [], 2);
    expect(!none.ok && none.problem.Code).toBe('NO_CLASS');
    const zero = planIncrease(rate, { Amounts: { '20GP': '-1450' }, EffectiveFrom: '2026-12-01' }, [], 2);
    expect(!zero.ok && increaseProblemText(zero.problem, 'zh')).toBe('20GP 调整后底价为 0.00，必须大于 0');
    const cents = planIncrease(rate, { Amounts: { '20GP': '10.555' }, EffectiveFrom: '2026-12-01' }, [], 2);
    expect(!cents.ok && cents.problem.Code).toBe('BAD_AMOUNT');
  });
});
