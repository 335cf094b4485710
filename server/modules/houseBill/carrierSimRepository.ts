import type { ScriptStep } from '../../channels/simScripts';
import type { Queryable } from '../../db/types';

/** The simulated carrier's own SQL (carrierSimulator.ts is the carrier): what it received, in `sim_carrier_si`. */
export async function receivedAgain(q: Queryable, key: string): Promise<boolean> {
  const rows = await q.query('update sim_carrier_si set times_received = times_received + 1 where idempotency_key = $1 returning 1', [key]);
  return rows.length > 0;
}

export async function keepSubmission(q: Queryable, s: { key: string; ref: string; payload: string; script: ScriptStep[] }): Promise<void> {
  await q.query(
    `insert into sim_carrier_si (idempotency_key, message_ref, payload, script) values ($1, $2, $3, $4)
     on conflict (idempotency_key) do update set times_received = sim_carrier_si.times_received + 1`,
    [s.key, s.ref, s.payload, JSON.stringify(s.script)],
  );
}
