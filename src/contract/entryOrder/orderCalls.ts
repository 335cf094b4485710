import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { draftObject, id, listCallOf, nullable, strict, text, textOf } from '../schema';
import { DIRECTIONS, FREIGHT_TERMS, INCOTERMS, SERVICES, TRANSPORT_METHODS } from '../../domain/entryOrder/codes';
import { MAX_FORM_FIELDS } from '../../domain/entryOrder/formFields';
import { ENT_EVENTS } from '../../domain/entryOrder/status';
import { ENTRY_ORDER_ACCESS as A, ENTRY_ORDER_PATHS as P } from './module';
import { byId, cgoId, dayOrEmpty, entStatus, locode, nullableText, version } from './callParts';
import { EntryFormSchema, ProblemSchema } from './formCalls';
import { SupplementRowSchema } from './supplementCalls';
import { MadeBookingSchema } from './bookingCalls';

/** The entry orders on the wire: saved, submitted, decided, linked to their booking, cancelled; listed and read, with their history. */

export const PartySchema = strict({
  Name: Type.Optional(text(200)),
  Address: Type.Optional(text(400)),
  Contact: Type.Optional(text(100)),
  Phone: Type.Optional(text(50)),
  Email: Type.Optional(text(200)),
  TaxId: Type.Optional(text(50)),
});
export type PartyWire = Static<typeof PartySchema>;
/** A container-grid row (ENT_CONTAINERS); a draft's row may be half typed: the rules say what is missing. */
export const ContainerRowSchema = strict({ TYPE: Type.Optional(text(10)), COUNT: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })) });
/** A form's extra fields' values by key (a goods grid: rows of {Marks, Description, HsCode, Pkgs, Kg, Cbm}; a file field: file ids). */
export const CustomValuesSchema = Type.Record(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,39}$' }), Type.Unknown(), { maxProperties: MAX_FORM_FIELDS });

const orderFields = {
  Id: id,
  VERSION: version,
  /** The customer: staff name it (CUSTOMER_MISSING / CUSTOMER_INVALID), a customer's employee's is its own company. */
  CompanyId: id,
  /** The form version; never changed once the order exists (FORM_OF_ORDER); a new order's must be PUBLISHED (FORM_NOT_PUBLISHED). */
  ENT_FORM_ID: id,
  ENT_DIRECTION: textOf(DIRECTIONS),
  ENT_TRANSPORT_METHOD: textOf(TRANSPORT_METHODS),
  ENT_SERVICES: Type.Array(textOf(SERVICES), { maxItems: SERVICES.length, uniqueItems: true }),
  ENT_INCOTERM: textOf(INCOTERMS),
  ENT_FREIGHT_TERM: textOf(FREIGHT_TERMS),
  ENT_POL: locode,
  ENT_POD: locode,
  ENT_DELIVERY: locode,
  ENT_CARGO_READY: dayOrEmpty,
  ENT_ETD_FROM: dayOrEmpty,
  ENT_ETD_TO: dayOrEmpty,
  ENT_CONTAINERS: Type.Array(ContainerRowSchema, { maxItems: 50 }),
  ENT_PKGS: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
  ENT_KG: Type.Number({ minimum: 0, maximum: 100_000_000 }),
  ENT_CBM: Type.Number({ minimum: 0, maximum: 1_000_000 }),
  ENT_GOODS: text(1000),
  ENT_HSCODE: text(10),
  Shipper: PartySchema,
  Consignee: PartySchema,
  Notify: PartySchema,
  ENT_OPERATOR_ID: nullable(id),
  ENT_SALES_ID: nullable(id),
  ENT_CUSTOM: CustomValuesSchema,
  ENT_REMARKS: text(1000),
};

/**
 * Save an order: without Id a new DRAFT; with Id and VERSION an edit of a draft or a submitted
 * order (a submitted one must still pass its rules: 400 PROBLEMS; it stays submitted). Refusals:
 * STALE, ENT_STATE (state > 2), FORM_NOT_PUBLISHED, FORM_OF_ORDER, CUSTOMER_MISSING, CUSTOMER_INVALID.
 */
export const EntryOrderSaveSchema = draftObject(orderFields, ['ENT_FORM_ID', 'ENT_DIRECTION', 'ENT_TRANSPORT_METHOD']);
export type EntryOrderSave = Static<typeof EntryOrderSaveSchema>;
export const EntryOrderSavedSchema = Type.Object({
  Id: Type.Integer(),
  ENT_NO: Type.String(),
  VERSION: Type.Integer(),
  ENT_STATUS: entStatus,
  /** orderProblems: errors (Submit refuses while any is left) and warnings. */
  Problems: Type.Array(ProblemSchema),
});
export type EntryOrderSaved = Static<typeof EntryOrderSavedSchema>;

