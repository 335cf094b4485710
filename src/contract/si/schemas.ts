import { Type, type TOptional, type TString } from '@sinclair/typebox';
import { draftObject, id, intOf, nullable, strict, text } from '../schema';

/**
 * The shipping-instruction wire (spec §3), named exactly as the spec names the fields: each shape
 * once, as a TypeBox schema. The types (src/contract/si/index.ts) are `Static<…>` of these; the
 * server validates bodies and serialises answers with them.
 *
 * A record has two forms: as stored and answered (every field there: SiRecordSchema) and as a
 * draft arrives (SiRecordDraftSchema: the same fields, most of them optional, unknown ones refused).
 */

const str = () => text(2000);
const amount = Type.Number({ minimum: 0, maximum: 1e9 });
const count = (max: number) => Type.Integer({ minimum: 0, maximum: max });

const detailFields = {
  TBD_CNGOODS: str(),
  TBD_GOODS: str(),
  TBD_HSCODE: text(40),
  TBD_MARKS: str(),
  TBD_PACKAGE: text(40),
  TBD_NUM: count(1e7),
  TBD_WEIGHT: amount,
  TBD_VOLUME: amount,
};
/** Box details (TBD_). */
export const SiBoxDetailSchema = strict(detailFields);
const detailDraft = draftObject(detailFields, ['TBD_GOODS', 'TBD_HSCODE', 'TBD_NUM', 'TBD_WEIGHT', 'TBD_VOLUME']);

const boxFields = {
  TBX_TYPE: text(20),
  TBX_CNNO: text(20),
  TBX_SEALNO: text(200),
  TBX_PACKAGE: text(40),
  TBX_NUM: count(1e7),
  TBX_WEIGHT: amount,
  TBX_VOLUME: amount,
  /** An explicit, logged override: this equipment is not ISO 6346 (the number check is skipped). */
  TBX_NON_ISO: Type.Optional(Type.Boolean()),
};
/** One box: its info (TBX_) and its details. */
export const SiBoxSchema = strict({ ...boxFields, Details: Type.Array(SiBoxDetailSchema, { maxItems: 50 }) });
const boxDraft = draftObject({ ...boxFields, Details: Type.Array(detailDraft, { maxItems: 50 }) }, [
  'TBX_TYPE',
  'TBX_CNNO',
  'TBX_NUM',
  'TBX_WEIGHT',
  'TBX_VOLUME',
  'Details',
]);

/** Master bill links (TMM_). */
export const SiMasterLinkSchema = strict({ TMM_MCGO_ID: text(60), TMM_MMBL_NO: text(60) });
const masterDraft = draftObject({ TMM_MCGO_ID: text(60), TMM_MMBL_NO: text(60) }, []);

/** The record's text fields (TBI_), each up to 2000 characters. */
const recordText = {
  TBI_SHREF_NO: str(),
  TBI_GOODS_TYPE: str(),
  TBI_MBL_NO: str(),
  TBI_SIMBL_NO: str(),
  TBI_PAYMENT_METHOD: str(),
  TBI_SIGNING_METHOD: str(),
  TBI_CONSIGNOR: str(),
  TBI_CONSIGNEE: str(),
  TBI_NOTIFIER_1: str(),
  TBI_NOTIFIER_2: str(),
  TBI_NOTIFIER_3: str(),
  TBI_CARRIER: str(),
  TBI_VESSEL: str(),
  TBI_VOYAGE: str(),
  TBI_RECEIPT_PLACE: str(),
  TBI_RECEIPT_CODE: str(),
  TBI_LOADING_PLACE: str(),
  TBI_LOADING_CODE: str(),
  TBI_DISCHARGE_PLACE: str(),
  TBI_DISCHARGE_CODE: str(),
  TBI_DELIVERY_PLACE: str(),
  TBI_DELIVERY_CODE: str(),
  TBI_MARKS: str(),
  TBI_GOODS: str(),
  TBI_PACKAGE: str(),
  TBI_HSCODE: str(),
  TBI_EMAILS: str(),
  TBI_REMARKS: str(),
  TBI_SHREMARKS: str(),
  TBI_MERGEMBL_NO: str(),
  TBI_SAILINGDATE: str(),
  TBI_DEADLINE: str(),
  TBI_QUNO: str(),
  TBI_TRANSPORT_METHOD: str(),
  TBI_CGO_ID: str(),
};
/** What the server owns: sent back with a record, never taken from it. */
const serverOwned = {
  Id: Type.Optional(id),
  TBI_COMPANYCODE: Type.Optional(str()),
  TBI_NO: Type.Optional(Type.Number()),
  TBI_CREATE_ID: Type.Optional(Type.Integer()),
  TBI_REVIEWER_ID: Type.Optional(nullable(Type.Integer())),
  TBI_REVIEWER_DATE: Type.Optional(nullable(Type.String())),
  TBI_STATUS: Type.Optional(Type.Integer()),
  TBI_SOURCES: Type.Optional(Type.Integer()),
  TBI_DELETED: Type.Optional(Type.Boolean()),
};
const recordFields = {
  ...serverOwned,
  ...recordText,
  /** 1 single, 2 multiple, 3 validate-only. */
  TBI_SITYPE: intOf([1, 2, 3] as const),
  TBI_NUM: count(1e8),
};

