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

/** The mapping of that kind, system and outside code, if any (how an import finds the row a sheet line means). */
export async function mappingIdOf(q: Queryable, kind: string, system: string, externalCode: string): Promise<number | undefined> {
  const [found] = await q.query<{ id: string }>('select id from code_mappings where kind = $1 and system = $2 and external_code = $3', [
    kind,
    system,
    externalCode,
  ]);
  return found ? Number(found.id) : undefined;
}

/** The kind a mapping is stored with, if it exists. */
export async function mappingKind(q: Queryable, id: number): Promise<string | undefined> {
  return (await q.query<{ kind: string }>('select kind from code_mappings where id = $1', [id]))[0]?.kind;
}

/** A code mapped now leaves the list of unmapped codes. */
export async function forgetUnmapped(q: Queryable, kind: string, system: string, externalCode: string): Promise<void> {
  await q.query('delete from unmapped_codes where kind = $1 and system = $2 and external_code = $3', [kind, system, externalCode]);
}
