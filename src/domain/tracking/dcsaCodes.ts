/**
 * The DCSA Track & Trace code lists the container events are stored with (operations.md §5.1).
 * Source: DCSA Event domain 3.1.0 and T&T 2.2 / 3.0.0-Beta-1 — github dcsaorg/DCSA-OpenAPI,
 * `domain/event/event_domain_v3.1.0.yaml` (query parameters `equipmentEventTypeCodes`,
 * `transportEventTypeCodes`, `shipmentEventTypeCodes`, `documentTypeCodes`, schema
 * `eventClassifierCode`) and `tnt/v2/TNT_v2.2.0.yaml` (`emptyIndicatorCode`, `facilityTypeCode`).
 * We store the four-letter codes of 2.2 / 3.0-beta; 3.0.0 spells them out, mapped on the way out.
 * The words each code is shown with are in `./words.ts`, keyed by these lists so none is missing.
 */

export const EVENT_TYPES = ['EQUIPMENT', 'TRANSPORT', 'SHIPMENT'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EQUIPMENT_EVENT_CODES = [
  'LOAD',
  'DISC',
  'GTIN',
  'GTOT',
  'STUF',
  'STRP',
  'PICK',
  'DROP',
  'AVPU',
  'AVDO',
  'INSP',
  'RSEA',
  'RMVD',
  'CUSS',
  'CUSI',
  'CUSR',
  'CROS',
] as const;
export type EquipmentEventCode = (typeof EQUIPMENT_EVENT_CODES)[number];

/** 3.0.0 adds APPROACHING (spelled out): not stored until a carrier sends it. */
export const TRANSPORT_EVENT_CODES = ['ARRI', 'DEPA'] as const;
export type TransportEventCode = (typeof TRANSPORT_EVENT_CODES)[number];

export const SHIPMENT_EVENT_CODES = [
  'RECE',
  'DRFT',
  'PENA',
  'PENU',
  'PENC',
  'CONF',
  'REJE',
  'APPR',
  'ISSU',
  'SURR',
  'SUBM',
  'VOID',
  'REQS',
  'CMPL',
  'HOLD',
  'RELS',
  'CANC',
] as const;
export type ShipmentEventCode = (typeof SHIPMENT_EVENT_CODES)[number];

export type EventCode = EquipmentEventCode | TransportEventCode | ShipmentEventCode;

/** The codes each event type may carry (CMPL and CANC are shipment codes here, not operations ones). */
export const EVENT_CODES_BY_TYPE: Readonly<Record<EventType, readonly EventCode[]>> = {
  EQUIPMENT: EQUIPMENT_EVENT_CODES,
  TRANSPORT: TRANSPORT_EVENT_CODES,
  SHIPMENT: SHIPMENT_EVENT_CODES,
};

/**
 * DCSA knows ACT, PLN, EST and REQ; `tracking_events.EVT_CLASSIFIER` (§5.1) stores ACT, EST, PLN
 * only — a "requested" time is a booking matter, not a fact about the box. Every event type takes
 * the three: 3.x's shipment events are ACT, but 2.2's may be planned or estimated (a B/L to be issued).
 */
export const CLASSIFIER_CODES = ['ACT', 'EST', 'PLN', 'REQ'] as const;
export type ClassifierCode = (typeof CLASSIFIER_CODES)[number];
export const STORED_CLASSIFIERS: readonly ClassifierCode[] = ['ACT', 'EST', 'PLN'];

export const EMPTY_INDICATOR_CODES = ['EMPTY', 'LADEN'] as const;
export type EmptyIndicatorCode = (typeof EMPTY_INDICATOR_CODES)[number];

/**
 * 3.1.0's list (BORD, WAYP) with 2.2's `facilityTypeCodeTRN` (BOCR border crossing, COYA the
 * deprecated container yard): a carrier still on 2.2 sends those, and an event is stored as sent.
 */
export const FACILITY_TYPE_CODES = ['BORD', 'BOCR', 'CLOC', 'COFS', 'COYA', 'OFFD', 'DEPO', 'INTE', 'POTE', 'RAMP', 'WAYP'] as const;
export type FacilityTypeCode = (typeof FACILITY_TYPE_CODES)[number];

/** Who keeps the facility code list a `EVT_FACILITY_CODE` is from (DCSA `facilityCodeListProvider`). */
export const FACILITY_CODE_PROVIDERS = ['SMDG', 'BIC'] as const;
export type FacilityCodeProvider = (typeof FACILITY_CODE_PROVIDERS)[number];

/** 3.1.0's list with 2.2's SRM (shipment release message) and CUS (customs inspection), which 3.x dropped. */
export const DOCUMENT_TYPE_CODES = [
  'CBR',
  'BKG',
  'SHI',
  'TRD',
  'DEI',
  'DEO',
  'TRO',
  'CRO',
  'ARN',
  'VGM',
  'CAS',
  'CUC',
  'DGD',
  'OOG',
  'CQU',
  'INV',
  'HCE',
  'PCE',
  'VCE',
  'FCE',
  'ICE',
  'CEA',
  'CEO',
  'SRM',
  'CUS',
] as const;
export type DocumentTypeCode = (typeof DOCUMENT_TYPE_CODES)[number];

/** 3.0.0 `transportPhase`. */
export const TRANSPORT_PHASES = ['EXPORT', 'IMPORT', 'TRANSSHIPMENT'] as const;
export type TransportPhase = (typeof TRANSPORT_PHASES)[number];

export const MODES_OF_TRANSPORT = ['VESSEL', 'BARGE', 'RAIL', 'TRUCK'] as const;
export type ModeOfTransport = (typeof MODES_OF_TRANSPORT)[number];

const member =
  <T extends string>(list: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (list as readonly string[]).includes(value);

export const isEventType = member(EVENT_TYPES);
export const isClassifier = member(CLASSIFIER_CODES);
export const isEmptyIndicator = member(EMPTY_INDICATOR_CODES);
export const isFacilityType = member(FACILITY_TYPE_CODES);
export const isFacilityProvider = member(FACILITY_CODE_PROVIDERS);
export const isDocumentType = member(DOCUMENT_TYPE_CODES);
export const isTransportPhase = member(TRANSPORT_PHASES);
export const isModeOfTransport = member(MODES_OF_TRANSPORT);

/** Whether `code` is one the event type carries. */
export const isCodeOf = (type: EventType, code: unknown): code is EventCode =>
  typeof code === 'string' && (EVENT_CODES_BY_TYPE[type] as readonly string[]).includes(code);
