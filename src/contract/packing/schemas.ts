import { Type } from '@sinclair/typebox';
import { SiProblemSchema } from '../si/public';
import { nullable, text, textOf } from '../schema';

/**
 * A packing list on the wire (operations.md §3.1): field names as the columns (`PKL_` the header,
 * `PKD_` a goods line), weights in kg and volumes in m³ as numbers (three decimals), instants as ISO
 * text. Row (the lists) and record (Get) share the header's names.
 */

/** What a reader may do with a packing list now (Get's `Moves`): the moves of PKL_MOVES plus editing and assigning. */
export const PKL_ACTIONS = ['open', 'reject', 'saveData', 'submitData', 'approveData', 'returnData', 'split', 'cancel', 'assignTrucker'] as const;
export type PklAction = (typeof PKL_ACTIONS)[number];

/** DCSA seal sources: carrier, shipper, veterinary, customs. */
export const SEAL_SOURCES = ['CAR', 'SHI', 'VET', 'CUS'] as const;
/** The list's stages (its `Stage` filter): the application queue, the data-audit queue, the opened ones (2–7), all. */
export const PKL_STAGES = ['applications', 'auditData', 'opened', 'all'] as const;

/**
 * A line's gross weight (kg) and volume (m³): far above any container (≈ 30 t, 76 m³) so a typo is the
 * check's to name, yet 200 lines still sum inside the columns (numeric(12,3), numeric(10,3)).
 */
export const LINE_KG = Type.Number({ minimum: 0, maximum: 1_000_000 });
export const LINE_M3 = Type.Number({ minimum: 0, maximum: 10_000 });
const kg = LINE_KG;
const m3 = LINE_M3;

/** One goods line in the container. */
export const PackingLineSchema = Type.Object(
  {
    PKD_SEQ: Type.Integer({ minimum: 1, maximum: 999 }),
    PKD_CNGOODS: Type.Optional(text(2000)),
    PKD_GOODS: text(2000),
    PKD_HSCODE: text(10),
    PKD_MARKS: Type.Optional(text(2000)),
    PKD_PACKAGE: text(10),
    PKD_NUM: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
    PKD_WEIGHT: kg,
    PKD_NET_WEIGHT: Type.Optional(nullable(Type.Number({ minimum: 0, maximum: 1_000_000 }))),
    PKD_VOLUME: m3,
    PKD_UNNO: Type.Optional(text(4)),
    PKD_IMO_CLASS: Type.Optional(text(4)),
  },
  { additionalProperties: false },
);

/** The booking's facts a packing list carries (copied from the booking; typed by the applicant for a universal one). */
const bookingFacts = {
  PKL_BOOKING_NO: Type.String(),
  PKL_CARRIER: Type.String(),
  PKL_VESSEL: Type.String(),
  PKL_VOYAGE: Type.String(),
  PKL_LOADING_CODE: Type.String(),
  PKL_DISCHARGE_CODE: Type.String(),
  PKL_DELIVERY_CODE: Type.String(),
};

/** One packing list in the lists (List): the header without the lines. */
export const PackingListBaseSchema = Type.Object({
  Id: Type.Integer(),
  /** Null until opened. */
  PKL_NO: nullable(Type.String()),
  PKL_STATUS: Type.Integer(),
  /** 1 platform booking, 2 universal. */
  PKL_SOURCE: Type.Integer(),
  PKL_CGO_ID: nullable(Type.String()),
  ...bookingFacts,
  PKL_CNTR_TYPE: Type.String(),
  PKL_SLOT: Type.Integer(),
  PKL_CNNO: Type.String(),
  PKL_SEALNO: Type.String(),
  PKL_NUM: Type.Integer(),
  PKL_WEIGHT: Type.Number(),
  PKL_VOLUME: Type.Number(),
  PKL_TRUCKER_ID: nullable(Type.Integer()),
  TruckerName: Type.String(),
  COMPANYID: Type.Integer(),
  CompanyName: Type.String(),
  PKL_PARENT_ID: nullable(Type.Integer()),
  PKL_APPLY_BATCH: Type.String(),
  PKL_REMARKS: Type.String(),
  /** The operator's words on a rejection, a return or a cancellation. */
  PKL_DECISION_REMARKS: Type.String(),
  PKL_GATED_IN_AT: nullable(Type.String()),
  /** The port cut-off (PCO, else FCO) when the booking has one, ISO. */
  CutOff: nullable(Type.String()),
  VERSION: Type.Integer(),
  CreatedAt: Type.String(),
  UpdatedAt: Type.String(),
});

/** A list row: the packing list and its container's latest VGM (read through the VGM module: issue 34). */
export const PackingListRowSchema = Type.Object({
  ...PackingListBaseSchema.properties,
  /** The VGM in one word (src/domain/vgm/shown.ts: none, declared, sent, accepted, rejected, deviation …), its declared and its terminal-measured weight. */
  Vgm: Type.Object({ State: Type.String(), Kg: nullable(Type.Integer()), MeasuredKg: nullable(Type.Integer()) }),
});

/** One packing list as Get answers it: the whole header, its lines, the check's problems now and what the reader may do. */
export const PackingListRecordSchema = Type.Object({
  ...PackingListBaseSchema.properties,
  PKL_EMPTY_DEPOT: Type.String(),
  PKL_RETURN_TERMINAL: Type.String(),
  PKL_TERMINAL_CODE: Type.String(),
  PKL_TRUCK_PLATE: Type.String(),
  PKL_DRIVER_NAME: Type.String(),
  PKL_DRIVER_PHONE: Type.String(),
  PKL_EIR_NO: Type.String(),
  PKL_NON_ISO: Type.Boolean(),
  PKL_SEAL_SOURCE: Type.String(),
  PKL_TARE_KG: nullable(Type.Integer()),
  PKL_MAX_GROSS_KG: nullable(Type.Integer()),
  PKL_SOC: Type.Boolean(),
  PKL_STUFF_PLACE: Type.String(),
  PKL_STUFF_AT: nullable(Type.String()),
  Lines: Type.Array(PackingLineSchema),
  /**
   * What the goods start from while none are stored: the booking order's cargo (commodity, HS code,
   * package kind; weight and amounts where the booking says them for one box). Empty once lines are
   * kept, or when the booking named no goods. The editor offers it; nothing is stored until saved.
   */
  StartLines: Type.Array(PackingLineSchema),
  /** The split children of this packing list (a parent cancelled with reason SPLIT). */
  ChildIds: Type.Array(Type.Integer()),
  /** The booking's cut-offs (DCSA codes), soonest first. */
  CutOffs: Type.Array(Type.Object({ Code: Type.String(), DateTime: Type.String() })),
  /** The packing-list check (src/domain/packing/check.ts) on the stored data, as a submission would run it; warnings carry Severity. */
  Problems: Type.Array(SiProblemSchema),
  /** What the reader may do now (their side, their company, the state): the screens offer these buttons only. */
  Moves: Type.Array(textOf(PKL_ACTIONS)),
  /** Who changed it last and when (the stale-version refusal names them). */
  UpdatedBy: Type.String(),
});

/** One event of a packing list's history (doc_events), newest first. */
export const PackingEventSchema = Type.Object({
  Id: Type.Integer(),
  At: Type.String(),
  /** `v1.PackingListOpened` …: packingEventWords (words.ts) says it in words. */
  Type: Type.String(),
  /** The employee's name, or the system / gateway that did it. */
  /** Who did it, in words (src/contract/docActor.ts). */
  Actor: Type.Object({ zh: Type.String(), en: Type.String() }),
  Detail: Type.Record(Type.String(), Type.Unknown()),
});
