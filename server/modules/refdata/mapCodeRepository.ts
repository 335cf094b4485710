import type { MappingKind } from '../../../src/contract/refdata/listItems';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import type { Queryable } from '../../db/types';

/** One code to translate: ours into the outside system's (written out), or theirs into ours (read in). */
export type MapCodeAsk = { system: string; kind: MappingKind } & ({ ours: string; theirs?: never } | { theirs: string; ours?: never });

/**
 * The translate call other modules use (issue 51, `/system/relationMapping`): an active mapping of
 * that system and kind, read in the direction asked — ours → theirs through OUT or BOTH, theirs →
 * ours through IN or BOTH. Codes are compared trimmed and in capitals, as they are stored. Several
 * outside codes may name one of ours: writing out takes the one mapped first. Undefined when no
 * mapping answers (the caller decides: refuse, or send our code as it is).
 */
export async function mapCode(q: Queryable, ask: MapCodeAsk): Promise<string | undefined> {
  const system = normaliseCode(ask.system);
  if (ask.theirs !== undefined) {
    const [row] = await q.query<{ code: string }>(
      `select internal_code as code from code_mappings
        where system = $1 and kind = $2 and external_code = $3 and status = 'ACTIVE' and direction in ('IN', 'BOTH')`,
      [system, ask.kind, normaliseCode(ask.theirs)],
    );
    return row?.code;
  }
  const [row] = await q.query<{ code: string }>(
    `select external_code as code from code_mappings
      where system = $1 and kind = $2 and internal_code = $3 and status = 'ACTIVE' and direction in ('OUT', 'BOTH')
      order by id limit 1`,
    [system, ask.kind, normaliseCode(ask.ours)],
  );
  return row?.code;
}
