import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { batchKindWords, batchStatusWords } from '../../../src/contract/rates/words';
import { BATCH_KINDS, BATCH_STATUSES, BatchSchema, type BatchWire, batchCalls as C, uploadQuery } from '../../../src/contract/rates/batchCalls';
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
import type { Actor } from '../../platform/access/grants';
import { planChange } from './batchPlan';
import { batchListSql } from './batchRepository';
import { applyOrQueue, type BatchMay, cancelBatch, importSheet, previewBatch, refusedRows, saveBatchRow } from './batchService';
import { route } from '../../http/route';

/**
 * A rate sheet may be larger than the other imports: a carrier's whole tariff, ten thousand lanes
 * (issue 16's bench). It is still read in the bounded worker, and checked without a statement per row.
 */
export const RATE_SHEET_LIMITS = { ...IMPORT_LIMITS, maxRows: 10_000, maxInflatedBytes: 64 * 1024 * 1024, heapMb: 512, readTimeoutMs: 60_000 };
const SHEET_BODY_LIMIT = 8 * 1024 * 1024;

/** The batch calls (commercial.md §2.3 FclRate/Batch/*): upload, plan, preview, edit a row, apply, cancel, the list, the template and the error sheet. */
export function batchRoutes(app: FastifyInstance, db: Db, hub: LiveHub): void {
  const lang = (headers: { 'accept-language'?: string | string[] }) => requestLanguage(headers['accept-language']);
  // an import's batch is the importer's to apply or cancel, an increase's the changer's
  const mayOf = async (actor: Actor): Promise<BatchMay> => ({
    mayImport: !(await refusal(db, actor, A.batchImport)),
    mayChange: !(await refusal(db, actor, A.batchChange)),
  });

  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(P.batchUpload, { schema: { querystring: uploadQuery }, config: { access: A.batchImport }, bodyLimit: SHEET_BODY_LIMIT }, async (request, reply) => {
      const l = lang(request.headers);
      if (!Buffer.isBuffer(request.body)) return refuseNotAFile(reply, l);
      // read in the bounded worker, like every import: one file cannot stall the server
      const read = await readGridsOffThread(request.body, RATE_SHEET_LIMITS);
      if ('failure' in read) return refuseRead(reply, read.failure, l);
      return sendOutcome(reply, await importSheet(db, request.actor!, read.sheet, request.query, todayInShanghai(), l));
    });

  route(app, C.template, async ({ input }, r) => {
    const t = input.Template;
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

  route(app, C.plan, async ({ actor, input, request: q }, r) => sendOutcome(r, await planChange(db, actor, input, todayInShanghai(), lang(q.headers))));

  route(app, C.preview, async ({ actor, input }, r) => sendOutcome(r, await previewBatch(db, actor, input)));

  route(app, C.saveRow, async ({ actor, input, request: q }, r) => sendOutcome(r, await saveBatchRow(db, actor, input, todayInShanghai(), lang(q.headers))));

  route(app, C.apply, async ({ actor, input, request: q }, r) => {
    const key = readIdempotencyKey(q);
    if (!key.ok) return badKey(q, r);
    const opts = { today: todayInShanghai(), lang: lang(q.headers), key: key.key, hash: requestHash(q), ...(await mayOf(actor)) };
    return sendOutcome(r, await applyOrQueue(db, hub, actor, input.BatchId, opts));
  });

  route(app, C.cancel, async ({ actor, input }, r) => sendOutcome(r, await cancelBatch(db, actor, input.BatchId, await mayOf(actor))));

  route(app, C.errors, async ({ actor, input }, r) => {
    const id = input.BatchId;
    const refused = await refusedRows(db, actor, id);
    if (!refused.ok) return sendOutcome(r, refused);
    const { batch, rows } = refused.value;
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
      sql: batchListSql,
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
