import type { ScriptStep } from '../../channels/simScripts';
import type { Queryable } from '../../db/types';

/**
 * The simulated foreign customs' own SQL (simulatorForeign.ts is customs): what each received, in its
 * `sim_*_submissions` table (migration 066) — the same shape as the single window's.
 */
export const FOREIGN_SIM_TABLES = {
  US_AMS: 'sim_us_ams_submissions',
  US_ISF: 'sim_us_isf_submissions',
  EU_ENS: 'sim_eu_ens_submissions',
} as const;
export type ForeignChannel = keyof typeof FOREIGN_SIM_TABLES;

/** A message received again (same idempotency key): counted; false when it is new to customs. */
export async function receivedAgainAt(q: Queryable, channel: ForeignChannel, idempotencyKey: string): Promise<boolean> {
  const rows = await q.query(`update ${FOREIGN_SIM_TABLES[channel]} set times_received = times_received + 1 where idempotency_key = $1 returning 1`, [
    idempotencyKey,
  ]);
  return rows.length > 0;
}

export async function keepForeignSubmission(
  q: Queryable,
  channel: ForeignChannel,
  s: { idempotencyKey: string; ref: string; manifestId: number; kind: string; payload: string; decision: string; reason: string; script: ScriptStep[] },
): Promise<void> {
  const table = FOREIGN_SIM_TABLES[channel];
  await q.query(
    `insert into ${table} (idempotency_key, message_ref, manifest_id, kind, payload, decision, reason, script) values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (idempotency_key) do update set times_received = ${table}.times_received + 1`,
    [s.idempotencyKey, s.ref, s.manifestId, s.kind, s.payload, s.decision, s.reason, JSON.stringify(s.script)],
  );
}

/** What customs holds of a manifest: its last accepted MAIN or MODIFY (held and referred bills are on file too); none after an accepted DELETE. */
export async function heldAt(q: Queryable, channel: ForeignChannel, manifestId: number): Promise<string | undefined> {
  const [row] = await q.query<{ payload: unknown; kind: string }>(
    `select payload, kind from ${FOREIGN_SIM_TABLES[channel]} where manifest_id = $1 and decision <> 'REJECTED' order by received_at desc limit 1`,
    [manifestId],
  );
  return row && row.kind !== 'DELETE' ? JSON.stringify(row.payload) : undefined;
}
