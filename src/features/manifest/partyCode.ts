import { codeTypesFor } from '../../domain/partyCodes';

/**
 * A party's enterprise code as the editor shows it: the type (picked) and the value (typed), joined
 * `TYPE+VALUE` on the wire (公告2017年第56号). Pure.
 */

export function splitCode(code: string): { type: string; value: string } {
  const at = code.indexOf('+');
  return at < 0 ? { type: '', value: code } : { type: code.slice(0, at), value: code.slice(at + 1) };
}

export const joinCode = (type: string, value: string) => (type ? `${type}+${value}` : value);

/** The code types offered for a party of `country` (the partyCodes rules: USCI/OC for China, the country's listed types or 9999 abroad, persons anywhere); the current one always stays. */
export function codeTypeChoices(country: string, current: string): string[] {
  const all = [...codeTypesFor(country)];
  return current && !all.includes(current) ? [current, ...all] : all;
}
