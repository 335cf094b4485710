/**
 * China's unified social credit identifier (统一社会信用代码, GB 32100-2015): 18 characters of a
 * 31-character alphabet (digits and capitals without I, O, S, V, Z), the last a check character over
 * the first 17 with weights 3^i mod 31 (i = 0 … 16).
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

const SHAPE = new RegExp(`^[${USCI_ALPHABET}]{${USCI_LENGTH}}$`);

/** 18 characters, all from the alphabet (the check character is not looked at). */
export const isUsciShape = (value: string) => SHAPE.test(value);

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
