import { Type, type Static } from '@sinclair/typebox';
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

export const codeCalls = {
  bookCode: codeMasterCalls({ save: P.bookCodeSave, setStatus: P.bookCodeSetStatus, delete: P.bookCodeDelete }, A.bookCodeEdit, bookCodeSaveInput),
  bookingAgency: idMasterCalls(
    { save: P.bookingAgencySave, setStatus: P.bookingAgencySetStatus, delete: P.bookingAgencyDelete },
    A.bookingAgencyEdit,
    bookingAgencySaveInput,
  ),
} as const;
