import type { ClassifierCode, EmptyIndicatorCode, EventType, FacilityCodeProvider, FacilityTypeCode, ModeOfTransport, TransportPhase } from './dcsaCodes';
import { offsetText, placeTime } from '../refdata/public';

/**
 * One row of `tracking_events` (operations.md §5.1) as the pure rules read it. Times are ISO 8601
 * instants with the offset of the place (`2026-03-02T09:30:00+08:00`): the instant orders events,
 * the offset says how the place's clock read (evt.tz). `EVT_AT_OFFSET` (minutes east of UTC) is
 * the stored copy of that offset; when absent it is read from `EVT_AT`.
 */
export interface TrackingEvent {
  EVT_ID: string;
  EVT_PUBLISHER: string;
  EVT_SOURCE_ID?: string | null;
  EVT_TYPE: EventType;
  EVT_CODE: string;
  EVT_CLASSIFIER: ClassifierCode;
  EVT_AT: string;
  EVT_AT_OFFSET?: number | null;
  EVT_UPDATED_AT: string;
  EVT_RECEIVED_AT: string;
  EVT_EQUIPMENT_REF?: string | null;
  EVT_ISO_CODE?: string | null;
  EVT_EMPTY?: EmptyIndicatorCode | null;
  EVT_PHASE?: TransportPhase | null;
  EVT_LOCATION: string;
  EVT_FACILITY_CODE?: string | null;
  EVT_FACILITY_PROVIDER?: FacilityCodeProvider | null;
  EVT_FACILITY_TYPE?: FacilityTypeCode | null;
  EVT_MODE?: ModeOfTransport | null;
  EVT_VESSEL_IMO?: string | null;
  EVT_VESSEL_NAME?: string | null;
  EVT_VOYAGE?: string | null;
  EVT_DOC_TYPE?: string | null;
  EVT_DOC_REF?: string | null;
  EVT_RETRACTED?: boolean;
  EVT_RETRACTS?: string | null;
  /** The place's IANA zone (its port's), when known: the event is read on that clock, whatever offset it was sent with. */
  EVT_ZONE?: string | null;
}

/** The route a container is booked on: what tells the POL's LOAD from a transhipment LOAD. */
export interface Route {
  pol?: string;
  pod?: string;
  /** Transhipment ports in voyage order. */
  transhipments?: readonly string[];
  /** The vessels (IMO, or name) and voyages on the booking; when given, ARRI/DEPA of another vessel is flagged. */
  vessels?: readonly { imo?: string; name?: string; voyage?: string }[];
}

const OFFSET = /([+-])(\d{2}):?(\d{2})$/;

/** Milliseconds since the epoch of an ISO time, NaN when it is not one. */
export const instant = (iso: string): number => Date.parse(iso);

/** The offset (minutes east of UTC) an event's clock read: the stored one, else the one its time carries, else 0 (UTC). */
export function offsetOf(e: Pick<TrackingEvent, 'EVT_AT' | 'EVT_AT_OFFSET'>): number {
  if (typeof e.EVT_AT_OFFSET === 'number') return e.EVT_AT_OFFSET;
  const m = e.EVT_AT.match(OFFSET);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

export { offsetText };

/**
 * The event's time on the place's clock, with the offset named (evt.tz): `2026-03-02 09:30 +08:00`.
 * A place whose zone is known reads it on that clock (an event sent in UTC at CNSHA shows +08:00,
 * not +00:00); else on the offset it was sent with.
 */
export function localTimeText(e: Pick<TrackingEvent, 'EVT_AT' | 'EVT_AT_OFFSET' | 'EVT_ZONE'>): string {
  if (e.EVT_ZONE) return placeTime(e.EVT_AT, e.EVT_ZONE);
  const offset = offsetOf(e);
  const local = new Date(instant(e.EVT_AT) + offset * 60_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)} ${offsetText(offset)}`;
}
