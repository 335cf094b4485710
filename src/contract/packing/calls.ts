import { Type } from '@sinclair/typebox';
import { defineCall } from '../call';
import { draftObject, id, listCallOf, nullable, strict, text, textOf } from '../schema';
import { PACKING_ACCESS as A, PACKING_PATHS as P } from './module';
import { LINE_KG, LINE_M3, PackingEventSchema, PackingLineSchema, PackingListRecordSchema, PackingListRowSchema, PKL_STAGES, SEAL_SOURCES } from './schemas';

/**
 * Every packing-list call of operations.md §3.3 this module answers, defined once: method, path,
 * input, answer, access. The server's routes (server/modules/packing) and the screens' calls are
 * both typed from these. Refusals are 400 with a `Code` (pkl.slots.over, pkl.cnno.checkDigit,
 * pkl.cutoff.passed, pkl.state, pkl.stale …), another company's packing list 404.
 */

const ids = Type.Array(id, { minItems: 1, maxItems: 200, uniqueItems: true });
const version = Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 });
const remarks = text(500);
const instant = Type.String({ maxLength: 40 });
const byId = strict({ Id: id });

/** The facts of a booking made elsewhere, typed by the applicant (a universal packing list, PKL_SOURCE 2). */
export const UniversalBookingSchema = strict({
  PKL_BOOKING_NO: text(35, 1),
  PKL_CARRIER: text(10, 1),
  PKL_VESSEL: text(35, 1),
  PKL_VOYAGE: text(17, 1),
  PKL_LOADING_CODE: text(5, 5),
  PKL_DISCHARGE_CODE: text(5, 5),
  PKL_DELIVERY_CODE: Type.Optional(text(5)),
});

/** How many packing lists of a booked type (each takes the lowest free slot of the type). */
export const ApplySlotSchema = strict({ PKL_CNTR_TYPE: text(10, 1), Count: Type.Integer({ minimum: 1, maximum: 50 }) });

export const ApplySchema = draftObject(
  {
    /** A platform booking; or `Universal` for one made elsewhere (exactly one of the two). */
    CGO_ID: text(60, 1),
    Universal: UniversalBookingSchema,
    /** Staff name the customer company they apply for: required for a universal one, checked against the booking's otherwise. */
    COMPANYID: id,
    Slots: Type.Array(ApplySlotSchema, { minItems: 1, maxItems: 20 }),
    /** A provider company (the trucker) whose employees may fill the packing lists. */
    PKL_TRUCKER_ID: id,
    PKL_REMARKS: remarks,
    /** Staff applying after the port cut-off say why (pkl.cutoff: logged); customers are refused. */
    Reason: remarks,
  },
  ['Slots'],
);

export const DecideApplicationSchema = draftObject(
  {
    Ids: ids,
    /** true: open (number) them; false: reject them (Remarks required; the `reject` button too). */
    Open: Type.Boolean(),
    Remarks: remarks,
    PKL_EMPTY_DEPOT: text(70),
    PKL_RETURN_TERMINAL: text(70),
    PKL_TERMINAL_CODE: text(10),
    PKL_EIR_NO: text(30),
  },
  ['Ids', 'Open'],
);

/**
 * The stuffed data as filled (a whole replacement of the header's data fields given and of the
 * lines). Fields left out keep their stored value; `Lines` given replaces every line.
 */
export const SaveDataSchema = draftObject(
  {
    Id: id,
    /** The VERSION the person edited: another's save since answers 400 pkl.stale "changed by X at T — reload". */
    VERSION: version,
    PKL_CNNO: text(11),
    /** Non-ISO equipment: the number is only required (the override is logged). */
    PKL_NON_ISO: Type.Boolean(),
    PKL_SEALNO: text(15),
    PKL_SEAL_SOURCE: textOf(SEAL_SOURCES),
    PKL_TARE_KG: nullable(Type.Integer({ minimum: 1, maximum: 100_000 })),
    PKL_MAX_GROSS_KG: nullable(Type.Integer({ minimum: 1, maximum: 200_000 })),
    PKL_SOC: Type.Boolean(),
    PKL_STUFF_PLACE: text(70),
    /** ISO instant, or empty. */
    PKL_STUFF_AT: instant,
    PKL_NUM: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
    PKL_WEIGHT: Type.Number({ minimum: 0, maximum: 999_999_999 }),
    PKL_VOLUME: Type.Number({ minimum: 0, maximum: 9_999_999 }),
    PKL_TRUCK_PLATE: text(10),
    PKL_DRIVER_NAME: text(35),
    /** A mainland mobile number (1[3-9] + 9 digits), or empty. */
    PKL_DRIVER_PHONE: text(20),
    PKL_EIR_NO: text(30),
    PKL_REMARKS: remarks,
    /** Universal packing lists only: the typed booking facts may be corrected. */
    Universal: UniversalBookingSchema,
    Lines: Type.Array(PackingLineSchema, { maxItems: 200 }),
  },
  ['Id', 'VERSION'],
);

/** One child of a split: how much of each parent line goes into it. */
export const SplitChildSchema = strict({
  Lines: Type.Array(
    strict({
      PKD_SEQ: Type.Integer({ minimum: 1, maximum: 999 }),
      PKD_NUM: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
      PKD_WEIGHT: LINE_KG,
      PKD_VOLUME: LINE_M3,
    }),
    { minItems: 1, maxItems: 200 },
  ),
});

