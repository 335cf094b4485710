import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { storedFileFields } from '../files';
import { draftObject, id, intOf, listCallOf, nullable, strict, text, textOf } from '../schema';
import {
  BOARD_CELL_STATES,
  BOARD_STEPS,
  DATA_SECTIONS,
  DESTINATION_MILESTONES,
  DIRECTIONS,
  FREIGHT_TERMS,
  INCOTERMS,
  SECOND_HALF_EXCEPTIONS,
  SERVICES,
  TRANSPORT_METHODS,
} from '../../domain/entryOrder/codes';
import { MAX_FORM_FIELDS } from '../../domain/entryOrder/formFields';
import { EFM_STATUSES, ENT_EVENTS, ENT_STATUSES, SUP_EVENTS, SUP_SCOPES, SUP_STATUSES } from '../../domain/entryOrder/status';
import { ENTRY_ORDER_ACCESS as A, ENTRY_ORDER_PATHS as P } from './module';
import { entryOrderBookingCalls, MadeBookingSchema } from './bookingCalls';
import { entryOrderShareCalls } from './shareCalls';

/**
 * Online order entry on the wire (operations.md §9.3): the tables' field names in upper case
 * (ENT_…, EFM_…, SUP_…), `VERSION` the row's optimistic lock (a stale one: 400 STALE). A draft may
 * lack anything the rules ask for: Save answers the problems (src/domain/entryOrder orderProblems)
 * in words; Submit refuses while any error is left. Every refusal Code is in refusalCodes.ts
 * (ENTRY_REFUSAL_CODES); business conflicts are 400, never 409.
 */

const version = Type.Integer({ minimum: 1 });
const byId = strict({ Id: id });
const cgoId = text(60, 1);
const bilingual = Type.Object({ zh: Type.String(), en: Type.String() });
/** A calendar day, or empty in a draft. */
const dayOrEmpty = Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' });
/** A time: ISO 8601, with its offset (2026-05-01T18:00:00+08:00). */
const dateTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2})$' });
/** A day (the last free day) or a time (a milestone). */
const dayOrTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2}))?$' });
/** UN/LOCODE, or empty in a draft. */
const locode = Type.String({ pattern: '^([A-Z]{2}[A-Z2-9]{3})?$' });
const entStatus = intOf(ENT_STATUSES);
const supStatus = intOf(SUP_STATUSES);
const nullableText = () => nullable(Type.String());

// ── forms ───────────────────────────────────────────────────────────────────────────────────

/** A field's rule (formRules.ts FieldRule): regex for text, min/max for numbers and for counts of rows or files, maxLength for text. */
export const FieldRuleSchema = strict({
  regex: Type.Optional(text(200)),
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  maxLength: Type.Optional(Type.Integer()),
});

/**
 * One field of a form (EFM_FIELDS; formRules.ts FormField). Type: text, number, date, party,
 * goods-grid, container-grid, file or select:<LIST>. Key: an order column of STANDARD_FIELDS
 * (its value is that column) or the form's own (its value is in ENT_CUSTOM). What the schema lets
 * through, formProblems judges (Save answers its problems, Publish refuses with them).
 */
export const FormFieldSchema = strict({
  Key: text(40, 1),
  LabelZh: text(40),
  LabelEn: text(40),
  Type: text(60, 1),
  Required: Type.Boolean(),
  Rule: Type.Optional(FieldRuleSchema),
  Default: Type.Optional(Type.Unknown()),
  Section: text(40),
  Order: Type.Integer({ minimum: 0, maximum: 100_000 }),
});
export type FormFieldWire = Static<typeof FormFieldSchema>;

/** A problem of the rules (formRules.ts EntryProblem), its words naming the field by its label. */
export const ProblemSchema = Type.Object({
  Rule: textOf(['ent.form', 'ent.dates', 'ent.incoterm', 'ent.booking', 'sup.due', 'efm.design'] as const),
  Code: Type.String(),
  Key: Type.String(),
  Row: Type.Optional(Type.Integer()),
  Column: Type.Optional(Type.String()),
  Severity: textOf(['error', 'warning'] as const),
  Words: bilingual,
});
export type ProblemRow = Static<typeof ProblemSchema>;

