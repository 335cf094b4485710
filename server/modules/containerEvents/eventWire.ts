import type { EventRow } from '../../../src/contract/containerEvents/calls';
import { zoneOffsetMinutes } from '../../../src/domain/refdata/sailings';
import { localTimeText, offsetText, type TrackingEvent } from '../../../src/domain/tracking/event';
import type { EventDbRow } from './eventRepository';

/** A UTC instant shown on the place's clock as an ISO time with that offset: `2026-12-01T09:30:00+08:00` (evt.tz). */
export function zonedIso(utc: string, offset: number): string {
  const local = new Date(Date.parse(utc) + offset * 60_000).toISOString();
  return `${local.slice(0, 19)}${offsetText(offset)}`;
}

/** A stored event on the wire: its time on the place's clock, the clock named. */
export function eventRowOf(r: EventDbRow): EventRow {
  const { company_id: _, ...row } = r;
  return {
    ...row,
    EVT_AT: zonedIso(r.EVT_AT, r.EVT_AT_OFFSET),
    EVT_ANOMALIES: r.EVT_ANOMALIES ?? [],
    // on the place's clock (its zone), whatever offset the sender wrote; ZoneAgrees says whether that offset was the place's
    LocalTime: localTimeText({ EVT_AT: r.EVT_AT, EVT_AT_OFFSET: r.EVT_AT_OFFSET, EVT_ZONE: r.Zone }),
    ZoneAgrees: zoneAgrees(r),
  };
}

/** Whether the place's zone read the event's offset at its instant (evt.tz): a place without a zone claims none, so nothing disagrees. */
function zoneAgrees(r: Pick<EventDbRow, 'EVT_AT' | 'EVT_AT_OFFSET' | 'Zone'>): boolean {
  if (!r.Zone) return true;
  try {
    return zoneOffsetMinutes(Date.parse(r.EVT_AT), r.Zone) === r.EVT_AT_OFFSET;
  } catch {
    // a zone the runtime does not know: the place's clock cannot be read, so it is not claimed
    return false;
  }
}

/** A stored event as the pure rules read it (src/domain/tracking). */
export function trackingEventOf(r: EventDbRow): TrackingEvent {
  return {
    EVT_ID: r.EVT_ID,
    EVT_PUBLISHER: r.EVT_PUBLISHER,
    EVT_SOURCE_ID: r.EVT_SOURCE_ID || null,
    EVT_TYPE: r.EVT_TYPE,
    EVT_CODE: r.EVT_CODE,
    EVT_CLASSIFIER: r.EVT_CLASSIFIER,
    EVT_AT: r.EVT_AT,
    EVT_AT_OFFSET: r.EVT_AT_OFFSET,
    EVT_UPDATED_AT: r.EVT_UPDATED_AT,
    EVT_RECEIVED_AT: r.EVT_RECEIVED_AT,
    EVT_EQUIPMENT_REF: r.EVT_EQUIPMENT_REF,
    EVT_EMPTY: r.EVT_EMPTY,
    EVT_PHASE: r.EVT_PHASE,
    EVT_LOCATION: r.EVT_LOCATION,
    EVT_FACILITY_TYPE: r.EVT_FACILITY_TYPE as TrackingEvent['EVT_FACILITY_TYPE'],
    EVT_MODE: r.EVT_MODE,
    EVT_VESSEL_NAME: r.EVT_VESSEL_NAME,
    EVT_VOYAGE: r.EVT_VOYAGE,
    EVT_DOC_TYPE: r.EVT_DOC_TYPE,
    EVT_DOC_REF: r.EVT_DOC_REF,
    EVT_RETRACTED: r.EVT_RETRACTED,
    EVT_RETRACTS: r.EVT_RETRACTS,
    EVT_ZONE: r.Zone || null,
  };
}
