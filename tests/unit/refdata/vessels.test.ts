import { describe, expect, it } from 'vitest';
import { imoProblem, mmsiProblem } from '../../../src/domain/refdata/codes';
import { SEED_CARRIERS } from '../../../src/domain/refdata/seed/carriers';
import { SEED_COUNTRIES } from '../../../src/domain/refdata/seed/countries';
import { SEED_VESSELS } from '../../../src/domain/refdata/seed/vessels';

const carriers = new Set(SEED_CARRIERS.map((c) => c.code));
const countries = new Set(SEED_COUNTRIES.map((c) => c.code));

describe('seeded vessels', () => {
  it('have valid, unique IMO numbers (R1.6)', () => {
    expect(SEED_VESSELS.length).toBeGreaterThanOrEqual(12);
    for (const v of SEED_VESSELS) expect(imoProblem(v.imo), v.name).toBeUndefined();
    expect(new Set(SEED_VESSELS.map((v) => v.imo)).size).toBe(SEED_VESSELS.length);
    expect(new Set(SEED_VESSELS.map((v) => v.name)).size).toBe(SEED_VESSELS.length);
  });

  it('fit the DCSA vessel fields', () => {
    for (const v of SEED_VESSELS) {
      expect(v.name, v.imo).toMatch(/^[A-Z0-9][A-Z0-9 .'-]{0,49}$/);
      if (v.mmsi) expect(mmsiProblem(v.mmsi), v.name).toBeUndefined();
      if (v.callSign) expect(v.callSign, v.name).toMatch(/^[A-Z0-9]{3,10}$/);
      expect(countries.has(v.flag), v.name).toBe(true);
      expect(carriers.has(v.operatorCarrierCode), v.name).toBe(true);
      expect(v.teu, v.name).toBeGreaterThan(1000);
      expect(v.builtYear, v.name).toBeGreaterThanOrEqual(2000);
      expect(v.builtYear, v.name).toBeLessThanOrEqual(new Date().getFullYear());
    }
  });

  it('include the demo bookings’ ships we could verify', () => {
    const names = SEED_VESSELS.map((v) => v.name);
    for (const name of ['EVER GIVEN', 'ONE APUS', 'CMA CGM JULES VERNE']) expect(names).toContain(name);
  });
});
