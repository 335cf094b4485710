import { Type } from '@sinclair/typebox';
import { defineCall, Nothing } from '../call';
import { draftObject, id, intOf, strict, text } from '../schema';
import { SI_ACCESS as A, SI_PATHS as P } from './module';
import * as S from './schemas';

/**
 * Every SI call (spec §7), defined once: method, path, input, answer, access. The server's routes
 * (server/modules/si) and the SI screens' calls (src/features/si/api) are both typed from these.
 * The lists (BookingList, ReviewQueue, SubmitLog, CreationLog, template List) are the list kit's
 * (server/http/lists.ts): their paths and access rows are in module.ts.
 */

const byBooking = strict({ CGO_ID: text(60, 1) });
const byId = strict({ Id: id });
const statusAnswer = Type.Object({ Id: Type.Integer(), TBI_STATUS: Type.Integer() });

/** The decisions a reviewer may take (REVIEW_DECISIONS in src/domain/si/status.ts: approve, return, cancel). */
export const REVIEW_STATUSES = [2, 3, 4] as const;

const dateTime = '^\\d{4}-[01]\\d-[0-3]\\dT[0-2]\\d:[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-][0-2]\\d:[0-5]\\d)$';

const change = Type.Object({
  Kind: Type.Union([Type.Literal('changed'), Type.Literal('added'), Type.Literal('removed')]),
  Field: Type.String(),
  Container: Type.Optional(Type.String()),
  Line: Type.Optional(Type.Number()),
  Before: Type.String(),
  After: Type.String(),
});
const siBrief = { Id: Type.Integer(), NoText: Type.String(), CompanyName: Type.String() };
/**
 * What a submission made. `Warnings`: the warnings (Severity 'warning', e.g. implausible weights)
 * of the drafts accepted, paths as the check's (`/TDBLInfos/0/Boxes/0/TBX_WEIGHT`); a warning never
 * refuses. A replay answers the same (it is the same request).
 */
const submitted = Type.Object({
  Ids: Type.Array(Type.Integer()),
  Replayed: Type.Boolean(),
  Created: Type.Array(S.SiCreatedSchema),
  Warnings: Type.Optional(Type.Array(S.SiProblemSchema)),
});

