import type { EventInput } from '../../../src/contract/containerEvents/calls';

/**
 * The DCSA Track & Trace event as the channel holds it: 2.2's flat event, which the simulator's
 * `GET /events` answers and `readPublished` turns a carrier's 2.2 or 3.0 event into. Times carry
 * the place's offset, as sent.
 */
export interface DcsaEvent {
  eventID: string;
  eventType: 'EQUIPMENT' | 'TRANSPORT' | 'SHIPMENT';
  eventClassifierCode: 'ACT' | 'EST' | 'PLN';
  eventDateTime: string;
  /** When the publisher made this word of the event (2.2 top level, 3.0 `metadata`). */
  eventCreatedDateTime?: string;
  /** 3.0.0: when the publisher last changed it (a newer one supersedes the same eventID). */
  eventUpdatedDateTime?: string;
  /** 3.0's `metadata.publisher.carrierCode`: whose eventID it is. */
  publisherCode?: string;
  equipmentEventTypeCode?: string;
  transportEventTypeCode?: string;
  shipmentEventTypeCode?: string;
  equipmentReference?: string;
  ISOEquipmentCode?: string;
  emptyIndicatorCode?: 'EMPTY' | 'LADEN';
  transportPhase?: 'EXPORT' | 'IMPORT' | 'TRANSSHIPMENT';
  /** The event's own place (2.2 `eventLocation`, 3.0 `location`): a box's, where it is not the call's. */
  eventLocation?: string;
  /** 3.0 puts an equipment event's facility type beside its `location`, without a transport call. */
  facilityTypeCode?: string;
  transportCall?: {
    /** 2.2 top level, 3.0 `location.UNLocationCode`; a truck's call may name none. */
    UNLocationCode?: string;
    facilityTypeCode?: string;
    facilityCode?: string;
    facilityCodeListProvider?: string;
    modeOfTransport?: 'VESSEL' | 'BARGE' | 'RAIL' | 'TRUCK';
    vessel?: { vesselIMONumber?: string; vesselName: string };
    exportVoyageNumber?: string;
  };
  documentTypeCode?: string;
  /** 2.2 `documentID`, 3.0 `documentReference`. */
  documentID?: string;
  delayReasonCode?: string;
  /** A retraction: a new event naming the one it withdraws (3.0 `metadata.retractedEventID`). */
  retractedEventID?: string;
  remark?: string;
}

/** The update time a dedupe compares: the publisher's change time, else when it made this word (never our clock: the same word again must compare equal). */
export const updatedAtOf = (e: DcsaEvent) => e.eventUpdatedDateTime ?? e.eventCreatedDateTime ?? '';

