import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, strict, text } from '../schema';
import { codeMasterCalls, idMasterCalls, masterVersion } from './masterCalls';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from './module';

/**
 * Mappings and codes (commercial.md §1.1 "Mappings and codes", §1.3): booking agencies (订舱代理),
 * booking codes (约号) and B/L number series (提单代码). Their rows, saves and the series' own calls.
 */

const status = Type.Union([Type.Literal('ACTIVE'), Type.Literal('DISABLED')]);
const carrierCodes = Type.Array(text(10, 1), { maxItems: 30 });

export const BookingChannelSchema = Type.Union([Type.Literal('EMAIL'), Type.Literal('PORTAL'), Type.Literal('EDI'), Type.Literal('API')]);
export const AgencyContactSchema = strict({ Name: text(60), Phone: text(30), Email: text(100) });

/** A booking agent (订舱代理): the carriers it books with, the channel, the people to reach. */
export const bookingAgencySaveInput = strict({
  Id: Type.Optional(id),
  /** The agent's company when it is a provider on the platform. */
  CompanyId: Type.Optional(Type.Union([id, Type.Null()])),
  Name: text(100, 1),
  CarrierCodes: carrierCodes,
  Channel: BookingChannelSchema,
  Contacts: Type.Array(AgencyContactSchema, { maxItems: 20 }),
  Version: masterVersion,
});

export const BookingAgencyRowSchema = Type.Object({
  Id: Type.Integer(),
  CompanyId: Type.Union([Type.Integer(), Type.Null()]),
  /** The provider company's code and Chinese name ('' when the agent is not on the platform). */
  CompanyCode: Type.String(),
  CompanyName: Type.String(),
  Name: Type.String(),
  CarrierCodes: Type.Array(Type.String()),
  Channel: BookingChannelSchema,
  Contacts: Type.Array(Type.Object({ Name: Type.String(), Phone: Type.String(), Email: Type.String() })),
  Status: status,
  Version: Type.Integer(),
});
export type BookingAgencyRow = Static<typeof BookingAgencyRowSchema>;

const date = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** A booking code (订舱代码): a carrier's service contract (约号) with its validity and the customers allowed to use it. */
export const bookCodeSaveInput = strict({
  Code: text(10, 1),
  CarrierCode: text(10, 1),
  BookingAgencyId: Type.Optional(Type.Union([id, Type.Null()])),
  /** The carrier's contract number (DCSA serviceContractReference, ≤ 30 once trimmed). */
  ContractNo: text(40, 1),
  NamedAccount: Type.Optional(text(100)),
  ValidFrom: date,
  ValidTo: date,
  TradeLaneCodes: Type.Optional(Type.Array(text(10, 1), { maxItems: 30 })),
  /** The customer companies that may use it; none: every customer. */
  AllowedCompanyIds: Type.Optional(Type.Array(id, { maxItems: 200 })),
  Remarks: Type.Optional(text(500)),
  Version: masterVersion,
});

/** A booking code as listed: `State` is EXPIRED once its last day is past (derived on reading, never stored). */
export const BookCodeRowSchema = Type.Object({
  Code: Type.String(),
  CarrierCode: Type.String(),
  BookingAgencyId: Type.Union([Type.Integer(), Type.Null()]),
  BookingAgencyName: Type.String(),
  ContractNo: Type.String(),
  NamedAccount: Type.String(),
  ValidFrom: Type.String(),
  ValidTo: Type.String(),
  TradeLaneCodes: Type.Array(Type.String()),
  AllowedCompanyIds: Type.Array(Type.Integer()),
  /** The allowed companies' codes, in the order of their ids. */
  AllowedCompanyCodes: Type.Array(Type.String()),
  Remarks: Type.String(),
  Status: status,
  State: Type.Union([Type.Literal('ACTIVE'), Type.Literal('DISABLED'), Type.Literal('EXPIRED')]),
  Version: Type.Integer(),
});
export type BookCodeRow = Static<typeof BookCodeRowSchema>;

const billKind = Type.Union([Type.Literal('HBL'), Type.Literal('MBL_HINT')]);
const billReset = Type.Union([Type.Literal('NEVER'), Type.Literal('YEARLY'), Type.Literal('MONTHLY')]);

/**
 * A B/L number series (提单代码): the owner's house B/L numbers (HBL) or a carrier's master B/L shape
 * (MBL_HINT). Pattern tokens: {PREFIX} {YYYY} {YY} {MM} {SEQn} (src/domain/refdata/billNumbers.ts);
 * a number is at most 20 characters. NextSeq is the counter the next number takes, as of today.
 */
export const billCodeSeriesSaveInput = strict({
  Id: Type.Optional(id),
  OwnerCompanyId: id,
  Kind: billKind,
  CarrierCode: Type.Optional(text(10)),
  Prefix: Type.Optional(text(10)),
  Pattern: text(60, 1),
  NextSeq: Type.Integer({ minimum: 1, maximum: 999_999_999 }),
  Reset: billReset,
  Version: masterVersion,
});

export const BillCodeSeriesRowSchema = Type.Object({
  Id: Type.Integer(),
  OwnerCompanyId: Type.Integer(),
  OwnerCompanyCode: Type.String(),
  OwnerCompanyName: Type.String(),
  Kind: billKind,
  CarrierCode: Type.String(),
  Prefix: Type.String(),
  Pattern: Type.String(),
  NextSeq: Type.Integer(),
  Reset: billReset,
  /** The year or month the counter belongs to ('' when it never resets). */
  Period: Type.String(),
  /** Numbers handed out, and the last of them ('' when none). */
  Issued: Type.Integer(),
  LastNumber: Type.String(),
  Status: status,
  Version: Type.Integer(),
});
export type BillCodeSeriesRow = Static<typeof BillCodeSeriesRowSchema>;

/** A series' own calls: hand out its next number (the edit button), or show it without using it. */
export const billSeriesCalls = {
  next: defineCall({
    method: 'POST',
    path: P.billCodeSeriesNext,
    input: strict({ SeriesId: id }),
    answer: Type.Object({ Number: Type.String() }),
    access: A.billCodeSeriesEdit,
  }),
  preview: defineCall({
    method: 'GET',
    path: P.billCodeSeriesPreview,
    input: strict({ Id: id }),
    answer: Type.Object({ Number: Type.String(), Seq: Type.Integer() }),
    access: A.billCodeSeriesRead,
  }),
} as const;

export const codeCalls = {
  billCodeSeries: idMasterCalls(
    { save: P.billCodeSeriesSave, setStatus: P.billCodeSeriesSetStatus, delete: P.billCodeSeriesDelete },
    A.billCodeSeriesEdit,
    billCodeSeriesSaveInput,
  ),
  bookCode: codeMasterCalls({ save: P.bookCodeSave, setStatus: P.bookCodeSetStatus, delete: P.bookCodeDelete }, A.bookCodeEdit, bookCodeSaveInput),
  bookingAgency: idMasterCalls(
    { save: P.bookingAgencySave, setStatus: P.bookingAgencySetStatus, delete: P.bookingAgencyDelete },
    A.bookingAgencyEdit,
    bookingAgencySaveInput,
  ),
} as const;