export const siCalls = {
  /**
   * The booking's live packing lists as SI boxes (从装箱单导入): container, seal, type, packages,
   * weight, volume and each goods line with its HS code, for the editor's box grid to fill from.
   */
  packingBoxes: defineCall({
    method: 'GET',
    path: P.siPackingBoxes,
    input: byBooking,
    answer: Type.Array(Type.Object({ PKL_NO: Type.String(), Box: S.SiBoxSchema })),
    access: A.siSubmit,
  }),
  /** The booking an SI is made from, with the containers its live SIs already use. */
  sourceData: defineCall({ method: 'GET', path: P.siSourceData, input: byBooking, answer: S.SiSourceDataSchema, access: A.siRead }),
  /**
   * The check on drafts: changes nothing; answers every problem: the errors (no Severity: a
   * submission is refused for them), then the warnings (Severity 'warning': never a refusal).
   */
  check: defineCall({ method: 'POST', path: P.siCheck, input: S.SiSubmissionSchema, answer: Type.Array(S.SiProblemSchema), access: A.siRead }),
  /** Creates the SIs of a submission (idempotent with an Idempotency-Key); answers the warnings of what it accepted. */
  add: defineCall({ method: 'POST', path: P.siAdd, input: S.SiSubmissionSchema, answer: submitted, access: A.siSubmit }),
  /** The same, by staff for a customer company's employee. */
  addOnBehalf: defineCall({ method: 'POST', path: P.siAddOnBehalf, input: S.SiSubmissionOnBehalfSchema, answer: submitted, access: A.siOnBehalf }),
  /** The whole record again; editing and resubmitting sets the status back to submitted. */
  modify: defineCall({ method: 'POST', path: P.siModify, input: S.SiRecordEditSchema, answer: statusAnswer, access: A.siSubmit }),
  /** The live SIs of a booking. */
  list: defineCall({ method: 'GET', path: P.siList, input: byBooking, answer: Type.Array(S.SiRecordSchema), access: A.siRead }),
  /** One SI with its box summary, its number as shown and its Version (a decision is bound to it). */
  get: defineCall({
    method: 'GET',
    path: P.siGet,
    input: byId,
    answer: Type.Object({ ...S.SiRecordSchema.properties, BoxSummary: Type.String(), NoText: Type.String(), Version: Type.Integer() }),
    access: A.siRead,
  }),
  /** What happened to an SI, newest first. */
  log: defineCall({
    method: 'GET',
    path: P.siLog,
    input: byId,
    answer: Type.Array(
      Type.Object({ Id: Type.Integer(), At: Type.String(), Type: Type.String(), Actor: Type.String(), Detail: Type.Record(Type.String(), Type.Unknown()) }),
    ),
    access: A.siRead,
  }),
  delete: defineCall({ method: 'POST', path: P.siDelete, input: byId, answer: Nothing, access: A.siSubmit }),
  /** Spec §7: a GET with TDId, Status, Remarks (required to return or cancel); Version binds the decision to what the reviewer saw. */
  changeStatus: defineCall({
    method: 'GET',
    path: P.siChangeStatus,
    input: draftObject({ TDId: id, Status: intOf(REVIEW_STATUSES), Remarks: text(500), Version: Type.Integer({ minimum: 0 }) }, ['TDId', 'Status']),
    answer: statusAnswer,
    access: A.siReview,
  }),
  /** What a reviewer decides on: the check now, totals, the booking's containers, what changed. */
  reviewFacts: defineCall({
    method: 'GET',
    path: P.siReviewFacts,
    input: byId,
    access: A.siRead,
    answer: Type.Object({
      Id: Type.Integer(),
      Version: Type.Integer(),
      Status: Type.Integer(),
      SubmittedAt: Type.Union([Type.String(), Type.Null()]),
      Deadline: Type.String(),
      Problems: Type.Array(S.SiProblemSchema),
      Totals: Type.Object({ Packages: Type.Number(), Weight: Type.Number(), Volume: Type.Number(), Boxes: Type.Number() }),
      Coverage: Type.Object({
        Booked: Type.Array(
          Type.Object({
            CNNO: Type.String(),
            TYPE: Type.String(),
            On: Type.Union([Type.Literal('this'), Type.Literal('other'), Type.Literal('none')]),
            SiNo: Type.Optional(Type.String()),
          }),
        ),
        Extra: Type.Array(Type.String()),
        Missing: Type.Array(Type.String()),
        Classes: Type.Array(Type.Object({ TYPE: Type.String(), Booked: Type.Integer(), This: Type.Integer(), Other: Type.Integer() })),
      }),
      Changes: Type.Union([Type.Object({ At: Type.String(), Items: Type.Array(change) }), Type.Null()]),
    }),
  }),
  /** The cockpit's figures; Since is when the browser's today began. */
  cockpit: defineCall({
    method: 'GET',
    path: P.siCockpit,
    input: strict({ Since: Type.Optional(Type.String({ maxLength: 40, pattern: dateTime })) }),
    access: A.siRead,
    answer: Type.Object({
      ByStatus: Type.Record(Type.String(), Type.Number()),
      ByCompany: Type.Array(Type.Object({ CompanyName: Type.String(), Status: Type.Integer(), Count: Type.Integer() })),
      Nearest: Type.Array(Type.Object({ ...siBrief, CGO_ID: Type.String(), Deadline: Type.String() })),
      Today: Type.Object({ Approved: Type.Integer(), Returned: Type.Integer(), Submitted: Type.Integer() }),
      Oldest: Type.Union([Type.Object({ ...siBrief, WaitingSince: Type.String() }), Type.Null()]),
    }),
  }),
  /** A booking's customer company and its active employees (staff making SIs for them). */
  behalfEmployees: defineCall({
    method: 'GET',
    path: P.siBehalfEmployees,
    input: byBooking,
    access: A.siOnBehalf,
    answer: Type.Object({
      COMPANYID: Type.Integer(),
      COMPANYCODE: Type.String(),
      CompanyName: Type.String(),
      Employees: Type.Array(Type.Object({ EmployeeId: Type.Integer(), Name: Type.String() })),
    }),
  }),
  templateSave: defineCall({
    method: 'POST',
    path: P.siTemplateSave,
    input: S.SiTemplateSaveSchema,
    answer: Type.Object({ Id: Type.Integer() }),
    access: A.siTemplates,
  }),
  templateGet: defineCall({ method: 'GET', path: P.siTemplateGet, input: byId, answer: S.SiTemplateSchema, access: A.siTemplates }),
  templateDelete: defineCall({ method: 'POST', path: P.siTemplateDelete, input: byId, answer: Nothing, access: A.siTemplates }),
};
