import { pinyin } from 'pinyin-pro';
import type { PinyinOf } from './matcher';

/** pinyin-pro behind the matcher's interface. Loaded with the palette chunk, never on the first page. */
export const pinyinOf: PinyinOf = {
  full: (text) => pinyin(text, { toneType: 'none', type: 'array' }),
  initials: (text) => pinyin(text, { pattern: 'first', toneType: 'none', type: 'array' }),
};