/**
 * Save a form: without Id a new DRAFT version of EFM_NAME (version 1, or the name's last + 1: its
 * fields usually copied from the version in use); with Id and VERSION an edit of that draft.
 * CompanyId: the customer the form is made for (null: platform-wide). Refusals: STALE,
 * FORM_PUBLISHED (a published or retired version never changes), FORM_DRAFT_EXISTS (a new version
 * while the name already has a draft). Design problems are answered, not refused.
 */
export const EntryFormSaveSchema = strict({
  Id: Type.Optional(id),
  VERSION: Type.Optional(version),
  EFM_NAME: text(60, 1),
  CompanyId: Type.Optional(nullable(id)),
  EFM_FIELDS: Type.Array(FormFieldSchema, { maxItems: MAX_FORM_FIELDS }),
  EFM_REMARKS: Type.Optional(text(500)),
});
export type EntryFormSave = Static<typeof EntryFormSaveSchema>;
export const EntryFormSavedSchema = Type.Object({
  Id: Type.Integer(),
  EFM_VERSION: Type.Integer(),
  VERSION: Type.Integer(),
  Problems: Type.Array(ProblemSchema),
});

const formHead = {
  Id: Type.Integer(),
  EFM_NAME: Type.String(),
  EFM_VERSION: Type.Integer(),
  CompanyId: nullable(Type.Integer()),
  /** '' for a platform-wide form. */
  CompanyName: Type.String(),
  EFM_STATUS: textOf(EFM_STATUSES),
  EFM_REMARKS: Type.String(),
  PublishedAt: nullableText(),
  PublishedBy: Type.String(),
  UpdatedAt: Type.String(),
  /** Orders entered on this version. */
  Orders: Type.Integer(),
  VERSION: Type.Integer(),
};
export const EntryFormRowSchema = Type.Object({ ...formHead, FieldCount: Type.Integer() });
export type EntryFormRow = Static<typeof EntryFormRowSchema>;
export const EntryFormSchema = Type.Object({ ...formHead, EFM_FIELDS: Type.Array(FormFieldSchema) });
export type EntryForm = Static<typeof EntryFormSchema>;

/** Publish a draft (refused with FORM_PROBLEMS while formProblems finds any; FORM_STATE unless a draft): the name's older published version retires. Retire: a published one (FORM_STATE otherwise). */
export const FormMoveSchema = strict({ Id: id, VERSION: version });
export const FormMovedSchema = Type.Object({ Id: Type.Integer(), EFM_STATUS: textOf(EFM_STATUSES), VERSION: Type.Integer() });

/** The published form an order of this customer and business is entered on (404 NO_FORM_FOR_ORDER when none). A customer's employee: its own company (CompanyId ignored). */
export const FormForOrderSchema = strict({
  CompanyId: Type.Optional(id),
  ENT_DIRECTION: textOf(DIRECTIONS),
  ENT_TRANSPORT_METHOD: textOf(TRANSPORT_METHODS),
});

/** Which form (by name: its published version) a customer — or, CompanyId null, every customer — uses for a direction and (none: any) transport method. */
export const FormUseSchema = Type.Object({
  Id: Type.Integer(),
  CompanyId: nullable(Type.Integer()),
  CompanyName: Type.String(),
  ENT_DIRECTION: textOf(DIRECTIONS),
  ENT_TRANSPORT_METHOD: nullable(Type.String()),
  EFM_NAME: Type.String(),
  /** The name's published version now (null: none published: orders of this use find no form). */
  PublishedId: nullable(Type.Integer()),
  PublishedVersion: nullable(Type.Integer()),
  UpdatedAt: Type.String(),
});
export type FormUse = Static<typeof FormUseSchema>;
export const FormUseSaveSchema = strict({
  Id: Type.Optional(id),
  CompanyId: Type.Optional(nullable(id)),
  ENT_DIRECTION: textOf(DIRECTIONS),
  ENT_TRANSPORT_METHOD: Type.Optional(textOf(TRANSPORT_METHODS)),
  EFM_NAME: text(60, 1),
});
export type FormUseSave = Static<typeof FormUseSaveSchema>;

