import type { CallInput } from '../../../src/contract/call';
import type { BatchRowWire, BatchStatus, BatchWire, batchCalls as C, UploadQuery } from '../../../src/contract/rates/batchCalls';
import type { Db } from '../../db/types';
import type { SheetGrid } from '../../http/sheetShapes';
import type { Outcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import { announce } from '../../live/tell';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { applyBatch } from './batchApplyService';
import { enqueueBigBatch } from './batchApplyJob';
import { classify, readGrids } from './batchImport';
import { activeClassNames, createBatch, markCancelled, readBatch, readRow, readRows, recount, writeRowCheck } from './batchRepository';
import type { Lang } from './rateRefusals';

/**
 * The batch calls' rules (commercial.md §2.3 FclRate/Batch/*): a sheet read into an import batch, a
 * page of its rows, a row corrected and checked again, the apply (a large batch as a job), the cancel
 * and the refused rows. An import's batch is the importer's to apply or cancel, an increase's the changer's.
 */

const notFound = <T>() => missing<T>('No such batch.', '没有这个批次。');

/** Which kinds of batch this person may apply or cancel (their import and batch-change buttons). */
export interface BatchMay {
  mayImport: boolean;
  mayChange: boolean;
}

/** A read sheet as an import batch: every row checked and classified, the batch written whole. */
export async function importSheet(
  db: Db,
  actor: Actor,
  sheet: readonly SheetGrid[],
  query: UploadQuery,
  today: string,
  lang: Lang,
): Promise<Outcome<BatchWire>> {
  const parsed = readGrids(sheet, await activeClassNames(db), query, lang);
  if ('headerless' in parsed) return no('IMPORT_NO_HEADER', parsed.headerless.join(' '), parsed.headerless.join(' '));
  const rows = await classify(
    db,
    actor.companyId,
    parsed.rows.map((r) => ({ sheet: r.Sheet, sheetRow: r.Row, cells: r.Cells, rate: r.Rate, problems: r.Problems })),
    today,
    lang,
  );
  const batch = await db.transaction(async (tx) => {
    const id = await createBatch(
      tx,
      { ownerCompanyId: actor.companyId, actorId: actor.id, kind: 'IMPORT', fileName: query.FileName ?? null, template: query.Template ?? parsed.template },
      rows,
    );
    return (await readBatch(tx, id, actor.companyId))!;
  });
  return { ok: true, value: batch };
}

/** The batch with a page of its rows (all, the good ones or the refused ones). */
export async function previewBatch(db: Db, actor: Actor, b: CallInput<typeof C.preview>) {
  const batch = await readBatch(db, b.BatchId, actor.companyId);
  if (!batch) return notFound();
  const rows = await readRows(db, b.BatchId, { outcome: b.Outcome ?? '', page: b.Page ?? 1, size: b.PageSize ?? 50 });
  return { ok: true as const, value: { Batch: batch, Rows: rows } };
}

/** A row of an import not yet applied, corrected and checked again; the batch's totals counted again. */
export async function saveBatchRow(
  db: Db,
  actor: Actor,
  b: CallInput<typeof C.saveRow>,
  today: string,
  lang: Lang,
): Promise<Outcome<{ Batch: BatchWire; Row: BatchRowWire }>> {
  return db.transaction(async (tx) => {
    const batch = await readBatch(tx, b.BatchId, actor.companyId, true);
    if (!batch) return notFound();
    if (batch.Kind !== 'IMPORT' || !['VALIDATED', 'FAILED'].includes(batch.Status))
      return no('NOT_EDITABLE', 'Only the rows of an import not yet applied can be corrected.', '只有尚未执行的导入批次可以修改行。');
    const row = await readRow(tx, b.BatchId, b.RowNo);
    if (!row) return missing<{ Batch: BatchWire; Row: BatchRowWire }>('No such row in this batch.', '批次中没有这一行。');
    const [checked] = await classify(
      tx,
      actor.companyId,
      [{ sheet: row.Sheet, sheetRow: row.SheetRow, cells: row.Cells, rate: b.Rate, problems: [] }],
      today,
      lang,
      row.RowNo,
    );
    await writeRowCheck(tx, b.BatchId, checked!);
    await recount(tx, b.BatchId);
    return { ok: true as const, value: { Batch: (await readBatch(tx, b.BatchId, actor.companyId))!, Row: (await readRow(tx, b.BatchId, b.RowNo))! } };
  });
}

/**
 * The apply: a large batch goes to a background job, its progress shown live (batchApplyJob.ts),
 * answered at once with the job; a small one is applied here, and who it tells hears of it once committed.
 */
export async function applyOrQueue(
  db: Db,
  hub: LiveHub,
  actor: Actor,
  batchId: number,
  opts: BatchMay & { today: string; lang: Lang; key?: string; hash: string },
): Promise<Outcome<{ Applied: number; Refused: number; Status: BatchStatus; Job?: number }>> {
  const queued = await enqueueBigBatch(db, {
    BatchId: batchId,
    Actor: actor,
    Today: opts.today,
    Lang: opts.lang,
    Key: opts.key,
    Hash: opts.hash,
    MayChange: opts.mayChange,
    MayImport: opts.mayImport,
  });
  if (queued) return queued.ok ? { ok: true, value: { Applied: 0, Refused: queued.value.Refused, Status: 'VALIDATED', Job: queued.value.Job } } : queued;
  const outcome = await applyBatch(db, actor, batchId, opts);
  if (!outcome.ok) return outcome;
  await announce(hub, outcome.value.told);
  return { ok: true, value: outcome.value.answer };
}

/** A batch not yet applied, cancelled by whom its kind belongs to. */
export async function cancelBatch(db: Db, actor: Actor, batchId: number, may: BatchMay): Promise<Outcome<{ Status: 'CANCELLED' }>> {
  return db.transaction(async (tx) => {
    const batch = await readBatch(tx, batchId, actor.companyId, true);
    if (!batch) return notFound();
    if (batch.Kind === 'IMPORT' ? !may.mayImport : !may.mayChange)
      return no('NOT_PERMITTED', 'Your role cannot cancel this kind of batch.', '您的角色不能取消这类批次。');
    if (!['VALIDATED', 'FAILED'].includes(batch.Status))
      return no('NOT_CANCELLABLE', 'Only a batch not yet applied can be cancelled.', '只有尚未执行的批次可以取消。');
    await markCancelled(tx, batch.Id, actor.id);
    return { ok: true as const, value: { Status: 'CANCELLED' as const } };
  });
}

/** The batch with every one of its refused rows, for the error sheet. */
export async function refusedRows(db: Db, actor: Actor, batchId: number): Promise<Outcome<{ batch: BatchWire; rows: BatchRowWire[] }>> {
  const batch = await readBatch(db, batchId, actor.companyId);
  if (!batch) return notFound();
  return { ok: true, value: { batch, rows: (await readRows(db, batchId, { outcome: 'REFUSED', page: 1, size: 100_000 })).Items } };
}
