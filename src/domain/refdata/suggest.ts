/**
 * The port and carrier pickers' search (issue 14, commercial.md §1.3 Port/Suggest and
 * Carrier/Suggest): one index built once from the list, then any number of queries, each ranked
 *   exact code > code prefix > Chinese prefix > pinyin initials > full pinyin > English prefix > alias
 * and, last, a later part of a name. Pure: the server answers `/api/Port/Suggest` with it and a
 * browser may run the same index. Pinyin is derived here once per name (the caller hands in
 * `pinyinOf` from ./pinyin), never per query.
 */
import { buildEngine, type EntryKeys, type Engine, type GroupKeys, type Hit, type SuggestMatch, searchEngine } from './engine';
import { aliasKeys, baseNameZh, compact, englishKeys, nameKeys, type PinyinOf, words } from './keys';

export type { SuggestMatch } from './engine';
export { MATCHES } from './engine';
export type { PinyinOf } from './keys';

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 20;

/** A place as the ports table (plus rate_ports) holds it. */
export interface Place {
  Code: string;
  NameZh: string;
  NameEn: string;
  CountryCode: string;
  /** Other names and superseded codes (CNNBO for CNNGB, 宁波舟山). */
  Aliases?: readonly string[];
  /** The rate_ports port group (SHENZHEN = 盐田/蛇口/赤湾/大铲湾). */
  Group?: string;
  /** Absent counts as a seaport: the seeded list is ports. */
  Kind?: 'SEAPORT' | 'OTHER';
  /** Higher first within a rank (hot ports, SortOrder); default 0. */
  Weight?: number;
}

/** A port group's names, when they are not those of a place whose English name is the group code. */
export interface PortGroupName {
  Code: string;
  NameZh: string;
  NameEn?: string;
}

export interface SuggestGroup {
  Code: string;
  NameZh: string;
  NameEn: string;
}

export interface PortSuggestion {
  Code: string;
  NameZh: string;
  NameEn: string;
  CountryCode: string;
  /** Why it matched (the rank). */
  Match: SuggestMatch;
  /** Set when the place is offered because the query named its port group (深圳 → 盐田). */
  Group?: SuggestGroup;
  /** Another place of the index has the same Chinese (or English) name: show the country (`label`). */
  Ambiguous?: true;
}

export interface Carrier {
  Code: string;
  NameZh: string;
  NameEn: string;
  ShortName?: string;
  SmdgCode?: string;
  /** Former names and other codes people still type. */
  Aliases?: readonly string[];
  Weight?: number;
}

export interface CarrierSuggestion {
  Code: string;
  NameZh: string;
  NameEn: string;
  ShortName?: string;
  Match: SuggestMatch;
}

export interface SuggestOptions {
  /** Default 10, at most 20. */
  limit?: number;
}

export interface PortSuggestOptions extends SuggestOptions {
  /** `SEAPORT` leaves out places of kind OTHER (inland places of receipt); default ANY. */
  kind?: 'SEAPORT' | 'ANY';
}

/** The limit asked for, made whole and kept within 1…20 (10 when absent or not a number). */
export function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_LIMIT;
  return Math.min(MAX_LIMIT, Math.max(1, Math.floor(limit)));
}

/** Heavier first, then by code: a stable order within a rank whatever order the list came in. */
function secondaryOrder(records: readonly { Code: string; Weight?: number }[]): number[] {
  const ids = records.map((_, i) => i);
  ids.sort(
    (a, b) =>
      (records[b]!.Weight ?? 0) - (records[a]!.Weight ?? 0) || (records[a]!.Code < records[b]!.Code ? -1 : records[a]!.Code > records[b]!.Code ? 1 : a - b),
  );
  const order = new Array<number>(records.length);
  ids.forEach((id, place) => {
    order[id] = place;
  });
  return order;
}

const norm = (code: string) => code.trim().toUpperCase();

export interface PortIndex {
  readonly places: readonly Place[];
  readonly engine: Engine;
  readonly groups: readonly SuggestGroup[];
  /** ambiguous[i]: place i shares its Chinese or English name with another place. */
  readonly ambiguous: readonly boolean[];
}

/**
 * Indexes the places once. A group's names come from `groupNames`, else from a place whose English
 * name is the group code (SHENZHEN → CNSZX 深圳, whether or not that place is a member).
 */
