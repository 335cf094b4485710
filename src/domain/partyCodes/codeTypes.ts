/**
 * Enterprise code types (企业代码类型) a party's `CODE` may be written with (`TYPE+VALUE`,
 * 公告2017年第56号, operations.md §7.6 `mft.party.code`): Chinese parties `USCI` (else `OC`),
 * foreign parties the type listed for their country in the GACC list (企业代码类型汇总表), else `9999`
 * with the legal registration number; natural persons `ID`, `PASSPORT`, `8888` anywhere.
 *
 * FOREIGN_CODE_TYPES is a small part of the GACC list (the countries our customers ship to most);
 * a country not in it takes `9999`. Extending it is adding a row.
 */

export const CN_CODE_TYPES = ['USCI', 'OC'] as const;
/** Natural persons: identity card, passport, other (accepted as typed). */
export const PERSON_CODE_TYPES = ['ID', 'PASSPORT', '8888'] as const;
/** A foreign party whose country has no listed type: its legal registration number. */
export const FOREIGN_FALLBACK_TYPE = '9999';

// the EU's economic operator registration number, used by every member state
const EU = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
];

export const FOREIGN_CODE_TYPES: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries(EU.map((c) => [c, ['EORI']])),
  GB: ['EORI'],
  US: ['EIN', 'DUNS'],
  CA: ['BN'],
  AU: ['ABN'],
  NZ: ['NZBN'],
  SG: ['UEN'],
  HK: ['BRC'],
  KR: ['BRN'],
  IN: ['IEC'],
  BR: ['CNPJ'],
  MX: ['RFC'],
  RU: ['INN'],
};

/** Every type written anywhere in the table (a code without a country may use any of them). */
export const ALL_CODE_TYPES: readonly string[] = [
  ...new Set([...CN_CODE_TYPES, ...Object.values(FOREIGN_CODE_TYPES).flat(), FOREIGN_FALLBACK_TYPE, ...PERSON_CODE_TYPES]),
];

/**
 * The types a party of this country may use, in the order a picker offers them: the country's own
 * (or 9999 abroad), then the natural persons'. Without a country, every type.
 */
export function codeTypesFor(country?: string | null): readonly string[] {
  const c = country?.trim().toUpperCase();
  if (!c) return ALL_CODE_TYPES;
  if (c === 'CN') return [...CN_CODE_TYPES, ...PERSON_CODE_TYPES];
  return [...(FOREIGN_CODE_TYPES[c] ?? []), FOREIGN_FALLBACK_TYPE, ...PERSON_CODE_TYPES];
}
