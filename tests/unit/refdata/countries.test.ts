import { describe, expect, it } from 'vitest';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import zh from 'i18n-iso-countries/langs/zh.json';
import { countryRows } from '../../../scripts/lib/countryRows';
import { SEED_COUNTRIES } from '../../../src/domain/refdata/seed/countries';
import { SEED_PORTS } from '../../../src/domain/refdata/seed/ports';

describe('seeded countries (ISO 3166-1)', () => {
  it('are what i18n-iso-countries says (regenerate with `npx tsx scripts/refdata-countries.ts`)', () => {
    countries.registerLocale(en);
    countries.registerLocale(zh);
    expect(SEED_COUNTRIES).toEqual(countryRows(countries));
  });

  it('name every seeded port’s country in Chinese and English', () => {
    const byCode = new Map(SEED_COUNTRIES.map((c) => [c.code, c]));
    for (const p of SEED_PORTS) {
      const c = byCode.get(p.countryCode);
      expect(c?.nameZh, p.code).toMatch(/\p{Script=Han}/u);
      expect(c?.nameEn.trim(), p.code).toBeTruthy();
    }
    expect(byCode.get('CN')?.nameZh).toBe('中国');
    expect(byCode.get('NZ')?.nameZh).toBe('新西兰');
  });
});
