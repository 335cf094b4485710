import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, nullable, strict, text, textOf } from '../schema';
import { RATE_TYPES } from './calls';
import { RATES_ACCESS as A, RATES_PATHS as P } from './module';

/**
 * Rate batches (commercial.md §2.1 RateBatch, §2.3 FclRate/Batch/*, R2.9): a rate sheet uploaded and
 * reported row by row (template v1 or v2, or a carrier's own sheet), or an increase (GRI/PSS) or an
 * edit planned over a filter of published rates with the before/after of each. Nothing is written
 * until Apply, and Apply writes the batch whole or not at all. The Upload call's body is the .xlsx
 * itself (its route is made by the server, like every import); its query is `uploadQuery`.
 */

export const BATCH_KINDS = ['IMPORT', 'EDIT', 'INCREASE'] as const;
export const BATCH_STATUSES = ['VALIDATED', 'APPLIED', 'FAILED', 'CANCELLED'] as const;
export const BATCH_ACTIONS = ['CREATE', 'UPDATE', 'SPLIT', 'SKIP'] as const;
export const INCREASE_REASONS = ['GRI', 'PSS', 'MARKET'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
export type BatchKind = (typeof BATCH_KINDS)[number];

const date = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const amount = Type.String({ pattern: '^-?\\d{1,10}(\\.\\d{1,2})?$' });
const codes = (max: number) => Type.Optional(Type.Array(text(max, 1), { maxItems: 50 }));

/** What the upload's sheet may leave out, said once for the whole file (a carrier's sheet seldom names its carrier). */
export const uploadQuery = strict({
  Template: Type.Optional(textOf(['V1', 'V2'] as const)),
  FileName: Type.Optional(text(200)),
  CarrierCode: Type.Optional(text(4)),
  Currency: Type.Optional(text(3)),
  RateType: Type.Optional(textOf(RATE_TYPES)),
  ValidFrom: Type.Optional(date),
  ValidTo: Type.Optional(date),
});
export type UploadQuery = Static<typeof uploadQuery>;

/** Which published rates a change reaches: at least one criterion (an empty filter is refused, never "every rate"). */
export const BatchFilterSchema = strict({
  TradeLaneCodes: codes(10),
  CarrierCodes: codes(4),
  PolCodes: codes(5),
  PodCodes: codes(5),
  RateTypes: Type.Optional(Type.Array(textOf(RATE_TYPES), { maxItems: 3 })),
  /** Only these classes change; the rate's other classes keep their price. */
  Classes: codes(6),
  /** Rates valid on some day from here (their ValidTo on or after it). */
  ValidOn: Type.Optional(date),
});
export type BatchFilter = Static<typeof BatchFilterSchema>;

export const BatchChangeSchema = strict({
  /** INCREASE: an amount per class (negative lowers it) … */
  Amounts: Type.Optional(Type.Record(Type.String({ pattern: '^[0-9A-Z]{3,6}$' }), amount)),
  /** … or a percentage of the cost (−50 to 100, two decimals). */
  Pct: Type.Optional(Type.String({ pattern: '^-?\\d{1,3}(\\.\\d{1,2})?$' })),
  /** INCREASE: from this day (a window that starts before it is split, R2.9); today by default. */
  EffectiveFrom: Type.Optional(date),
  Reason: Type.Optional(textOf(INCREASE_REASONS)),
  /** EDIT: the fields set on every rate reached (each a new version). */
  ValidTo: Type.Optional(date),
  TransitDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 90 })),
  Remarks: Type.Optional(text(500)),
});
export type BatchChange = Static<typeof BatchChangeSchema>;

export const planInput = strict({
  Kind: textOf(['EDIT', 'INCREASE'] as const),
  Filter: BatchFilterSchema,
  Change: BatchChangeSchema,
  /** The circular this increase follows (a rate notice of the desk). */
  NoticeId: Type.Optional(nullable(id)),
});
export type PlanInput = Static<typeof planInput>;

export const BatchSchema = Type.Object({
  Id: Type.Integer(),
  Kind: textOf(BATCH_KINDS),
  Status: textOf(BATCH_STATUSES),
  FileName: nullable(Type.String()),
  TemplateVersion: nullable(Type.String()),
  Filter: nullable(Type.Record(Type.String(), Type.Unknown())),
  Change: nullable(Type.Record(Type.String(), Type.Unknown())),
  NoticeId: nullable(Type.Integer()),
  NoticeTitle: nullable(Type.String()),
  RowsTotal: Type.Integer(),
  RowsOk: Type.Integer(),
  RowsRefused: Type.Integer(),
  AppliedCount: nullable(Type.Integer()),
  Failure: nullable(Type.String()),
  CreatedByName: Type.String(),
  CreatedAt: Type.String(),
  DecidedByName: Type.String(),
  DecidedAt: nullable(Type.String()),
});
export type BatchWire = Static<typeof BatchSchema>;

