import { Type, type Static } from '@sinclair/typebox';
import { ECP_KINDS, ECP_REASONS, ECP_STATUSES } from '../../domain/epacking/status';
import { defineCall } from '../call';
import { id, intOf, nullable, strict, text, textOf } from '../schema';
import { EPACKING_ACCESS as A, EPACKING_PATHS as P } from './module';

/**
 * Electronic packing on the wire (operations.md §4.3). Field names echo the columns (`ECP_`, `PKL_`,
 * `VGM_`); states travel as numbers and are shown through src/domain/epacking/words.ts.
 */

const ids = Type.Array(id, { minItems: 1, maxItems: 100 });

export const ApplyInSchema = strict({
  PKL_ID: id,
  Kind: intOf(ECP_KINDS),
  /** Required for an unpack (`ECP_REASON`). */
  Reason: Type.Optional(textOf(ECP_REASONS)),
  Remarks: Type.Optional(text(500)),
});
export type ApplyIn = Static<typeof ApplyInSchema>;

export const DecideInSchema = strict({
  Ids: ids,
  Approve: Type.Boolean(),
  /** Required when rejecting: the applicant reads it. */
  Remarks: Type.Optional(text(500)),
});
export type DecideIn = Static<typeof DecideInSchema>;

const one = strict({ Id: id });

export const EclpRowSchema = Type.Object({
  Id: Type.Integer(),
  ECP_NO: Type.String(),
  ECP_KIND: Type.Integer(),
  ECP_PKL_ID: Type.Integer(),
  ECP_STATUS: Type.Integer(),
  ECP_TERMINAL_CODE: Type.String(),
  ECP_REASON: nullable(Type.String()),
  ECP_EXTERNAL_REF: Type.String(),
  ECP_ERROR: Type.String(),
  ECP_REMARKS: Type.String(),
  PKL_NO: Type.String(),
  PKL_STATUS: Type.Integer(),
  PKL_CNNO: Type.String(),
  PKL_SEALNO: Type.String(),
  PKL_CNTR_TYPE: Type.String(),
  PKL_CGO_ID: nullable(Type.String()),
  PKL_BOOKING_NO: Type.String(),
  PKL_VESSEL: Type.String(),
  PKL_VOYAGE: Type.String(),
  CompanyName: Type.String(),
  CreatedByName: Type.String(),
  CreatedAt: Type.String(),
  DecidedByName: Type.String(),
  DecidedAt: nullable(Type.String()),
  /** The transmission's state in the outbox (QUEUED, SENDING, TRANSMITTED, FAILED …), '' before approval. */
  MessageStatus: Type.String(),
  Attempts: Type.Integer(),
  /** The transmission went to the local terminal simulator (shown with a 模拟 SIMULATOR badge). */
  Simulated: Type.Boolean(),
  /** The packing list's electronic CLP is accepted by the terminal now (its latest acknowledged request is a pack). */
  EclpAccepted: Type.Boolean(),
});
export type EclpRow = Static<typeof EclpRowSchema>;

export const ListInSchema = strict({
  Page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  Kind: Type.Optional(intOf(ECP_KINDS)),
  Status: Type.Optional(intOf(ECP_STATUSES)),
  /** `Queue`: the operator's queue (submitted requests, oldest first). */
  Queue: Type.Optional(Type.Boolean()),
  CNNO: Type.Optional(text(11)),
  CGO_ID: Type.Optional(text(40)),
  PKL_ID: Type.Optional(id),
});

const ProblemSchema = Type.Object({ Path: Type.String(), Code: Type.String(), Message: Type.String(), Severity: Type.Optional(Type.String()) });
const VgmSchema = Type.Object({
  Id: Type.Integer(),
  VGM_VERSION: Type.Integer(),
  VGM_KG: Type.Integer(),
  VGM_METHOD: Type.Integer(),
  VGM_STATUS: Type.Integer(),
  VGM_SIGNATORY: Type.String(),
  VGM_WEIGHED_AT: Type.String(),
});
const EventSchema = Type.Object({
  At: Type.String(),
  Type: Type.String(),
  ActorName: Type.Object({ zh: Type.String(), en: Type.String() }),
  Detail: Type.Record(Type.String(), Type.Unknown()),
});

