import { describe, expect, it } from 'vitest';
import { markupProblemWords, ratesCheckWords } from '../../../src/contract/rates/words';
import { refdataCheckWords } from '../../../src/contract/refdata/words';
import { sessionRefusalWords } from '../../../src/contract/session/words';
import { staffRefusalWords } from '../../../src/contract/system/words';
import type { Bilingual } from '../../../src/i18n/bilingual';

/**
 * The check words the server sends with `fieldSays` or `forbidden` (issue 32): each says its
 * sentence in Chinese (with Han characters, the values it names in it) and in English (without).
 */
const HAN = /\p{Script=Han}/u;
type Entry = Bilingual | ((...args: never[]) => Bilingual) | Record<string, Bilingual>;

function sayings(table: Record<string, Entry>): [string, Bilingual][] {
  return Object.entries(table).flatMap(([name, entry]): [string, Bilingual][] => {
    if (typeof entry === 'function') return [[name, (entry as (...a: unknown[]) => Bilingual)('V1', 7, 'V3', 'V4')]];
    if ('zh' in entry && typeof entry.zh === 'string') return [[name, entry as Bilingual]];
    return Object.entries(entry as Record<string, Bilingual>).map(([k, w]): [string, Bilingual] => [`${name}.${k}`, w]);
  });
}

describe('check words', () => {
  const all: [string, Bilingual][] = [
    ...sayings(refdataCheckWords as Record<string, Entry>),
    ...sayings(markupProblemWords),
    ...sayings(ratesCheckWords as Record<string, Entry>),
    ...sayings(staffRefusalWords as Record<string, Entry>),
    ...sayings(sessionRefusalWords),
  ];

  it('says each in Chinese and in English', () => {
    expect(all.length).toBeGreaterThan(80);
    expect(all.filter(([, w]) => !HAN.test(w.zh)).map(([n, w]) => `${n}: ${w.zh}`)).toEqual([]);
    expect(all.filter(([, w]) => !w.en || HAN.test(w.en)).map(([n, w]) => `${n}: ${w.en}`)).toEqual([]);
  });

  it('names in both the value it was given', () => {
    const named = [
      refdataCheckWords.notScac('MAE1'),
      refdataCheckWords.notImo('981100'),
      refdataCheckWords.notMmsi('4773'),
      refdataCheckWords.notFeeCode('B-AF'),
    ];
    for (const w of named) expect(w.zh.match(/“([^”]+)”/)?.[1]).toBe(w.en.match(/"([^"]+)"/)?.[1]);
    expect(refdataCheckWords.notTerminalCode('EUROMAX').zh).toContain('EUROMAX');
    expect(ratesCheckWords.notAmount('1.234', 2).zh).toContain('1.234');
  });
});