/** The main block (TBI_) plus boxes and master links: one SI as stored and answered. */
export const SiRecordSchema = strict({
  ...recordFields,
  Boxes: Type.Array(SiBoxSchema, { maxItems: 500 }),
  Masters: Type.Array(SiMasterLinkSchema, { maxItems: 50 }),
});

const RECORD_REQUIRED = ['TBI_SITYPE', 'TBI_NUM', 'TBI_CONSIGNOR', 'TBI_CONSIGNEE', 'Boxes'] as const;
const recordDraftFields = {
  ...recordFields,
  // what GetTDBillLadingInfo answered: accepted back with the record and ignored (the server owns it)
  Version: Type.Integer({ minimum: 0 }),
  Boxes: Type.Array(boxDraft, { maxItems: 500 }),
  Masters: Type.Array(masterDraft, { maxItems: 50 }),
};
/** One SI as a draft arrives (Check, Add, Modify): unknown fields refused, types checked, most fields optional. */
export const SiRecordDraftSchema = draftObject(recordDraftFields, RECORD_REQUIRED);
/** An edit of a stored SI: a draft that names its Id. */
export const SiRecordEditSchema = draftObject(recordDraftFields, [...RECORD_REQUIRED, 'Id']);

/** A submission of drafts (Check, AddTDBillLadingInfoList). */
const submissionFields = {
  TDBLInfos: Type.Array(SiRecordDraftSchema, { minItems: 1, maxItems: 50 }),
  Num: Type.Integer({ minimum: 1, maximum: 50 }),
  CGO_ID: text(60),
  MBL_NO: text(60),
};
export const SiSubmissionSchema = draftObject(submissionFields, ['TDBLInfos', 'Num', 'CGO_ID']);
/** On behalf of a company's employee (PTAddTDBillLadingInfoList): whom the SIs are made for. */
export const SiSubmissionOnBehalfSchema = draftObject({ ...submissionFields, EmployeeId: id, COMPANYID: id, COMPANYCODE: text(40) }, [
  'TDBLInfos',
  'Num',
  'CGO_ID',
  'EmployeeId',
  'COMPANYID',
  'COMPANYCODE',
]);

/** A container on a stored, live SI of a booking: its number, type and the SI it is on. */
export const SiUsedContainerSchema = Type.Object({
  CNNO: Type.String(),
  TYPE: Type.String(),
  SiId: Type.Integer(),
  /** The SI number as shown (0 decimals). */
  SiNo: Type.String(),
});

