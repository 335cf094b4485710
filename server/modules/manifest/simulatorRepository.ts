import type { ScriptStep } from '../../channels/simScripts';
import type { Queryable } from '../../db/types';

/** The simulated customs' own SQL (simulator.ts is customs): what it received, in `sim_cn_manifest_submissions`. */

/** A message received again (same idempotency key): counted; false when it is new to customs. */
export async function receivedAgain(q: Queryable, idempotencyKey: string): Promise<boolean> {
  const rows = await q.query('update sim_cn_manifest_submissions set times_received = times_received + 1 where idempotency_key = $1 returning 1', [
    idempotencyKey,
  ]);
  return rows.length > 0;
}

export async function keepSubmission(
  q: Queryable,
  s: {
    idempotencyKey: string;
    ref: string;
    manifestId: number;
    kind: string;
    payload: string;
    decision: 'ACCEPTED' | 'REJECTED';
    reason: string;
    script: ScriptStep[];
  },
): Promise<void> {
  await q.query(
    `insert into sim_cn_manifest_submissions (idempotency_key, message_ref, manifest_id, kind, payload, decision, reason, script) values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (idempotency_key) do update set times_received = sim_cn_manifest_submissions.times_received + 1`,
    [s.idempotencyKey, s.ref, s.manifestId, s.kind, s.payload, s.decision, s.reason, JSON.stringify(s.script)],
  );
}

/** What customs last accepted of a manifest (MAIN or MODIFY), to judge a MODIFY's immutable fields against. */
export async function lastAccepted(q: Queryable, manifestId: number): Promise<string | undefined> {
  const [row] = await q.query<{ payload: unknown }>(
    `select payload from sim_cn_manifest_submissions where manifest_id = $1 and decision = 'ACCEPTED' and kind in ('MAIN', 'MODIFY') order by received_at desc limit 1`,
    [manifestId],
  );
  return row ? JSON.stringify(row.payload) : undefined;
}

/** Bills customs accepted whose stages are not all scripted yet, with their stage script (created empty when missing). */
export async function billsAwaitingStages(
  q: Queryable,
): Promise<{ manifestId: number; payload: string; acceptedDueAt: string; deleted: boolean; stages: ScriptStep[] }[]> {
  const rows = await q.query<{ manifest_id: number; payload: unknown; script: ScriptStep[]; stages: ScriptStep[] | null; deleted: boolean }>(
    `select distinct on (a.manifest_id) a.manifest_id::int, a.payload, a.script, s.script as stages,
            exists (select 1 from sim_cn_manifest_submissions d where d.manifest_id = a.manifest_id and d.kind = 'DELETE' and d.decision = 'ACCEPTED') as deleted
       from sim_cn_manifest_submissions a left join sim_cn_manifest_submissions s on s.idempotency_key = 'STAGES:' || a.manifest_id
      where a.decision = 'ACCEPTED' and a.kind in ('MAIN', 'MODIFY') and coalesce(jsonb_array_length(s.script), 0) < 4
      order by a.manifest_id, a.received_at desc`,
  );
  return rows.map((r) => ({
    manifestId: r.manifest_id,
    payload: JSON.stringify(r.payload),
    acceptedDueAt: r.script.find((s) => s.Code === 'ACCEPTED')?.DueAt ?? new Date(0).toISOString(),
    deleted: r.deleted,
    stages: r.stages ?? [],
  }));
}

export async function keepStages(q: Queryable, manifestId: number, ref: string, stages: ScriptStep[]): Promise<void> {
  await q.query(
    `insert into sim_cn_manifest_submissions (idempotency_key, message_ref, manifest_id, kind, payload, decision, script) values ($1, $2, $3, 'STAGES', '{}', 'STAGES', $4)
     on conflict (idempotency_key) do update set script = excluded.script`,
    [`STAGES:${manifestId}`, ref, manifestId, JSON.stringify(stages)],
  );
}
