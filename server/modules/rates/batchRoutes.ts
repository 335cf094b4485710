import type { FastifyInstance } from 'fastify';
import { batchKindWords, batchStatusWords } from '../../../src/contract/rates/words';
import { type CallInput, routeOf } from '../../../src/contract/call';
import {
  BATCH_KINDS,
  BATCH_STATUSES,
  BatchSchema,
  type BatchWire,
  batchCalls as C,
  uploadQuery,
  type UploadQuery,
} from '../../../src/contract/rates/batchCalls';
import { RATES_ACCESS as A, RATES_PATHS as P } from '../../../src/contract/rates/module';
import { templateHeaders } from '../../../src/domain/pricing/rateSheet';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import { badKey, readIdempotencyKey, requestHash } from '../../http/idempotency';
import { IMPORT_LIMITS } from '../../http/importLimits';
import { refuseNotAFile, refuseRead } from '../../http/imports';
import { requestLanguage } from '../../http/language';
import { defineList } from '../../http/lists';
import { sendOutcome } from '../../http/outcome';
import { readGridsOffThread } from '../../http/sheetReader';
import { sendWorkbook } from '../../http/xlsx';
import type { LiveHub } from '../../live/hub';
import { refusal } from '../../platform/auth/authHook';
import { applyBatch } from './batchApply';
import { enqueueBigBatch } from './batchApplyJob';
import { classify, readGrids } from './batchImport';
import { planChange } from './batchPlan';
import { BATCH_HEAD, createBatch, readBatch, readRow, readRows, recount } from './batchStore';
import { announce } from '../../live/tell';
import { missing, no } from '../../platform/refusal';

/**
 * A rate sheet may be larger than the other imports: a carrier's whole tariff, ten thousand lanes
 * (issue 16's bench). It is still read in the bounded worker, and checked without a statement per row.
 */
export const RATE_SHEET_LIMITS = { ...IMPORT_LIMITS, maxRows: 10_000, maxInflatedBytes: 64 * 1024 * 1024, heapMb: 512, readTimeoutMs: 60_000 };
const SHEET_BODY_LIMIT = 8 * 1024 * 1024;

/** The export's words for a batch's kind and state (the screens have their own, in the chosen language). */
const notFound = () => missing('No such batch.', '没有这个批次。');

