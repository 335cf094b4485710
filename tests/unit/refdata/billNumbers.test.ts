import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BILL_NUMBER_MAX, formatBillNumber, parsePattern, patternProblem, periodOf, seqCapacity, seqOn } from '../../../src/domain/refdata/billNumbers';

const number = (pattern: string, prefix: string, seq: number, day: string) => {
  const r = formatBillNumber(pattern, prefix, seq, day);
  if ('problem' in r) throw new Error(r.problem);
  return r.number;
};

describe('B/L number patterns (commercial.md §1.1 BillCodeSeries)', () => {
  it('fills each token: prefix, year, short year, month and the zero-padded counter', () => {
    expect(number('{PREFIX}{YY}{MM}{SEQ5}', 'GFPSHA', 42, '2026-03-09')).toBe('GFPSHA260300042');
    expect(number('{PREFIX}-{YYYY}-{SEQ4}', 'HB', 7, '2026-11-24')).toBe('HB-2026-0007');
    expect(number('SZX{SEQ6}', '', 123456, '2026-01-01')).toBe('SZX123456');
  });

  it('refuses unknown tokens, stray text, no counter or two counters', () => {
    expect(parsePattern('{PREFIX}{DD}{SEQ3}')).toMatchObject({ problem: expect.stringMatching(/\{DD\}/) });
    expect(parsePattern('{PREFIX} {SEQ3}')).toMatchObject({ problem: expect.stringMatching(/literal/) });
    expect(parsePattern('{PREFIX}{YY}')).toMatchObject({ problem: expect.stringMatching(/no \{SEQn\}/) });
    expect(parsePattern('{SEQ2}{SEQ3}')).toMatchObject({ problem: expect.stringMatching(/more than one/) });
    expect(parsePattern('{SEQ0}')).toMatchObject({ problem: expect.any(String) });
    expect(parsePattern('{SEQ13}')).toMatchObject({ problem: expect.any(String) });
    expect(parsePattern('{PREFIX}{SEQ12}')).toHaveProperty('parts');
    expect(parsePattern('AB{SEQ3')).toMatchObject({ problem: expect.any(String) });
  });

  it('refuses a pattern whose numbers can exceed 20 characters, and a {PREFIX} without a prefix', () => {
    expect(patternProblem('{PREFIX}{YYYY}{MM}{SEQ6}', 'ABCDEFGH')).toBeUndefined(); // 8 + 4 + 2 + 6 = 20
    expect(patternProblem('{PREFIX}{YYYY}{MM}{SEQ7}', 'ABCDEFGH')).toMatchObject({ path: '/Pattern', message: expect.stringMatching(/21 characters/) });
    expect(patternProblem('{PREFIX}{SEQ5}', '')).toMatchObject({ path: '/Prefix' });
    expect(patternProblem('{SEQ5}', 'ab c')).toMatchObject({ path: '/Prefix' });
  });

  it('refuses a counter beyond its digits (the series is full) and one below 1', () => {
    expect(number('{SEQ3}', '', 999, '2026-01-01')).toBe('999');
    expect(formatBillNumber('{SEQ3}', '', 1000, '2026-01-01')).toMatchObject({ problem: expect.stringMatching(/full/) });
    expect(formatBillNumber('{SEQ3}', '', 0, '2026-01-01')).toMatchObject({ problem: expect.any(String) });
    expect(seqCapacity('{PREFIX}{SEQ5}')).toBe(99999);
  });

  it('every number a valid pattern makes is at most 20 characters and different for different counters', () => {
    const token = fc.constantFrom('{PREFIX}', '{YYYY}', '{YY}', '{MM}', 'A', '-', '7');
    fc.assert(
      fc.property(
        fc.array(token, { maxLength: 6 }),
        fc.integer({ min: 1, max: 9 }),
        fc.stringMatching(/^[A-Z0-9]{1,10}$/),
        fc.integer({ min: 1, max: 999_999_999 }),
        fc.integer({ min: 1, max: 999_999_999 }),
        (parts, digits, prefix, a, b) => {
          const pattern = [...parts, `{SEQ${digits}}`].join('');
          if (patternProblem(pattern, prefix)) return;
          const x = formatBillNumber(pattern, prefix, a, '2026-11-24');
          const y = formatBillNumber(pattern, prefix, b, '2026-11-24');
          if ('number' in x) expect(x.number.length).toBeLessThanOrEqual(BILL_NUMBER_MAX);
          if ('number' in x && 'number' in y && a !== b) expect(x.number).not.toBe(y.number);
        },
      ),
    );
  });
});

describe('counter periods', () => {
  it('a counter belongs to its year or month; a new period starts again at 1', () => {
    expect(periodOf('NEVER', '2026-11-24')).toBe('');
    expect(periodOf('YEARLY', '2026-11-24')).toBe('2026');
    expect(periodOf('MONTHLY', '2026-11-24')).toBe('2026-11');
    expect(seqOn({ NextSeq: 57, Reset: 'MONTHLY', Period: '2026-11' }, '2026-11-30')).toBe(57);
    expect(seqOn({ NextSeq: 57, Reset: 'MONTHLY', Period: '2026-11' }, '2026-12-01')).toBe(1);
    expect(seqOn({ NextSeq: 57, Reset: 'YEARLY', Period: '2026' }, '2026-12-01')).toBe(57);
    expect(seqOn({ NextSeq: 57, Reset: 'NEVER', Period: '' }, '2031-01-01')).toBe(57);
  });
});
