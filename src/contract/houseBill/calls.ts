import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, listCallOf, strict, text, textOf } from '../schema';
import { HOUSE_BILL_ACCESS as A, HOUSE_BILL_PATHS as P } from './module';

/**
 * House and master bills on the wire (operations.md §10.2, §10.4): field names are the table's, upper
 * case (HBL_NO …). Parties, goods, containers and places are the SI's, answered with the bill and
 * never taken from it (hbl.si). Dates are calendar days (YYYY-MM-DD).
 */
export const HBL_TYPES = ['BOL', 'SWB'] as const;
export const RELEASE_TYPES = ['ORIGINAL', 'TELEX RELEASE', 'SEAWAY BILL'] as const;
export const PRINT_COPIES = ['ORIGINAL', 'COPY', 'DRAFT'] as const;
export type PrintCopy = (typeof PRINT_COPIES)[number];
const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
const cgoId = text(60, 1);
const version = Type.Integer({ minimum: 1 });
const Problem = Type.Object({ Code: Type.String(), Words: Type.Object({ zh: Type.String(), en: Type.String() }) });

/** What the clerk types on an HBL (everything else is the SI's). */
const hblOwn = {
  HBL_TYPE: textOf(HBL_TYPES),
  HBL_RELEASE_TYPE: textOf(RELEASE_TYPES),
  HBL_ORIGINALS: Type.Integer({ minimum: 0, maximum: 3 }),
  HBL_TO_ORDER: Type.Boolean(),
  HBL_ALSO_NOTIFY: text(200),
  HBL_AGENT: text(200),
  HBL_PRE_CARRIAGE: text(35),
  HBL_FREIGHT_TERM: textOf(['PREPAID', 'COLLECT'] as const),
  HBL_FREIGHT_PAYABLE_AT: text(35),
  HBL_COPIES: Type.Integer({ minimum: 0, maximum: 10 }),
  HBL_RECEIPT_TYPE: textOf(['CY', 'CFS', 'SD'] as const),
  HBL_DELIVERY_TYPE: textOf(['CY', 'CFS', 'SD'] as const),
  HBL_MOVEMENT: text(20),
  HBL_CLAUSES: text(400),
};

export const HblContainerSchema = Type.Object({
  CNNO: Type.String(),
  SEALNO: Type.String(),
  TYPE: Type.String(),
  PKGS: Type.Number(),
  KG: Type.Number(),
  CBM: Type.Number(),
});

/** One HBL as the list and the page show it. */
export const HblRowSchema = Type.Object({
  Id: Type.Integer(),
  HBL_NO: Type.String(),
  HBL_SI_ID: Type.Integer(),
  HBL_CGO_ID: Type.String(),
  HBL_MBL_ID: Type.Union([Type.Integer(), Type.Null()]),
  HBL_TYPE: Type.String(),
  HBL_RELEASE_TYPE: Type.String(),
  HBL_ORIGINALS: Type.Integer(),
  HBL_STATUS: Type.Integer(),
  HBL_AMENDMENT: Type.Integer(),
  Customer: Type.String(),
  Shipper: Type.String(),
  Consignee: Type.String(),
  Vessel: Type.String(),
  Voyage: Type.String(),
  HBL_ISSUE_DATE: Type.Union([Type.String(), Type.Null()]),
  VERSION: Type.Integer(),
  UpdatedAt: Type.String(),
});
export type HblRow = Static<typeof HblRowSchema>;