/** The batch calls (commercial.md §2.3 FclRate/Batch/*): upload, plan, preview, edit a row, apply, cancel, the list, the template and the error sheet. */
export function batchRoutes(app: FastifyInstance, db: Db, hub: LiveHub): void {
  const lang = (headers: { 'accept-language'?: string | string[] }) => requestLanguage(headers['accept-language']);

  app.post(P.batchUpload, { schema: { querystring: uploadQuery }, config: { access: A.batchImport }, bodyLimit: SHEET_BODY_LIMIT }, async (request, reply) => {
    const l = lang(request.headers);
    if (!Buffer.isBuffer(request.body)) return refuseNotAFile(reply, l);
    const query = request.query as UploadQuery;
    // read in the bounded worker, like every import: one file cannot stall the server
    const read = await readGridsOffThread(request.body, RATE_SHEET_LIMITS);
    if ('failure' in read) return refuseRead(reply, read.failure, l);
    const classes = (await db.query<{ name: string }>(`select name from container_types where status = 'ACTIVE' order by teu, name`)).map((c) => c.name);
    const parsed = readGrids(read.sheet, classes, query, l);
    if ('headerless' in parsed) return sendOutcome(reply, no('IMPORT_NO_HEADER', parsed.headerless.join(' '), parsed.headerless.join(' ')));
    const today = todayInShanghai();
    const actor = request.actor!;
    const rows = await classify(
      db,
      actor.companyId,
      parsed.rows.map((r) => ({ sheet: r.Sheet, sheetRow: r.Row, cells: r.Cells, rate: r.Rate, problems: r.Problems })),
      today,
      l,
    );
    const batch = await db.transaction(async (tx) => {
      const id = await createBatch(
        tx,
        { ownerCompanyId: actor.companyId, actorId: actor.id, kind: 'IMPORT', fileName: query.FileName ?? null, template: query.Template ?? parsed.template },
        rows,
      );
      return (await readBatch(tx, id, actor.companyId))!;
    });
    return sendOutcome(reply, { ok: true, value: batch });
  });

  app.get(C.template.path, routeOf(C.template), async (q, r) => {
    const t = (q.query as CallInput<typeof C.template>).Template;
    const sample =
      t === 'V1'
        ? [
            ['COSU', 'CNSHA', '', 'NLRTM', '40HQ', '1850', 'USD', '2026-12-01', '2026-12-31', 'SPOT', '', '28', '5', '7', '', ''],
            ['COSU', 'CNSHA', '', 'NLRTM', '20GP', '1050', 'USD', '2026-12-01', '2026-12-31', 'SPOT', '', '28', '5', '7', '', ''],
          ]
        : [['COSU', 'CNSHA', '', 'NLRTM', 'USD', '1050', '1650', '1850', '', '2026-12-01', '2026-12-31', 'SPOT', '', '28', '5', '7', '', '']];
    const headers = templateHeaders(t);
    return sendWorkbook(
      r,
      `rate-template-${t.toLowerCase()}.xlsx`,
      'rates',
      headers.map((h, i) => ({ header: h, value: (row: string[]) => row[i] ?? '', width: 14 })),
      sample,
    );
  });

  app.post(C.plan.path, routeOf(C.plan), async (q, r) =>
    sendOutcome(r, await planChange(db, q.actor!, q.body as CallInput<typeof C.plan>, todayInShanghai(), lang(q.headers))),
  );

  app.get(C.preview.path, routeOf(C.preview), async (q, r) => {
    const b = q.query as CallInput<typeof C.preview>;
    const batch = await readBatch(db, b.BatchId, q.actor!.companyId);
    if (!batch) return sendOutcome(r, notFound());
    const rows = await readRows(db, b.BatchId, { outcome: b.Outcome ?? '', page: b.Page ?? 1, size: b.PageSize ?? 50 });
    return sendOutcome(r, { ok: true, value: { Batch: batch, Rows: rows } });
  });

  app.post(C.saveRow.path, routeOf(C.saveRow), async (q, r) => {
    const b = q.body as CallInput<typeof C.saveRow>;
    const actor = q.actor!;
    const l = lang(q.headers);
    const outcome = await db.transaction(async (tx) => {
      const batch = await readBatch(tx, b.BatchId, actor.companyId, true);
      if (!batch) return notFound();
      if (batch.Kind !== 'IMPORT' || !['VALIDATED', 'FAILED'].includes(batch.Status))
        return no('NOT_EDITABLE', 'Only the rows of an import not yet applied can be corrected.', '只有尚未执行的导入批次可以修改行。');
      const row = await readRow(tx, b.BatchId, b.RowNo);
      if (!row) return missing('No such row in this batch.', '批次中没有这一行。');
      const [checked] = await classify(
        tx,
        actor.companyId,
        [{ sheet: row.Sheet, sheetRow: row.SheetRow, cells: row.Cells, rate: b.Rate, problems: [] }],
        todayInShanghai(),
        l,
        row.RowNo,
      );
      await tx.query(
        `update rate_batch_rows set action = $3, rate_id = $4, rate_revision = $5, rate_no = $6, lane = $7, draft = $8::jsonb, before = $9::jsonb,
                after = $10::jsonb, errors = $11::jsonb where batch_id = $1 and row_no = $2`,
        [
          b.BatchId,
          b.RowNo,
          checked!.Action,
          checked!.RateId,
          checked!.RateRevision,
          checked!.RateNo,
          checked!.Lane,
          JSON.stringify(checked!.Draft),
          JSON.stringify(checked!.Before),
          JSON.stringify(checked!.After),
          JSON.stringify(checked!.Errors),
        ],
      );
      await recount(tx, b.BatchId);
      return { ok: true as const, value: { Batch: (await readBatch(tx, b.BatchId, actor.companyId))!, Row: (await readRow(tx, b.BatchId, b.RowNo))! } };
    });
    return sendOutcome(r, outcome);
  });

  app.post(C.apply.path, routeOf(C.apply), async (q, r) => {
    const key = readIdempotencyKey(q);
    if (!key.ok) return badKey(q, r);
    const actor = q.actor!;
    const BatchId = (q.body as CallInput<typeof C.apply>).BatchId;
    const opts = {
      today: todayInShanghai(),
      lang: lang(q.headers),
      key: key.key,
      hash: requestHash(q),
      mayImport: !(await refusal(db, actor, A.batchImport)),
      mayChange: !(await refusal(db, actor, A.batchChange)),
    };
    // a large batch goes to a background job, its progress shown live (batchApplyJob.ts)
    const queued = await enqueueBigBatch(db, {
      BatchId,
      Actor: actor,
      Today: opts.today,
      Lang: opts.lang,
      Key: opts.key,
      Hash: opts.hash,
      MayChange: opts.mayChange,
      MayImport: opts.mayImport,
    });
    if (queued)
      return sendOutcome(
        r,
        queued.ok ? { ok: true, value: { Applied: 0, Refused: queued.value.Refused, Status: 'VALIDATED', Job: queued.value.Job } } : queued,
      );
    const outcome = await applyBatch(db, actor, BatchId, opts);
    if (!outcome.ok) return sendOutcome(r, outcome);
    await announce(hub, outcome.value.told);
    return sendOutcome(r, { ok: true, value: outcome.value.answer });
  });

  app.post(C.cancel.path, routeOf(C.cancel), async (q, r) => {
    const actor = q.actor!;
    // as for apply: an import's batch is the importer's to cancel, an increase's the changer's
    const mayImport = !(await refusal(db, actor, A.batchImport));
    const mayChange = !(await refusal(db, actor, A.batchChange));
    const outcome = await db.transaction(async (tx) => {
      const batch = await readBatch(tx, (q.body as CallInput<typeof C.cancel>).BatchId, actor.companyId, true);
      if (!batch) return notFound();
      if (batch.Kind === 'IMPORT' ? !mayImport : !mayChange)
        return no('NOT_PERMITTED', 'Your role cannot cancel this kind of batch.', '您的角色不能取消这类批次。');
      if (!['VALIDATED', 'FAILED'].includes(batch.Status))
        return no('NOT_CANCELLABLE', 'Only a batch not yet applied can be cancelled.', '只有尚未执行的批次可以取消。');
      await tx.query(`update rate_batches set status = 'CANCELLED', decided_by = $2, decided_at = now() where id = $1`, [batch.Id, actor.id]);
      return { ok: true as const, value: { Status: 'CANCELLED' as const } };
    });
    return sendOutcome(r, outcome);
  });

  app.get(C.errors.path, routeOf(C.errors), async (q, r) => {
    const id = (q.query as CallInput<typeof C.errors>).BatchId;
    const batch = await readBatch(db, id, q.actor!.companyId);
    if (!batch) return sendOutcome(r, notFound());
    const rows = (await readRows(db, id, { outcome: 'REFUSED', page: 1, size: 100_000 })).Items;
    const cellHeaders = [...new Set(rows.flatMap((row) => Object.keys(row.Cells)))];
    type R = (typeof rows)[number];
    return sendWorkbook<R>(
      r,
      `rate-batch-${id}-refused.xlsx`,
      'refused',
      [
        { header: '工作表 Sheet', value: (x) => x.Sheet, width: 12 },
        { header: '行 Row', value: (x) => x.SheetRow ?? x.RowNo, width: 6 },
        ...(batch.Kind === 'IMPORT'
          ? cellHeaders.map((h) => ({ header: h, value: (x: R) => x.Cells[h] ?? '', width: 12 }))
          : [
              { header: '运价编号 Rate no.', value: (x: R) => x.RateNo ?? '', width: 16 },
              { header: '航线 Lane', value: (x: R) => x.Lane, width: 28 },
            ]),
        { header: '原因 Reasons', value: (x) => x.Errors.join('; '), width: 60 },
      ],
      rows,
    );
  });

  type ListRow = Omit<BatchWire, 'CreatedAt' | 'DecidedAt'> & { CreatedAt: unknown; DecidedAt: unknown };
  defineList<ListRow, BatchWire>(app, db, {
    path: P.batchList,
    item: BatchSchema,
    access: A.batchRead,
    exportAccess: A.batchRead,
    title: 'rate-batches',
    base: (actor) => ({
      sql: `${BATCH_HEAD} where b.owner_company_id = $1`,
      params: [actor.companyId],
    }),
    columns: [
      { key: 'Id', sortable: true, notNull: true },
      { key: 'Kind', filter: 'exact', values: BATCH_KINDS },
      { key: 'Status', filter: 'exact', values: BATCH_STATUSES },
      { key: 'FileName', filter: 'text', sortable: true },
      { key: 'CreatedByName', filter: 'text' },
      { key: 'CreatedAt', sortable: true, notNull: true },
    ],
    order: 't."CreatedAt" desc, t."Id" desc',
    present: (b) => ({
      ...b,
      CreatedAt: new Date(b.CreatedAt as string).toISOString(),
      DecidedAt: b.DecidedAt ? new Date(b.DecidedAt as string).toISOString() : null,
    }),
    sheet: [
      { header: '批次 Batch', value: (b) => b.Id, width: 8 },
      { header: '类型 Kind', value: (b, lang) => batchKindWords[b.Kind][lang], width: 16 },
      { header: '状态 Status', value: (b, lang) => batchStatusWords[b.Status][lang], width: 20 },
      { header: '文件 File', value: (b) => b.FileName ?? '', width: 24 },
      { header: '行数 Rows', value: (b) => b.RowsTotal, width: 8 },
      { header: '通过 OK', value: (b) => b.RowsOk, width: 8 },
      { header: '拒绝 Refused', value: (b) => b.RowsRefused, width: 8 },
      { header: '已写入 Written', value: (b) => b.AppliedCount ?? '', width: 8 },
      { header: '创建人 By', value: (b) => b.CreatedByName, width: 10 },
      { header: '创建时间 Created', value: (b) => b.CreatedAt, width: 20 },
    ],
  });
}