export const AssignTruckerSchema = draftObject(
  { Ids: ids, PKL_TRUCKER_ID: id, PKL_TRUCK_PLATE: text(10), PKL_DRIVER_NAME: text(35), PKL_DRIVER_PHONE: text(20) },
  ['Ids', 'PKL_TRUCKER_ID'],
);

/** The List's own filters besides the list kit's (Page, PageSize, Sort, Desc and the column filters). */
export const PackingListFiltersSchema = Type.Object({
  /** applications: state 1; auditData: state 4; opened: 2–7; all (default). */
  Stage: Type.Optional(textOf(PKL_STAGES)),
  /** true: universal packing lists only; false: platform bookings only; absent: both. */
  Universal: Type.Optional(Type.Boolean()),
  CGO_ID: Type.Optional(text(60)),
  CNNO: Type.Optional(text(11)),
  Vessel: Type.Optional(text(35)),
  Voyage: Type.Optional(text(17)),
  /** Created on or after this day (YYYY-MM-DD, Asia/Shanghai). */
  From: Type.Optional(text(10)),
  /** Created on or before this day. */
  To: Type.Optional(text(10)),
  /** Only those the signed-in person created or decided. */
  Mine: Type.Optional(Type.Boolean()),
});

const statusAnswer = Type.Object({ Id: Type.Integer(), PKL_STATUS: Type.Integer() });

export const packingCalls = {
  /** Applies for packing lists of a booking (one row per slot, state 1). */
  apply: defineCall({
    method: 'POST',
    path: P.packingApply,
    input: ApplySchema,
    answer: Type.Object({ Ids: Type.Array(Type.Integer()), PKL_APPLY_BATCH: Type.String() }),
    access: A.packingApply,
  }),
  /** Opens (numbers PKL_NO) or rejects applications, all or none. */
  decideApplication: defineCall({
    method: 'POST',
    path: P.packingDecideApplication,
    input: DecideApplicationSchema,
    answer: Type.Object({ Decided: Type.Array(Type.Object({ Id: Type.Integer(), PKL_NO: nullable(Type.String()), PKL_STATUS: Type.Integer() })) }),
    access: A.packingDecide,
  }),
  /** Saves the stuffed data (state 2 or 6); answers the check's problems (saving never blocks on them, but on pkl.cnno.live, pkl.locked, pkl.stale). */
  saveData: defineCall({
    method: 'POST',
    path: P.packingSaveData,
    input: SaveDataSchema,
    answer: Type.Object({ Id: Type.Integer(), VERSION: Type.Integer(), Problems: PackingListRecordSchema.properties.Problems }),
    access: A.packingSaveData,
  }),
  /** Submits the stored data (2/6 → 4); refused with the check's errors as `Errors`. */
  submitData: defineCall({
    method: 'POST',
    path: P.packingSubmitData,
    input: strict({ Id: id, VERSION: version }),
    answer: statusAnswer,
    access: A.packingSubmitData,
  }),
  /** Approves (4 → 5) or returns (4 → 6, Remarks required) the data. */
  auditData: defineCall({
    method: 'POST',
    path: P.packingAuditData,
    input: draftObject({ Id: id, Approve: Type.Boolean(), Remarks: remarks }, ['Id', 'Approve']),
    answer: statusAnswer,
    access: A.packingAuditData,
  }),
  /** Splits an opened packing list (state 2) into children on free slots of its type; the parent ends cancelled (SPLIT). */
  split: defineCall({
    method: 'POST',
    path: P.packingSplit,
    input: strict({ Id: id, Into: Type.Array(SplitChildSchema, { minItems: 2, maxItems: 20 }) }),
    answer: Type.Object({ ParentId: Type.Integer(), ChildIds: Type.Array(Type.Integer()) }),
    access: A.packingSplit,
  }),
  /** Cancels (voids) a packing list before gate-in, with a reason. */
  cancel: defineCall({
    method: 'POST',
    path: P.packingCancel,
    input: strict({ Id: id, Reason: text(500, 1) }),
    answer: Type.Object({ Id: Type.Integer() }),
    access: A.packingCancel,
  }),
  /** Names the trucker (a provider company) of packing lists, with the truck and driver when known. */
  assignTrucker: defineCall({
    method: 'POST',
    path: P.packingAssignTrucker,
    input: AssignTruckerSchema,
    answer: Type.Object({ Ids: Type.Array(Type.Integer()) }),
    access: A.packingAssignTrucker,
  }),
  /** One packing list: header, lines, the check now, cut-offs, what the reader may do. */
  get: defineCall({ method: 'GET', path: P.packingGet, input: byId, answer: PackingListRecordSchema, access: A.packingRead }),
  /** What happened to a packing list, newest first. */
  log: defineCall({ method: 'GET', path: P.packingLog, input: byId, answer: Type.Array(PackingEventSchema), access: A.packingRead }),
  /**
   * Get's record and Log's events in one answer, read on one scoped lookup: the audit desk opens an
   * item with one call instead of two answered side by side (bench/browserPklAudit.ts).
   */
  detail: defineCall({
    method: 'GET',
    path: P.packingDetail,
    input: byId,
    answer: Type.Object({ Record: PackingListRecordSchema, Log: Type.Array(PackingEventSchema) }),
    access: A.packingRead,
  }),
};

/** The list of the list kit (paging, sort, column filters, `/Export`) plus PackingListFiltersSchema's filters. */
export const packingListCalls = {
  list: listCallOf(P.packingList, PackingListRowSchema, A.packingRead),
};
