/**
 * ISO 6346 container numbers: owner code (3 letters), category (U, J or Z), serial (6 digits)
 * and a check digit computed from the other ten characters.
 */
const LETTER_VALUES: Record<string, number> = (() => {
  const values: Record<string, number> = {};
  let v = 10;
  for (const ch of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (v % 11 === 0) v++; // multiples of 11 are skipped
    values[ch] = v++;
  }
  return values;
})();

const SHAPE = /^[A-Z]{3}[UJZ]\d{6}\d$/;

/** The check digit of the first ten characters, or undefined when they are not of the right shape. */
export function checkDigit(first10: string): number | undefined {
  if (!/^[A-Z]{3}[UJZ]\d{6}$/.test(first10)) return undefined;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const ch = first10[i]!;
    const value = /\d/.test(ch) ? Number(ch) : LETTER_VALUES[ch]!;
    sum += value * 2 ** i;
  }
  return (sum % 11) % 10;
}

export type ContainerNumberProblem = 'shape' | 'checkDigit';

/** Why a container number is not valid under ISO 6346, or undefined when it is. */
export function containerNumberProblem(value: string): ContainerNumberProblem | undefined {
  const v = value.trim().toUpperCase();
  if (!SHAPE.test(v)) return 'shape';
  return checkDigit(v.slice(0, 10)) === Number(v[10]) ? undefined : 'checkDigit';
}

/** Completes ten characters with their check digit (for seeds and tests). */
export function withCheckDigit(first10: string): string {
  const d = checkDigit(first10);
  if (d === undefined) throw new Error(`not the start of a container number: ${first10}`);
  return `${first10}${d}`;
}
