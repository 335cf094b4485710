import type { CallInput } from '../../../src/contract/call';
import type { JOB_CALLS as C, DeadLetter } from '../../../src/contract/jobs/calls';
import type { Db } from '../../db/types';
import { exportFileOf } from '../../http/exportJob';
import type { Outcome } from '../../http/outcome';
import { noFile } from '../../http/storedFiles';
import { retryDeadJob } from '../../jobs/store';
import { no } from '../../platform/refusal';
import { countDeadJobs, deadJobs } from './jobRepository';

/** The dead letters for the platform's staff, sending one back to run, and an export job's file for the employee who asked for it. */
export function jobService(db: Db) {
  return {
    async deadLetters(input: CallInput<typeof C.deadLetters>): Promise<Outcome<{ Total: number; Items: DeadLetter[] }>> {
      const size = input.PageSize ?? 20;
      const offset = ((input.Page ?? 1) - 1) * size;
      const rows = await deadJobs(db, size, offset);
      const total = rows[0]?.total ?? (offset ? await countDeadJobs(db) : 0);
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

    async retry(id: number): Promise<Outcome<{ Id: number }>> {
      if (!(await retryDeadJob(db, id)))
        return no('JOB_NOT_FAILED', 'This job is not a dead letter (it is running, waiting or done).', '该任务不是死信（正在运行、等待中或已完成）。');
      return { ok: true, value: { Id: id } };
    },

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
