import type { Bilingual } from '../../../src/i18n/bilingual';
import type { Queryable } from '../../db/types';

/**
 * Which module reads which code list — the one declaration that answers "is this code in use?"
 * (an entry in use is never deleted). A module that starts reading a list through public.ts
 * (`codeLabel`, `codeEntries`) adds its line here, with the count of its records naming each code,
 * read through its own public.ts. None does yet (issue 51 does not rewire the modules that keep
 * these codes as constants; docs/modules/codeLists.md names the candidates), so the screen says
 * that no module reads a list, and no code is in use.
 */
export interface CodeListReader {
  /** The reading module's name (server/modules/<module>). */
  module: string;
  /** How the screen names it. */
  name: Bilingual;
  /** The code of the list it reads. */
  list: string;
  /** How many of its records name each of these codes (a code absent from the map: none). */
  uses(q: Queryable, codes: readonly string[]): Promise<ReadonlyMap<string, number>>;
}

export const CODE_LIST_READERS: readonly CodeListReader[] = [];

/** The readers of one list. */
export const readersOf = (readers: readonly CodeListReader[], list: string) => readers.filter((r) => r.list === list);

/** Each code's uses over the list's readers, with the modules that use it (for the refusal's words). */
export async function usesOf(
  q: Queryable,
  readers: readonly CodeListReader[],
  list: string,
  codes: readonly string[],
): Promise<Map<string, { count: number; by: CodeListReader[] }>> {
  const uses = new Map<string, { count: number; by: CodeListReader[] }>();
  if (!codes.length) return uses;
  for (const reader of readersOf(readers, list)) {
    for (const [code, n] of await reader.uses(q, codes)) {
      if (n <= 0) continue;
      const u = uses.get(code) ?? { count: 0, by: [] };
      u.count += n;
      u.by.push(reader);
      uses.set(code, u);
    }
  }
  return uses;
}
