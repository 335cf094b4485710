/// <reference path="./virtualPinyin.d.ts" />
import table from 'virtual:palette-pinyin';
import type { PinyinOf } from './matcher';

/** Each text the palette indexes → its pinyin syllables, toneless (`世界港口` → shi jie gang kou). */
export type PinyinTable = Readonly<Record<string, readonly string[]>>;

/**
 * The matcher's pinyin from a table made at build time (scripts/vite/palettePinyin.ts, with
 * pinyin-pro in Node), so the browser never loads pinyin-pro's dictionary. Initials are each
 * syllable's first letter, as pinyin-pro's own initials are. A text not in the table has no
 * pinyin: it is still found by its Chinese, English, path and keywords.
 */
export function pinyinFromTable(syllables: PinyinTable): PinyinOf {
  return {
    full: (text) => [...(syllables[text] ?? [])],
    initials: (text) => (syllables[text] ?? []).map((s) => s.charAt(0)),
  };
}

/** The table of this build: every route title and command label. */
export const palettePinyin: PinyinTable = table;

export const pinyinOf: PinyinOf = pinyinFromTable(palettePinyin);
