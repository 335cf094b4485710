import { pinyin } from 'pinyin-pro';
import type { PinyinOf } from './keys';

/**
 * pinyin-pro behind the index's interface. Its own file so that code which only reads suggestions
 * does not pull the dictionary (~300 KB) in: the server passes this to the index builders once at
 * start; a browser chunk that builds an index imports it itself.
 */
export const pinyinOf: PinyinOf = {
  full: (text) => pinyin(text, { toneType: 'none', type: 'array' }),
  initials: (text) => pinyin(text, { pattern: 'first', toneType: 'none', type: 'array' }),
};
