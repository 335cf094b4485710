import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, strict, text } from '../schema';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from './module';
import { codeMasterCalls, idMasterCalls, masterVersion } from './masterCalls';
import { MAPPING_DIRECTIONS, MAPPING_KINDS } from './listItems';

/**
 * The reference-data calls (commercial.md §1.3), defined once: the server's routes
 * (server/modules/refdata) and the screens are typed from these. The lists are the list kit's.
 * Codes arrive as people type them and are trimmed and put in capitals by the server (R1.1).
 */

const aliases = Type.Array(text(40, 1), { maxItems: 20 });
const version = masterVersion;

export const carrierSaveInput = strict({
  Code: text(10, 1),
  CodeKind: Type.Union([Type.Literal('SCAC'), Type.Literal('LOCAL')]),
  SmdgCode: Type.Optional(text(10)),
  Name: text(100, 1),
  NameZh: text(60, 1),
  ShortName: Type.Optional(text(30)),
  Aliases: Type.Optional(aliases),
  Version: version,
});

export const portSaveInput = strict({
  Code: text(10, 1),
  NameZh: text(60, 1),
  NameEn: text(100, 1),
  CountryCode: text(2, 2),
  TimeZone: Type.Optional(text(60)),
  Functions: Type.Optional(text(8)),
  LaneCode: Type.Optional(text(10)),
  PortGroup: Type.Optional(text(20)),
  Aliases: Type.Optional(aliases),
  Version: version,
});

export const feeCodeSaveInput = strict({
  Code: text(10, 1),
  NameZh: text(60, 1),
  NameEn: text(100, 1),
  Category: text(20, 1),
  DefaultBasis: text(20, 1),
  DefaultCurrency: Type.Optional(text(3)),
  DefaultPaymentTerm: Type.Optional(text(3)),
  Version: version,
});

export const tradeLaneSaveInput = strict({
  Code: text(10, 1),
  NameZh: text(60, 1),
  NameEn: text(100, 1),
  ParentCode: Type.Optional(text(10)),
  PodCodes: Type.Optional(Type.Array(text(10, 1), { maxItems: 200 })),
  SortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
  Version: version,
});

/**
 * A vessel (DCSA `Vessel`): the IMO number is the ship and never changes (a renamed vessel keeps it);
 * MMSI and call sign change with the flag. `Id` names the vessel an edit changes.
 */
export const vesselSaveInput = strict({
  Id: Type.Optional(id),
  Name: text(60, 1),
  ImoNumber: text(20, 1),
  Mmsi: Type.Optional(text(12)),
  CallSign: Type.Optional(text(12)),
  Flag: Type.Optional(text(2)),
  OperatorCarrierCode: Type.Optional(text(10)),
  TeuCapacity: Type.Optional(Type.Integer({ minimum: 0, maximum: 30000 })),
  BuiltYear: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2100 })),
  Version: version,
});

/** A ship agency (船代): the ports and carriers it serves, its manifest EDI code and its contacts. */
export const shipAgencySaveInput = strict({
  Code: text(10, 1),
  NameZh: text(60, 1),
  NameEn: text(100, 1),
  PortCodes: Type.Optional(Type.Array(text(10, 1), { maxItems: 50 })),
  CarrierCodes: Type.Optional(Type.Array(text(10, 1), { maxItems: 50 })),
  EdiCode: Type.Optional(text(20)),
  Address: Type.Optional(text(200)),
  Contacts: Type.Optional(Type.Array(strict({ Name: text(40, 1), Phone: Type.Optional(text(30)), Email: Type.Optional(text(80)) }), { maxItems: 20 })),
  Version: version,
});

const mappingKind = Type.Union(MAPPING_KINDS.map((k) => Type.Literal(k)));
/** An outside system's name: INTTRA, CUSTOMS_CN, DCSA_REF, CARRIER:COSU, THIRD_PARTY:<company code> (capitals after trimming). */
const mappingSystem = Type.String({ minLength: 2, maxLength: 42, pattern: '^\\s*[A-Za-z0-9_]{2,20}(:[A-Za-z0-9_-]{1,20})?\\s*$' });

/** A code mapping (基础数据映射): an outside system's code for one of our master codes. */
export const codeMappingSaveInput = strict({
  Id: Type.Optional(id),
  Kind: mappingKind,
  System: mappingSystem,
  ExternalCode: text(40, 1),
  ExternalName: Type.Optional(text(100)),
  InternalCode: text(20, 1),
  Direction: Type.Optional(Type.Union(MAPPING_DIRECTIONS.map((d) => Type.Literal(d)))),
  Version: version,
});

/**
 * Our codes for an outside system's (commercial.md §1.3): each code trimmed and in capitals, once, in
 * the order asked; an unmapped one answers without InternalCode and is noted for the mapping screen.
 * For platform staff (the importers of rates, bookings and schedules).
 */
