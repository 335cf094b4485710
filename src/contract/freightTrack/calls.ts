import { Type, type Static } from '@sinclair/typebox';
import { TRK_STATUSES } from '../../domain/freightTrack/status';
import { REF_TYPES } from '../../domain/freightTrack/refs';
import { MILESTONE_KEYS } from '../../domain/tracking/milestoneRanks';
import { defineCall } from '../call';
import { ContainerTimelineSchema, TimelineEventSchema } from '../containerEvents/public';
import { id, nullable, strict, text, textOf } from '../schema';
import { FREIGHT_TRACK_ACCESS as A, FREIGHT_TRACK_PATHS as P } from './module';

/**
 * Tracking subscriptions on the wire (operations.md §8.3). References arrive as text and are judged
 * one by one by `normaliseRef` (src/domain/freightTrack/refs.ts), so a bad one is refused in words
 * beside the good ones; the schema only bounds lengths. Times are ISO instants.
 */
export const TRACK_EXCEPTIONS = ['ETA_SLIP', 'CUSTOMS_HOLD', 'ANOMALY'] as const;

export const SubscribeInputSchema = strict({
  Refs: Type.Array(strict({ TRK_REF_TYPE: Type.Optional(text(20)), TRK_REF: text(60), TRK_CARRIER: Type.Optional(text(10)) }), { minItems: 1, maxItems: 500 }),
});
export const SubscribeAnswerSchema = strict({
  Added: Type.Array(Type.Integer()),
  /** One per reference refused, with why in the request's language. */
  Refused: Type.Array(strict({ Ref: Type.String(), Code: Type.String(), Message: Type.String() })),
});

/** One tracked shipment as the list shows it. */
export const TrackRowSchema = strict({
  Id: Type.Integer(),
  RefType: textOf(REF_TYPES),
  Ref: Type.String(),
  Carrier: Type.String(),
  Status: Type.Integer(),
  CGO_ID: Type.String(),
  Customer: Type.String(),
  Vessel: Type.String(),
  Voyage: Type.String(),
  POL: Type.String(),
  POD: Type.String(),
  ETD: nullable(Type.String()),
  ATD: nullable(Type.String()),
  ETA: nullable(Type.String()),
  ATA: nullable(Type.String()),
  Milestone: Type.String(),
  DelayHours: Type.Integer(),
  Exceptions: Type.Array(Type.String()),
  Containers: Type.Array(Type.String()),
  LastPolledAt: nullable(Type.String()),
  LastError: Type.String(),
  Simulated: Type.Boolean(),
  CreatedAt: Type.String(),
});
export type TrackRow = Static<typeof TrackRowSchema>;

/** A vessel leg of the shipment: one vessel and voyage between two ports, with its times. */
export const VesselLegSchema = strict({
  Vessel: Type.String(),
  Voyage: Type.String(),
  From: Type.String(),
  To: Type.String(),
  Departed: nullable(Type.String()),
  Arrived: nullable(Type.String()),
  EstimatedArrival: nullable(Type.String()),
});

/** A document milestone of the forwarder's own (SI, VGM, manifest): its doc history, on the timeline. */
export const DocumentEventSchema = strict({ DocType: Type.String(), Ref: Type.String(), Type: Type.String(), At: Type.String() });

/** The customs stage each of the booking's manifests reached (运抵, 放行, 装载, 理货). */
export const CustomsStageSchema = strict({ Filing: Type.String(), BlNo: Type.String(), Status: Type.Integer(), Stage: Type.String() });

export const TrackDetailSchema = strict({
  Subscription: TrackRowSchema,
  Milestone: Type.Optional(textOf(MILESTONE_KEYS)),
  EtaSlipHours: nullable(Type.Number()),
  Containers: Type.Array(ContainerTimelineSchema),
  VesselLegs: Type.Array(VesselLegSchema),
  /** The carrier's shipment events (DCSA SHIPMENT) of the booking or B/L, with their states. */
  CarrierDocuments: Type.Array(TimelineEventSchema),
  Documents: Type.Array(DocumentEventSchema),
  Customs: Type.Array(CustomsStageSchema),
});
export type TrackDetail = Static<typeof TrackDetailSchema>;

const IdSchema = strict({ Id: id });

export const freightTrackCalls = {
  subscribe: defineCall({
    method: 'POST',
    path: P.freightTrackSubscribe,
    input: SubscribeInputSchema,
    answer: SubscribeAnswerSchema,
    access: A.freightTrackSubscribe,
  }),
  detail: defineCall({ method: 'GET', path: P.freightTrackDetail, input: IdSchema, answer: TrackDetailSchema, access: A.freightTrackRead }),
  refresh: defineCall({
    method: 'POST',
    path: P.freightTrackRefresh,
    input: IdSchema,
    answer: strict({ Queued: Type.Boolean() }),
    access: A.freightTrackRefresh,
  }),
  stop: defineCall({ method: 'POST', path: P.freightTrackStop, input: IdSchema, answer: strict({ Id: Type.Integer() }), access: A.freightTrackStop }),
};

export const TRACK_STATUS_VALUES = TRK_STATUSES.map(String);
