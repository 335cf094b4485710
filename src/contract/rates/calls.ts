import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, nullable, strict, text, textOf } from '../schema';
import { RATES_ACCESS as A, RATES_PATHS as P } from './module';

/**
 * The FCL rate store's calls (commercial.md §2.3). Amounts travel as decimal text in their currency
 * ("1850.00"; the domain turns them into minor units by ISO 4217 digits), dates as YYYY-MM-DD.
 *
 * Two counters, two meanings: `Version` is the rate's version (1, 2 … under one RateNo; a change to
 * a published rate makes the next one, R2.8), `Revision` is the optimistic lock of one version's row
 * (a save names the Revision it read; a stale one answers 400 `STALE`).
 */

export const RATE_TYPES = ['CONTRACT', 'SPOT', 'PROMO'] as const;
export const RATE_STATUSES = ['DRAFT', 'PENDING', 'PUBLISHED', 'SUPERSEDED', 'WITHDRAWN'] as const;
export const CARGO_TYPES = ['GP', 'DG', 'RF', 'OOG'] as const;
export const SURCHARGE_BASES = ['PER_CONTAINER', 'PER_BL', 'PER_SHIPMENT', 'PERCENT'] as const;
export const VALIDITY_BASES = ['ETD', 'GATE_IN', 'BOOKING'] as const;
export type RateStatus = (typeof RATE_STATUSES)[number];

const date = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** Decimal text: digits, an optional sign and fraction (the check reads it by the currency's digits). */
const amount = Type.String({ pattern: '^-?\\d{1,12}(\\.\\d{1,6})?$' });
const weekdays = Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { maxItems: 7 });
const days = Type.Integer({ minimum: 0, maximum: 90 });

export const RatePriceSchema = strict({
  ContainerClass: text(6, 1),
  Cost: amount,
  ListPrice: Type.Optional(nullable(amount)),
  MaxGrossKg: Type.Optional(nullable(Type.Integer({ minimum: 1, maximum: 60000 }))),
});
export const RateSurchargeSchema = strict({
  FeeCode: text(10, 1),
  Basis: textOf(SURCHARGE_BASES),
  ContainerClass: Type.Optional(nullable(text(6))),
  Amount: amount,
  Currency: text(3, 3),
  PaymentTerm: textOf(['PRE', 'COL'] as const),
  Side: textOf(['FREIGHT', 'ORIGIN', 'DESTINATION'] as const),
});

/** What a clerk writes on a rate. */
const rateFields = {
  RateType: textOf(RATE_TYPES),
  CarrierCode: text(4, 1),
  ServiceCode: Type.Optional(nullable(text(11))),
  TradeLaneCode: Type.Optional(nullable(text(10))),
  PolCode: text(5, 5),
  ViaCode: Type.Optional(nullable(text(5))),
  PodCode: text(5, 5),
  CargoType: Type.Optional(textOf(CARGO_TYPES)),
  Commodity: Type.Optional(text(40)),
  ContractNo: Type.Optional(nullable(text(30))),
  Currency: text(3, 3),
  AllIn: Type.Optional(Type.Boolean()),
  ValidFrom: date,
  ValidTo: date,
  ValidityBasis: Type.Optional(textOf(VALIDITY_BASES)),
  CutOffWeekdays: Type.Optional(weekdays),
  EtdWeekdays: Type.Optional(weekdays),
  TransitDays: Type.Optional(nullable(Type.Integer({ minimum: 0, maximum: 999 }))),
  FreeTimeOrigin: Type.Optional(nullable(days)),
  FreeTimeDestDem: Type.Optional(nullable(days)),
  FreeTimeDestDet: Type.Optional(nullable(days)),
  Remarks: Type.Optional(text(500)),
  InternalRemarks: Type.Optional(text(500)),
  Visible: Type.Optional(Type.Boolean()),
  Prices: Type.Array(RatePriceSchema, { maxItems: 20 }),
  Surcharges: Type.Optional(Type.Array(RateSurchargeSchema, { maxItems: 40 })),
};

/** A new rate (no Id), a draft saved again (Id + the Revision read), or a new version of a published rate (its Id + Revision). */
export const saveDraftInput = strict({ Id: Type.Optional(id), Revision: Type.Optional(Type.Integer({ minimum: 1 })), ...rateFields });
export type FclRateDraftInput = Static<typeof saveDraftInput>;

export const FclRateSchema = Type.Object({
  Id: Type.Integer(),
  RateNo: Type.String(),
  Version: Type.Integer(),
  Revision: Type.Integer(),
  Status: textOf(RATE_STATUSES),
  SupersedesId: nullable(Type.Integer()),
  ...rateFields,
  TradeLaneCode: nullable(Type.String()),
  CargoType: textOf(CARGO_TYPES),
  Commodity: Type.String(),
  AllIn: Type.Boolean(),
  ValidityBasis: textOf(VALIDITY_BASES),
  CutOffWeekdays: Type.Array(Type.Integer()),
  EtdWeekdays: Type.Array(Type.Integer()),
  Remarks: Type.String(),
  InternalRemarks: Type.String(),
  Visible: Type.Boolean(),
  Surcharges: Type.Array(RateSurchargeSchema),
  /** PUBLISHED and ValidTo before today (derived, never stored). */
  Expired: Type.Boolean(),
  CarrierName: Type.String(),
  PolName: Type.String(),
  PodName: Type.String(),
  ViaName: nullable(Type.String()),
  MaintainerName: Type.String(),
  RejectRemarks: nullable(Type.String()),
  UpdatedAt: Type.String(),
});
export type FclRateWire = Static<typeof FclRateSchema>;

