/**
 * China's unified social credit identifier (统一社会信用代码, GB 32100-2015): 18 characters of a
 * 31-character alphabet (digits and capitals without I, O, S, V, Z), the last a check character over
 * the first 17 with weights 3^i mod 31 (i = 0 … 16). Positions 3–8 are the registering authority's
 * administrative division code (GB/T 2260), six digits: a letter there is no code at all.
 */

/** The alphabet of GB 32100-2015, in value order (a character's value is its index). */
export const USCI_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
export const USCI_LENGTH = 18;

/** Weights of positions 1–17: 3^i mod 31. */
export const USCI_WEIGHTS: readonly number[] = Array.from({ length: USCI_LENGTH - 1 }, (_, i) => {
  let w = 1;
  for (let k = 0; k < i; k++) w = (w * 3) % 31;
  return w;
});

/** Where the administrative division code sits (0-based, end exclusive): positions 3–8. */
export const USCI_DIVISION = { from: 2, to: 8 } as const;

const SHAPE = new RegExp(`^[${USCI_ALPHABET}]{${USCI_LENGTH}}$`);
const DIVISION = /^[0-9]{6}$/;

/** Positions 3–8 (the administrative division code) are six digits. */
export const isUsciDivisionDigits = (value: string) => DIVISION.test(value.slice(USCI_DIVISION.from, USCI_DIVISION.to));

/**
 * 18 characters, all from the alphabet, positions 3–8 digits (the check character is not looked at).
 */
export const isUsciShape = (value: string) => SHAPE.test(value) && isUsciDivisionDigits(value);

/**
 * The check character of the first 17 characters: 31 − (Σ value × weight mod 31), 31 written as 0.
 * Undefined when the body is not 17 characters of the alphabet.
 */
export function usciCheckChar(body: string): string | undefined {
  if (body.length !== USCI_LENGTH - 1) return undefined;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const v = USCI_ALPHABET.indexOf(body[i]!);
    if (v < 0) return undefined;
    sum += v * USCI_WEIGHTS[i]!;
  }
  const check = 31 - (sum % 31);
  return USCI_ALPHABET[check === 31 ? 0 : check];
}

/** The last character is the one the first 17 give. */
export const usciCheckCharOk = (value: string) => isUsciShape(value) && usciCheckChar(value.slice(0, -1)) === value.at(-1);