/** A version's window and prices (class → cost), before and after a change. */
const Side = Type.Object({ ValidFrom: Type.String(), ValidTo: Type.String(), Prices: Type.Record(Type.String(), Type.String()) });

/** An import row as read and as it would be written (editable in the v2 grid while the batch waits). */
export const SheetRateSchema = strict({
  RateType: textOf(RATE_TYPES),
  CarrierCode: text(4, 1),
  PolCode: text(5, 1),
  ViaCode: Type.Optional(nullable(text(5))),
  PodCode: text(5, 1),
  Currency: text(3, 3),
  ContractNo: Type.Optional(nullable(text(30))),
  ValidFrom: date,
  ValidTo: date,
  TransitDays: Type.Optional(nullable(Type.Integer({ minimum: 0, maximum: 999 }))),
  CutOffWeekdays: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { maxItems: 7 }),
  EtdWeekdays: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { maxItems: 7 }),
  Remarks: Type.Optional(text(500)),
  InternalRemarks: Type.Optional(text(500)),
  Prices: Type.Array(strict({ ContainerClass: text(6, 1), Cost: amount }), { maxItems: 20 }),
});
export type SheetRateWire = Static<typeof SheetRateSchema>;

export const BatchRowSchema = Type.Object({
  RowNo: Type.Integer(),
  Sheet: Type.String(),
  /** The line of the sheet it was read from (an import). */
  SheetRow: nullable(Type.Integer()),
  Action: textOf(BATCH_ACTIONS),
  RateId: nullable(Type.Integer()),
  RateNo: nullable(Type.String()),
  Lane: Type.String(),
  Cells: Type.Record(Type.String(), Type.String()),
  /** An import row's rate as it would be written. */
  Rate: nullable(SheetRateSchema),
  Before: nullable(Side),
  After: nullable(Side),
  Errors: Type.Array(Type.String()),
  /** After Apply: the version written (a draft for an import, published for a change). */
  NewRateId: nullable(Type.Integer()),
  NewRateNo: nullable(Type.String()),
});
export type BatchRowWire = Static<typeof BatchRowSchema>;

export const BATCH_ROW_OUTCOMES = ['OK', 'REFUSED'] as const;

export const batchCalls = {
  template: defineCall({
    method: 'GET',
    path: P.batchTemplate,
    input: strict({ Template: textOf(['V1', 'V2'] as const) }),
    answer: Type.Null(),
    access: A.batchRead,
  }),
  plan: defineCall({ method: 'POST', path: P.batchPlan, input: planInput, answer: BatchSchema, access: A.batchChange }),
  preview: defineCall({
    method: 'GET',
    path: P.batchPreview,
    input: strict({
      BatchId: id,
      Outcome: Type.Optional(textOf(['', ...BATCH_ROW_OUTCOMES] as const)),
      Page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
      PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    }),
    answer: Type.Object({ Batch: BatchSchema, Rows: Type.Object({ Items: Type.Array(BatchRowSchema), Total: Type.Integer() }) }),
    access: A.batchRead,
  }),
  saveRow: defineCall({
    method: 'POST',
    path: P.batchSaveRow,
    input: strict({ BatchId: id, RowNo: Type.Integer({ minimum: 1 }), Rate: SheetRateSchema }),
    answer: Type.Object({ Batch: BatchSchema, Row: BatchRowSchema }),
    access: A.batchImport,
  }),
  apply: defineCall({
    method: 'POST',
    path: P.batchApply,
    input: strict({ BatchId: id }),
    /**
     * `Job`: a large batch (RATE_BATCH_JOB_ROWS rows or more) is applied by a background job; the
     * answer comes at once, Applied 0 and Status still VALIDATED, and the job's progress comes over
     * the live socket (a `job` frame with this Id), its end as the batch's status.
     */
    answer: Type.Object({ Applied: Type.Integer(), Refused: Type.Integer(), Status: textOf(BATCH_STATUSES), Job: Type.Optional(Type.Integer()) }),
    access: A.batchApply,
  }),
  cancel: defineCall({
    method: 'POST',
    path: P.batchCancel,
    input: strict({ BatchId: id }),
    answer: Type.Object({ Status: textOf(BATCH_STATUSES) }),
    access: A.batchApply,
  }),
  errors: defineCall({ method: 'GET', path: P.batchErrors, input: strict({ BatchId: id }), answer: Type.Null(), access: A.batchRead }),
} as const;
