import { Type, type Static } from '@sinclair/typebox';
import { CLASSIFIER_CODES, EQUIPMENT_EVENT_CODES, EVENT_TYPES, SHIPMENT_EVENT_CODES, TRANSPORT_EVENT_CODES } from '../../domain/tracking/dcsaCodes';
import { MILESTONE_KEYS } from '../../domain/tracking/milestoneRanks';
import { defineCall } from '../call';
import { nullable, strict, text, textOf } from '../schema';
import { CONTAINER_EVENT_ACCESS as A, CONTAINER_EVENT_PATHS as P } from './module';

/**
 * Container events on the wire (operations.md §5.1, §5.3): the stored four-letter DCSA codes, times
 * as ISO instants with the place's offset. Everything a person types arrives as text and is judged
 * by `checkEvent` (src/domain/tracking/check.ts), so a refusal names the field in words, not the
 * schema's: the schema only bounds the lengths.
 */

const opt = (max: number) => Type.Optional(text(max));
const uuid = Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' });

/** One event as staff type it (§5.3 Add: the fields of §5.1 without our ids and times). */
export const EventInputSchema = strict({
  EVT_TYPE: text(20),
  EVT_CODE: text(10),
  EVT_CLASSIFIER: text(10),
  /** `2026-03-02T09:30:00+08:00`: the place's clock with its offset (evt.tz). */
  EVT_AT: text(40),
  EVT_EQUIPMENT_REF: opt(20),
  EVT_ISO_CODE: opt(4),
  EVT_EMPTY: opt(10),
  EVT_PHASE: opt(20),
  EVT_LOCATION: text(10),
  EVT_FACILITY_CODE: opt(10),
  EVT_FACILITY_PROVIDER: opt(10),
  EVT_FACILITY_TYPE: opt(10),
  EVT_MODE: opt(10),
  EVT_VESSEL_IMO: opt(10),
  EVT_VESSEL_NAME: opt(35),
  EVT_VOYAGE: opt(17),
  EVT_DOC_TYPE: opt(10),
  EVT_DOC_REF: opt(100),
  /** The publisher's own id of the event (evt.dedupe): sent again with a newer update time, it supersedes. */
  EVT_SOURCE_ID: opt(100),
  /** When the publisher last changed it; now when absent. */
  EVT_UPDATED_AT: opt(40),
  EVT_DELAY_REASON: opt(10),
  EVT_REMARK: opt(500),
});
export type EventInput = Static<typeof EventInputSchema>;

export const ANOMALY_KINDS = ['sequence', 'discWithoutLoad', 'loadOffRoute', 'vesselNotOnBooking'] as const;
/** What became of an added event (evt.dedupe): stored new, the same word again (kept as it was), or a newer word replacing the old one. */
export const ADD_OUTCOMES = ['STORED', 'DUPLICATE', 'SUPERSEDED'] as const;
const ALL_CODES = [...EQUIPMENT_EVENT_CODES, ...TRANSPORT_EVENT_CODES, ...SHIPMENT_EVENT_CODES] as const;
export const EVENT_CODES = [...new Set(ALL_CODES)];

export const AddAnswerSchema = strict({
  EVT_ID: uuid,
  Outcome: textOf(ADD_OUTCOMES),
  /** The anomalies the event carries once stored (evt.anomaly): stored and shown, never reordered away. */
  Anomalies: Type.Array(textOf(ANOMALY_KINDS)),
  /** The packing lists its gate-in closed (evt.links). */
  GatedIn: Type.Array(Type.Integer()),
});

export const RetractInputSchema = strict({ EVT_ID: uuid, Reason: text(500) });

