import { describe, expect, it } from 'vitest';
import { currencyProblem, feeCodeProblem, normaliseCode } from '../../../src/domain/refdata/codes';
import { SEED_FEE_CODES } from '../../../src/domain/refdata/seed/feeCodes';

describe('seeded fee codes (§10.4)', () => {
  it('have unique, normalised codes of the fee code shape', () => {
    expect(SEED_FEE_CODES.length).toBe(34);
    expect(new Set(SEED_FEE_CODES.map((f) => f.code)).size).toBe(SEED_FEE_CODES.length);
    for (const f of SEED_FEE_CODES) {
      expect(normaliseCode(f.code), f.code).toBe(f.code);
      expect(feeCodeProblem(f.code), f.code).toBeUndefined();
      expect(f.zh.trim() && f.en.trim(), f.code).toBeTruthy();
    }
  });

  it('name ISO currencies as defaults, and a basis of percent says of what', () => {
    for (const f of SEED_FEE_CODES) {
      if (f.defaultCurrency) expect(currencyProblem(f.defaultCurrency), f.code).toBeUndefined();
      if (f.defaultBasis === 'PERCENT') expect(f.note, f.code).toMatch(/percent of/);
    }
  });

  it('keep the design categories of the main charges', () => {
    const get = (code: string) => SEED_FEE_CODES.find((f) => f.code === code);
    expect(get('OF')).toMatchObject({ category: 'FREIGHT', defaultCurrency: 'USD', defaultPaymentTerm: 'PRE' });
    expect(get('THC')).toMatchObject({ category: 'ORIGIN', defaultCurrency: 'CNY' });
    expect(get('DTHC')).toMatchObject({ category: 'DESTINATION', defaultPaymentTerm: 'COL' });
    expect(get('AMS')).toMatchObject({ category: 'FILING', defaultBasis: 'PER_BL' });
  });
});