/** The whole HBL: its own fields, the SI's (as the bill prints them), the prerequisites of issue, its shares. */
export const HblSchema = Type.Object({
  ...HblRowSchema.properties,
  HBL_TO_ORDER: Type.Boolean(),
  HBL_ALSO_NOTIFY: Type.String(),
  HBL_AGENT: Type.String(),
  HBL_PRE_CARRIAGE: Type.String(),
  HBL_FREIGHT_TERM: Type.String(),
  HBL_FREIGHT_PAYABLE_AT: Type.String(),
  HBL_COPIES: Type.Integer(),
  HBL_RECEIPT_TYPE: Type.String(),
  HBL_DELIVERY_TYPE: Type.String(),
  HBL_MOVEMENT: Type.String(),
  HBL_CLAUSES: Type.String(),
  HBL_PLACE_OF_ISSUE: Type.String(),
  HBL_ON_BOARD_DATE: Type.Union([Type.String(), Type.Null()]),
  HBL_APPROVED_VIA: Type.String(),
  HBL_APPROVAL_NOTE: Type.String(),
  HBL_DRAFT_COMMENT: Type.String(),
  HBL_VOID_REASON: Type.String(),
  HBL_ORIGINALS_OUT: Type.Boolean(),
  HBL_PRINTS: Type.Integer(),
  SiStatus: Type.Integer(),
  Notify: Type.String(),
  ReceiptPlace: Type.String(),
  LoadingPlace: Type.String(),
  DischargePlace: Type.String(),
  DeliveryPlace: Type.String(),
  Marks: Type.String(),
  Goods: Type.String(),
  Packages: Type.Number(),
  PackageUnit: Type.String(),
  /** The packages by kind (the SI's goods lines): the B/L states mixed kinds as a total and each kind's count. */
  PackageCounts: Type.Optional(Type.Array(Type.Object({ Kind: Type.String(), Count: Type.Number() }))),
  Kg: Type.Number(),
  Cbm: Type.Number(),
  Containers: Type.Array(HblContainerSchema),
  /** hbl.issue and hbl.toorder as they stand now: empty when it may be issued (state 3). */
  Prerequisites: Type.Array(Problem),
  Versions: Type.Array(Type.Object({ Amendment: Type.Integer(), ReplacedAt: Type.String() })),
});
export type Hbl = Static<typeof HblSchema>;

/** An approved SI without a live HBL: what the clerk makes one from. */
export const HblToMakeSchema = Type.Object({
  SiId: Type.Integer(),
  CGO_ID: Type.String(),
  BlNo: Type.String(),
  Customer: Type.String(),
  Consignee: Type.String(),
  Vessel: Type.String(),
  Voyage: Type.String(),
  ApprovedAt: Type.Union([Type.String(), Type.Null()]),
});

export const BillLogSchema = Type.Object({
  // Detail: the event's figures as written (src/contract/houseBill/events.ts puts them in words)
  Events: Type.Array(
    Type.Object({
      At: Type.String(),
      ActorKind: Type.String(),
      ActorName: Type.String(),
      Type: Type.String(),
      Detail: Type.Record(Type.String(), Type.Unknown()),
    }),
  ),
});

const Decision = { Approve: Type.Boolean(), Comment: Type.Optional(text(500)) };

