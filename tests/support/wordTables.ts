import type { Bilingual } from '../../src/i18n/bilingual';
import type { Word, WordTable } from '../../src/i18n/words';

/**
 * Every words table of the app (issue 12): each module's and layer's `words.ts`, the common words
 * and the shell dictionary, loaded the way the app loads them. A new `words.ts` anywhere under src
 * is in without a change here.
 */
const modules = import.meta.glob<Record<string, unknown>>(
  ['../../src/**/words.ts', '!../../src/i18n/words.ts', '../../src/i18n/commonWords.ts', '../../src/i18n/dictionary.ts'],
  { eager: true },
);

export interface NamedTable {
  /** `src/features/si/words.ts: siWords` */
  name: string;
  file: string;
  table: WordTable;
}

export const wordFiles = Object.keys(modules).map((f) => f.replace(/^(\.\.\/)+/, ''));

export const wordTables: NamedTable[] = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, v]) => typeof v === 'object' && v !== null)
    .map(([name, table]) => ({ name: `${file.replace(/^(\.\.\/)+/, '')}: ${name}`, file: file.replace(/^(\.\.\/)+/, ''), table: table as WordTable })),
);

/** The values a word with values is tried with: a number reads as text too. */
export const SAMPLE = 7;

/** A word as text in both languages (a word with values, with sample values). */
export function sample(word: Word): Bilingual {
  return typeof word === 'function' ? (word as (...v: unknown[]) => Bilingual)(...Array.from({ length: word.length }, () => SAMPLE)) : word;
}
