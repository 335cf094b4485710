import { Type, type Static } from '@sinclair/typebox';

const status = Type.Union([Type.Literal('ACTIVE'), Type.Literal('DISABLED')]);

/** A row of the carrier grid, as sent (the server serialises the page by it). */
export const CarrierRowSchema = Type.Object({
  Code: Type.String(),
  CodeKind: Type.Union([Type.Literal('SCAC'), Type.Literal('LOCAL')]),
  SmdgCode: Type.String(),
  Name: Type.String(),
  NameZh: Type.String(),
  ShortName: Type.String(),
  Aliases: Type.Array(Type.String()),
  Status: status,
  Bookings: Type.Integer(),
  Version: Type.Integer(),
});
export type CarrierRow = Static<typeof CarrierRowSchema>;

/** A row of the world-port grid. `InUse`: the bookings that name it (a port in use keeps its code). */
export const PortRowSchema = Type.Object({
  Code: Type.String(),
  NameZh: Type.String(),
  NameEn: Type.String(),
  CountryCode: Type.String(),
  CountryName: Type.String(),
  TimeZone: Type.String(),
  Functions: Type.String(),
  LaneCode: Type.String(),
  PortGroup: Type.String(),
  Aliases: Type.Array(Type.String()),
  Status: status,
  InUse: Type.Integer(),
  Version: Type.Integer(),
});
export type PortRow = Static<typeof PortRowSchema>;

/** A currency (ISO 4217): its minor-unit digits are ISO's, never typed. */
export const CurrencyRowSchema = Type.Object({
  Code: Type.String(),
  Number: Type.String(),
  Digits: Type.Integer(),
  NameZh: Type.String(),
  NameEn: Type.String(),
  Symbol: Type.String(),
  IsBase: Type.Boolean(),
  Status: status,
  /** ISO's withdrawal month ("2025-03") of a currency no longer in use (disabled), else null. */
  Withdrawn: Type.Union([Type.String(), Type.Null()]),
});
export type CurrencyRow = Static<typeof CurrencyRowSchema>;

/** An exchange rate: 1 From = Rate To, for the days ValidFrom…ValidTo (both included). `Current`: it holds today. */
export const ExchangeRateRowSchema = Type.Object({
  Id: Type.Integer(),
  FromCode: Type.String(),
  ToCode: Type.String(),
  Kind: Type.Union([Type.Literal('MONTHLY_BOOK'), Type.Literal('DAILY')]),
  Rate: Type.String(),
  ValidFrom: Type.String(),
  ValidTo: Type.String(),
  Source: Type.Union([Type.Literal('BOC'), Type.Literal('MANUAL')]),
  CreatedBy: Type.String(),
  CreatedAt: Type.String(),
  Current: Type.Boolean(),
});
export type ExchangeRateRow = Static<typeof ExchangeRateRowSchema>;

export const FEE_CATEGORIES = ['FREIGHT', 'SURCHARGE', 'ORIGIN', 'DESTINATION', 'FILING', 'SERVICE', 'LCL'] as const;
export const FEE_BASES = ['PER_CONTAINER', 'PER_BL', 'PER_SHIPMENT', 'PER_RT', 'PER_CBM', 'PER_KG', 'PERCENT'] as const;

/** A fee (charge) code: category, default calculation basis, currency and payment term (DCSA Charge). */
export const FeeCodeRowSchema = Type.Object({
  Code: Type.String(),
  NameZh: Type.String(),
  NameEn: Type.String(),
  /** One of FEE_CATEGORIES. */
  Category: Type.String(),
  /** One of FEE_BASES. */
  DefaultBasis: Type.String(),
  DefaultCurrency: Type.String(),
  DefaultPaymentTerm: Type.String(),
  Status: status,
  Version: Type.Integer(),
});
export type FeeCodeRow = Static<typeof FeeCodeRowSchema>;

/** A trade lane (航线) or sub-lane, with its destination ports. */
export const TradeLaneRowSchema = Type.Object({
  Code: Type.String(),
  NameZh: Type.String(),
  NameEn: Type.String(),
  ParentCode: Type.String(),
  PodCodes: Type.Array(Type.String()),
  SortOrder: Type.Integer(),
  Status: status,
  Version: Type.Integer(),
});
export type TradeLaneRow = Static<typeof TradeLaneRowSchema>;

/** A weekly liner service (船期维护): its rotation (arrival day from the first call) and the vessels taking the sailings in turn. */
export const ServiceRowSchema = Type.Object({
  Code: Type.String(),
  CarrierCode: Type.String(),
  ServiceCode: Type.String(),
  /** DCSA universalServiceReference ('' when none). */
  UniversalServiceReference: Type.String(),
  Name: Type.String(),
  LaneCode: Type.String(),
  Frequency: Type.String(),
  LoopDays: Type.Integer(),
  Rotation: Type.Array(Type.Object({ PortCode: Type.String(), TerminalCode: Type.Optional(Type.String()), DayOffset: Type.Integer() })),
  VesselImos: Type.Array(Type.String()),
  VesselNames: Type.Array(Type.String()),
  /** VSA partners selling space on the loop. */
  PartnerCarrierCodes: Type.Array(Type.String()),
  /** Its calls departing from now on. */
  FutureCalls: Type.Integer(),
  /** The last planned departure of its sailings ('' when none). */
  LastEtd: Type.String(),
  Status: status,
  Version: Type.Integer(),
});
export type ServiceRow = Static<typeof ServiceRowSchema>;

