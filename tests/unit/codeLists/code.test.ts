import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODE_MAX, normaliseCode, sameCode } from '../../../src/domain/codeLists/code';
import { SYSTEM_LISTS } from '../../../src/domain/codeLists/systemLists';

/** The code normaliser (issue 51): trimmed, in capitals, 1–20 of letters, digits, - and _; case aside one code. */
const codeChars = fc.constantFrom(...'abcXYZ019-_'.split(''));
const goodCode = fc.array(codeChars, { minLength: 1, maxLength: CODE_MAX }).map((cs) => cs.join(''));
const spaces = fc.constantFrom('', ' ', '  ', '\t');

describe('normaliseCode', () => {
  it('keeps a good code trimmed and in capitals, whatever its case and surrounding spaces', () => {
    fc.assert(
      fc.property(goodCode, spaces, spaces, (code, before, after) => {
        expect(normaliseCode(`${before}${code}${after}`)).toEqual({ code: code.toUpperCase() });
      }),
    );
  });

  it('is idempotent, and what it keeps is always of the shape the database checks', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (typed) => {
        const n = normaliseCode(typed);
        if ('problem' in n) return;
        expect(n.code).toMatch(/^[A-Z0-9_-]{1,20}$/);
        expect(normaliseCode(n.code)).toEqual(n);
      }),
    );
  });

  it('makes codes that differ only in case one code', () => {
    fc.assert(
      fc.property(goodCode, (code) => {
        expect(normaliseCode(code.toLowerCase())).toEqual(normaliseCode(code.toUpperCase()));
        expect(sameCode(` ${code.toLowerCase()}`, code.toUpperCase())).toBe(true);
      }),
    );
  });

  it('says why a code is refused', () => {
    expect(normaliseCode('   ')).toEqual({ problem: 'empty' });
    expect(normaliseCode('A'.repeat(CODE_MAX + 1))).toEqual({ problem: 'tooLong' });
    expect(normaliseCode('A'.repeat(CODE_MAX))).toEqual({ code: 'A'.repeat(CODE_MAX) });
    for (const bad of ['a b', '包装', 'A.B', 'A/B', 'ß']) expect(normaliseCode(bad)).toEqual({ problem: 'badChars' });
  });
});

describe('the SYSTEM lists to seed', () => {
  it('hold only codes the normaliser keeps as they are, each once per list', () => {
    for (const list of SYSTEM_LISTS) {
      expect(normaliseCode(list.code)).toEqual({ code: list.code });
      const codes = list.entries.map((e) => e.code);
      for (const c of codes) expect(normaliseCode(c), `${list.code} ${c}`).toEqual({ code: c });
      expect(new Set(codes).size).toBe(codes.length);
      for (const e of list.entries) expect(e.zh.trim() && e.en.trim(), `${list.code} ${e.code}`).toBeTruthy();
    }
    expect(new Set(SYSTEM_LISTS.map((l) => l.code)).size).toBe(SYSTEM_LISTS.length);
  });
});
