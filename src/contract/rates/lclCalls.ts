import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, nullable, strict, text, textOf } from '../schema';
import { RATES_ACCESS as A, RATES_PATHS as P } from './module';

/**
 * LCL rates and co-load surcharges (commercial.md §4.3): versioned rates per co-loader and lane —
 * a price per revenue ton (W/M), volume breaks without gaps, a minimum RT, piece limits — and the
 * co-loaders' surcharges by basis; a search prices a shipment's exact CBM, kg and pieces at every
 * co-loader serving the lane and ranks them by all-in total. Amounts travel as decimal text.
 */

const date = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const amount = Type.String({ pattern: '^\\d{1,10}(\\.\\d{1,2})?$' });
const rt = Type.String({ pattern: '^\\d{1,4}(\\.\\d{1,3})?$' });
const weekdays = Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { maxItems: 7 });

export const LCL_STATUSES = ['DRAFT', 'PUBLISHED', 'SUPERSEDED', 'WITHDRAWN'] as const;
export const LCL_BASES = ['PER_RT', 'PER_CBM', 'PER_TON', 'PER_KG', 'PER_BL', 'PER_SHIPMENT', 'PERCENT'] as const;
export const LCL_SIDES = ['ORIGIN', 'FREIGHT', 'DESTINATION'] as const;

export const LclBreakSchema = strict({ FromRt: rt, ToRt: nullable(rt), RatePerRt: amount });

const lclFields = {
  CoLoaderName: text(60, 1),
  PolCode: text(5, 5),
  ViaCode: Type.Optional(nullable(text(5))),
  PodCode: text(5, 5),
  Currency: text(3, 3),
  RatePerRt: amount,
  Breaks: Type.Array(LclBreakSchema, { maxItems: 10 }),
  MinRt: rt,
  KgPerRt: Type.Optional(Type.Integer({ minimum: 100, maximum: 2000 })),
  RtRounding: Type.Optional(Type.String({ pattern: '^(0\\.01|0\\.1|0\\.5|1)$' })),
  CutOffWeekdays: Type.Optional(weekdays),
  EtdWeekdays: Type.Optional(weekdays),
  TransitDays: Type.Optional(nullable(Type.Integer({ minimum: 1, maximum: 90 }))),
  MaxPieceKg: Type.Optional(nullable(Type.Integer({ minimum: 1, maximum: 50_000 }))),
  MaxPieceLengthCm: Type.Optional(nullable(Type.Integer({ minimum: 1, maximum: 2_000 }))),
  DgAccepted: Type.Optional(Type.Boolean()),
  ValidFrom: date,
  ValidTo: date,
  Remarks: Type.Optional(text(500)),
  InternalRemarks: Type.Optional(text(500)),
};

/** A new LCL rate (no Id), a draft again, or a published rate's next version (its Id and the Revision read). */
export const lclSaveInput = strict({ Id: Type.Optional(id), Revision: Type.Optional(Type.Integer({ minimum: 1 })), ...lclFields });
export type LclSaveInput = Static<typeof lclSaveInput>;

export const LclRateSchema = Type.Object({
  Id: Type.Integer(),
  RateNo: Type.String(),
  Version: Type.Integer(),
  Revision: Type.Integer(),
  Status: textOf(LCL_STATUSES),
  Expired: Type.Boolean(),
  ...lclFields,
  ViaCode: nullable(Type.String()),
  KgPerRt: Type.Integer(),
  RtRounding: Type.String(),
  CutOffWeekdays: Type.Array(Type.Integer()),
  EtdWeekdays: Type.Array(Type.Integer()),
  TransitDays: nullable(Type.Integer()),
  MaxPieceKg: nullable(Type.Integer()),
  MaxPieceLengthCm: nullable(Type.Integer()),
  DgAccepted: Type.Boolean(),
  Remarks: Type.String(),
  InternalRemarks: Type.String(),
  PolName: Type.String(),
  PodName: Type.String(),
  UpdatedAt: Type.String(),
});
export type LclRateWire = Static<typeof LclRateSchema>;

export const lclSearchInput = strict({
  PolCode: text(5, 5),
  PodCode: text(5, 5),
  Cbm: Type.Number({ minimum: 0, maximum: 100 }),
  Kg: Type.Number({ minimum: 0, maximum: 50_000 }),
  Pieces: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  HeaviestPieceKg: Type.Optional(nullable(Type.Number({ minimum: 0, maximum: 50_000 }))),
  LongestPieceCm: Type.Optional(nullable(Type.Number({ minimum: 0, maximum: 5_000 }))),
  Date: Type.Optional(date),
});
export type LclSearchInput = Static<typeof lclSearchInput>;

