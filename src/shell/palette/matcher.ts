/**
 * The command palette's matcher: pure, so it is unit-tested and benchmarked on its own.
 * A document is matched by its Chinese title, the title's pinyin (full and initials, so `sczl`
 * finds 上传资料), its English title, its path and keywords.
 */

/** Turns Chinese text into pinyin syllables (toneless, lower case); other characters pass through. */
export interface PinyinOf {
  full(text: string): string[];
  initials(text: string): string[];
}

export interface SearchFields {
  zh: string;
  en: string;
  path?: string;
  keywords?: readonly string[];
  /** Module or category names: weak matches that still help ("系统" lists the system pages). */
  group?: readonly string[];
}

export interface SearchDoc {
  id: string;
  zh: string;
  en: string;
  path: string;
  pinyinFull: string;
  pinyinInitials: string;
  keywords: string;
  group: string;
}

const HAN = /[\u3400-\u9fff]/;

export function buildDoc(id: string, fields: SearchFields, pinyin?: PinyinOf): SearchDoc {
  const hasHan = HAN.test(fields.zh);
  const syllables = hasHan && pinyin ? pinyin.full(fields.zh) : [];
  const initials = hasHan && pinyin ? pinyin.initials(fields.zh) : [];
  return {
    id,
    zh: fields.zh.toLowerCase(),
    en: fields.en.toLowerCase(),
    path: (fields.path ?? '').toLowerCase(),
    pinyinFull: syllables.join('').toLowerCase().replace(/\s+/g, ''),
    pinyinInitials: initials.join('').toLowerCase().replace(/\s+/g, ''),
    keywords: (fields.keywords ?? []).join(' ').toLowerCase(),
    group: (fields.group ?? []).join(' ').toLowerCase(),
  };
}

function wordStart(text: string, token: string): boolean {
  const at = text.indexOf(token);
  if (at < 0) return false;
  if (at === 0) return true;
  // any later occurrence at a word boundary counts
  for (let i = at; i >= 0; i = text.indexOf(token, i + 1)) {
    const before = text[i - 1];
    if (before === undefined || /[\s/\-_(（.]/.test(before)) return true;
  }
  return false;
}

/** How well one search token matches a document; 0 means not at all. */
export function tokenScore(doc: SearchDoc, token: string): number {
  let best = 0;
  const take = (s: number) => {
    if (s > best) best = s;
  };
  if (doc.zh.startsWith(token)) take(100);
  else if (doc.zh.includes(token)) take(80);
  if (doc.en.startsWith(token)) take(90);
  else if (wordStart(doc.en, token)) take(75);
  else if (doc.en.includes(token)) take(60);
  if (doc.pinyinInitials) {
    if (doc.pinyinInitials.startsWith(token)) take(85);
    else if (token.length > 1 && doc.pinyinInitials.includes(token)) take(65);
  }
  if (doc.pinyinFull && token.length > 1) {
    if (doc.pinyinFull.startsWith(token)) take(82);
    else if (doc.pinyinFull.includes(token)) take(55);
  }
  if (doc.path) {
    if (wordStart(doc.path, token)) take(60);
    else if (doc.path.includes(token)) take(45);
  }
  // a search word given as a whole (`employees` for 账号设置) is nearly as good as the title
  if (` ${doc.keywords} `.includes(` ${token} `)) take(80);
  else if (doc.keywords.includes(token)) take(50);
  if (doc.group.includes(token)) take(15);
  return best;
}

/** Score of a whole query: every whitespace-separated token must match. */
export function queryScore(doc: SearchDoc, query: string): number {
  const q = query.trim().toLowerCase();
  const tokens = q.split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return 1;
  let total = 0;
  for (const t of tokens) {
    const s = tokenScore(doc, t);
    if (s === 0) return 0;
    total += s;
  }
  // The whole query as typed, matching a title exactly or from its start, beats word-by-word hits.
  // A search word given whole as the query (`employee` for 账号设置) names the page as its title would.
  const asKeyword = ` ${doc.keywords} `.includes(` ${q} `);
  const whole = doc.zh === q || doc.en === q || asKeyword ? 40 : doc.zh.startsWith(q) || doc.en.startsWith(q) ? 20 : 0;
  return total / tokens.length + whole;
}

export interface SearchOptions {
  /** Ids most recent first: they rank above equally good matches (and lead when the query is empty). */
  recent?: readonly string[];
  /**
   * Ids of what can be used today (built pages, commands): any real match of theirs ranks above
   * the others' (pages whose screens are not built yet). A weak match (module name, a path
   * fragment) never climbs above a real one.
   */
  preferred?: ReadonlySet<string>;
  limit?: number;
}

/** Below this a match is weak: only a module name or a fragment of the path matched. */
const REAL_MATCH = 50;
const PREFERRED_BOOST = 1000;

/** A match only by a module name or a path fragment: shown dimmed, never above a real one. */
export function isWeakMatch(doc: SearchDoc, query: string): boolean {
  return query.trim() !== '' && queryScore(doc, query) < REAL_MATCH;
}

/** The documents matching `query`, best first. Ties keep the order of `docs`. */
export function search(docs: readonly SearchDoc[], query: string, options: SearchOptions = {}): SearchDoc[] {
  const recentRank = new Map((options.recent ?? []).map((id, i) => [id, i]));
  const scored: { doc: SearchDoc; score: number; order: number }[] = [];
  docs.forEach((doc, order) => {
    const base = queryScore(doc, query);
    if (base === 0) return;
    const r = recentRank.get(doc.id);
    const boost = r === undefined ? 0 : Math.max(5, 30 - r * 3);
    const preferred = options.preferred?.has(doc.id) && base >= REAL_MATCH ? PREFERRED_BOOST : 0;
    scored.push({ doc, score: base + boost + preferred, order });
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  const limit = options.limit ?? Infinity;
  return scored.slice(0, limit).map((s) => s.doc);
}
