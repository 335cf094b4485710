/**
 * How names and queries become search keys. Everything here runs once per record when an index is
 * built, and the query side (`queryForms`) once per query: no pinyin is computed for a query.
 */

/** Turns Chinese text into toneless pinyin syllables; other characters pass through (pinyin.ts wraps pinyin-pro). */
export interface PinyinOf {
  full(text: string): string[];
  initials(text: string): string[];
}

const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;
export const hasHan = (text: string): boolean => HAN.test(text);

/**
 * Lower case, NFKC (so full-width `Ｎｂ` and `（` read as `nb` and `(`), every run of punctuation or
 * space made one space: `Fos-sur-Mer` and `FOS SUR MER` give the same key, and `xi'an` gives `xi an`.
 */
export function words(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** `words` without the spaces: codes and pinyin are typed with or without them (`ning bo`, `CN SHA`). */
export const compact = (text: string): string => words(text).replace(/ /g, '');

/**
 * A Chinese name without a trailing bracketed qualifier: the seed may store `奥克兰（新西兰）`, and the
 * name people know, compare and see beside the country is `奥克兰`.
 */
export function baseNameZh(nameZh: string): string {
  const base = nameZh.replace(/\s*[(（][^()（）]*[)）]\s*$/u, '').trim();
  return base || nameZh.trim();
}

/** Pinyin keys: letters only; `ü` is typed `v` by pinyin input methods and `u` by everyone else, so both. */
function pinyinVariants(syllables: string[]): string[] {
  const joined = syllables
    .join('')
    .toLowerCase()
    .replace(/[^a-zü]/g, '');
  if (!joined) return [];
  return joined.includes('ü') ? [joined.replace(/ü/g, 'v'), joined.replace(/ü/g, 'u')] : [joined];
}

/** The keys a Chinese and an English name give: prefix keys per rank and the weaker "contains" keys. */
export interface NameKeys {
  zh: string[];
  initials: string[];
  full: string[];
  en: string[];
  contains: string[];
}

export function nameKeys(nameZh: string, nameEn: string, pinyin: PinyinOf): NameKeys {
  const keys: NameKeys = { zh: [], initials: [], full: [], en: [], contains: [] };
  // the name as stored and without its qualifier, so that 奥克兰 is an exact match of 奥克兰（新西兰）
  for (const zh of new Set([compact(baseNameZh(nameZh)), compact(nameZh)])) {
    if (!zh || !hasHan(zh)) continue;
    keys.zh.push(zh);
    // word-level conversion: pinyin-pro reads 重庆 as chongqing and 厦门 as xiamen from the whole name
    keys.full.push(...pinyinVariants(pinyin.full(zh)));
    keys.initials.push(...pinyinVariants(pinyin.initials(zh)));
    // any later part of the name (新港 finds 天津新港); names are short, so this stays small
    for (let i = 1; i < zh.length; i++) keys.contains.push(zh.slice(i));
  }
  keys.en.push(...englishKeys(nameEn));
  const w = words(nameEn).split(' ');
  // a later word of the English name (`klang` finds PORT KLANG, `sihanoukville` KAMPONG SAOM (SIHANOUKVILLE))
  for (let i = 1; i < w.length; i++) keys.contains.push(w.slice(i).join(' '));
  return keys;
}

/** An English name with and without its spaces (`hong kong`, `hongkong`). */
export function englishKeys(name: string): string[] {
  const w = words(name);
  if (!w) return [];
  const c = w.replace(/ /g, '');
  return c === w ? [w] : [w, c];
}

/** Alias keys: other names and superseded codes, as typed (`cnnbo`, `ningbo zhoushan`) and, for Chinese ones, in pinyin. */
export function aliasKeys(aliases: readonly string[], pinyin: PinyinOf): string[] {
  const keys: string[] = [];
  for (const alias of aliases) {
    keys.push(...englishKeys(alias));
    const c = compact(alias);
    if (hasHan(c)) keys.push(...pinyinVariants(pinyin.full(c)), ...pinyinVariants(pinyin.initials(c)));
  }
  return keys;
}

/** A query in the forms the index compares: spaced words, compact, and pinyin (letters only, or absent). */
export interface QueryForms {
  words: string;
  compact: string;
  han: boolean;
  pinyin?: string;
}

export function queryForms(query: string): QueryForms | undefined {
  const w = words(query);
  if (!w) return undefined;
  const c = w.replace(/ /g, '');
  const p = c.replace(/ü/g, 'v');
  return { words: w, compact: c, han: hasHan(c), ...(/^[a-z]+$/.test(p) ? { pinyin: p } : {}) };
}
