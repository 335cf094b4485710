/**
 * The duplicate check's company name (commercial.md R7.1): two names that differ only in
 * full-width/half-width characters, case, spaces, punctuation or a legal-form suffix
 * (有限公司, 有限责任公司, 股份有限公司, 集团, Co., Ltd., Limited, Inc. …) are the same company.
 * Pure: the browser's form and the server's check read the same key.
 */

/** Legal-form suffixes, longest first, compared after width folding, lower-casing and stripping punctuation. */
const SUFFIXES = [
  '股份有限公司',
  '有限责任公司',
  '有限公司',
  '集团公司',
  '集团',
  '公司',
  'colimited',
  'coltd',
  'companylimited',
  'limited',
  'ltd',
  'incorporated',
  'inc',
  'corporation',
  'corp',
  'company',
  'co',
  'gmbh',
  'llc',
];

/** Full-width ASCII (U+FF01–U+FF5E) and the ideographic space folded to their half-width forms. */
export function halfWidth(s: string): string {
  return s.replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');
}

/** Everything that is neither a letter nor a digit (spaces, punctuation, brackets of both widths) removed. */
const stripPunctuation = (s: string) => s.replace(/[^\p{L}\p{N}]/gu, '');

/** The key two names of one company share; '' for a name of nothing but a suffix or punctuation. */
export function companyNameKey(name: string): string {
  let key = stripPunctuation(halfWidth(name.normalize('NFKC')).toLowerCase());
  for (let again = true; again; ) {
    again = false;
    for (const s of SUFFIXES)
      if (key.length > s.length && key.endsWith(s)) {
        key = key.slice(0, -s.length);
        again = true;
        break;
      }
  }
  return key;
}

/** A mobile number's key: digits only, a leading +86 / 0086 of a Chinese mobile dropped. */
export function phoneKey(phone: string): string {
  const digits = halfWidth(phone).replace(/\D/g, '');
  return /^(86|0086)1[3-9]\d{9}$/.test(digits) ? digits.slice(-11) : digits;
}

/** An e-mail's key: trimmed, lower case. */
export const emailKey = (email: string): string => halfWidth(email).trim().toLowerCase();

/** A Chinese mobile (^1[3-9]\d{9}$) or an E.164 number (+ and 8–15 digits). */
export const isPhone = (phone: string): boolean => /^1[3-9]\d{9}$/.test(phone.trim()) || /^\+[1-9]\d{7,14}$/.test(phone.replace(/[\s-]/g, ''));

/** An e-mail's syntax: something@domain.tld, no spaces. */
export const isEmail = (email: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email.trim());
