/**
 * A party's enterprise code as the editor shows it: the type (picked) and the value (typed), joined
 * `TYPE+VALUE` on the wire (公告2017年第56号). Pure.
 */

export function splitCode(code: string): { type: string; value: string } {
  const at = code.indexOf('+');
  return at < 0 ? { type: '', value: code } : { type: code.slice(0, at), value: code.slice(at + 1) };
}

export const joinCode = (type: string, value: string) => (type ? `${type}+${value}` : value);

const CN = ['USCI', 'OC'];
const PERSON = ['ID', 'PASSPORT', '8888'];

/** The code types offered for a party of `country` (Chinese parties USCI/OC, foreign ones 9999, persons anywhere); the current one always stays. */
export function codeTypeChoices(country: string, current: string): string[] {
  const own = country.toUpperCase() === 'CN' ? CN : ['9999'];
  const all = [...own, ...PERSON];
  return current && !all.includes(current) ? [current, ...all] : all;
}