/** Submit a draft (400 PROBLEMS with one field error per problem, Path `/<column>` or `/ENT_CUSTOM/<Key>`; STALE; ENT_STATE). */
export const EntryOrderSubmitSchema = strict({ Id: id, VERSION: version });
export const EntryOrderMovedSchema = Type.Object({ Id: Type.Integer(), VERSION: Type.Integer(), ENT_STATUS: entStatus });
export type EntryOrderMoved = Static<typeof EntryOrderMovedSchema>;

/** Accept (operator: OperatorId, else the one deciding; OPERATOR_NOT_STAFF) or reject (Reason: REASON_MISSING) a submitted order (ENT_STATE, STALE). */
export const EntryOrderDecideSchema = strict({
  Id: id,
  VERSION: version,
  Accept: Type.Boolean(),
  OperatorId: Type.Optional(id),
  Reason: Type.Optional(text(500)),
});
export type EntryOrderDecide = Static<typeof EntryOrderDecideSchema>;

/**
 * Link the booking made for an accepted order (→ booked; the booking links back). Refusals:
 * BOOKING_OTHER_COMPANY, BOOKING_LINKED (to another order), CONTAINERS_NOT_COVERED (ent.booking,
 * the shortfalls listed), ENT_STATE, STALE; 404 no such booking.
 */
export const EntryOrderLinkSchema = strict({ Id: id, VERSION: version, CGO_ID: cgoId });
export type EntryOrderLink = Static<typeof EntryOrderLinkSchema>;

/** Cancel: the customer before booked, the operator before shipped (ENT_STATE, ENT_ACTOR, REASON_MISSING, STALE). */
export const EntryOrderCancelSchema = strict({ Id: id, VERSION: version, Reason: text(500) });
export type EntryOrderCancel = Static<typeof EntryOrderCancelSchema>;

/** A row of the order list (entryOnlineList). */
export const EntryOrderRowSchema = Type.Object({
  Id: Type.Integer(),
  ENT_NO: Type.String(),
  CompanyId: Type.Integer(),
  CompanyName: Type.String(),
  ENT_FORM_ID: Type.Integer(),
  FormName: Type.String(),
  FormVersion: Type.Integer(),
  ENT_DIRECTION: textOf(DIRECTIONS),
  ENT_TRANSPORT_METHOD: textOf(TRANSPORT_METHODS),
  ENT_SERVICES: Type.Array(Type.String()),
  ENT_POL: Type.String(),
  ENT_POD: Type.String(),
  ENT_CARGO_READY: nullableText(),
  ENT_ETD_FROM: nullableText(),
  ENT_ETD_TO: nullableText(),
  /** "2×40HQ, 1×20GP" */
  Containers: Type.String(),
  ENT_GOODS: Type.String(),
  ENT_CGO_ID: nullableText(),
  BookingNo: Type.String(),
  ENT_OPERATOR_ID: nullable(Type.Integer()),
  OperatorName: Type.String(),
  SalesName: Type.String(),
  ENT_STATUS: entStatus,
  /** Supplements requested, filled or returned (not accepted nor cancelled); of them overdue. */
  OpenSupplements: Type.Integer(),
  OverdueSupplements: Type.Integer(),
  CreatedAt: Type.String(),
  UpdatedAt: Type.String(),
  VERSION: Type.Integer(),
});
export type EntryOrderRow = Static<typeof EntryOrderRowSchema>;

/**
 * The order list's filters (query names beside the list kit's Page, PageSize, Sort, Desc):
 * ENT_NO (contains), ENT_STATUS (exact), CompanyId (exact; a customer's employees: ignored, their
 * own), CompanyName (contains), ENT_POL, ENT_POD (exact: the lane), EtdFrom, EtdTo (days: the
 * order's ETD window overlaps them), ENT_OPERATOR_ID (exact), OperatorName (contains),
 * MissingSupplements ('true': with open supplements), ENT_DIRECTION, ENT_TRANSPORT_METHOD (exact).
 * Sortable: ENT_NO, ENT_CARGO_READY, ENT_ETD_FROM, CreatedAt, UpdatedAt (default UpdatedAt desc).
 */
export const ENTRY_ORDER_LIST_FILTERS = [
  'ENT_NO',
  'ENT_STATUS',
  'CompanyId',
  'CompanyName',
  'ENT_POL',
  'ENT_POD',
  'EtdFrom',
  'EtdTo',
  'ENT_OPERATOR_ID',
  'OperatorName',
  'MissingSupplements',
  'ENT_DIRECTION',
  'ENT_TRANSPORT_METHOD',
] as const;

