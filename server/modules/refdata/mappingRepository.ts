import type { MappingKind } from '../../../src/contract/refdata/listItems';
import type { Queryable } from '../../db/types';

/** The SQL of resolving outside codes (mappingService.ts): the active inward mappings, and the codes nobody has mapped yet. */

/** Our codes for these outside codes of one kind and system, by their active mappings read inwards (IN or BOTH). */
export async function inwardMappings(q: Queryable, kind: MappingKind, system: string, codes: readonly string[]): Promise<Map<string, string>> {
  const rows = await q.query<{ external_code: string; internal_code: string }>(
    `select external_code, internal_code from code_mappings
     where kind = $1 and system = $2 and external_code = any($3::text[]) and status = 'ACTIVE' and direction in ('IN', 'BOTH')`,
    [kind, system, codes],
  );
  return new Map(rows.map((m) => [m.external_code, m.internal_code]));
}

/** Counts outside codes that answered nothing, for the mapping screen (first seen, last seen, how often). */
export async function noteUnmapped(q: Queryable, kind: MappingKind, system: string, codes: readonly string[]): Promise<void> {
  await q.query(
    `insert into unmapped_codes (kind, system, external_code) select $1, $2, unnest($3::text[])
     on conflict (kind, system, external_code) do update set last_seen = now(), seen_count = unmapped_codes.seen_count + 1`,
    [kind, system, codes],
  );
}
