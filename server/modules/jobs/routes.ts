import type { FastifyInstance } from 'fastify';
import { routeOf, type CallInput } from '../../../src/contract/call';
import { JOB_CALLS as C, type DeadLetter } from '../../../src/contract/jobs/calls';
import { JOBS_PATHS } from '../../../src/contract/jobs/module';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { retryDeadJob } from '../../jobs/store';
import { no } from '../../platform/refusal';
import { exportFileOf } from '../../http/exportJob';
import { noFile, sendStoredFile } from '../../http/storedFiles';
import { XLSX_TYPE } from '../../http/xlsx';
import { id, object } from '../../http/schema';

/** The dead letters for the platform's staff (their access row: src/contract/jobs/module.ts), sending one back to run, and an export job's file. */
export function jobRoutes(app: FastifyInstance, db: Db): void {
  app.get(C.deadLetters.path, routeOf(C.deadLetters), async (q, r) => {
    const input = q.query as CallInput<typeof C.deadLetters>;
    const size = input.PageSize ?? 20;
    const offset = ((input.Page ?? 1) - 1) * size;
    const rows = await db.query<{
      id: number;
      kind: string;
      payload: unknown;
      attempts: number;
      last_error: string | null;
      created_at: Date;
      finished_at: Date;
      total: number;
    }>(
      `select id::int, kind, payload, attempts, last_error, created_at, finished_at, count(*) over ()::int as total
         from jobs where state = 'FAILED' order by finished_at desc, id desc limit $1 offset $2`,
      [size, offset],
    );
    const total = rows[0]?.total ?? (offset ? Number((await db.query<{ n: number }>(`select count(*)::int as n from jobs where state = 'FAILED'`))[0]!.n) : 0);
    const items: DeadLetter[] = rows.map((j) => ({
      Id: j.id,
      Kind: j.kind,
      Payload: j.payload,
      Attempts: j.attempts,
      LastError: j.last_error,
      CreatedAt: j.created_at.toISOString(),
      FailedAt: j.finished_at.toISOString(),
    }));
    return sendOutcome(r, { ok: true, value: { Total: total, Items: items } });
  });

  app.post(C.retry.path, routeOf(C.retry), async (q, r) => {
    const { Id } = q.body as CallInput<typeof C.retry>;
    if (!(await retryDeadJob(db, Id)))
      return sendOutcome(
        r,
        no('JOB_NOT_FAILED', 'This job is not a dead letter (it is running, waiting or done).', '该任务不是死信（正在运行、等待中或已完成）。'),
      );
    return sendOutcome(r, { ok: true, value: { Id } });
  });

  // the file of a large export (server/http/exportJob.ts): only the employee who asked for it gets it
  app.get(JOBS_PATHS.jobExportFile, { schema: { querystring: object({ Id: id }, ['Id']) }, config: { auth: 'employee' as const } }, async (q, r) => {
    const found = await exportFileOf(db, (q.query as { Id: number }).Id, q.actor!.id);
    if (!found) return sendOutcome(r, noFile());
    if ('file' in found) return sendStoredFile(r, { ...found.file, content_type: XLSX_TYPE });
    return sendOutcome(
      r,
      found.state === 'FAILED'
        ? no('EXPORT_FAILED', 'This export failed: ask for it again.', '导出失败，请重新导出。')
        : no('EXPORT_NOT_READY', 'This export is not ready yet: its progress bar says when it is.', '导出文件尚未生成，请等待进度条完成。'),
    );
  });
}
