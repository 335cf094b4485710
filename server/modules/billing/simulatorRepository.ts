import type { ScriptStep } from '../../channels/simScripts';
import type { Queryable } from '../../db/types';

/** The simulated tax platform's own SQL (simulator.ts is the platform): what it received, in `sim_tax_invoices`. */

/** A request received again (same idempotency key): counted; false when it is new to the platform. */
export async function taxReceivedAgain(q: Queryable, idempotencyKey: string): Promise<boolean> {
  const rows = await q.query('update sim_tax_invoices set times_received = times_received + 1 where idempotency_key = $1 returning 1', [idempotencyKey]);
  return rows.length > 0;
}

export async function keepTaxSubmission(
  q: Queryable,
  s: { idempotencyKey: string; ref: string; payload: string; decision: 'ISSUED' | 'REJECTED'; reason: string; script: ScriptStep[] },
): Promise<void> {
  await q.query(
    `insert into sim_tax_invoices (idempotency_key, message_ref, payload, decision, reason, script) values ($1, $2, $3, $4, $5, $6)
     on conflict (idempotency_key) do update set times_received = sim_tax_invoices.times_received + 1`,
    [s.idempotencyKey, s.ref, s.payload, s.decision, s.reason, JSON.stringify(s.script)],
  );
}