/** One line of a rate's history: what happened to which version, by whom, when. */
export const RateEventSchema = Type.Object({
  RateId: Type.Integer(),
  Version: Type.Integer(),
  At: Type.String(),
  Actor: Type.String(),
  Type: Type.String(),
  Detail: Type.Record(Type.String(), Type.Unknown()),
});

/** The grid's row: the rate with its prices per class as columns. */
export const FclRateRowSchema = Type.Object({
  Id: Type.Integer(),
  RateNo: Type.String(),
  Version: Type.Integer(),
  /** The row's optimistic lock: a submit from the grid names it. */
  Revision: Type.Integer(),
  Status: textOf(RATE_STATUSES),
  Expired: Type.Boolean(),
  Visible: Type.Boolean(),
  /** Its rate number is a product card on the customers' e-commerce page (dsView). */
  Listed: Type.Boolean(),
  RateType: Type.String(),
  CarrierCode: Type.String(),
  TradeLaneCode: nullable(Type.String()),
  PolCode: Type.String(),
  PolName: Type.String(),
  ViaCode: nullable(Type.String()),
  PodCode: Type.String(),
  PodName: Type.String(),
  Currency: Type.String(),
  /** Class → cost, decimal text. */
  Costs: Type.Record(Type.String(), Type.String()),
  ValidFrom: Type.String(),
  ValidTo: Type.String(),
  TransitDays: nullable(Type.Integer()),
  MaintainerName: Type.String(),
  /** Why the manager sent it back (a draft after a rejection). */
  RejectRemarks: nullable(Type.String()),
  UpdatedAt: Type.String(),
});
export type FclRateRow = Static<typeof FclRateRowSchema>;

const confirmResult = Type.Object({
  Id: Type.Integer(),
  Ok: Type.Boolean(),
  Status: Type.Optional(textOf(RATE_STATUSES)),
  Code: Type.Optional(Type.String()),
  Message: Type.Optional(Type.String()),
});

export const ratesCalls = {
  get: defineCall({ method: 'GET', path: P.fclRateGet, input: strict({ Id: id }), answer: FclRateSchema, access: A.rateRead }),
  history: defineCall({
    method: 'GET',
    path: P.fclRateHistory,
    input: strict({ RateNo: text(20, 1) }),
    answer: Type.Object({ Versions: Type.Array(FclRateSchema), Events: Type.Array(RateEventSchema) }),
    access: A.rateRead,
  }),
  saveDraft: defineCall({
    method: 'POST',
    path: P.fclRateSaveDraft,
    input: saveDraftInput,
    answer: Type.Object({ Id: Type.Integer(), RateNo: Type.String(), Version: Type.Integer(), Revision: Type.Integer() }),
    access: A.rateEdit,
  }),
  submit: defineCall({
    method: 'POST',
    path: P.fclRateSubmit,
    input: strict({ Id: id, Revision: Type.Integer({ minimum: 1 }), Supersede: Type.Optional(Type.Boolean()) }),
    answer: Type.Object({ Status: textOf(RATE_STATUSES), Superseded: Type.Array(Type.String()) }),
    access: A.rateSubmit,
  }),
  confirm: defineCall({
    method: 'POST',
    path: P.fclRateConfirm,
    input: strict({
      Ids: Type.Array(id, { minItems: 1, maxItems: 200 }),
      Decision: textOf(['APPROVE', 'REJECT'] as const),
      Remarks: Type.Optional(text(500)),
      Supersede: Type.Optional(Type.Boolean()),
    }),
    answer: Type.Object({ Results: Type.Array(confirmResult) }),
    access: A.rateConfirm,
  }),
  setVisibility: defineCall({
    method: 'POST',
    path: P.fclRateSetVisibility,
    input: strict({ Ids: Type.Array(id, { minItems: 1, maxItems: 200 }), Visible: Type.Boolean() }),
    answer: Type.Object({ Changed: Type.Integer() }),
    access: A.rateVisibility,
  }),
  withdraw: defineCall({
    method: 'POST',
    path: P.fclRateWithdraw,
    input: strict({ Ids: Type.Array(id, { minItems: 1, maxItems: 200 }), Reason: text(200) }),
    answer: Type.Object({ Changed: Type.Integer() }),
    access: A.rateWithdraw,
  }),
  copy: defineCall({
    method: 'POST',
    path: P.fclRateCopy,
    input: strict({ Id: id, ValidFrom: date, ValidTo: date }),
    answer: Type.Object({ Id: Type.Integer(), RateNo: Type.String(), Version: Type.Integer(), Revision: Type.Integer() }),
    access: A.rateEdit,
  }),
  delete: defineCall({
    method: 'POST',
    path: P.fclRateDelete,
    input: strict({ Ids: Type.Array(id, { minItems: 1, maxItems: 200 }) }),
    answer: Type.Object({ Changed: Type.Integer() }),
    access: A.rateEdit,
  }),
} as const;