/** One stored event as the lists and the timeline show it. */
export const EventRowSchema = strict({
  EVT_ID: Type.String(),
  EVT_PUBLISHER: Type.String(),
  EVT_SOURCE_ID: Type.String(),
  EVT_TYPE: textOf(EVENT_TYPES),
  EVT_CODE: Type.String(),
  EVT_CLASSIFIER: textOf(CLASSIFIER_CODES),
  EVT_AT: Type.String(),
  EVT_AT_OFFSET: Type.Integer(),
  EVT_UPDATED_AT: Type.String(),
  EVT_RECEIVED_AT: Type.String(),
  EVT_EQUIPMENT_REF: Type.String(),
  EVT_EMPTY: nullable(Type.String()),
  EVT_PHASE: nullable(Type.String()),
  EVT_LOCATION: Type.String(),
  EVT_FACILITY_CODE: Type.String(),
  EVT_FACILITY_TYPE: nullable(Type.String()),
  EVT_MODE: nullable(Type.String()),
  EVT_VESSEL_NAME: Type.String(),
  EVT_VOYAGE: Type.String(),
  EVT_DOC_TYPE: Type.String(),
  EVT_DOC_REF: Type.String(),
  EVT_CGO_ID: nullable(Type.String()),
  EVT_MBL_NO: Type.String(),
  EVT_REMARK: Type.String(),
  EVT_RETRACTED: Type.Boolean(),
  EVT_RETRACTS: nullable(Type.String()),
  EVT_ANOMALIES: Type.Array(Type.String()),
  /** The place's clock with its offset named (evt.tz): `2026-12-01 09:30 +08:00`. */
  LocalTime: Type.String(),
  /** The place's time zone (ports.time_zone), named beside the time; empty when the place names none. */
  Zone: Type.String(),
  /**
   * Whether the place's zone read the offset the event was sent with at that moment; when not (a
   * publisher's +08:30 at Paris) the time is shown with the offset as sent, the zone not claimed.
   */
  ZoneAgrees: Type.Boolean(),
});
export type EventRow = Static<typeof EventRowSchema>;

/** The list's views: every event, or each container's latest on a live booking (Containermaintenance's grid). */
export const QUERY_VIEWS = ['', 'LATEST'] as const;

const MilestoneTimeSchema = strict({ at: Type.String(), localTime: Type.String(), eventId: Type.String() });
export const MilestoneSchema = strict({
  key: textOf(MILESTONE_KEYS),
  rank: Type.Number(),
  location: Type.String(),
  state: textOf(['ACTUAL', 'ESTIMATED', 'PLANNED'] as const),
  actual: Type.Optional(MilestoneTimeSchema),
  estimated: Type.Optional(MilestoneTimeSchema),
  planned: Type.Optional(MilestoneTimeSchema),
});

export const TIMELINE_STATES = ['KEPT', 'DUPLICATE', 'SUPERSEDED', 'RETRACTED', 'RETRACTION'] as const;
export const TimelineEventSchema = strict({
  Event: EventRowSchema,
  State: textOf(TIMELINE_STATES),
  By: Type.Optional(Type.String()),
  Milestone: Type.Optional(textOf(MILESTONE_KEYS)),
  Anomalies: Type.Array(textOf(ANOMALY_KINDS)),
});

export const ContainerTimelineSchema = strict({
  CNNO: Type.String(),
  CGO_ID: nullable(Type.String()),
  Pol: Type.String(),
  Pod: Type.String(),
  Latest: Type.Optional(textOf(MILESTONE_KEYS)),
  Milestones: Type.Array(MilestoneSchema),
  Events: Type.Array(TimelineEventSchema),
  Anomalies: Type.Array(strict({ kind: textOf(ANOMALY_KINDS), eventId: Type.String(), otherId: Type.Optional(Type.String()) })),
});
export type ContainerTimeline = Static<typeof ContainerTimelineSchema>;

export const containerEventCalls = {
  add: defineCall({ method: 'POST', path: P.containerEventAdd, input: EventInputSchema, answer: AddAnswerSchema, access: A.containerEventAdd }),
  retract: defineCall({
    method: 'POST',
    path: P.containerEventRetract,
    input: RetractInputSchema,
    answer: strict({ EVT_ID: uuid }),
    access: A.containerEventRetract,
  }),
  timeline: defineCall({
    method: 'GET',
    path: P.containerEventTimeline,
    input: strict({ CNNO: opt(20), CGO_ID: opt(40) }),
    answer: strict({ Containers: Type.Array(ContainerTimelineSchema) }),
    access: A.containerEventRead,
  }),
};

/** The columns of the import sheet: the §5.1 field names, or the words the template heads them with. */
export const IMPORT_COLUMNS = [
  'EVT_TYPE',
  'EVT_CODE',
  'EVT_CLASSIFIER',
  'EVT_AT',
  'EVT_EQUIPMENT_REF',
  'EVT_EMPTY',
  'EVT_LOCATION',
  'EVT_FACILITY_TYPE',
  'EVT_MODE',
  'EVT_VESSEL_NAME',
  'EVT_VOYAGE',
  'EVT_PHASE',
  'EVT_SOURCE_ID',
  'EVT_REMARK',
] as const;
