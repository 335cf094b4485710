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

/** How far past its due date an open receivable is: not yet due, then 1–30, 31–60, 61–90 and over 90 days. */
export const RECEIVABLE_AGES = ['NOT_DUE', 'D1_30', 'D31_60', 'D61_90', 'D90_PLUS'] as const;
export type ReceivableAge = (typeof RECEIVABLE_AGES)[number];
/** The first day late of each age, in RECEIVABLE_AGES' order (not yet due: anything under 1). */
export const RECEIVABLE_AGE_FROM = [Number.NEGATIVE_INFINITY, 1, 31, 61, 91] as const;

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
  /**
   * Open receivables by age (billing's AR invoices still to collect) on today's date in Shanghai:
   * each age's invoices and amounts per currency (decimal text; currencies are never added).
   */
  Receivables: strict({
    AsOf: Type.String(),
    Ages: Type.Array(
      strict({
        Age: textOf(RECEIVABLE_AGES),
        Invoices: Type.Integer(),
        Totals: Type.Array(strict({ Currency: Type.String(), Amount: Type.String() })),
      }),
    ),
  }),
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
