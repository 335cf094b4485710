/**
 * The ranked search both pickers share (ports and carriers, suggest.ts). Records are found through
 * sorted prefix tables, one per kind of key, visited in rank order; a record keeps the best rank it
 * reaches, and the search stops after the first stage that fills the limit, so a short query over a
 * few thousand places touches only the keys that start with it.
 */
import { type QueryForms, queryForms } from './keys';
import { eachWithPrefix, type PrefixTable, prefixTable } from './prefixTable';

/**
 * Why a record was found, in rank order (best first): exact code, code prefix, Chinese name prefix,
 * pinyin initials prefix, full pinyin prefix, English name prefix, alias (other names and superseded
 * codes), and last a later part of a name (新港 → 天津新港, `klang` → PORT KLANG).
 */
export const MATCHES = ['CODE', 'CODE_PREFIX', 'ZH', 'PINYIN_INITIALS', 'PINYIN', 'EN', 'ALIAS', 'CONTAINS'] as const;
export type SuggestMatch = (typeof MATCHES)[number];

/** One record's keys, already normalised (keys.ts). */
export interface EntryKeys {
  code: string[];
  zh: string[];
  initials: string[];
  full: string[];
  en: string[];
  alias: string[];
  contains: string[];
}
type KeyKind = keyof EntryKeys;

/** Keys a group answers to (深圳, sz, shenzhen): a match offers every member of the group. */
export type GroupKeys = Pick<EntryKeys, 'zh' | 'initials' | 'full' | 'en'>;
type GroupKind = keyof GroupKeys;

interface Stage {
  kind: KeyKind;
  match: SuggestMatch;
  /** The query forms looked up in this stage's table. */
  forms: (q: QueryForms) => string[];
}
const both = (q: QueryForms) => (q.words === q.compact ? [q.words] : [q.words, q.compact]);
const STAGES: readonly Stage[] = [
  { kind: 'code', match: 'CODE_PREFIX', forms: (q) => [q.compact] }, // an exact key is CODE
  { kind: 'zh', match: 'ZH', forms: (q) => (q.han ? [q.compact] : []) },
  { kind: 'initials', match: 'PINYIN_INITIALS', forms: (q) => (q.pinyin ? [q.pinyin] : []) },
  { kind: 'full', match: 'PINYIN', forms: (q) => (q.pinyin ? [q.pinyin] : []) },
  { kind: 'en', match: 'EN', forms: both },
  { kind: 'alias', match: 'ALIAS', forms: both },
  { kind: 'contains', match: 'CONTAINS', forms: both },
];
const GROUP_STAGES = new Set<KeyKind>(['zh', 'initials', 'full', 'en']);
const RANK = new Map<SuggestMatch, number>(MATCHES.map((m, i) => [m, i]));

export interface Engine {
  tables: Record<KeyKind, PrefixTable>;
  /** The secondary order of each record within a rank (0 first): heavier first, then by code. */
  order: Int32Array;
  groups: { tables: Record<GroupKind, PrefixTable>; members: readonly (readonly number[])[] };
}

/** A record found by a query: its id (position in the list the index was built from) and why. */
export interface Hit {
  id: number;
  match: SuggestMatch;
  /** Set when the record is offered because the query named its group: the group's position. */
  group?: number;
  /** The whole key was typed (宁波 rather than 宁), which goes first within a rank. */
  exact: boolean;
}

function tables<K extends string>(kinds: readonly K[], records: readonly Record<K, string[]>[]): Record<K, PrefixTable> {
  const out = {} as Record<K, PrefixTable>;
  for (const kind of kinds) out[kind] = prefixTable(records.flatMap((r, id) => r[kind].map((k) => [k, id] as const)));
  return out;
}

/**
 * Builds the tables once. `order` gives each record's place within a rank; `groups` their keys and
 * member ids.
 */
export function buildEngine(
  entries: readonly EntryKeys[],
  order: readonly number[],
  groups: readonly { keys: GroupKeys; members: readonly number[] }[] = [],
): Engine {
  return {
    tables: tables(['code', 'zh', 'initials', 'full', 'en', 'alias', 'contains'], entries),
    order: Int32Array.from(order),
    groups: {
      tables: tables(
        ['zh', 'initials', 'full', 'en'],
        groups.map((g) => g.keys),
      ),
      members: groups.map((g) => g.members),
    },
  };
}

/**
 * The ranked hits of a query: at most `limit`, only records `accept` lets through. A blank query
 * finds nothing. A group is offered when the query names it: a Chinese prefix (深), a whole key
 * (`sz`, `shenzhen`), or at least three letters of one (`shen`). Two letters that merely start a
 * group's pinyin (`sh`) would pour its members into lists meant for 上海 or 汕头.
 */
export function searchEngine(engine: Engine, query: string, limit: number, accept: (id: number) => boolean = () => true): Hit[] {
  const q = queryForms(query);
  if (!q || limit <= 0) return [];
  const namesGroup = (exact: boolean) => exact || q.han || q.compact.length >= 3;
  const seen = new Set<number>();
  const out: Hit[] = [];
  for (const stage of STAGES) {
    const found = new Map<number, Hit>();
    const table = engine.tables[stage.kind];
    const groupTable = GROUP_STAGES.has(stage.kind) ? engine.groups.tables[stage.kind as GroupKind] : undefined;
    const groupsFound = new Set<number>();
    for (const form of stage.forms(q)) {
      eachWithPrefix(table, form, (id, exact) => {
        if (seen.has(id)) return;
        const had = found.get(id);
        if (had?.exact) return;
        if (!had && !accept(id)) return;
        const match = exact && stage.kind === 'code' ? 'CODE' : stage.match;
        found.set(id, { id, match, exact });
      });
      if (groupTable) eachWithPrefix(groupTable, form, (g, exact) => namesGroup(exact) && groupsFound.add(g));
    }
    // members of a named group come after the direct matches of the same rank, with the group as the reason
    for (const g of groupsFound) {
      for (const id of engine.groups.members[g] ?? []) {
        if (!seen.has(id) && !found.has(id) && accept(id)) found.set(id, { id, match: stage.match, group: g, exact: false });
      }
    }
    const hits = [...found.values()].sort(
      (a, b) =>
        RANK.get(a.match)! - RANK.get(b.match)! ||
        Number(a.group !== undefined) - Number(b.group !== undefined) ||
        Number(b.exact) - Number(a.exact) ||
        engine.order[a.id]! - engine.order[b.id]!,
    );
    for (const h of hits) {
      seen.add(h.id);
      out.push(h);
    }
    // a later stage only ranks below what is here: once the limit is full, nothing can enter it
    if (out.length >= limit) break;
  }
  return out.slice(0, limit);
}