const party = Type.Object({ Name: Type.Optional(Type.String()), Address: Type.Optional(Type.String()), Email: Type.Optional(Type.String()) });
/** A booking order's cargo facts as its customer gave them (names as on the booking form's wire, commercial.md §6.1). */
export const SiBookingFactsSchema = Type.Object({
  BookingNo: Type.String(),
  Shipper: Type.Optional(party),
  Consignee: Type.Optional(party),
  Notify: Type.Optional(party),
  Commodity: Type.Optional(Type.String()),
  HsCode: Type.Optional(Type.String()),
  Packages: Type.Optional(Type.Number()),
  PackageKind: Type.Optional(Type.String()),
  GrossKg: Type.Optional(Type.Number()),
  Cbm: Type.Optional(Type.Number()),
  /** The customer's reference (PO, invoice number; a ready-space order's number). */
  ShipperRef: Type.Optional(Type.String()),
  BlRelease: Type.Optional(Type.String()),
  FreightTerm: Type.Optional(Type.String()),
  /** Gross weight per container by class, where the booking gave one (a ready-space order does). */
  GrossKgPerUnit: Type.Optional(Type.Record(Type.String(), Type.Number())),
});

/** The booking's cargo record an SI is made from (GetDataInfo). */
export const SiSourceDataSchema = Type.Object({
  CGO_ID: Type.String(),
  MBL_NO: Type.String(),
  CompanyId: Type.Integer(),
  CompanyName: Type.String(),
  CARRIER: Type.String(),
  VESSEL: Type.String(),
  VOYAGE: Type.String(),
  RECEIPT_PLACE: Type.String(),
  RECEIPT_CODE: Type.String(),
  LOADING_PLACE: Type.String(),
  LOADING_CODE: Type.String(),
  DISCHARGE_PLACE: Type.String(),
  DISCHARGE_CODE: Type.String(),
  DELIVERY_PLACE: Type.String(),
  DELIVERY_CODE: Type.String(),
  SAILINGDATE: Type.String(),
  DEADLINE: Type.String(),
  /** The booked containers: types and counts, and the numbers once they are known. */
  Containers: Type.Array(Type.Object({ TYPE: Type.String(), COUNT: Type.Number(), CNNOS: Type.Array(Type.String()) })),
  /**
   * The booked containers already on a live SI of this booking (not deleted, not cancelled), so
   * the browser's instant check can refuse a second use as the server will (GetDataInfo fills it).
   */
  UsedContainers: Type.Optional(Type.Array(SiUsedContainerSchema)),
  /**
   * What the booking order said of its cargo (issue 32), the SI's drafts start from it (every field
   * stays editable, the check still runs); absent for a cargo record no booking order made.
   */
  Booking: Type.Optional(SiBookingFactsSchema),
});

/**
 * One failure of the check: where, and what is wrong. `Code` and `Params` are language-neutral
 * (the codes and their zh/en words: src/domain/si/messages.ts); `Message` is those words in one
 * language — the request's on the server (Accept-Language, Chinese by default).
 */
export const SiProblemSchema = Type.Object({
  Path: Type.String(),
  Code: Type.String(),
  Params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
  Message: Type.String(),
  /** Absent: an error (the SI is refused). 'warning': shown, never a refusal (e.g. implausible weights). */
  Severity: Type.Optional(Type.Literal('warning')),
});

/** An SI a submission created (AddTDBillLadingInfoList answers them as `Created`): its id and its number as people read it. */
export const SiCreatedSchema = Type.Object({ Id: Type.Integer(), TBI_NO: Type.String() });

/** Spec §3 template fields: name, parties, marks, goods, package, hscode, emails, remarks. */
export const TEMPLATE_FIELDS = [
  'TBI_CONSIGNOR',
  'TBI_CONSIGNEE',
  'TBI_NOTIFIER_1',
  'TBI_NOTIFIER_2',
  'TBI_NOTIFIER_3',
  'TBI_MARKS',
  'TBI_GOODS',
  'TBI_PACKAGE',
  'TBI_HSCODE',
  'TBI_EMAILS',
  'TBI_REMARKS',
] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];
const templateFields = Object.fromEntries(TEMPLATE_FIELDS.map((f) => [f, Type.Optional(text(2000))])) as Record<TemplateField, TOptional<TString>>;
/** A template as saved (AddOrModifyTDTemplate): an Id to change one, none to add. */
export const SiTemplateSaveSchema = strict({ Id: Type.Optional(id), TBI_TEMPLATE_NAME: text(60, 1), ...templateFields });
/** A template as answered (GetTDTemplateInfo). */
export const SiTemplateSchema = Type.Object({ Id: Type.Integer(), TBI_TEMPLATE_NAME: Type.String(), ...templateFields });