export function buildPortIndex(places: readonly Place[], pinyin: PinyinOf, groupNames: readonly PortGroupName[] = []): PortIndex {
  const entries: EntryKeys[] = places.map((p) => {
    const n = nameKeys(p.NameZh, p.NameEn, pinyin);
    return { code: [compact(p.Code)], zh: n.zh, initials: n.initials, full: n.full, en: n.en, alias: aliasKeys(p.Aliases ?? [], pinyin), contains: n.contains };
  });

  const members = new Map<string, number[]>();
  places.forEach((p, id) => {
    if (!p.Group?.trim()) return;
    const g = norm(p.Group);
    const list = members.get(g);
    if (list) list.push(id);
    else members.set(g, [id]);
  });
  const named = new Map(groupNames.map((g) => [norm(g.Code), g]));
  const groups: SuggestGroup[] = [];
  const groupKeys: { keys: GroupKeys; members: number[] }[] = [];
  for (const [code, ids] of members) {
    const given = named.get(code);
    const head = given
      ? undefined
      : (ids.map((i) => places[i]!).find((p) => compact(p.NameEn) === compact(code)) ?? places.find((p) => compact(p.NameEn) === compact(code)));
    const group = { Code: code, NameZh: given?.NameZh ?? head?.NameZh ?? '', NameEn: given?.NameEn ?? head?.NameEn ?? code };
    const n = nameKeys(group.NameZh, group.NameEn, pinyin);
    groups.push(group);
    groupKeys.push({ keys: { zh: n.zh, initials: n.initials, full: n.full, en: [...n.en, ...englishKeys(code)] }, members: ids });
  }

  // names are not unique (奥克兰 is NZAKL and USOAK, MANZANILLO is MXZLO and PAMIT): count them once here
  const zhCount = new Map<string, number>();
  const enCount = new Map<string, number>();
  const zhOf = places.map((p) => compact(baseNameZh(p.NameZh)));
  const enOf = places.map((p) => words(p.NameEn));
  for (const k of zhOf) if (k) zhCount.set(k, (zhCount.get(k) ?? 0) + 1);
  for (const k of enOf) if (k) enCount.set(k, (enCount.get(k) ?? 0) + 1);
  const ambiguous = places.map((_, i) => (zhCount.get(zhOf[i]!) ?? 0) > 1 || (enCount.get(enOf[i]!) ?? 0) > 1);

  return { places, engine: buildEngine(entries, secondaryOrder(places), groupKeys), groups, ambiguous };
}

/** The ranked places for what someone typed; a blank query gives none. */
export function suggestPorts(index: PortIndex, query: string, options: PortSuggestOptions = {}): PortSuggestion[] {
  const seaportsOnly = options.kind === 'SEAPORT';
  const accept = seaportsOnly ? (id: number) => index.places[id]!.Kind !== 'OTHER' : undefined;
  return searchEngine(index.engine, query, clampLimit(options.limit), accept).map((h: Hit) => {
    const p = index.places[h.id]!;
    const s: PortSuggestion = { Code: p.Code, NameZh: p.NameZh, NameEn: p.NameEn, CountryCode: p.CountryCode, Match: h.match };
    if (h.group !== undefined) s.Group = index.groups[h.group]!;
    if (index.ambiguous[h.id]) s.Ambiguous = true;
    return s;
  });
}

/**
 * Every place the picker would find for what someone typed, unranked and without the picker's
 * limit: a list's filter matches as the picker does (`nb` finds 宁波 by its initials).
 */
export function matchingPortCodes(index: PortIndex, query: string): string[] {
  return searchEngine(index.engine, query, index.places.length).map((h) => index.places[h.id]!.Code);
}

/**
 * The name to show: the Chinese name, with the country beside it when the name is ambiguous
 * (`奥克兰 · 新西兰`). The caller passes the Chinese country names (i18n-iso-countries on the server,
 * the countries list in the browser) so this file stays free of them; an unknown country shows its code.
 */
export function label(
  s: Pick<PortSuggestion, 'NameZh' | 'NameEn' | 'CountryCode' | 'Ambiguous'>,
  countryNameZh: Readonly<Record<string, string>> | ((code: string) => string | undefined),
): string {
  const name = baseNameZh(s.NameZh) || s.NameEn;
  if (!s.Ambiguous) return name;
  const country = typeof countryNameZh === 'function' ? countryNameZh(s.CountryCode) : countryNameZh[s.CountryCode];
  return `${name} · ${country || s.CountryCode}`;
}

export interface CarrierIndex {
  readonly carriers: readonly Carrier[];
  readonly engine: Engine;
}

/** Indexes the carriers once: the SCAC as the code, the short name as an English name, the SMDG code as an alias. */
export function buildCarrierIndex(carriers: readonly Carrier[], pinyin: PinyinOf): CarrierIndex {
  const entries: EntryKeys[] = carriers.map((c) => {
    const n = nameKeys(c.NameZh, c.NameEn, pinyin);
    const aliases = [...(c.SmdgCode ? [c.SmdgCode] : []), ...(c.Aliases ?? [])];
    return {
      code: [compact(c.Code)],
      zh: n.zh,
      initials: n.initials,
      full: n.full,
      en: [...n.en, ...englishKeys(c.ShortName ?? '')],
      alias: aliasKeys(aliases, pinyin),
      contains: n.contains,
    };
  });
  return { carriers, engine: buildEngine(entries, secondaryOrder(carriers)) };
}

export function suggestCarriers(index: CarrierIndex, query: string, options: SuggestOptions = {}): CarrierSuggestion[] {
  return searchEngine(index.engine, query, clampLimit(options.limit)).map((h) => {
    const c = index.carriers[h.id]!;
    const s: CarrierSuggestion = { Code: c.Code, NameZh: c.NameZh, NameEn: c.NameEn, Match: h.match };
    if (c.ShortName) s.ShortName = c.ShortName;
    return s;
  });
}