export const hblCalls = {
  list: listCallOf(P.hblList, HblRowSchema, A.hblRead),
  toMake: defineCall({
    method: 'GET',
    path: P.hblToMake,
    input: strict({ Search: Type.Optional(text(60)) }),
    answer: Type.Array(HblToMakeSchema),
    access: A.hblRead,
  }),
  get: defineCall({ method: 'GET', path: P.hblGet, input: strict({ Id: id }), answer: HblSchema, access: A.hblRead }),
  log: defineCall({ method: 'GET', path: P.hblLog, input: strict({ Id: id }), answer: BillLogSchema, access: A.hblRead }),
  print: defineCall({ method: 'GET', path: P.hblPrint, input: strict({ Id: id, Copy: textOf(PRINT_COPIES) }), answer: Type.Null(), access: A.hblPrint }),
  createFromSi: defineCall({
    method: 'POST',
    path: P.hblCreateFromSi,
    input: strict({ SiId: id, HBL_TYPE: hblOwn.HBL_TYPE, HBL_RELEASE_TYPE: hblOwn.HBL_RELEASE_TYPE, HBL_ORIGINALS: hblOwn.HBL_ORIGINALS }),
    answer: Type.Object({ Id: Type.Integer(), HBL_NO: Type.String() }),
    access: A.hblCreate,
  }),
  save: defineCall({
    method: 'POST',
    path: P.hblSave,
    input: strict({ Id: id, VERSION: version, ...Type.Partial(strict(hblOwn)).properties }),
    answer: Type.Object({ Id: Type.Integer(), VERSION: Type.Integer(), Problems: Type.Array(Problem) }),
    access: A.hblSave,
  }),
  sendDraft: defineCall({
    method: 'POST',
    path: P.hblSendDraft,
    input: strict({ Id: id, VERSION: version, Channel: textOf(['WORKBENCH', 'SHARE', 'EMAIL'] as const), To: Type.Optional(text(200)) }),
    answer: Type.Object({ Url: Type.Optional(Type.String()), VERSION: Type.Integer() }),
    access: A.hblSendDraft,
  }),
  revokeDraftShare: defineCall({
    method: 'POST',
    path: P.hblRevokeDraftShare,
    input: strict({ Id: id }),
    answer: Type.Object({ Id: Type.Integer(), Revoked: Type.Integer() }),
    access: A.hblSendDraft,
  }),
  decideDraft: defineCall({
    method: 'POST',
    path: P.hblDecideDraft,
    input: strict({ Id: id, VERSION: version, ...Decision, Note: Type.Optional(text(500)) }),
    answer: Type.Object({ Id: Type.Integer(), HBL_STATUS: Type.Integer(), VERSION: Type.Integer() }),
    access: A.hblDecide,
  }),
  issue: defineCall({
    method: 'POST',
    path: P.hblIssue,
    input: strict({ Id: id, VERSION: version, HBL_ISSUE_DATE: day, HBL_ON_BOARD_DATE: day, HBL_PLACE_OF_ISSUE: text(35) }),
    answer: Type.Object({ Id: Type.Integer(), HBL_STATUS: Type.Integer(), VERSION: Type.Integer() }),
    access: A.hblIssue,
  }),
  amend: defineCall({
    method: 'POST',
    path: P.hblAmend,
    input: strict({ Id: id, VERSION: version, Reason: text(200, 1) }),
    answer: Type.Object({ Id: Type.Integer(), HBL_STATUS: Type.Integer(), VERSION: Type.Integer() }),
    access: A.hblIssue,
  }),
  void: defineCall({
    method: 'POST',
    path: P.hblVoid,
    input: strict({ Id: id, VERSION: version, Reason: text(200, 1) }),
    answer: Type.Object({ Id: Type.Integer(), HBL_STATUS: Type.Integer(), VERSION: Type.Integer() }),
    access: A.hblVoid,
  }),
  ofSi: defineCall({ method: 'GET', path: P.hblOfSi, input: strict({ SiId: id }), answer: Type.Union([HblSchema, Type.Null()]), access: A.hblOfSi }),
} as const;

const token = Type.String({ maxLength: 64 });
/** The share link's calls: open to whoever holds the token (no access row), limited per address. */
export const hblShareReadCall = { method: 'GET', path: P.hblShareRead, input: strict({ t: token }), answer: HblSchema } as const;
export const hblSharePdfCall = { method: 'GET', path: P.hblSharePdf, input: strict({ t: token }), answer: Type.Null() } as const;
export const hblShareDecideCall = {
  method: 'POST',
  path: P.hblShareDecide,
  input: strict({ t: token, ...Decision }),
  answer: Type.Object({ Id: Type.Integer(), HBL_STATUS: Type.Integer() }),
} as const;

/** One master-bill container: its totals as the master carries them. */
const MblContainerIn = strict({
  CNNO: text(20, 1),
  SEALNO: text(60),
  TYPE: text(20),
  PKGS: Type.Integer({ minimum: 0 }),
  KG: Type.Number({ minimum: 0 }),
  CBM: Type.Number({ minimum: 0 }),
});

export const MblRowSchema = Type.Object({
  Id: Type.Integer(),
  MBL_NO: Type.String(),
  MBL_CGO_IDS: Type.Array(Type.String()),
  MBL_DIRECT: Type.Boolean(),
  MBL_CARRIER: Type.String(),
  MBL_VESSEL: Type.String(),
  MBL_VOYAGE: Type.String(),
  MBL_STATUS: Type.Integer(),
  Houses: Type.Integer(),
  VERSION: Type.Integer(),
});
export type MblRow = Static<typeof MblRowSchema>;