export const codeMappingResolve = {
  path: P.codeMappingResolve,
  input: strict({ Kind: mappingKind, System: mappingSystem, Codes: Type.Array(text(40), { minItems: 1, maxItems: 500 }) }),
  answer: Type.Array(Type.Object({ ExternalCode: Type.String(), InternalCode: Type.Optional(Type.String()) })),
} as const;

/** One place a picker offers (ranked: src/domain/refdata/suggest.ts). */
export const PlaceSuggestionSchema = Type.Object({
  Code: Type.String(),
  NameZh: Type.String(),
  NameEn: Type.String(),
  CountryCode: Type.String(),
  /** The country in Chinese: shown beside a Chinese name two places share (奥克兰 · 新西兰). */
  CountryName: Type.String(),
  /** The port group that brought this place (深圳 offers 盐田 …): its code and Chinese name. */
  Group: Type.Optional(Type.String()),
  GroupName: Type.Optional(Type.String()),
  /** Another offered place has the same Chinese name: show the country. */
  Ambiguous: Type.Boolean(),
});
export const CarrierSuggestionSchema = Type.Object({ Code: Type.String(), NameZh: Type.String(), NameEn: Type.String() });

const date = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const rateKind = Type.Union([Type.Literal('MONTHLY_BOOK'), Type.Literal('DAILY')]);
export const exchangeRateSaveInput = strict({
  FromCode: text(3, 3),
  ToCode: text(3, 3),
  Kind: rateKind,
  /** As text: a decimal is never rounded on its way (numeric(18,6)). */
  Rate: text(20, 1),
  ValidFrom: date,
  ValidTo: date,
  Source: Type.Union([Type.Literal('BOC'), Type.Literal('MANUAL')]),
});
export const exchangeRateAnswer = Type.Object({
  Rate: Type.String(),
  ValidFrom: Type.String(),
  ValidTo: Type.String(),
  Source: Type.String(),
  Kind: Type.String(),
});

/**
 * Generate a service's weekly sailings (commercial.md §1.3): `Weeks` round voyages from the Monday on
 * or after `FromDate`; the calls already there are kept. `ServiceCode` is the service's key
 * (COSU-AEU1) or the carrier's service code (AEU1, with `CarrierCode` where two carriers share it).
 */
export const serviceGenerateInput = strict({
  ServiceCode: text(24, 1),
  CarrierCode: Type.Optional(text(10)),
  FromDate: date,
  Weeks: Type.Integer({ minimum: 1, maximum: 26 }),
});

/** A time of a call with its DCSA classifier: ACT (actual) over EST (estimated) over PLN (planned). */
export const ClassifiedTimeSchema = Type.Object({
  Port: Type.String(),
  PortName: Type.String(),
  /** The terminal (DCSA facility: its SMDG code and Chinese name), '' when the call does not say. */
  Terminal: Type.String(),
  TerminalName: Type.String(),
  /** The port's IANA time zone: show the time in it. */
  TimeZone: Type.String(),
  DateTime: Type.String(),
  Classifier: Type.Union([Type.Literal('PLN'), Type.Literal('EST'), Type.Literal('ACT')]),
});

/** One vessel's part of a route: from its call at one port to its call at a later one (same vessel and voyage). */
export const RouteLegSchema = Type.Object({
  Carrier: Type.String(),
  Service: Type.String(),
  Vessel: Type.String(),
  VesselImo: Type.String(),
  Voyage: Type.String(),
  Departure: Type.Object({ ...ClassifiedTimeSchema.properties, Etd: Type.String() }),
  Arrival: Type.Object({ ...ClassifiedTimeSchema.properties, Eta: Type.String() }),
});

/**
 * One route from the place of receipt's port to the place of delivery's: a direct sailing (one leg)
 * or, when asked for, a sailing to a hub and another vessel on (two legs). The top-level vessel is
 * the first leg's, the arrival the last leg's.
 */
export const PointToPointRouteSchema = Type.Object({
  Carrier: Type.String(),
  Service: Type.String(),
  Vessel: Type.String(),
  VesselImo: Type.String(),
  Voyage: Type.String(),
  Departure: Type.Object({ ...ClassifiedTimeSchema.properties, Etd: Type.String() }),
  Arrival: Type.Object({ ...ClassifiedTimeSchema.properties, Eta: Type.String() }),
  /** Whole days from departure to arrival. */
  TransitDays: Type.Integer(),
  /** The cut-offs at the port of departure (DCSA codes, §6.5), each before its ETD. */
  CutOffTimes: Type.Array(Type.Object({ Code: Type.String(), DateTime: Type.String() })),
  /** How many times the box changes vessel (0: direct). */
  Transhipments: Type.Integer(),
  Legs: Type.Array(RouteLegSchema),
});
export type PointToPointRoute = Static<typeof PointToPointRouteSchema>;
export type RouteLeg = Static<typeof RouteLegSchema>;

