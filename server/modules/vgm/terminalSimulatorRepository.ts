import type { ScriptStep } from '../../channels/simScripts';
import type { Queryable } from '../../db/types';

/**
 * The simulated terminal's own SQL (terminalSimulator.ts is the terminal): the VGMs it received
 * (`sim_terminal_vgm`) and its gate with the weighbridge's reading (`sim_terminal_vgm_gate`).
 */

/** A submission received again (same idempotency key): counted; false when it is new to the terminal. */
export async function receivedAgain(q: Queryable, key: string): Promise<boolean> {
  return (await q.query('update sim_terminal_vgm set times_received = times_received + 1 where idempotency_key = $1 returning 1', [key])).length > 0;
}

export async function keepSubmission(
  q: Queryable,
  s: { key: string; ref: string; cnno: string; declaredKg: number; payload: string; decision: 'ACK' | 'NACK'; reason: string; script: ScriptStep[] },
): Promise<void> {
  await q.query(
    `insert into sim_terminal_vgm (idempotency_key, message_ref, container_no, declared_kg, payload, decision, reason, script)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (idempotency_key) do update set times_received = sim_terminal_vgm.times_received + 1`,
    [s.key, s.ref, s.cnno, s.declaredKg, s.payload, s.decision, s.reason, JSON.stringify(s.script)],
  );
}

/** The box went through the terminal's gate laden (the first gate-in stands; a second changes nothing). */
export async function gateBox(q: Queryable, g: { cnno: string; at: string; location: string; eventId: string }): Promise<void> {
  await q.query(
    `insert into sim_terminal_vgm_gate (container_no, gated_in_at, location, event_id) values ($1, $2, $3, $4) on conflict (container_no) do nothing`,
    [g.cnno, g.at, g.location, g.eventId],
  );
}

/** The gate's record of a box, locked: gated in, and its weight once weighed. */
export async function gateOf(q: Queryable, cnno: string): Promise<{ measuredKg: number | null } | undefined> {
  const [row] = await q.query<{ measured_kg: number | null }>('select measured_kg from sim_terminal_vgm_gate where container_no = $1 for update', [cnno]);
  return row ? { measuredKg: row.measured_kg } : undefined;
}

export async function keepWeight(q: Queryable, cnno: string, kg: number): Promise<void> {
  await q.query('update sim_terminal_vgm_gate set measured_kg = $2 where container_no = $1 and measured_kg is null', [cnno, kg]);
}

/** The acked VGMs of a box the terminal has not answered a weight for yet, locked. */
export async function unweighed(q: Queryable, cnno: string): Promise<{ key: string; declaredKg: number; script: ScriptStep[] }[]> {
  const rows = await q.query<{ idempotency_key: string; declared_kg: number; script: ScriptStep[] }>(
    `select idempotency_key, declared_kg, script from sim_terminal_vgm where container_no = $1 and decision = 'ACK' and not weighed order by received_at for update`,
    [cnno],
  );
  return rows.map((r) => ({ key: r.idempotency_key, declaredKg: r.declared_kg, script: r.script }));
}

export async function markWeighed(q: Queryable, key: string, script: ScriptStep[]): Promise<void> {
  await q.query('update sim_terminal_vgm set weighed = true, script = $2 where idempotency_key = $1', [key, JSON.stringify(script)]);
}

/** The gated-in boxes with an acked VGM not yet answered a weight. */
export async function gatedUnweighed(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ cnno: string }>(
    `select distinct s.container_no as cnno from sim_terminal_vgm s join sim_terminal_vgm_gate g on g.container_no = s.container_no
      where s.decision = 'ACK' and not s.weighed order by 1`,
  );
  return rows.map((r) => r.cnno);
}