// ── orders ──────────────────────────────────────────────────────────────────────────────────

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

// ── pickers ─────────────────────────────────────────────────────────────────────────────────

export const CompanyPickSchema = Type.Object({ CompanyId: Type.Integer(), Code: Type.String(), Name: Type.String() });
export const EmployeePickSchema = Type.Object({ EmployeeId: Type.Integer(), Name: Type.String() });
/** A party template (SFT, the booking module's) of the order's customer. */
export const PartyTemplatePickSchema = Type.Object({ Id: Type.Integer(), Name: Type.String(), Role: Type.String(), Party: PartySchema });
/** A booking the order may link: the customer's, not linked to another order (LinkedEntNo names it when it is). */
export const BookingPickSchema = Type.Object({ ...LinkedBookingSchema.properties, LinkedEntNo: nullableText() });

// ── files ───────────────────────────────────────────────────────────────────────────────────

/** Upload: the raw body (application/octet-stream); Key: the form field or supplement item it answers; SUP_ID when it answers a supplement. */
export const EntryFileUploadQuery = strict({ ENT_ID: id, SUP_ID: Type.Optional(id), Key: text(60, 1), FileName: text(200, 1) });
export const EntryFileSchema = Type.Object({ ...storedFileFields, ENT_ID: Type.Integer(), SUP_ID: nullable(Type.Integer()), Key: Type.String() });
export type EntryFile = Static<typeof EntryFileSchema>;

// ── the board ───────────────────────────────────────────────────────────────────────────────

/** One order's board (orderTracking): a row per service the order has, a cell per step of that service (codes.ts SERVICE_STEPS). */
export const BoardSchema = Type.Object({
  ENT_ID: Type.Integer(),
  ENT_NO: Type.String(),
  ENT_STATUS: entStatus,
  CGO_ID: nullableText(),
  BookingNo: Type.String(),
  /** The columns, in order (codes.ts BOARD_STEPS). */
  Steps: Type.Array(textOf(BOARD_STEPS)),
  Services: Type.Array(
    Type.Object({
      Service: textOf(SERVICES),
      Cells: Type.Array(
        Type.Object({
          Step: textOf(BOARD_STEPS),
          State: textOf(BOARD_CELL_STATES),
          /** The actual time (DONE). */
          At: nullableText(),
          /** The planned time (EXPECTED, or a DONE step's plan). */
          Planned: nullableText(),
        }),
      ),
    }),
  ),
});
export type Board = Static<typeof BoardSchema>;

// ── supplements ─────────────────────────────────────────────────────────────────────────────

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

// ── the second half ─────────────────────────────────────────────────────────────────────────

/** A row of the second-half board (secondHalfTrack): a shipped order's destination side. */
export const SecondHalfRowSchema = Type.Object({
  ENT_ID: Type.Integer(),
  ENT_NO: Type.String(),
  CompanyName: Type.String(),
  CGO_ID: nullableText(),
  BookingNo: Type.String(),
  BlNo: Type.String(),
  ENT_POD: Type.String(),
  ENT_DELIVERY: Type.String(),
  Eta: nullableText(),
  Containers: Type.String(),
  AgentCompanyId: nullable(Type.Integer()),
  AgentName: Type.String(),
  DischargedAt: nullableText(),
  ReleasedAt: nullableText(),
  AvailableAt: nullableText(),
  PickedUpAt: nullableText(),
  DeliveredAt: nullableText(),
  EmptyReturnedAt: nullableText(),
  LastFreeDay: nullableText(),
  /** orderRules.ts secondHalfExceptions, as of the answer. */
  Exceptions: Type.Array(textOf(SECOND_HALF_EXCEPTIONS)),
  /** Second-half supplements still open. */
  OpenRequests: Type.Integer(),
  ENT_STATUS: entStatus,
  VERSION: Type.Integer(),
});
export type SecondHalfRow = Static<typeof SecondHalfRowSchema>;

