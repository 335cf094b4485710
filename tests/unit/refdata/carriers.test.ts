import { describe, expect, it } from 'vitest';
import { normaliseCode, scacProblem } from '../../../src/domain/refdata/codes';
import { CARRIERS_WITHOUT_CHINESE_NAME, SEED_CARRIERS } from '../../../src/domain/refdata/seed/carriers';
import { CARRIERS } from '../../../src/domain/si/reference';

const HAN = /\p{Script=Han}/u;
const byCode = new Map(SEED_CARRIERS.map((c) => [c.code, c]));

describe('seeded carriers', () => {
  it('have unique, normalised codes of the SCAC shape (a LOCAL code too)', () => {
    expect(byCode.size).toBe(SEED_CARRIERS.length);
    for (const c of SEED_CARRIERS) {
      expect(normaliseCode(c.code), c.code).toBe(c.code);
      expect(scacProblem(c.code), c.code).toBeUndefined();
    }
  });

  it('are the rows of §10.1, Wan Hai as WHLC and SITC under a local code', () => {
    expect(SEED_CARRIERS.length).toBe(28);
    expect(byCode.get('WHLC')).toMatchObject({ codeKind: 'SCAC', nameZh: '万海航运' });
    expect(byCode.get('SITU')).toMatchObject({ codeKind: 'LOCAL', nameZh: '海丰国际' });
    // the source's codes are not SCACs: kept only as aliases for code mapping
    expect(scacProblem('22AA')).toBeDefined();
    expect(scacProblem('12PD')).toBeDefined();
    expect(byCode.get('WHLC')?.aliases).toContain('22AA');
    expect(byCode.get('SITU')?.aliases).toContain('12PD');
  });

  it('extend the SI reference carriers without changing them', () => {
    for (const c of CARRIERS) expect(byCode.get(c.code)?.nameEn, c.code).toBe(c.name);
  });

  it('have Chinese names, except the ones listed as not confirmed', () => {
    for (const c of SEED_CARRIERS) {
      if (CARRIERS_WITHOUT_CHINESE_NAME.includes(c.code)) expect(c.nameZh, c.code).toBe(c.nameEn);
      else expect(c.nameZh, c.code).toMatch(HAN);
      expect(c.shortName.trim(), c.code).not.toBe('');
    }
  });

  it('give SMDG codes and brands that make sense', () => {
    const smdg = SEED_CARRIERS.flatMap((c) => (c.smdgCode ? [c.smdgCode] : []));
    expect(new Set(smdg).size).toBe(smdg.length);
    for (const code of smdg) expect(code).toMatch(/^[A-Z]{2,10}$/);
    for (const c of SEED_CARRIERS) if (c.brandOf) expect(byCode.has(c.brandOf), c.code).toBe(true);
  });

  it('never alias a code that is another carrier', () => {
    for (const c of SEED_CARRIERS) for (const a of c.aliases ?? []) expect(byCode.has(a), `${c.code} ${a}`).toBe(false);
  });
});
