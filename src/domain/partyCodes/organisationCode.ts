/**
 * China's organisation code (组织机构代码, GB 11714-1997): 8 body characters (digits, capitals) and a
 * check character: weights 3 7 9 10 5 8 4 2, check = 11 − (Σ mod 11), 10 written X and 11 written 0.
 * It is also positions 9–17 of a USCI.
 */
export const OC_LENGTH = 9;
export const OC_WEIGHTS: readonly number[] = [3, 7, 9, 10, 5, 8, 4, 2];

// a digit is its value, A–Z are 10–35
const charValue = (c: string) => (/^[0-9]$/.test(c) ? Number(c) : /^[A-Z]$/.test(c) ? c.charCodeAt(0) - 55 : -1);

/** 8 body characters and a check character that is a digit or X. */
export const isOcShape = (value: string) => /^[0-9A-Z]{8}[0-9X]$/.test(value);

/** The check character of the 8 body characters, undefined when the body is not 8 digits/capitals. */
export function ocCheckChar(body: string): string | undefined {
  if (!/^[0-9A-Z]{8}$/.test(body)) return undefined;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += charValue(body[i]!) * OC_WEIGHTS[i]!;
  const check = 11 - (sum % 11);
  return check === 10 ? 'X' : check === 11 ? '0' : String(check);
}

export const ocCheckCharOk = (value: string) => isOcShape(value) && ocCheckChar(value.slice(0, 8)) === value[8];
