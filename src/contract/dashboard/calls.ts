import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { nullable, strict, text, textOf } from '../schema';
import { DASHBOARD_ACCESS as A, DASHBOARD_PATHS as P } from './module';

/** A day as the filters send it (`2026-12-01`): the window holds the bookings whose sailing day falls in it, both ends included. */
const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/**
 * A shipment's furthest stage (operations.md §5.5), from the actual container and vessel events of
 * its booking: gated in full at the port of loading, loaded there, the vessel departed from it,
 * arrived at the port of discharge, picked up full there. Without any: booked.
 */
export const SHIPMENT_STAGES = ['BOOKED', 'GATED_IN', 'LOADED', 'DEPARTED', 'ARRIVED', 'PICKED_UP'] as const;
export type ShipmentStage = (typeof SHIPMENT_STAGES)[number];

export const SummaryQuerySchema = strict({
  From: day,
  To: day,
  Carrier: Type.Optional(text(10)),
  POL: Type.Optional(text(5)),
  POD: Type.Optional(text(5)),
  /** Platform staff only: one customer's figures (a customer always sees its own). */
  CompanyId: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,15}$' })),
});
export type SummaryQuery = Static<typeof SummaryQuerySchema>;

/** A share: how many of the measured ones made it (the page says the percentage; none measured says so). */
const OnTimeShare = strict({ OnTime: Type.Integer(), Measured: Type.Integer() });
const Name = strict({ zh: Type.String(), en: Type.String() });

const LaneSchema = strict({
  POL: Type.String(),
  POD: Type.String(),
  PolName: Name,
  PodName: Name,
  Shipments: Type.Integer(),
  Teu: Type.Number(),
  /** Where the ports are (reference data); null where not known, and the map leaves that lane out. */
  PolLon: nullable(Type.Number()),
  PolLat: nullable(Type.Number()),
  PodLon: nullable(Type.Number()),
  PodLat: nullable(Type.Number()),
});
export type Lane = Static<typeof LaneSchema>;

export const SummarySchema = strict({
  Shipments: Type.Integer(),
  Stages: Type.Array(strict({ Stage: textOf(SHIPMENT_STAGES), Count: Type.Integer() })),
  /** Σ booked containers × TEU of their type, by the month of the sailing day (`2026-12`). */
  TeuByMonth: Type.Array(strict({ Month: Type.String(), Teu: Type.Number() })),
  Teu: Type.Number(),
  /** ATD − first ETD ≤ 24 h, over the shipments that departed and had an estimate before. */
  OnTimeDeparture: OnTimeShare,
  /** SI approved before the documentation cut-off (DCO), over the shipments whose DCO passed or whose SI is approved. */
  SiOnTime: OnTimeShare,
  /** A container's first VGM declared before the VGM cut-off (VCO), over the containers declared on bookings with a VCO. */
  VgmOnTime: OnTimeShare,
  /** Accepted by customs without a rejection before, over the manifests customs answered. */
  ManifestFirstTime: strict({ FirstTime: Type.Integer(), Measured: Type.Integer() }),
  Lanes: Type.Array(LaneSchema),
  /** Open receivables by age: none are kept yet (invoices come with a later issue), so the page says "not yet". */
  Receivables: strict({ Available: Type.Boolean() }),
  /** What the filters may choose from: the carriers and ports of the shipments in the dates (whatever the other filters). */
  Options: strict({
    Carriers: Type.Array(strict({ Code: Type.String(), Name: Type.String() })),
    Pols: Type.Array(strict({ Code: Type.String(), Name })),
    Pods: Type.Array(strict({ Code: Type.String(), Name })),
  }),
});
export type Summary = Static<typeof SummarySchema>;

export const dashboardCalls = {
  summary: defineCall({ method: 'GET', path: P.dashboardSummary, input: SummaryQuerySchema, answer: SummarySchema, access: A.dashboardSummary }),
} as const;