/** A DCSA event as the container events' store takes it (operations.md §5.1 fields). */
export function eventInputOf(e: DcsaEvent): EventInput {
  const call = e.transportCall;
  const code = e.equipmentEventTypeCode ?? e.transportEventTypeCode ?? e.shipmentEventTypeCode ?? '';
  const input: EventInput = {
    EVT_TYPE: e.eventType,
    EVT_CODE: code,
    EVT_CLASSIFIER: e.eventClassifierCode,
    EVT_AT: e.eventDateTime,
    // a box's own place first (where it was picked up), else its call's; a document's event has none
    EVT_LOCATION: e.eventLocation ?? call?.UNLocationCode ?? '',
    EVT_SOURCE_ID: e.eventID,
    EVT_UPDATED_AT: updatedAtOf(e),
  };
  if (e.equipmentReference) input.EVT_EQUIPMENT_REF = e.equipmentReference;
  if (e.ISOEquipmentCode) input.EVT_ISO_CODE = e.ISOEquipmentCode;
  if (e.emptyIndicatorCode) input.EVT_EMPTY = e.emptyIndicatorCode;
  if (e.transportPhase) input.EVT_PHASE = e.transportPhase;
  const facilityType = call?.facilityTypeCode ?? e.facilityTypeCode;
  if (facilityType) input.EVT_FACILITY_TYPE = facilityType;
  if (call?.facilityCode) {
    input.EVT_FACILITY_CODE = call.facilityCode;
    if (call.facilityCodeListProvider) input.EVT_FACILITY_PROVIDER = call.facilityCodeListProvider;
  }
  if (call?.modeOfTransport && e.eventType === 'TRANSPORT') input.EVT_MODE = call.modeOfTransport;
  // a box's load or discharge names its vessel too: what ties the box to the voyage's own events
  if (call?.vessel?.vesselName) input.EVT_VESSEL_NAME = call.vessel.vesselName;
  if (call?.vessel?.vesselIMONumber) input.EVT_VESSEL_IMO = call.vessel.vesselIMONumber;
  if (call?.exportVoyageNumber) input.EVT_VOYAGE = call.exportVoyageNumber;
  if (e.documentTypeCode) input.EVT_DOC_TYPE = e.documentTypeCode;
  if (e.documentID) input.EVT_DOC_REF = e.documentID;
  if (e.delayReasonCode) input.EVT_DELAY_REASON = e.delayReasonCode;
  if (e.remark) input.EVT_REMARK = e.remark;
  return input;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const objectAt = (o: Json | undefined, key: string): Json | undefined => (isObject(o?.[key]) ? (o![key] as Json) : undefined);
/** A text field as sent (a number written for a text, as an IMO number may be, read as its digits); absent when blank. */
function textAt(o: Json | undefined, key: string): string | undefined {
  const v = o?.[key];
  if (typeof v === 'number') return String(v);
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}
/** The first of the keys the event names: a field 2.2 and 3.0 spell differently. */
const firstText = (o: Json | undefined, ...keys: string[]) => keys.map((k) => textAt(o, k)).find((v) => v !== undefined);
/** Only the keys given a value: the event keeps no `undefined` fields. */
const present = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** Why an element of a carrier's events array is not a DCSA event, in both languages. */
export type Unreadable = { unreadable: { en: string; zh: string } };

/**
 * A carrier's event as DCSA publishes it, 2.2's flat event or 3.0's `{metadata, payload}` envelope
 * (a retraction is 3.0 metadata alone, naming `retractedEventID`), read into the channel's own
 * shape. Read as published: 2.2's own example writes its code as `eventSubtype` and gives no
 * `eventDateTime` or classifier — a document event's moment is then when the publisher made it, and
 * it happened (ACT). Whether the codes, times and places are right is the store's check, not this.
 */
export function readPublished(raw: unknown): DcsaEvent | Unreadable {
  if (!isObject(raw)) return { unreadable: { en: 'An event must be a JSON object.', zh: '每个事件须为 JSON 对象。' } };
  const meta = objectAt(raw, 'metadata');
  const p = meta ? (objectAt(raw, 'payload') ?? {}) : raw;
  const head = meta ?? raw;
  const eventID = textAt(head, 'eventID');
  const eventType = (firstText(head, 'eventType') ?? firstText(p, 'eventType'))?.toUpperCase();
  if (!eventID) return { unreadable: { en: 'The event has no eventID.', zh: '事件缺少 eventID（事件编号）。' } };
  if (eventType !== 'EQUIPMENT' && eventType !== 'TRANSPORT' && eventType !== 'SHIPMENT')
    return {
      unreadable: {
        en: `Event ${eventID}: eventType must be EQUIPMENT, TRANSPORT or SHIPMENT.`,
        zh: `事件 ${eventID}：eventType（事件类型）须为 EQUIPMENT、TRANSPORT 或 SHIPMENT。`,
      },
    };
  const created = textAt(head, 'eventCreatedDateTime');
  const code =
    eventType === 'EQUIPMENT'
      ? firstText(p, 'equipmentEventTypeCode', 'eventSubtype', 'eventTypeCode')
      : eventType === 'TRANSPORT'
        ? firstText(p, 'transportEventTypeCode', 'eventSubtype', 'eventTypeCode')
        : firstText(p, 'shipmentEventTypeCode', 'eventSubtype', 'eventTypeCode');
  const call = objectAt(p, 'transportCall');
  const callPlace = objectAt(call, 'location');
  const vessel = objectAt(call, 'vessel');
  const vesselName = firstText(vessel, 'vesselName', 'name');
  const classifier = textAt(p, 'eventClassifierCode') ?? (eventType === 'SHIPMENT' ? 'ACT' : '');
  return present<DcsaEvent>({
    eventID,
    eventType,
    eventClassifierCode: classifier as DcsaEvent['eventClassifierCode'],
    eventDateTime: textAt(p, 'eventDateTime') ?? (eventType === 'SHIPMENT' ? (created ?? '') : ''),
    eventCreatedDateTime: created,
    eventUpdatedDateTime: textAt(head, 'eventUpdatedDateTime') ?? textAt(p, 'eventUpdatedDateTime'),
    publisherCode: textAt(objectAt(meta, 'publisher'), 'carrierCode'),
    equipmentEventTypeCode: eventType === 'EQUIPMENT' ? code : undefined,
    transportEventTypeCode: eventType === 'TRANSPORT' ? code : undefined,
    shipmentEventTypeCode: eventType === 'SHIPMENT' ? code : undefined,
    equipmentReference: textAt(p, 'equipmentReference'),
    ISOEquipmentCode: textAt(p, 'ISOEquipmentCode'),
    emptyIndicatorCode: textAt(p, 'emptyIndicatorCode') as DcsaEvent['emptyIndicatorCode'],
    transportPhase: textAt(p, 'transportPhase') as DcsaEvent['transportPhase'],
    eventLocation: textAt(objectAt(p, 'eventLocation') ?? objectAt(p, 'location'), 'UNLocationCode'),
    facilityTypeCode: textAt(p, 'facilityTypeCode'),
    transportCall: call
      ? present({
          UNLocationCode: textAt(callPlace, 'UNLocationCode') ?? textAt(call, 'UNLocationCode'),
          facilityTypeCode: textAt(call, 'facilityTypeCode'),
          facilityCode: textAt(call, 'facilityCode') ?? textAt(callPlace, 'facilityCode'),
          facilityCodeListProvider: textAt(call, 'facilityCodeListProvider') ?? textAt(callPlace, 'facilityCodeListProvider'),
          modeOfTransport: textAt(call, 'modeOfTransport') as NonNullable<DcsaEvent['transportCall']>['modeOfTransport'],
          vessel: vesselName ? present({ vesselIMONumber: textAt(vessel, 'vesselIMONumber'), vesselName }) : undefined,
          exportVoyageNumber: firstText(call, 'carrierExportVoyageNumber', 'exportVoyageNumber', 'carrierVoyageNumber'),
        })
      : undefined,
    documentTypeCode: textAt(p, 'documentTypeCode'),
    documentID: firstText(p, 'documentReference', 'documentID'),
    delayReasonCode: textAt(p, 'delayReasonCode'),
    retractedEventID: textAt(head, 'retractedEventID'),
    remark: firstText(p, 'remark', 'changeRemark', 'reason'),
  });
}
