import type { Queryable } from '../../db/types';

/** The local terminal simulator's own SQL (simulator.ts is the terminal): what it received, in `sim_terminal_clp`, and the receipts it scripted. */

export interface ClpScriptItem {
  Seq: number;
  Code: 'RECEIVED' | 'ACCEPTED' | 'REJECTED';
  Text: string;
  Reason?: string;
  DueAt: string;
  Sent: number;
}
export type ClpScriptRow = { idempotency_key: string; ref: string; terminal_ref: string; script: ClpScriptItem[] };

/** A message received again (same idempotency key): counted; false when it is new to the terminal. */
export async function receivedAgain(q: Queryable, key: string): Promise<boolean> {
  const rows = await q.query('update sim_terminal_clp set times_received = times_received + 1 where idempotency_key = $1 returning 1', [key]);
  return rows.length > 0;
}

/** Whether the terminal holds the container as packed: its latest accepted message for it is a pack. */
export async function packedAtSimTerminal(q: Queryable, containerNo: string): Promise<boolean> {
  const [r] = await q.query<{ kind: string }>(
    `select kind from sim_terminal_clp where container_no = $1 and decision = 'ACCEPTED' order by received_at desc limit 1`,
    [containerNo],
  );
  return r?.kind === 'PACK';
}

export async function keepMessage(
  q: Queryable,
  m: { key: string; ref: string; containerNo: string; kind: string; payload: string; decision: string; terminalRef: string; script: ClpScriptItem[] },
): Promise<void> {
  await q.query(
    `insert into sim_terminal_clp (idempotency_key, ref, container_no, kind, payload, decision, terminal_ref, script) values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (idempotency_key) do update set times_received = sim_terminal_clp.times_received + 1`,
    [m.key, m.ref, m.containerNo, m.kind, m.payload, m.decision, m.terminalRef, JSON.stringify(m.script)],
  );
}

export function messagesWithDueReceipts(q: Queryable, now: Date): Promise<ClpScriptRow[]> {
  return q.query<ClpScriptRow>(
    `select idempotency_key, ref, terminal_ref, script from sim_terminal_clp
      where exists (select 1 from jsonb_array_elements(script) s where (s ->> 'Sent')::int = 0 and (s ->> 'DueAt')::timestamptz <= $1::timestamptz)`,
    [now.toISOString()],
  );
}

export function lockMessages(tx: Queryable, refs: string[]): Promise<ClpScriptRow[]> {
  return tx.query<ClpScriptRow>('select idempotency_key, ref, terminal_ref, script from sim_terminal_clp where ref = any($1::text[]) for update', [refs]);
}

export async function writeScript(tx: Queryable, key: string, script: ClpScriptItem[]): Promise<void> {
  await tx.query('update sim_terminal_clp set script = $2 where idempotency_key = $1', [key, JSON.stringify(script)]);
}
