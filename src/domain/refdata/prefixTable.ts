/**
 * A sorted table of search keys: every key that starts with a prefix is found by one binary search
 * and a walk over the neighbours, so a query costs O(log n + hits) instead of a scan of the list.
 * Keys are compared by UTF-16 code units (JS `<`), the order in which all keys sharing a prefix sit
 * next to each other.
 */
export interface PrefixTable {
  readonly keys: readonly string[];
  /** ids[i] is the record that owns keys[i]. */
  readonly ids: Int32Array;
}

/** Builds the table from (key, record id) pairs; empty keys and repeated pairs are dropped. */
export function prefixTable(pairs: readonly (readonly [string, number])[]): PrefixTable {
  const sorted = pairs.filter(([k]) => k.length > 0).sort(([a, i], [b, j]) => (a < b ? -1 : a > b ? 1 : i - j));
  const keys: string[] = [];
  const ids: number[] = [];
  for (const [k, id] of sorted) {
    if (keys.length && keys[keys.length - 1] === k && ids[ids.length - 1] === id) continue;
    keys.push(k);
    ids.push(id);
  }
  return { keys, ids: Int32Array.from(ids) };
}

/** Calls `visit(id, exact)` for every key starting with `prefix` (exact: the key is the prefix itself). */
export function eachWithPrefix(table: PrefixTable, prefix: string, visit: (id: number, exact: boolean) => void): void {
  if (!prefix) return;
  const { keys, ids } = table;
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < keys.length; i++) {
    const key = keys[i]!;
    if (!key.startsWith(prefix)) break;
    visit(ids[i]!, key.length === prefix.length);
  }
}
