import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { enqueue } from '../../jobs/store';
import type { JobKind } from '../../jobs/types';
import { announce, tell } from '../../live/tell';
import type { Actor } from '../../platform/access/grants';
import { applyBatch } from './batchApplyService';
import { openJobOfBatch, readBatch } from './batchRepository';
import type { Lang } from './rateRefusals';
import { setting } from '../../settings/read';

/**
 * A large batch is applied as a background job (issue 33): the call answers at once with the job,
 * the desk's screen shows its progress from the live socket, and the apply itself is the same one
 * transaction (batchApplyService.ts) — whole or nothing, under the same Idempotency-Key. RATE_BATCH_JOB_ROWS
 * is the size from which a batch goes to the job (rows to write; default 500).
 */
export const BATCH_APPLY_JOB = 'rates.batchApply';
export const batchJobRows = (env: NodeJS.ProcessEnv) => setting(env, 'RATE_BATCH_JOB_ROWS');

/** What the call decided, kept with the job: it runs later, maybe in another process, as this person. */
export interface BatchApplyPayload {
  BatchId: number;
  Actor: Actor;
  Today: string;
  Lang: Lang;
  Key?: string;
  Hash: string;
  MayChange: boolean;
  MayImport: boolean;
}

export const batchApplyJob: JobKind<BatchApplyPayload> = {
  kind: BATCH_APPLY_JOB,
  // a big apply is one long transaction: another process waits this long before it takes it for dead
  leaseMs: 15 * 60_000,
  run: async ({ payload: p, deps: { db, hub }, progress }) => {
    const outcome = await applyBatch(db, p.Actor, p.BatchId, {
      today: p.Today,
      lang: p.Lang,
      key: p.Key,
      hash: p.Hash,
      mayChange: p.MayChange,
      mayImport: p.MayImport,
      progress,
    });
    if (outcome.ok) return announce(hub, outcome.value.told);
    // a refusal (rates changed since the preview…) is the batch's answer, not a failure to try again: its starter hears why
    const told = await db.transaction((tx) =>
      tell(
        tx,
        { employeeId: p.Actor.id },
        `批次 ${p.BatchId} 未执行：${outcome.zh ?? outcome.message}`,
        `Batch ${p.BatchId} was not applied: ${outcome.message}`,
      ),
    );
    await announce(hub, [told]);
  },
};

/**
 * The batch, if it is one to apply as a job (validated, of RATE_BATCH_JOB_ROWS rows or more), goes
 * to the job in one transaction with the batch locked: a second press finds the job already
 * waiting and answers it again. Answers undefined for a batch the call applies itself (small, or
 * not validated: the call's own answer says why, or replays the kept answer of its key).
 */
export async function enqueueBigBatch(db: Db, payload: BatchApplyPayload): Promise<Outcome<{ Job: number; Refused: number }> | undefined> {
  return db.transaction(async (tx) => {
    const batch = await readBatch(tx, payload.BatchId, payload.Actor.companyId, true);
    if (batch?.Status !== 'VALIDATED' || batch.RowsOk < batchJobRows(process.env)) return undefined;
    const job =
      (await openJobOfBatch(tx, BATCH_APPLY_JOB, payload.BatchId)) ??
      (await enqueue(tx, BATCH_APPLY_JOB, payload, { maxAttempts: 3, notify: { scope: 'employee', employeeId: payload.Actor.id } }));
    return { ok: true, value: { Job: job, Refused: batch.RowsRefused } };
  });
}