export const VESSEL_CALL_STATUSES = ['SCHEDULED', 'ARRIVED', 'DEPARTED', 'OMITTED', 'CANCELLED'] as const;

/** A vessel call (实时船期): planned, estimated and actual times as ISO instants ('' when none), shown in `TimeZone`. */
export const VesselCallRowSchema = Type.Object({
  Id: Type.Integer(),
  VesselName: Type.String(),
  VesselImo: Type.String(),
  CarrierCode: Type.String(),
  ServiceCode: Type.String(),
  Voyage: Type.String(),
  PortCode: Type.String(),
  PortName: Type.String(),
  /** The terminal called at (its code and Chinese name; '' when the call does not say). */
  TerminalCode: Type.String(),
  TerminalName: Type.String(),
  TimeZone: Type.String(),
  Seq: Type.Integer(),
  EtaPlanned: Type.String(),
  EtaEstimated: Type.String(),
  Ata: Type.String(),
  EtdPlanned: Type.String(),
  EtdEstimated: Type.String(),
  Atd: Type.String(),
  CutOffs: Type.Array(Type.Object({ Code: Type.String(), DateTime: Type.String() })),
  Status: Type.String(),
  /** Why the call was omitted or cancelled ('' otherwise). */
  StatusReason: Type.String(),
  Version: Type.Integer(),
});
export type VesselCallRow = Static<typeof VesselCallRowSchema>;

/** A schedule template (船期模板): weekly cut-off and sailing days, with its notation in both languages. */
export const ScheduleTemplateRowSchema = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  CarrierCode: Type.String(),
  ServiceCode: Type.String(),
  PolCode: Type.String(),
  ViaCode: Type.String(),
  CutOffWeekdays: Type.Array(Type.Integer()),
  EtdWeekdays: Type.Array(Type.Integer()),
  TransitDays: Type.Integer(),
  /** "截二开四" */
  Notation: Type.String(),
  NotationEn: Type.String(),
  Remarks: Type.String(),
  Status: status,
  Version: Type.Integer(),
});
export type ScheduleTemplateRow = Static<typeof ScheduleTemplateRowSchema>;
/** A vessel (船舶): `Calls` counts its vessel calls and `Services` the services deploying it (a vessel named by either is not deleted). */
export const VesselRowSchema = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  ImoNumber: Type.String(),
  Mmsi: Type.String(),
  CallSign: Type.String(),
  Flag: Type.String(),
  FlagName: Type.String(),
  OperatorCarrierCode: Type.String(),
  TeuCapacity: Type.Union([Type.Integer(), Type.Null()]),
  BuiltYear: Type.Union([Type.Integer(), Type.Null()]),
  /** The names it had before, most recent last. */
  FormerNames: Type.Array(Type.String()),
  Calls: Type.Integer(),
  Services: Type.Integer(),
  Status: status,
  Version: Type.Integer(),
});
export type VesselRow = Static<typeof VesselRowSchema>;

/** A ship agency (船代); `Calls`: the vessel calls naming it as their agent (it is not deleted then). */
export const ShipAgencyRowSchema = Type.Object({
  Code: Type.String(),
  NameZh: Type.String(),
  NameEn: Type.String(),
  PortCodes: Type.Array(Type.String()),
  CarrierCodes: Type.Array(Type.String()),
  EdiCode: Type.String(),
  Address: Type.String(),
  Contacts: Type.Array(Type.Object({ Name: Type.String(), Phone: Type.Optional(Type.String()), Email: Type.Optional(Type.String()) })),
  Calls: Type.Integer(),
  Status: status,
  Version: Type.Integer(),
});
export type ShipAgencyRow = Static<typeof ShipAgencyRowSchema>;

/** What a code mapping maps (commercial.md §1.1 CodeMapping), each checked against its master list. */
export const MAPPING_KINDS = ['PORT', 'CARRIER', 'CONTAINER_TYPE', 'PACKAGE', 'FEE', 'VESSEL', 'TERMINAL'] as const;
export type MappingKind = (typeof MAPPING_KINDS)[number];
/** IN: their code read as ours; OUT: ours written as theirs. */
export const MAPPING_DIRECTIONS = ['IN', 'OUT', 'BOTH'] as const;

/** A code mapping; `InternalName` names our code (the port's Chinese name, the vessel's name …) so a wrong pair shows. */
export const CodeMappingRowSchema = Type.Object({
  Id: Type.Integer(),
  Kind: Type.String(),
  System: Type.String(),
  ExternalCode: Type.String(),
  ExternalName: Type.String(),
  InternalCode: Type.String(),
  InternalName: Type.String(),
  Direction: Type.String(),
  Status: status,
  Version: Type.Integer(),
});
export type CodeMappingRow = Static<typeof CodeMappingRowSchema>;

/** A code Resolve could not map (未映射代码): how often and when last asked. */
export const UnmappedCodeRowSchema = Type.Object({
  Kind: Type.String(),
  System: Type.String(),
  ExternalCode: Type.String(),
  FirstSeen: Type.String(),
  LastSeen: Type.String(),
  SeenCount: Type.Integer(),
});
export type UnmappedCodeRow = Static<typeof UnmappedCodeRowSchema>;
