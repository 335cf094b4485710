import type { Bilingual } from '../../i18n/bilingual';
import { SEED_COUNTRIES } from '../refdata/public';
import { ALL_CODE_TYPES, codeTypesFor, FOREIGN_FALLBACK_TYPE, PERSON_CODE_TYPES } from './codeTypes';
import { isOcShape, ocCheckChar } from './organisationCode';
import { isUsciDivisionDigits, isUsciShape, usciCheckChar } from './usci';
import { partyCodeWords as w } from './words';

/** The party block's `CODE` is text(60) (operations.md §1). */
export const CODE_MAX = 60;
/** The party block's `AEO` is text(30). */
export const AEO_MAX = 30;

export type PartyCodeProblemCode =
  | 'mft.party.code.empty'
  | 'mft.party.code.shape'
  | 'mft.party.code.type'
  | 'mft.party.code.length'
  | 'mft.party.code.usciShape'
  | 'mft.party.code.usciCheck'
  | 'mft.party.code.ocShape'
  | 'mft.party.code.ocCheck'
  | 'mft.party.aeo.shape'
  | 'mft.party.aeo.country';

/**
 * A code's verdict. `warning` is true only where the code may still be right (a USCI failing its
 * check character: some early pilot-region codes do): the person may keep it with a reason, and the
 * reason is logged. Every other problem is an error.
 */
export type CodeVerdict = { ok: true } | ({ ok: false; warning: boolean; code: PartyCodeProblemCode } & Bilingual);

const OK: CodeVerdict = { ok: true };
const error = (code: PartyCodeProblemCode, text: Bilingual): CodeVerdict => ({ ok: false, warning: false, code, ...text });

/** `TYPE+VALUE` split at the first `+`; undefined when it is not written so. */
export function parseEnterpriseCode(code: string): { type: string; value: string } | undefined {
  const m = /^([A-Z0-9]+)\+(\S(?:.*\S)?)$/.exec(code.trim());
  return m ? { type: m[1]!, value: m[2]! } : undefined;
}

/**
 * `mft.party.code`: the enterprise code of a party of `country` (ISO 3166 alpha-2; without it, any
 * listed type). `USCI` values: 18 characters of GB 32100-2015's alphabet, positions 3–8 (the
 * administrative division code) digits, and its check character
 * (a warning); `OC` values: 9 characters with the GB 11714 check; the other types as typed.
 */
export function checkEnterpriseCode(code: string, country?: string): CodeVerdict {
  const text = code.trim();
  if (!text) return error('mft.party.code.empty', w.codeEmpty);
  if (text.length > CODE_MAX) return error('mft.party.code.length', w.codeValueLength(CODE_MAX));
  const parsed = parseEnterpriseCode(text);
  if (!parsed) return error('mft.party.code.shape', w.codeShape(text));
  const { type, value } = parsed;
  const c = country?.trim().toUpperCase();
  const allowed = codeTypesFor(c);
  if (!allowed.includes(type))
    return error(
      'mft.party.code.type',
      c && ALL_CODE_TYPES.includes(type) ? w.codeType(type, c, allowed.join(', ')) : w.codeTypeUnknown(type, allowed.join(', ')),
    );
  if (type === 'USCI') {
    if (!isUsciShape(value))
      return error('mft.party.code.usciShape', value.length === 18 && !isUsciDivisionDigits(value) ? w.usciDivision(value) : w.usciShape(value));
    const expected = usciCheckChar(value.slice(0, -1))!;
    if (expected !== value.at(-1)) return { ok: false, warning: true, code: 'mft.party.code.usciCheck', ...w.usciCheck(value, expected) };
    return OK;
  }
  if (type === 'OC') {
    if (!isOcShape(value)) return error('mft.party.code.ocShape', w.ocShape(value));
    const expected = ocCheckChar(value.slice(0, 8))!;
    return expected === value[8] ? OK : error('mft.party.code.ocCheck', w.ocCheck(value, expected));
  }
  // 9999, ID, PASSPORT, 8888 and the foreign registration numbers are accepted as typed
  return OK;
}

const COUNTRIES = new Set(SEED_COUNTRIES.map((c) => c.code));

/** `mft.party.aeo`: `AEO` + ISO country + the operator's code; a Chinese AEO is `AEOCN` + 10 digits. Empty is fine (optional). */
export function checkAeoCode(aeo: string): CodeVerdict {
  const text = aeo.trim();
  if (!text) return OK;
  const m = /^AEO([A-Z]{2})([0-9A-Z]{1,25})$/.exec(text);
  if (!m || text.length > AEO_MAX) return error('mft.party.aeo.shape', w.aeoShape(text));
  const [, country, rest] = m;
  if (!COUNTRIES.has(country!)) return error('mft.party.aeo.country', w.aeoCountry(country!));
  if (country === 'CN' && !/^[0-9]{10}$/.test(rest!)) return error('mft.party.aeo.shape', w.aeoShape(text));
  return OK;
}

/** Whether a type is a natural person's (the picker shows them apart). */
export const isPersonCodeType = (type: string) => (PERSON_CODE_TYPES as readonly string[]).includes(type);
export { FOREIGN_FALLBACK_TYPE };
