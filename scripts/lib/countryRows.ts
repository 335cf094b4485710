// The country rows the seed holds, as the i18n-iso-countries package gives them (shared by the
// generator, scripts/refdata-countries.ts, and the test that compares the generated file with the package).
import type countries from 'i18n-iso-countries';

export type CountryRow = { code: string; nameZh: string; nameEn: string };

/** Every alpha-2 code in code order, with the package's official (first) Chinese and English names. */
export function countryRows(lib: typeof countries): CountryRow[] {
  return Object.keys(lib.getAlpha2Codes())
    .sort()
    .map((code) => ({ code, nameZh: lib.getName(code, 'zh') ?? '', nameEn: lib.getName(code, 'en') ?? '' }));
}
