import type { Queryable } from '../../db/types';

/** The gate-in's SQL (gateIn.ts holds the rule and the history). */

/**
 * Moves the live packing lists of a container loaded at `location` from `from` to `to`, stamping
 * the gate-in time and a new version, in one statement (rows locked by the update itself); answers
 * each moved list's id and the state it left.
 */
export async function closeGatedIn(
  tx: Queryable,
  cnno: string,
  location: string,
  at: string,
  from: readonly number[],
  to: number,
): Promise<{ id: number; from: number }[]> {
  const rows = await tx.query<{ id: string; from_status: number }>(
    `with moved as (
       select id, pkl_status from packing_lists
        where pkl_cnno = $1 and upper(pkl_loading_code) = upper($2) and pkl_status = any($4::smallint[])
        for update
     )
     update packing_lists p set pkl_status = $5, pkl_gated_in_at = $3::timestamptz, version = p.version + 1, updated_at = now()
       from moved m where p.id = m.id
     returning p.id, m.pkl_status as from_status`,
    [cnno, location, at, from, to],
  );
  return rows.map((r) => ({ id: Number(r.id), from: Number(r.from_status) }));
}