export const MblSchema = Type.Object({
  ...MblRowSchema.properties,
  MBL_SHIPPER: Type.String(),
  MBL_CONSIGNEE: Type.String(),
  MBL_NOTIFY: Type.String(),
  MBL_FREIGHT_TERM: Type.String(),
  MBL_RELEASE_TYPE: Type.String(),
  MBL_ON_BOARD_DATE: Type.Union([Type.String(), Type.Null()]),
  MBL_ISSUE_DATE: Type.Union([Type.String(), Type.Null()]),
  MBL_ERROR: Type.String(),
  MBL_EXTERNAL_REF: Type.String(),
  MBL_SIMULATED: Type.Boolean(),
  MBL_VOID_REASON: Type.String(),
  Containers: Type.Array(HblContainerSchema),
  HouseBills: Type.Array(Type.Object({ Id: Type.Integer(), HBL_NO: Type.String(), SiId: Type.Integer(), CGO_ID: Type.String(), HBL_STATUS: Type.Integer() })),
  Consolidation: Type.Array(
    Type.Object({
      CNNO: Type.String(),
      Houses: Type.Object({ PKGS: Type.Number(), KG: Type.Number(), CBM: Type.Number() }),
      Master: Type.Object({ PKGS: Type.Number(), KG: Type.Number(), CBM: Type.Number() }),
      Equal: Type.Boolean(),
    }),
  ),
  Problems: Type.Array(Problem),
  CarrierDraft: Type.Union([Type.Record(Type.String(), Type.Any()), Type.Null()]),
  Differences: Type.Array(Type.Object({ Field: Type.String(), Ours: Type.String(), Carrier: Type.String() })),
});
export type Mbl = Static<typeof MblSchema>;

const mblAct = <I extends TProperties>(path: string, input: I, access = A.mblEdit) =>
  defineCall({
    method: 'POST',
    path,
    input: strict({ Id: id, VERSION: version, ...input }),
    answer: Type.Object({ Id: Type.Integer(), MBL_STATUS: Type.Integer(), VERSION: Type.Integer() }),
    access,
  });

export const mblCalls = {
  list: listCallOf(P.mblList, MblRowSchema, A.mblRead),
  get: defineCall({ method: 'GET', path: P.mblGet, input: strict({ Id: id }), answer: MblSchema, access: A.mblRead }),
  log: defineCall({ method: 'GET', path: P.mblLog, input: strict({ Id: id }), answer: BillLogSchema, access: A.mblRead }),
  create: defineCall({
    method: 'POST',
    path: P.mblCreate,
    input: strict({ CGO_IDs: Type.Array(cgoId, { minItems: 1, maxItems: 20 }), Direct: Type.Boolean() }),
    answer: Type.Object({ Id: Type.Integer() }),
    access: A.mblEdit,
  }),
  save: mblAct(P.mblSave, {
    MBL_NO: Type.Optional(text(20)),
    MBL_SHIPPER: Type.Optional(text(400)),
    MBL_CONSIGNEE: Type.Optional(text(400)),
    MBL_NOTIFY: Type.Optional(text(400)),
    MBL_FREIGHT_TERM: Type.Optional(textOf(['PREPAID', 'COLLECT'] as const)),
    MBL_RELEASE_TYPE: Type.Optional(textOf(RELEASE_TYPES)),
    Containers: Type.Optional(Type.Array(MblContainerIn, { maxItems: 200 })),
  }),
  submitToCarrier: mblAct(P.mblSubmitToCarrier, {}, A.mblSend),
  recordCarrierDraft: mblAct(P.mblRecordCarrierDraft, {
    Draft: strict({
      MBL_NO: text(20),
      Shipper: text(400),
      Consignee: text(400),
      Notify: text(400),
      Vessel: text(60),
      Voyage: text(20),
      Containers: Type.Array(MblContainerIn, { maxItems: 200 }),
    }),
  }),
  confirm: mblAct(P.mblConfirm, {}),
  recordIssue: mblAct(P.mblRecordIssue, { MBL_NO: text(20, 1), MBL_ON_BOARD_DATE: day, MBL_ISSUE_DATE: day }),
  void: mblAct(P.mblVoid, { Reason: text(200, 1) }, A.mblVoid),
} as const;
