import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, listCallOf, nullable, strict, text, textOf } from '../schema';
import { SUP_EVENTS, SUP_SCOPES } from '../../domain/entryOrder/status';
import { ENTRY_ORDER_ACCESS as A, ENTRY_ORDER_PATHS as P } from './module';
import { byId, cgoId, dateTime, nullableText, supStatus, version } from './callParts';

/** The supplements on the wire: requested, filled, accepted or returned, cancelled; listed and read. */

/** A row of the supplement list (orderSupplementList, secondHalfTrackSupplement). */
export const SupplementRowSchema = Type.Object({
  Id: Type.Integer(),
  SUP_NO: Type.String(),
  SUP_ENT_ID: nullable(Type.Integer()),
  ENT_NO: Type.String(),
  SUP_CGO_ID: nullableText(),
  BookingNo: Type.String(),
  SUP_SCOPE: textOf(SUP_SCOPES),
  AssigneeCompanyId: Type.Integer(),
  AssigneeName: Type.String(),
  CustomerName: Type.String(),
  ItemCount: Type.Integer(),
  SUP_DUE_AT: Type.String(),
  SUP_STATUS: supStatus,
  /** isSupplementOverdue, as of the answer. */
  Overdue: Type.Boolean(),
  RequestedBy: Type.String(),
  RequestedAt: Type.String(),
  FilledAt: nullableText(),
  DecidedAt: nullableText(),
  VERSION: Type.Integer(),
});
export type SupplementRow = Static<typeof SupplementRowSchema>;

/** An item asked for: a field (its Key a form field's, or free) or a document (answered by files). Label: as the assignee reads it. */
export const SupplementItemSchema = strict({
  Key: text(60, 1),
  Label: strict({ zh: text(60, 1), en: text(60, 1) }),
  Kind: textOf(['field', 'document'] as const),
  Required: Type.Boolean(),
});

/**
 * Request a supplement of an order (ENT_ID) or a booking (CGO_ID): one of them (SUP_TARGET).
 * ORDER: of the order's customer; SECOND_HALF: of the shipment's destination agent
 * (ASSIGNEE_NOT_PARTY otherwise). DueAt: ahead (SUP_DUE_PAST) and, for ORDER, before the booking's
 * DCO (SUP_DUE_AFTER_DCO; the screen proposes DCO − 24 h). The assignee's employees get a message.
 */
export const SupplementRequestSchema = strict({
  ENT_ID: Type.Optional(id),
  CGO_ID: Type.Optional(cgoId),
  Scope: textOf(SUP_SCOPES),
  AssigneeCompanyId: id,
  Items: Type.Array(SupplementItemSchema, { minItems: 1, maxItems: 50 }),
  DueAt: dateTime,
  Remarks: Type.Optional(text(500)),
});
export type SupplementRequest = Static<typeof SupplementRequestSchema>;
export const SupplementSavedSchema = Type.Object({ Id: Type.Integer(), SUP_NO: Type.String(), VERSION: Type.Integer(), SUP_STATUS: supStatus });
export type SupplementSaved = Static<typeof SupplementSavedSchema>;

/**
 * Fill (the assignee company's employees only: 403 NOT_ASSIGNEE): Answers by item Key, Files (uploaded
 * first, Files/Upload with SUP_ID) by item Key. Refusals: SUP_ITEMS_MISSING (orderRules fillGaps),
 * SUP_ITEM_UNKNOWN, SUP_STATE, STALE. Again while filled (not yet decided) or after a return.
 */
export const SupplementFillSchema = strict({
  Id: id,
  VERSION: version,
  Answers: Type.Record(Type.String(), Type.Unknown(), { maxProperties: 50 }),
  Files: Type.Array(strict({ Key: text(60, 1), FileId: id }), { maxItems: 100 }),
});
export type SupplementFill = Static<typeof SupplementFillSchema>;
/** Accept or return (Remarks required to return: REASON_MISSING) a filled supplement (SUP_STATE, STALE). */
export const SupplementDecideSchema = strict({ Id: id, VERSION: version, Accept: Type.Boolean(), Remarks: Type.Optional(text(500)) });
export type SupplementDecide = Static<typeof SupplementDecideSchema>;
/** Cancel an open supplement (REASON_MISSING, SUP_STATE, STALE). */
export const SupplementCancelSchema = strict({ Id: id, VERSION: version, Reason: text(500) });

/**
 * The supplement list's filters: Scope, SUP_STATUS (exact), Overdue ('true'), SUP_NO, ENT_NO (contains),
 * ENT_ID, CGO_ID, AssigneeCompanyId (exact). A customer's or an agent's employees see only those asked
 * of their company. Sortable: SUP_DUE_AT (default, ascending), RequestedAt, SUP_NO.
 */
export const SUPPLEMENT_LIST_FILTERS = ['Scope', 'SUP_STATUS', 'Overdue', 'SUP_NO', 'ENT_NO', 'ENT_ID', 'CGO_ID', 'AssigneeCompanyId'] as const;

export const SupplementDetailSchema = Type.Object({
  Supplement: SupplementRowSchema,
  SUP_ITEMS: Type.Array(SupplementItemSchema),
  SUP_ANSWERS: Type.Record(Type.String(), Type.Unknown()),
  SUP_FILES: Type.Array(Type.Object({ Key: Type.String(), FileId: Type.Integer(), FileName: Type.String() })),
  /** The request's remarks, and the decision's (a return says why). */
  SUP_REMARKS: Type.String(),
  DecisionRemarks: Type.String(),
  /** The events the reader may make now (status.ts supMove with the reader's side and buttons). */
  Moves: Type.Array(textOf(SUP_EVENTS)),
});
export type SupplementDetail = Static<typeof SupplementDetailSchema>;

export const supplementCalls = {
  orderSupplementRequest: defineCall({
    method: 'POST',
    path: P.orderSupplementRequest,
    input: SupplementRequestSchema,
    answer: SupplementSavedSchema,
    access: A.supplementRequest,
  }),
  orderSupplementFill: defineCall({
    method: 'POST',
    path: P.orderSupplementFill,
    input: SupplementFillSchema,
    answer: SupplementSavedSchema,
    access: A.supplementFill,
  }),
  orderSupplementDecide: defineCall({
    method: 'POST',
    path: P.orderSupplementDecide,
    input: SupplementDecideSchema,
    answer: SupplementSavedSchema,
    access: A.supplementDecide,
  }),
  orderSupplementCancel: defineCall({
    method: 'POST',
    path: P.orderSupplementCancel,
    input: SupplementCancelSchema,
    answer: SupplementSavedSchema,
    access: A.supplementDecide,
  }),
  orderSupplementList: listCallOf(P.orderSupplementList, SupplementRowSchema, A.supplementRead),
  orderSupplementGet: defineCall({ method: 'GET', path: P.orderSupplementGet, input: byId, answer: SupplementDetailSchema, access: A.supplementRead }),
} as const;