/** The order in full, as saved (its Save fields, every one present). */
export const EntryOrderSchema = Type.Object({
  Id: Type.Integer(),
  ENT_NO: Type.String(),
  CompanyId: Type.Integer(),
  CompanyName: Type.String(),
  ENT_FORM_ID: Type.Integer(),
  ENT_DIRECTION: textOf(DIRECTIONS),
  ENT_TRANSPORT_METHOD: textOf(TRANSPORT_METHODS),
  ENT_SERVICES: Type.Array(Type.String()),
  ENT_INCOTERM: Type.String(),
  ENT_FREIGHT_TERM: Type.String(),
  ENT_POL: Type.String(),
  ENT_POD: Type.String(),
  ENT_DELIVERY: Type.String(),
  ENT_CARGO_READY: Type.String(),
  ENT_ETD_FROM: Type.String(),
  ENT_ETD_TO: Type.String(),
  ENT_CONTAINERS: Type.Array(Type.Object({ TYPE: Type.String(), COUNT: Type.Integer() })),
  ENT_PKGS: nullable(Type.Integer()),
  ENT_KG: nullable(Type.Number()),
  ENT_CBM: nullable(Type.Number()),
  ENT_GOODS: Type.String(),
  ENT_HSCODE: Type.String(),
  Shipper: PartySchema,
  Consignee: PartySchema,
  Notify: PartySchema,
  ENT_OPERATOR_ID: nullable(Type.Integer()),
  OperatorName: Type.String(),
  ENT_SALES_ID: nullable(Type.Integer()),
  SalesName: Type.String(),
  ENT_CUSTOM: Type.Record(Type.String(), Type.Unknown()),
  ENT_REMARKS: Type.String(),
  ENT_CGO_ID: nullableText(),
  ENT_STATUS: entStatus,
  /** Why it was rejected or cancelled ('' otherwise). */
  ENT_REASON: Type.String(),
  CreatedBy: Type.String(),
  CreatedAt: Type.String(),
  UpdatedAt: Type.String(),
  VERSION: Type.Integer(),
});
export type EntryOrder = Static<typeof EntryOrderSchema>;

/** The linked booking as the order's pages read it (through the booking module's public.ts). */
export const LinkedBookingSchema = Type.Object({
  CGO_ID: Type.String(),
  BookingNo: Type.String(),
  CarrierBookingNo: Type.String(),
  PolCode: Type.String(),
  PodCode: Type.String(),
  Etd: nullableText(),
  /** The documentation cut-off: an order supplement's default due is 24 hours before it (defaultSupplementDue). */
  Dco: nullableText(),
  Containers: Type.Array(Type.Object({ TYPE: Type.String(), COUNT: Type.Integer() })),
});
export type LinkedBooking = Static<typeof LinkedBookingSchema>;

/** Get: the order, the form version it was entered with, its rules' problems now, its booking, its supplements and what the reader may do now. */
export const EntryOrderDetailSchema = Type.Object({
  Order: EntryOrderSchema,
  Form: EntryFormSchema,
  Problems: Type.Array(ProblemSchema),
  Booking: nullable(LinkedBookingSchema),
  /** The booking's draft made from the order (MakeBooking; bookingCalls.ts), whatever its state now, or null. */
  MadeBooking: nullable(MadeBookingSchema),
  Supplements: Type.Array(SupplementRowSchema),
  /** The events the reader may make now (status.ts entEventsFor, with the reader's buttons). */
  Moves: Type.Array(textOf(ENT_EVENTS)),
});
export type EntryOrderDetail = Static<typeof EntryOrderDetailSchema>;

/** An order's (or a form's) history: each event, its words made by events.ts from Type and Detail. */
export const HistorySchema = Type.Array(
  Type.Object({
    At: Type.String(),
    ActorName: Type.String(),
    ActorCompany: Type.String(),
    Type: Type.String(),
    Detail: Type.Record(Type.String(), Type.Unknown()),
  }),
);

export const orderCalls = {
  entryOrderSave: defineCall({ method: 'POST', path: P.entryOrderSave, input: EntryOrderSaveSchema, answer: EntryOrderSavedSchema, access: A.entryOrderEdit }),
  entryOrderSubmit: defineCall({
    method: 'POST',
    path: P.entryOrderSubmit,
    input: EntryOrderSubmitSchema,
    answer: EntryOrderMovedSchema,
    access: A.entryOrderSubmit,
  }),
  entryOrderDecide: defineCall({
    method: 'POST',
    path: P.entryOrderDecide,
    input: EntryOrderDecideSchema,
    answer: EntryOrderMovedSchema,
    access: A.entryOrderDecide,
  }),
  entryOrderLinkBooking: defineCall({
    method: 'POST',
    path: P.entryOrderLinkBooking,
    input: EntryOrderLinkSchema,
    answer: EntryOrderMovedSchema,
    access: A.entryOrderLink,
  }),
  entryOrderCancel: defineCall({
    method: 'POST',
    path: P.entryOrderCancel,
    input: EntryOrderCancelSchema,
    answer: EntryOrderMovedSchema,
    access: A.entryOrderCancel,
  }),
  entryOrderList: listCallOf(P.entryOrderList, EntryOrderRowSchema, A.entryOrderRead),
  entryOrderGet: defineCall({ method: 'GET', path: P.entryOrderGet, input: byId, answer: EntryOrderDetailSchema, access: A.entryOrderRead }),
  entryOrderLog: defineCall({ method: 'GET', path: P.entryOrderLog, input: byId, answer: HistorySchema, access: A.entryOrderRead }),
} as const;