/**
 * The point-to-point schedule search (DCSA Commercial Schedules `/point-to-point-routes`), open to
 * visitors and limited per address. Places are UN/LOCODEs; departures between the two dates (the
 * port's calendar days; today and four weeks on when not given, at most 92 days). `MaxTranshipment`
 * 0 (the default) answers direct sailings; 1 or more adds routes with one transhipment at a port both
 * vessels call (routes changing vessel twice or more are not searched: 2 and 3 answer as 1). A
 * transhipment stays with the first vessel's carrier, or a carrier of its alliance, unless
 * `MixCarriers` asks for any carrier at the hub (a shipper books one carrier's B/L end to end).
 */
export const pointToPointCall = {
  path: P.schedulePointToPoint,
  input: strict({
    PlaceOfReceipt: text(5, 5),
    PlaceOfDelivery: text(5, 5),
    DepartureStartDate: Type.Optional(date),
    DepartureEndDate: Type.Optional(date),
    MaxTranshipment: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
    CarrierCode: Type.Optional(text(10)),
    MixCarriers: Type.Optional(Type.Boolean()),
  }),
  answer: Type.Array(PointToPointRouteSchema),
} as const;

const query = { Q: text(60), Limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })) };

export const refdataCalls = {
  carrier: codeMasterCalls({ save: P.carrierSave, setStatus: P.carrierSetStatus, delete: P.carrierDelete }, A.carrierEdit, carrierSaveInput),
  port: codeMasterCalls({ save: P.portSave, setStatus: P.portSetStatus, delete: P.portDelete }, A.portEdit, portSaveInput),
  feeCode: codeMasterCalls({ save: P.feeCodeSave, setStatus: P.feeCodeSetStatus, delete: P.feeCodeDelete }, A.feeCodeEdit, feeCodeSaveInput),
  tradeLane: codeMasterCalls({ save: P.tradeLaneSave, setStatus: P.tradeLaneSetStatus, delete: P.tradeLaneDelete }, A.tradeLaneEdit, tradeLaneSaveInput),
  vessel: idMasterCalls({ save: P.vesselSave, setStatus: P.vesselSetStatus, delete: P.vesselDelete }, A.vesselEdit, vesselSaveInput),
  shipAgency: codeMasterCalls({ save: P.shipAgencySave, setStatus: P.shipAgencySetStatus, delete: P.shipAgencyDelete }, A.shipAgencyEdit, shipAgencySaveInput),
  codeMapping: idMasterCalls(
    { save: P.codeMappingSave, setStatus: P.codeMappingSetStatus, delete: P.codeMappingDelete },
    A.codeMappingEdit,
    codeMappingSaveInput,
  ),
  serviceGenerate: defineCall({
    method: 'POST',
    path: P.serviceGenerate,
    input: serviceGenerateInput,
    answer: Type.Object({ Created: Type.Integer(), Skipped: Type.Integer() }),
    access: A.serviceGenerate,
  }),
  exchangeRateSave: defineCall({
    method: 'POST',
    path: P.exchangeRateSave,
    input: exchangeRateSaveInput,
    answer: Type.Object({ Id: Type.Integer() }),
    access: A.exchangeRateEdit,
  }),
} as const;

/** The rate valid on a day (R1.4), for any employee (quotes and bills convert with it): 400 NO_RATE when none holds. */
export const exchangeRateCurrent = {
  path: P.exchangeRateCurrent,
  input: strict({ From: text(3, 3), To: Type.Optional(text(3, 3)), On: Type.Optional(date), Kind: Type.Optional(rateKind) }),
  answer: exchangeRateAnswer,
} as const;

/**
 * The currencies in use (enabled), with their ISO 4217 digits, for any employee: the one currency
 * picker of every screen that prices or bills (issue 45: the invoice screen offered three by hand
 * while the server takes every enabled one). The base currency first, then by code.
 */
export const currencyInUse = {
  method: 'GET',
  path: P.currencyInUse,
  input: strict({}),
  answer: Type.Array(Type.Object({ Code: Type.String(), Digits: Type.Integer(), NameZh: Type.String(), NameEn: Type.String(), IsBase: Type.Boolean() })),
} as const;

/** The pickers' calls: open to visitors (no access row), rate-limited per address. */
export const suggestCalls = {
  port: {
    path: P.portSuggest,
    input: strict({ ...query, Kind: Type.Optional(Type.Union([Type.Literal('SEAPORT'), Type.Literal('ANY')])) }),
    answer: Type.Array(PlaceSuggestionSchema),
  },
  carrier: { path: P.carrierSuggest, input: strict(query), answer: Type.Array(CarrierSuggestionSchema) },
} as const;
