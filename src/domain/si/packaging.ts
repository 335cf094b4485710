import type { SiBoxDetail } from '../../contract/si';
import { PACKAGE_CODES } from './reference';

/**
 * The number and kind of packages a B/L states ("No. of packages", DCSA's outer packaging per
 * cargo item, operations.md §3.5 and S4): counted from the goods lines, by their kind (UN/ECE
 * Rec. 21). One kind is stated with its word — "600 CARTONS". Kinds mixed in one shipment are
 * stated as the trade does: the total with the generic unit and the count of each kind —
 * "600 PACKAGES (540 CARTONS, 60 PACKAGES)" — never the total under one line's kind (the SI
 * header's kind said "600 CT" when 60 of the 600 were sofas, PK). The SI review, the SI's B/L
 * draft and the house bill (its draft and its PDF, billSheet) state it through this one function.
 */

/** A count of packages of one kind (a code of Rec. 21, or a kind as typed). */
export interface PackageCount {
  Kind: string;
  Count: number;
}

export interface PackagingStatement {
  total: number;
  /** The counts by kind, biggest first (one entry when the shipment is of one kind). */
  kinds: PackageCount[];
  /** What the B/L prints: "600 CARTONS", or "600 PACKAGES (540 CARTONS, 60 PACKAGES)". */
  text: string;
}

const norm = (kind: string | undefined) => (kind ?? '').trim().toUpperCase();

/** The word of a kind for a count: CT → CARTONS (1 → CARTON); a kind no code names, as typed. */
export function packageWord(kind: string, count: number): string {
  const k = norm(kind);
  const code = PACKAGE_CODES.find((p) => p.code === k || p.en.toUpperCase() === k || p.one.toUpperCase() === k);
  if (!code) return k;
  return (count === 1 ? code.one : code.en).toUpperCase();
}

/** The kind a word or code stands for (CARTONS and CT are one kind), to add up lines of one kind however typed. */
const kindOf = (kind: string) => {
  const k = norm(kind);
  return PACKAGE_CODES.find((p) => p.code === k || p.en.toUpperCase() === k || p.one.toUpperCase() === k)?.code ?? k;
};

/** The packaging of counts by kind: added up by kind, stated in words. */
export function statePackaging(counts: readonly PackageCount[]): PackagingStatement {
  const by = new Map<string, number>();
  for (const c of counts) if (c.Count > 0) by.set(kindOf(c.Kind), (by.get(kindOf(c.Kind)) ?? 0) + c.Count);
  const kinds = [...by].map(([Kind, Count]) => ({ Kind, Count })).sort((a, b) => b.Count - a.Count);
  const total = kinds.reduce((a, k) => a + k.Count, 0);
  const each = (k: PackageCount) => `${k.Count} ${packageWord(k.Kind, k.Count)}`.trim();
  if (kinds.length === 0) return { total: 0, kinds, text: '' };
  if (kinds.length === 1) return { total, kinds, text: each(kinds[0]!) };
  return { total, kinds, text: `${total} ${packageWord('PK', total)} (${kinds.map(each).join(', ')})` };
}

/** The part of an SI box its packages are counted from (a stored record may lack either). */
export type PackedBox = { TBX_PACKAGE?: string; Details?: readonly Partial<Pick<SiBoxDetail, 'TBD_PACKAGE' | 'TBD_NUM'>>[] };

/** The counts by kind of SI boxes' goods lines (a line without a kind takes its box's, then the SI's). */
export function packageCounts(boxes: readonly PackedBox[], siKind = ''): PackageCount[] {
  return boxes.flatMap((b) => (b.Details ?? []).map((d) => ({ Kind: d.TBD_PACKAGE || b.TBX_PACKAGE || siKind, Count: Number(d.TBD_NUM) || 0 })));
}

/**
 * The packaging of an SI (or one of its boxes): from its goods lines; where no line has a count,
 * the total and kind typed on it.
 */
export function siPackaging(boxes: readonly PackedBox[], fallback: { count: number; kind: string }): PackagingStatement {
  const stated = statePackaging(packageCounts(boxes, fallback.kind));
  if (stated.total > 0) return stated;
  const { count, kind } = fallback;
  return { total: count, kinds: [{ Kind: kindOf(kind), Count: count }], text: `${count} ${packageWord(kind, count)}`.trim() };
}