const LineSchema = Type.Object({
  FeeCode: Type.String(),
  Basis: Type.String(),
  Currency: Type.String(),
  Qty: Type.String(),
  UnitAmount: Type.String(),
  Amount: Type.String(),
  Side: Type.String(),
  Bound: Type.Optional(Type.String()),
});
export const LclSearchRowSchema = Type.Object({
  RateId: Type.Integer(),
  RateNo: Type.String(),
  Version: Type.Integer(),
  CoLoaderName: Type.String(),
  ViaCode: nullable(Type.String()),
  TransitDays: nullable(Type.Integer()),
  CutOffWeekdays: Type.Array(Type.Integer()),
  EtdWeekdays: Type.Array(Type.Integer()),
  ValidTo: Type.String(),
  Rt: Type.String(),
  ChargeableRt: Type.String(),
  RatePerRt: Type.String(),
  Lines: Type.Array(LineSchema),
  /** Per currency, never summed across currencies. */
  Totals: Type.Array(Type.Object({ Currency: Type.String(), Amount: Type.String() })),
  /** All-in in CNY at the day's book rate, when every currency has one (what the rows are ranked by). */
  AllInCny: nullable(Type.String()),
});
export type LclSearchRow = Static<typeof LclSearchRowSchema>;
export const LclSearchAnswerSchema = Type.Object({
  Rows: Type.Array(LclSearchRowSchema),
  /** Rates of the lane not offered for this cargo, and why (R4.4). */
  NotOffered: Type.Array(Type.Object({ RateNo: Type.String(), CoLoaderName: Type.String(), Reason: Type.String() })),
});
export type LclSearchAnswer = Static<typeof LclSearchAnswerSchema>;

export const coLoadSaveInput = strict({
  Id: Type.Optional(id),
  Revision: Type.Optional(Type.Integer({ minimum: 1 })),
  FeeCode: text(10, 1),
  CoLoaderName: Type.Optional(nullable(text(60))),
  PolCode: Type.Optional(nullable(text(5))),
  PodCode: Type.Optional(nullable(text(5))),
  Basis: textOf(LCL_BASES),
  Amount: amount,
  Currency: text(3, 3),
  Min: Type.Optional(nullable(amount)),
  Max: Type.Optional(nullable(amount)),
  Side: textOf(LCL_SIDES),
  ValidFrom: date,
  ValidTo: date,
  Active: Type.Optional(Type.Boolean()),
});
export const CoLoadSurchargeSchema = Type.Object({
  Id: Type.Integer(),
  Revision: Type.Integer(),
  FeeCode: Type.String(),
  FeeName: Type.String(),
  CoLoaderName: nullable(Type.String()),
  PolCode: nullable(Type.String()),
  PodCode: nullable(Type.String()),
  Basis: textOf(LCL_BASES),
  Amount: Type.String(),
  Currency: Type.String(),
  Min: nullable(Type.String()),
  Max: nullable(Type.String()),
  Side: textOf(LCL_SIDES),
  ValidFrom: Type.String(),
  ValidTo: Type.String(),
  Active: Type.Boolean(),
});
export type CoLoadSurchargeWire = Static<typeof CoLoadSurchargeSchema>;

const saved = Type.Object({ Id: Type.Integer(), RateNo: Type.String(), Version: Type.Integer(), Revision: Type.Integer() });

export const lclCalls = {
  get: defineCall({ method: 'GET', path: P.lclRateGet, input: strict({ Id: id }), answer: LclRateSchema, access: A.lclRead }),
  history: defineCall({ method: 'GET', path: P.lclRateHistory, input: strict({ RateNo: text(20, 1) }), answer: Type.Array(LclRateSchema), access: A.lclRead }),
  saveDraft: defineCall({ method: 'POST', path: P.lclRateSaveDraft, input: lclSaveInput, answer: saved, access: A.lclEdit }),
  submit: defineCall({
    method: 'POST',
    path: P.lclRateSubmit,
    input: strict({ Id: id, Revision: Type.Integer({ minimum: 1 }) }),
    answer: Type.Object({ Status: textOf(LCL_STATUSES) }),
    access: A.lclPublish,
  }),
  withdraw: defineCall({
    method: 'POST',
    path: P.lclRateWithdraw,
    input: strict({ Id: id, Revision: Type.Integer({ minimum: 1 }), Reason: text(200, 1) }),
    answer: Type.Object({ Status: textOf(LCL_STATUSES) }),
    access: A.lclWithdraw,
  }),
  search: defineCall({ method: 'POST', path: P.lclRateSearch, input: lclSearchInput, answer: LclSearchAnswerSchema, access: A.lclSearch }),
  coLoadList: defineCall({ method: 'GET', path: P.coLoadSurchargeList, input: strict({}), answer: Type.Array(CoLoadSurchargeSchema), access: A.coLoadRead }),
  coLoadSave: defineCall({
    method: 'POST',
    path: P.coLoadSurchargeSave,
    input: coLoadSaveInput,
    answer: Type.Object({ Id: Type.Integer(), Revision: Type.Integer() }),
    access: A.coLoadEdit,
  }),
} as const;