export const EclpDetailSchema = Type.Object({
  Request: EclpRowSchema,
  PackingList: Type.Object({
    PKL_NUM: Type.Integer(),
    PKL_WEIGHT: Type.Number(),
    PKL_VOLUME: Type.Number(),
    PKL_TARE_KG: nullable(Type.Integer()),
    PKL_MAX_GROSS_KG: nullable(Type.Integer()),
    PKL_STUFF_PLACE: Type.String(),
    PKL_STUFF_AT: nullable(Type.String()),
    PKL_LOADING_CODE: Type.String(),
    PKL_DISCHARGE_CODE: Type.String(),
    Lines: Type.Array(
      Type.Object({
        PKD_SEQ: Type.Integer(),
        PKD_GOODS: Type.String(),
        PKD_HSCODE: Type.String(),
        PKD_PACKAGE: Type.String(),
        PKD_NUM: Type.Integer(),
        PKD_WEIGHT: Type.Number(),
        PKD_VOLUME: Type.Number(),
      }),
    ),
  }),
  /** The packing-list check (operations.md §3.5) on its data as it stands, in the request's language. */
  Problems: Type.Array(ProblemSchema),
  /** The container's declared VGM (the latest declared, sent or accepted version), or null. */
  Vgm: nullable(VgmSchema),
  Events: Type.Array(EventSchema),
});
export type EclpDetail = Static<typeof EclpDetailSchema>;

export const ReceiptSchema = Type.Object({
  Seq: Type.Integer(),
  Code: Type.String(),
  Text: Type.String(),
  ReceivedAt: Type.String(),
  ProcessedAt: nullable(Type.String()),
  Simulated: Type.Boolean(),
});
export const TransmissionSchema = Type.Object({
  MessageId: Type.Integer(),
  Id: Type.Integer(),
  ECP_NO: Type.String(),
  ECP_KIND: Type.Integer(),
  ECP_STATUS: Type.Integer(),
  PKL_CNNO: Type.String(),
  Channel: Type.String(),
  IdempotencyKey: Type.String(),
  Status: Type.String(),
  Attempts: Type.Integer(),
  LastError: Type.String(),
  NextAttemptAt: nullable(Type.String()),
  ExternalRef: Type.String(),
  Payload: Type.String(),
  Simulated: Type.Boolean(),
  CreatedAt: Type.String(),
  ApprovedByName: Type.String(),
  Receipts: Type.Array(ReceiptSchema),
});
export type Transmission = Static<typeof TransmissionSchema>;

export const ShutOutSchema = Type.Object({
  PKL_ID: Type.Integer(),
  PKL_NO: Type.String(),
  PKL_CNNO: Type.String(),
  PKL_VESSEL: Type.String(),
  PKL_VOYAGE: Type.String(),
  PKL_LOADING_CODE: Type.String(),
  CompanyName: Type.String(),
  GatedInAt: Type.String(),
  DepartedAt: Type.String(),
  /** A live unpack request for it already (its number), or ''. */
  UnpackNo: Type.String(),
});
export type ShutOut = Static<typeof ShutOutSchema>;

export const epackingCalls = {
  apply: defineCall({
    method: 'POST',
    path: P.epackingApply,
    input: ApplyInSchema,
    answer: Type.Object({ Id: Type.Integer(), ECP_NO: Type.String() }),
    access: A.epackingApply,
  }),
  decide: defineCall({
    method: 'POST',
    path: P.epackingDecide,
    input: DecideInSchema,
    answer: Type.Object({
      Decided: Type.Array(Type.Object({ Id: Type.Integer(), ECP_STATUS: Type.Integer(), MessageId: Type.Optional(Type.Integer()) })),
      Replayed: Type.Optional(Type.Boolean()),
    }),
    access: A.epackingDecide,
  }),
  retry: defineCall({
    method: 'POST',
    path: P.epackingRetry,
    input: one,
    answer: Type.Object({ Id: Type.Integer(), MessageId: Type.Integer() }),
    access: A.epackingRetry,
  }),
  withdraw: defineCall({ method: 'POST', path: P.epackingWithdraw, input: one, answer: Type.Object({ Id: Type.Integer() }), access: A.epackingWithdraw }),
  list: defineCall({
    method: 'GET',
    path: P.epackingList,
    input: ListInSchema,
    answer: Type.Object({ Items: Type.Array(EclpRowSchema), Total: Type.Integer() }),
    access: A.epackingRead,
  }),
  get: defineCall({ method: 'GET', path: P.epackingGet, input: one, answer: EclpDetailSchema, access: A.epackingRead }),
  records: defineCall({
    method: 'GET',
    path: P.epackingOperatingRecords,
    input: strict({
      Page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
      PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
      /** Only the failed ones (a retry is asked of them). */
      Failed: Type.Optional(Type.Boolean()),
      CNNO: Type.Optional(text(11)),
    }),
    answer: Type.Object({ Items: Type.Array(TransmissionSchema), Total: Type.Integer() }),
    access: A.epackingRecords,
  }),
  shutOut: defineCall({ method: 'GET', path: P.epackingShutOut, input: strict({}), answer: Type.Array(ShutOutSchema), access: A.epackingShutOut }),
};
