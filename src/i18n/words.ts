import type { Bilingual } from './bilingual';
import { useLanguage, type Language } from './language';

/**
 * One way to write bilingual text (issue 12): each module keeps its words in a typed table (its
 * `words.ts`), words more than one module shows live once in `commonWords`, and screens read them
 * by key — `w.newTemplate`, `c.cancel` — never as inline pairs.
 *
 * A word is both languages as text, or, for text around values, a function of the values giving
 * both: `deleteRoleConfirm: (name: string, holders: number) => ({ zh: …, en: … })`, read as
 * `w.deleteRoleConfirm(role.Name, role.Employees)`.
 * Values are plain text or numbers (what a screen has at hand), so a test can call every word.
 */
export type Word = Bilingual | ((...values: never[]) => Bilingual);

export type WordTable = Record<string, Word>;

/** A table in one language: text for a plain word, a function to text for a word with values. */
export type WordsIn<T extends WordTable> = {
  readonly [K in keyof T]: T[K] extends (...values: infer A) => Bilingual ? (...values: A) => string : string;
};

/** A module's words: the table as written, typed so every key has both `zh` and `en`. */
export function defineWords<T extends WordTable>(table: T): T {
  return table;
}

const tables = new WeakMap<WordTable, Partial<Record<Language, object>>>();

/** The words of a table in one language (for code outside components); one object per table and language. */
export function wordsIn<T extends WordTable>(table: T, lang: Language): WordsIn<T> {
  let byLanguage = tables.get(table);
  if (!byLanguage) {
    byLanguage = {};
    tables.set(table, byLanguage);
  }
  let words = byLanguage[lang];
  if (!words) {
    const out: Record<string, unknown> = {};
    for (const [key, word] of Object.entries(table)) out[key] = typeof word === 'function' ? (...values: never[]) => word(...values)[lang] : word[lang];
    words = byLanguage[lang] = Object.freeze(out);
  }
  return words as WordsIn<T>;
}

/**
 * The words of a table in the current language; components re-render when the language changes.
 * The object is the same while the language is (memoised per table and language), so it may sit
 * in a hook's dependencies.
 */
export function useWords<T extends WordTable>(table: T): WordsIn<T> {
  return wordsIn(table, useLanguage());
}
