import type { ScriptStep } from '../../channels/simScripts';
import type { Queryable } from '../../db/types';

/** The simulated carrier's own SQL (simulator.ts is the carrier): what it received, in `sim_vgm_submissions`. */

/** A submission received again (same idempotency key): counted; false when it is new to the carrier. */
export async function receivedAgain(q: Queryable, idempotencyKey: string): Promise<boolean> {
  const rows = await q.query('update sim_vgm_submissions set times_received = times_received + 1 where idempotency_key = $1 returning 1', [idempotencyKey]);
  return rows.length > 0;
}

/** A new submission kept with its decision and scripted receipts (one arriving at the same moment counts as received again). */
export async function keepSubmission(
  q: Queryable,
  s: { idempotencyKey: string; ref: string; payload: string; decision: 'ACCEPTED' | 'REJECTED'; reason: string; script: ScriptStep[] },
): Promise<void> {
  await q.query(
    `insert into sim_vgm_submissions (idempotency_key, message_ref, payload, decision, reason, script) values ($1, $2, $3, $4, $5, $6)
     on conflict (idempotency_key) do update set times_received = sim_vgm_submissions.times_received + 1`,
    [s.idempotencyKey, s.ref, s.payload, s.decision, s.reason, JSON.stringify(s.script)],
  );
}