/**
 * The board's filters: ENT_NO (contains), AgentCompanyId (exact; an agent's employees: their own),
 * Exception (one code: rows having it), ENT_POD (exact), ENT_STATUS (exact), CompanyName (contains).
 * Sortable: Eta (default), DischargedAt, LastFreeDay, ENT_NO.
 */
export const SECOND_HALF_LIST_FILTERS = ['ENT_NO', 'AgentCompanyId', 'Exception', 'ENT_POD', 'ENT_STATUS', 'CompanyName'] as const;

/**
 * Record a destination milestone of a shipped order (ENT_STATE before shipped): DISC, CUSR, AVPU,
 * GTOT, DROP, GTIN at a time (not ahead of now: AT_IN_FUTURE), or LFD with the last free day (a day).
 * ContainerNo: the container it happened to (none: all of the order's). The staff, or the assigned
 * agent's employees (another's order: 404). DROP of every container delivers the order.
 */
export const SecondHalfRecordSchema = strict({
  ENT_ID: id,
  Milestone: textOf(DESTINATION_MILESTONES),
  At: dayOrTime,
  ContainerNo: Type.Optional(Type.String({ pattern: '^([A-Z]{4}[0-9]{7})?$' })),
  Remarks: Type.Optional(text(500)),
});
export type SecondHalfRecord = Static<typeof SecondHalfRecordSchema>;
/** Assign (or, null, unassign) the destination agent: a provider company (AGENT_NOT_PROVIDER); from accepted to delivered (ENT_STATE); STALE. */
export const SecondHalfAssignSchema = strict({ ENT_ID: id, VERSION: version, AgentCompanyId: nullable(id) });
export type SecondHalfAssign = Static<typeof SecondHalfAssignSchema>;

// ── the data sheet ──────────────────────────────────────────────────────────────────────────

/** One order (or booking: CGO_ID) named: one of them (TARGET_MISSING). */
export const DataSheetQuery = strict({ ENT_ID: Type.Optional(id), CGO_ID: Type.Optional(cgoId) });
/** The same, exported: xlsx (a sheet per section) or JSON (the DataSheet itself), as a download. */
export const DataSheetExportQuery = strict({ ENT_ID: Type.Optional(id), CGO_ID: Type.Optional(cgoId), Format: textOf(['xlsx', 'json'] as const) });

/**
 * An order's complete data sheet (logisticsData): sections in DATA_SECTIONS order (booking, packing
 * lists, VGM, SI, manifests with receipts, HBL/MBL, charges, supplements, events), each a list of
 * records (one per packing list, manifest …) of labelled values as the sheet shows them.
 */
export const DataSheetSchema = Type.Object({
  ENT_ID: nullable(Type.Integer()),
  ENT_NO: Type.String(),
  CGO_ID: nullableText(),
  GeneratedAt: Type.String(),
  Sections: Type.Array(
    Type.Object({
      Section: textOf(DATA_SECTIONS),
      Title: bilingual,
      Records: Type.Array(
        Type.Object({
          /** The record's number as people know it (a packing list's no., a manifest's B/L no.). */
          Ref: Type.String(),
          Fields: Type.Array(Type.Object({ Key: Type.String(), Label: bilingual, Value: Type.String() })),
        }),
      ),
    }),
  ),
});
export type DataSheet = Static<typeof DataSheetSchema>;

const ok = Type.Object({ Id: Type.Integer() });

