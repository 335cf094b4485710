import type { EventInput } from '../../../src/contract/containerEvents/calls';

/**
 * The DCSA Track & Trace event as a carrier's `GET /events` answers it (2.2, with 3.0's
 * `eventUpdatedDateTime` and retractions): the subset we read. Times carry the place's offset.
 */
export interface DcsaEvent {
  eventID: string;
  eventType: 'EQUIPMENT' | 'TRANSPORT' | 'SHIPMENT';
  eventClassifierCode: 'ACT' | 'EST' | 'PLN';
  eventDateTime: string;
  /** 3.0.0: when the publisher last changed it (a newer one supersedes the same eventID). */
  eventUpdatedDateTime: string;
  equipmentEventTypeCode?: string;
  transportEventTypeCode?: string;
  shipmentEventTypeCode?: string;
  equipmentReference?: string;
  ISOEquipmentCode?: string;
  emptyIndicatorCode?: 'EMPTY' | 'LADEN';
  transportPhase?: 'EXPORT' | 'IMPORT' | 'TRANSSHIPMENT';
  transportCall?: {
    UNLocationCode: string;
    facilityTypeCode?: string;
    modeOfTransport?: 'VESSEL' | 'BARGE' | 'RAIL' | 'TRUCK';
    vessel?: { vesselIMONumber?: string; vesselName: string };
    exportVoyageNumber?: string;
  };
  documentTypeCode?: string;
  documentID?: string;
  delayReasonCode?: string;
  /** A retraction: a new event naming the one it withdraws (3.0.0-Beta `retractedEventID`). */
  retractedEventID?: string;
  remark?: string;
}

/** A DCSA event as the container events' store takes it (operations.md §5.1 fields). */
export function eventInputOf(e: DcsaEvent): EventInput {
  const call = e.transportCall;
  const code = e.equipmentEventTypeCode ?? e.transportEventTypeCode ?? e.shipmentEventTypeCode ?? '';
  const input: EventInput = {
    EVT_TYPE: e.eventType,
    EVT_CODE: code,
    EVT_CLASSIFIER: e.eventClassifierCode,
    EVT_AT: e.eventDateTime,
    EVT_LOCATION: call?.UNLocationCode ?? '',
    EVT_SOURCE_ID: e.eventID,
    EVT_UPDATED_AT: e.eventUpdatedDateTime,
  };
  if (e.equipmentReference) input.EVT_EQUIPMENT_REF = e.equipmentReference;
  if (e.ISOEquipmentCode) input.EVT_ISO_CODE = e.ISOEquipmentCode;
  if (e.emptyIndicatorCode) input.EVT_EMPTY = e.emptyIndicatorCode;
  if (e.transportPhase) input.EVT_PHASE = e.transportPhase;
  if (call?.facilityTypeCode) input.EVT_FACILITY_TYPE = call.facilityTypeCode;
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
