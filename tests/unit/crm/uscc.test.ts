import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidUscc, USCC_ALPHABET, USCC_WEIGHTS, usccCheckChar, usccProblem } from '../../../src/domain/crm/uscc';

/** R7.2: the USCC's check character of GB 32100-2015. */
describe('a unified social credit code', () => {
  it('has the standard weights 3^(i−1) mod 31 and its 31-character alphabet', () => {
    expect(USCC_WEIGHTS).toEqual(Array.from({ length: 17 }, (_, i) => 3 ** i % 31));
    expect(USCC_ALPHABET).toHaveLength(31);
    expect(USCC_ALPHABET).not.toMatch(/[IOSVZ]/);
  });
  it('passes the standard example and published codes, fails a changed one', () => {
    expect(usccProblem('91350100M000100Y43')).toBeUndefined();
    expect(isValidUscc('91110000600037341L')).toBe(true);
    expect(usccProblem('91350100M000100Y44')).toBe('CHECK');
    expect(usccProblem('91350100M000100Y4')).toBe('LENGTH');
    expect(usccProblem('91350100M000100I43')).toBe('CHARACTER');
  });

  const char = fc.constantFrom(...USCC_ALPHABET.split(''));
  const body = fc.array(char, { minLength: 17, maxLength: 17 }).map((cs) => cs.join(''));
  const valid = body.map((b) => b + usccCheckChar(b)!);

  it('passes every code made with its check character (property)', () => {
    fc.assert(
      fc.property(valid, (code) => {
        expect(isValidUscc(code)).toBe(true);
      }),
    );
  });
  it('fails when any one character is changed to another (property)', () => {
    fc.assert(
      fc.property(valid, fc.integer({ min: 0, max: 17 }), char, (code, at, c) => {
        fc.pre(code[at] !== c);
        const changed = code.slice(0, at) + c + code.slice(at + 1);
        expect(isValidUscc(changed)).toBe(false);
      }),
    );
  });
});