export const entryOrderCalls = {
  ...entryOrderBookingCalls,
  // forms
  entryFormList: listCallOf(P.entryFormList, EntryFormRowSchema, A.entryFormRead),
  entryFormGet: defineCall({ method: 'GET', path: P.entryFormGet, input: byId, answer: EntryFormSchema, access: A.entryFormRead }),
  entryFormSave: defineCall({ method: 'POST', path: P.entryFormSave, input: EntryFormSaveSchema, answer: EntryFormSavedSchema, access: A.entryFormEdit }),
  entryFormPublish: defineCall({ method: 'POST', path: P.entryFormPublish, input: FormMoveSchema, answer: FormMovedSchema, access: A.entryFormPublish }),
  entryFormRetire: defineCall({ method: 'POST', path: P.entryFormRetire, input: FormMoveSchema, answer: FormMovedSchema, access: A.entryFormPublish }),
  entryFormForOrder: defineCall({ method: 'GET', path: P.entryFormForOrder, input: FormForOrderSchema, answer: EntryFormSchema, access: A.entryFormRead }),
  entryFormUses: defineCall({
    method: 'GET',
    path: P.entryFormUses,
    input: strict({ CompanyId: Type.Optional(id) }),
    answer: Type.Array(FormUseSchema),
    access: A.entryFormRead,
  }),
  entryFormSaveUse: defineCall({ method: 'POST', path: P.entryFormSaveUse, input: FormUseSaveSchema, answer: ok, access: A.entryFormUseEdit }),
  entryFormDeleteUse: defineCall({ method: 'POST', path: P.entryFormDeleteUse, input: byId, answer: ok, access: A.entryFormUseEdit }),
  // orders
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
  entryOrderBoard: defineCall({ method: 'GET', path: P.entryOrderBoard, input: strict({ ENT_ID: id }), answer: BoardSchema, access: A.entryBoardRead }),
  // pickers
  entryOrderCustomers: defineCall({
    method: 'GET',
    path: P.entryOrderCustomers,
    input: strict({ Q: Type.Optional(text(60)) }),
    answer: Type.Array(CompanyPickSchema),
    access: A.entryStaffPickers,
  }),
  entryOrderOperators: defineCall({
    method: 'GET',
    path: P.entryOrderOperators,
    input: strict({}),
    answer: Type.Array(EmployeePickSchema),
    access: A.entryStaffPickers,
  }),
  entryOrderPartyTemplates: defineCall({
    method: 'GET',
    path: P.entryOrderPartyTemplates,
    input: strict({ CompanyId: Type.Optional(id) }),
    answer: Type.Array(PartyTemplatePickSchema),
    access: A.entryOrderPickers,
  }),
  entryOrderBookings: defineCall({
    method: 'GET',
    path: P.entryOrderBookings,
    input: strict({ CompanyId: Type.Optional(id), Q: Type.Optional(text(60)) }),
    answer: Type.Array(BookingPickSchema),
    access: A.entryOrderPickers,
  }),
  // files
  entryFileUpload: defineCall({ method: 'POST', path: P.entryFileUpload, input: EntryFileUploadQuery, answer: EntryFileSchema, access: A.entryFileUpload }),
  entryFileList: defineCall({
    method: 'GET',
    path: P.entryFileList,
    input: strict({ ENT_ID: id }),
    answer: Type.Array(EntryFileSchema),
    access: A.entryFileRead,
  }),
  entryFileDownload: defineCall({ method: 'GET', path: P.entryFileDownload, input: byId, answer: Type.Null(), access: A.entryFileRead }),
  // supplements
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
  // the second half
  secondHalfList: listCallOf(P.secondHalfList, SecondHalfRowSchema, A.secondHalfRead),
  secondHalfRecord: defineCall({
    method: 'POST',
    path: P.secondHalfRecord,
    input: SecondHalfRecordSchema,
    answer: SecondHalfRowSchema,
    access: A.secondHalfRecord,
  }),
  secondHalfAssign: defineCall({
    method: 'POST',
    path: P.secondHalfAssign,
    input: SecondHalfAssignSchema,
    answer: SecondHalfRowSchema,
    access: A.secondHalfAssign,
  }),
  secondHalfAgents: defineCall({
    method: 'GET',
    path: P.secondHalfAgents,
    input: strict({}),
    answer: Type.Array(CompanyPickSchema),
    access: A.secondHalfAssign,
  }),
  // the data sheet
  logisticsDataGet: defineCall({ method: 'GET', path: P.logisticsDataGet, input: DataSheetQuery, answer: DataSheetSchema, access: A.logisticsDataRead }),
  logisticsDataExport: defineCall({
    method: 'GET',
    path: P.logisticsDataExport,
    input: DataSheetExportQuery,
    answer: Type.Null(),
    access: A.logisticsDataRead,
  }),
  ...entryOrderShareCalls,
} as const;
