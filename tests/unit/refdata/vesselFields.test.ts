import { describe, expect, it } from 'vitest';
import { builtYearProblem, callSignProblem, normaliseVesselName, vesselNameProblem } from '../../../src/domain/refdata/vessels';

/** The vessel form's own rules (commercial.md §1.1 Vessel); the IMO and MMSI checks are tested in codes.test.ts. */
describe('vessel fields', () => {
  it('a name is stored trimmed, single-spaced, in capitals, and at most 50 characters', () => {
    expect(normaliseVesselName('  ever   given ')).toBe('EVER GIVEN');
    expect(vesselNameProblem('ever given')).toBeUndefined();
    expect(vesselNameProblem('   ')).toBe('is empty');
    expect(vesselNameProblem('A'.repeat(51))).toMatch(/50/);
    expect(vesselNameProblem('-ACE')).toMatch(/letter or digit/);
  });

  it('a call sign is 3 to 10 letters and digits', () => {
    expect(callSignProblem('h3rc')).toBeUndefined();
    expect(callSignProblem('3EDF2')).toBeUndefined();
    expect(callSignProblem('AB')).toBeDefined();
    expect(callSignProblem('H3 RC')).toBeDefined();
    expect(callSignProblem('ABCDEFGHIJK')).toBeDefined();
  });

  it('a built year is from 1950 to next year', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(builtYearProblem(2018, now)).toBeUndefined();
    expect(builtYearProblem(2027, now)).toBeUndefined();
    expect(builtYearProblem(2028, now)).toBeDefined();
    expect(builtYearProblem(1949, now)).toBeDefined();
  });
});
