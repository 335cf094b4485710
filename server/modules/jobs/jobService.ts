import type { CallInput } from '../../../src/contract/call';
import type { JOB_CALLS as C, DeadLetter } from '../../../src/contract/jobs/calls';
import type { Db } from '../../db/types';
import { exportFileOf } from '../../http/exportJob';
import type { Outcome } from '../../http/outcome';
import { noFile } from '../../http/storedFiles';
import { discardDeadJob, retryDeadJob } from '../../jobs/store';
import type { Actor } from '../../platform/access/grants';
import { recordChange } from '../../platform/audit/record';
import { no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import { fieldSays } from '../../../src/contract/envelope';
import { jobRefusalWords as W } from '../../../src/contract/jobs/words';
import { countDeadJobs, deadJobs } from './jobRepository';

const notDead = <T>(): Outcome<T> => no('JOB_NOT_FAILED', W.notDead.en, W.notDead.zh);

/** The dead letters for the platform's staff, sending one back to run, and an export job's file for the employee who asked for it. */
export function jobService(db: Db) {
  return {
    async deadLetters(input: CallInput<typeof C.deadLetters>): Promise<Outcome<{ Total: number; Items: DeadLetter[] }>> {
      const size = input.PageSize ?? 20;
      const offset = ((input.Page ?? 1) - 1) * size;
      const kind = input.Kind?.trim() || undefined;
      const rows = await deadJobs(db, size, offset, kind);
      const total = rows[0]?.total ?? (offset ? await countDeadJobs(db, kind) : 0);
      const items: DeadLetter[] = rows.map((j) => ({
        Id: j.id,
        Kind: j.kind,
        Payload: j.payload,
        Attempts: j.attempts,
        LastError: j.last_error,
        CreatedAt: j.created_at.toISOString(),
        FailedAt: j.finished_at.toISOString(),
      }));
      return { ok: true, value: { Total: total, Items: items } };
    },

    /** A dead letter sent back to wait with all its attempts; who did it is in the change log. */
    retry: (actor: Actor, id: number): Promise<Outcome<{ Id: number }>> =>
      inTransaction(db, async (tx) => {
        if (!(await retryDeadJob(tx, id))) return notDead();
        await recordChange(tx, actor, { entity: 'job', entityId: id, action: 'retry', companyId: null });
        return { ok: true, value: { Id: id } };
      }),

    /** A dead letter removed for good, with why: the change log keeps what it was. */
    discard: (actor: Actor, id: number, reason: string): Promise<Outcome<{ Id: number }>> =>
      inTransaction(db, async (tx) => {
        const why = reason.trim();
        if (!why) return no('INVALID', W.reason.en, W.reason.zh, [fieldSays('/Reason', W.reason)]);
        const gone = await discardDeadJob(tx, id);
        if (!gone) return notDead();
        await recordChange(tx, actor, {
          entity: 'job',
          entityId: id,
          action: 'discard',
          companyId: null,
          detail: { kind: gone.kind, attempts: gone.attempts, lastError: gone.last_error, reason: why },
        });
        return { ok: true, value: { Id: id } };
      }),

    /** A large export's workbook, only for the employee who asked for it: not there, failed, or not written yet are refusals. */
    async exportFile(jobId: number, employeeId: string): Promise<Outcome<{ bytes: Uint8Array; file_name: string }>> {
      const found = await exportFileOf(db, jobId, employeeId);
      if (!found) return noFile();
      if ('file' in found) return { ok: true, value: found.file };
      return found.state === 'FAILED'
        ? no('EXPORT_FAILED', 'This export failed: ask for it again.', '导出失败，请重新导出。')
        : no('EXPORT_NOT_READY', 'This export is not ready yet: its progress bar says when it is.', '导出文件尚未生成，请等待进度条完成。');
    },
  };
}
