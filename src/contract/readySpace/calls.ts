import { Type, type Static } from '@sinclair/typebox';
import { QuickSailingSchema } from '../booking/public';
import { ORDER_STATUSES, SHOWN_SPACE_STATUSES } from '../../domain/readySpace/status';
import { defineCall } from '../call';
import { id, nullable, strict, text, textOf } from '../schema';
import { READY_SPACE_ACCESS as A, READY_SPACE_PATHS as P } from './module';

/**
 * Ready space on the wire (commercial.md §5.1, §5.3). Amounts travel as decimal text in the listing's
 * currency ("1850.00") and are kept in minor units; a buyer (or any company but the owner) gets the
 * sell side only: price and what is available, never the floor price or the held and sold counts.
 */

const date = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const code = (max = 10) => Type.String({ maxLength: max });
/** A decimal amount as typed: up to 10 digits and 4 decimals (the currency's digits are checked by the server). */
export const Amount = Type.String({ pattern: '^\\d{1,10}(\\.\\d{1,4})?$' });
const version = Type.Optional(Type.Integer({ minimum: 0, maximum: 2 ** 31 - 1 }));

export const PRICE_INCLUDES = ['OF_ONLY', 'ALL_IN'] as const;
export const AUDIENCES = ['MARKET', 'LEVELS', 'COMPANIES'] as const;
export const RS_CARGO_TYPES = ['GP', 'DG', 'RF', 'OOG'] as const;

export const CutOffInSchema = strict({
  /** DCSA cut-off code (DCO, FCO, VCO, CUA, EFC…). */
  Code: code(3),
  /** On the POL's clock ("2026-12-02 12:00") or an ISO instant. */
  DateTime: text(30, 10),
});

export const ReadySpaceWireSchema = strict({
  /** The sailing picked from the schedules, when known. */
  VesselCallId: Type.Optional(nullable(id)),
  CarrierCode: code(10),
  VesselName: text(100),
  Voyage: text(20),
  ServiceCode: Type.Optional(text(20)),
  PolCode: code(5),
  ViaCode: Type.Optional(code(5)),
  PodCode: code(5),
  Etd: Type.Union([date, Type.Literal('')]),
  Eta: Type.Optional(Type.Union([date, Type.Literal('')])),
  CutOffs: Type.Array(CutOffInSchema, { maxItems: 10 }),
  Currency: code(3),
  PriceIncludes: textOf(PRICE_INCLUDES),
  Surcharges: Type.Optional(Type.Array(strict({ Code: code(10), Amount, Currency: code(3), Per: textOf(['CONTAINER', 'BL'] as const) }), { maxItems: 20 })),
  MaxPerOrder: Type.Optional(nullable(Type.Integer({ minimum: 1, maximum: 999 }))),
  /** When sales close: an ISO instant or the POL's clock; empty = 24 hours before the DCO. */
  ValidUntil: Type.Optional(text(30)),
  CancellationTerms: text(1000),
  CancelFeePerContainer: Type.Optional(Type.Union([Amount, Type.Literal('')])),
  Audience: textOf(AUDIENCES),
  AudienceCompanyIds: Type.Optional(Type.Array(id, { maxItems: 200 })),
  AudienceLevelIds: Type.Optional(Type.Array(id, { maxItems: 50 })),
  CargoTypes: Type.Optional(Type.Array(textOf(RS_CARGO_TYPES), { maxItems: 4 })),
  HoldMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_080 })),
  Remarks: Type.Optional(text(1000)),
  Lines: Type.Array(
    strict({
      ContainerClass: code(10),
      TotalQty: Type.Integer({ minimum: 0, maximum: 9999 }),
      Price: Amount,
      FloorPrice: Type.Optional(Type.Union([Amount, Type.Literal('')])),
    }),
    { maxItems: 10 },
  ),
});
export type ReadySpaceWire = Static<typeof ReadySpaceWireSchema>;

/** One class of a listing as a reader sees it: counts and the floor price for the owner and the platform only. */
export const SpaceLineSchema = Type.Object({
  ContainerClass: Type.String(),
  Price: Type.String(),
  Available: Type.Integer(),
  TotalQty: Type.Optional(Type.Integer()),
  HeldQty: Type.Optional(Type.Integer()),
  SoldQty: Type.Optional(Type.Integer()),
  FloorPrice: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type SpaceLine = Static<typeof SpaceLineSchema>;

const EventSchema = Type.Object({ At: Type.String(), Type: Type.String(), By: Type.String(), Remarks: Type.String() });
const CutOffSchema = Type.Object({ Code: Type.String(), DateTime: Type.String() });

export const ReadySpaceSchema = Type.Object({
  Id: Type.Integer(),
  SpaceNo: Type.String(),
  ProviderName: Type.String(),
  /** The reader's company owns it (the provider's pages) — or the reader is the platform's staff. */
  Manages: Type.Boolean(),
  /** The listing is the reader's company's own: only then may the reader submit it. */
  Owns: Type.Boolean(),
  Status: textOf(SHOWN_SPACE_STATUSES),
  VesselCallId: Type.Union([Type.Integer(), Type.Null()]),
  CarrierCode: Type.String(),
  VesselName: Type.String(),
  Voyage: Type.String(),
  ServiceCode: Type.String(),
  PolCode: Type.String(),
  ViaCode: Type.String(),
  PodCode: Type.String(),
  Etd: Type.String(),
  Eta: Type.String(),
  PolTimeZone: Type.String(),
  CutOffs: Type.Array(CutOffSchema),
  Currency: Type.String(),
  PriceIncludes: Type.String(),
  Surcharges: Type.Array(Type.Object({ Code: Type.String(), Amount: Type.String(), Currency: Type.String(), Per: Type.String() })),
  MaxPerOrder: Type.Union([Type.Integer(), Type.Null()]),
  ValidUntil: Type.String(),
  CancellationTerms: Type.String(),
  CancelFeePerContainer: Type.Union([Type.String(), Type.Null()]),
  Audience: Type.String(),
  CargoTypes: Type.Array(Type.String()),
  HoldMinutes: Type.Integer(),
  Remarks: Type.String(),
  AuditRemarks: Type.String(),
  Lines: Type.Array(SpaceLineSchema),
  Available: Type.Integer(),
  Version: Type.Integer(),
  /** The listing's log (the owner and the platform). */
  Events: Type.Array(EventSchema),
});
export type ReadySpace = Static<typeof ReadySpaceSchema>;

export const ReadySpaceRowSchema = Type.Object({
  Id: Type.Integer(),
  SpaceNo: Type.String(),
  ProviderName: Type.String(),
  Status: textOf(SHOWN_SPACE_STATUSES),
  CarrierCode: Type.String(),
  VesselName: Type.String(),
  Voyage: Type.String(),
  PolCode: Type.String(),
  PodCode: Type.String(),
  Etd: Type.String(),
  ValidUntil: Type.String(),
  Currency: Type.String(),
  Lines: Type.Array(SpaceLineSchema),
  Available: Type.Integer(),
  /** Open orders on it (the owner and the platform; 0 for others). */
  OpenOrders: Type.Integer(),
  AuditRemarks: Type.String(),
  UpdatedAt: Type.String(),
  Version: Type.Integer(),
});
export type ReadySpaceRow = Static<typeof ReadySpaceRowSchema>;

export const SPACE_SCOPES = ['MINE', 'AUDIT', 'MARKET', 'ALL'] as const;
export const ORDER_SCOPES = ['BUYER', 'SELLER', 'ALL'] as const;

export const OrderLineSchema = Type.Object({ ContainerClass: Type.String(), Qty: Type.Integer(), UnitPrice: Type.String(), Currency: Type.String() });

export const CargoSchema = strict({
  Commodity: text(550, 1),
  CargoType: Type.Optional(textOf(RS_CARGO_TYPES)),
  GrossKgPerUnit: Type.Number({ minimum: 1, maximum: 100_000 }),
  HsCode: Type.Optional(text(10)),
});
export const ContactSchema = strict({ Name: text(100, 1), Phone: text(50, 1) });

export const ReadySpaceOrderSchema = Type.Object({
  Id: Type.Integer(),
  OrderNo: Type.String(),
  ReadySpaceId: Type.Integer(),
  SpaceNo: Type.String(),
  BuyerName: Type.String(),
  ProviderName: Type.String(),
  /** The reader is the seller (the listing's company) or the platform's staff. */
  Sells: Type.Boolean(),
  Status: textOf(ORDER_STATUSES),
  CancelFrom: Type.Union([Type.String(), Type.Null()]),
  Lines: Type.Array(OrderLineSchema),
  /** Currency → amount, as text ("USD 3700.00"). */
  Total: Type.String(),
  Cargo: Type.Object({
    Commodity: Type.String(),
    CargoType: Type.Optional(Type.String()),
    GrossKgPerUnit: Type.Number(),
    HsCode: Type.Optional(Type.String()),
  }),
  Contact: Type.Object({ Name: Type.String(), Phone: Type.String() }),
  Remarks: Type.String(),
  HoldExpiresAt: Type.String(),
  CarrierBookingNos: Type.Array(Type.String()),
  SoNo: Type.String(),
  BookingOrderId: Type.Union([Type.Integer(), Type.Null()]),
  CgoId: Type.Union([Type.String(), Type.Null()]),
  Reason: Type.String(),
  CancelFee: Type.Union([Type.String(), Type.Null()]),
  Resold: Type.Union([Type.Boolean(), Type.Null()]),
  CarrierCode: Type.String(),
  VesselName: Type.String(),
  Voyage: Type.String(),
  PolCode: Type.String(),
  PodCode: Type.String(),
  Etd: Type.String(),
  CreatedAt: Type.String(),
  Version: Type.Integer(),
  Events: Type.Array(EventSchema),
});
export type ReadySpaceOrder = Static<typeof ReadySpaceOrderSchema>;

export const ReadySpaceOrderRowSchema = Type.Object({
  Id: Type.Integer(),
  OrderNo: Type.String(),
  ReadySpaceId: Type.Integer(),
  SpaceNo: Type.String(),
  BuyerName: Type.String(),
  ProviderName: Type.String(),
  Status: textOf(ORDER_STATUSES),
  Containers: Type.String(),
  Total: Type.String(),
  CarrierCode: Type.String(),
  PolCode: Type.String(),
  PodCode: Type.String(),
  Etd: Type.String(),
  HoldExpiresAt: Type.String(),
  CgoId: Type.String(),
  CreatedAt: Type.String(),
  Version: Type.Integer(),
});
export type ReadySpaceOrderRow = Static<typeof ReadySpaceOrderRowSchema>;

const Moved = Type.Object({ Status: Type.String(), Version: Type.Integer() });
const byId = { Id: id, Version: version };

export const readySpaceCalls = {
  get: defineCall({ method: 'GET', path: P.readySpaceGet, input: strict({ Id: id }), answer: ReadySpaceSchema, access: A.readySpaceRead }),
  saveDraft: defineCall({
    method: 'POST',
    path: P.readySpaceSaveDraft,
    input: strict({ Id: Type.Optional(nullable(id)), Version: version, Space: ReadySpaceWireSchema }),
    answer: Type.Object({ Id: Type.Integer(), SpaceNo: Type.String(), Version: Type.Integer(), Status: Type.String() }),
    access: A.readySpacePublish,
  }),
  submit: defineCall({ method: 'POST', path: P.readySpaceSubmit, input: strict(byId), answer: Moved, access: A.readySpacePublish }),
  audit: defineCall({
    method: 'POST',
    path: P.readySpaceAudit,
    input: strict({ ...byId, Decision: textOf(['APPROVE', 'REJECT'] as const), Remarks: Type.Optional(text(500)) }),
    answer: Moved,
    access: A.readySpaceAudit,
  }),
  setShelf: defineCall({
    method: 'POST',
    path: P.readySpaceSetShelf,
    input: strict({ ...byId, OnShelf: Type.Boolean(), Reason: Type.Optional(text(500)) }),
    answer: Moved,
    access: A.readySpaceShelf,
  }),
  updateStock: defineCall({
    method: 'POST',
    path: P.readySpaceUpdateStock,
    input: strict({
      ...byId,
      Lines: Type.Array(strict({ ContainerClass: code(10), TotalQty: Type.Integer({ minimum: 0, maximum: 9999 }) }), { minItems: 1, maxItems: 10 }),
    }),
    answer: Moved,
    access: A.readySpacePublish,
  }),
  updatePrice: defineCall({
    method: 'POST',
    path: P.readySpaceUpdatePrice,
    input: strict({ ...byId, Lines: Type.Array(strict({ ContainerClass: code(10), Price: Amount }), { minItems: 1, maxItems: 10 }) }),
    answer: Moved,
    access: A.readySpacePublish,
  }),
  sailings: defineCall({
    method: 'GET',
    path: P.readySpaceSailings,
    input: strict({ PolCode: code(5), PodCode: code(5), CarrierCode: Type.Optional(code(10)), From: date, To: date }),
    answer: Type.Array(QuickSailingSchema),
    access: A.readySpaceSailings,
  }),
  place: defineCall({
    method: 'POST',
    path: P.readySpaceOrderPlace,
    input: strict({
      ReadySpaceId: id,
      Lines: Type.Array(strict({ ContainerClass: code(10), Qty: Type.Integer({ minimum: 1, maximum: 999 }) }), { minItems: 1, maxItems: 10 }),
      Cargo: CargoSchema,
      Contact: ContactSchema,
      Remarks: Type.Optional(text(1000)),
    }),
    answer: Type.Object({ OrderId: Type.Integer(), OrderNo: Type.String(), HoldExpiresAt: Type.String(), Status: Type.String(), Replayed: Type.Boolean() }),
    access: A.readySpaceBuy,
  }),
  /**
   * One page of the orders list (the lists' query, server/modules/readySpace/lists.ts): a screen that
   * needs a few rows rather than the table (the buyer's holds on a listing, the orders that take files).
   */
  orderList: defineCall({
    method: 'GET',
    path: P.readySpaceOrderList,
    input: strict({
      Scope: Type.Optional(textOf(ORDER_SCOPES)),
      ReadySpaceId: Type.Optional(id),
      Status: Type.Optional(textOf(ORDER_STATUSES)),
      PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    }),
    answer: Type.Object({ Total: Type.Integer(), Items: Type.Array(ReadySpaceOrderRowSchema) }),
    access: A.readySpaceOrderRead,
  }),
  orderGet: defineCall({ method: 'GET', path: P.readySpaceOrderGet, input: strict({ Id: id }), answer: ReadySpaceOrderSchema, access: A.readySpaceOrderRead }),
  confirm: defineCall({ method: 'POST', path: P.readySpaceOrderConfirm, input: strict(byId), answer: Moved, access: A.readySpaceOrderDecide }),
  reject: defineCall({
    method: 'POST',
    path: P.readySpaceOrderReject,
    input: strict({ ...byId, Reason: text(500) }),
    answer: Moved,
    access: A.readySpaceOrderDecide,
  }),
  cancel: defineCall({
    method: 'POST',
    path: P.readySpaceOrderCancel,
    input: strict({ ...byId, Reason: Type.Optional(text(500)) }),
    answer: Moved,
    access: A.readySpaceCancel,
  }),
  releaseSo: defineCall({
    method: 'POST',
    path: P.readySpaceOrderReleaseSo,
    input: strict({
      ...byId,
      CarrierBookingNos: Type.Array(text(35, 1), { minItems: 1, maxItems: 10 }),
      /** The S/O number, when it is not the carrier's booking number. */
      SoNo: Type.Optional(text(35)),
      /** The S/O copy uploaded to this order (Files/Upload, kind SO), when there is one. */
      SoFileId: Type.Optional(id),
      /** On the POL's clock; none: the listing's cut-offs. */
      CutOffs: Type.Optional(Type.Array(CutOffInSchema, { maxItems: 10 })),
      EmptyPickupDepot: Type.Optional(text(200)),
    }),
    answer: Type.Object({ Status: Type.String(), Version: Type.Integer(), BookingOrderId: Type.Integer(), CgoId: Type.String() }),
    access: A.readySpaceReleaseSo,
  }),
  requestCancel: defineCall({
    method: 'POST',
    path: P.readySpaceOrderRequestCancel,
    input: strict({ ...byId, Reason: text(500) }),
    answer: Moved,
    access: A.readySpaceCancel,
  }),
  decideCancel: defineCall({
    method: 'POST',
    path: P.readySpaceOrderDecideCancel,
    input: strict({ ...byId, Approve: Type.Boolean(), Fee: Type.Optional(Amount), Resell: Type.Optional(Type.Boolean()), Reason: Type.Optional(text(500)) }),
    answer: Moved,
    access: A.readySpaceOrderDecide,
  }),
} as const;

/** A listing as a visitor sees it (/customer/booking): the sailing, the classes and what is left — no prices; sign in to buy. */
export const PublicSpaceSchema = Type.Object({
  Id: Type.Integer(),
  SpaceNo: Type.String(),
  CarrierCode: Type.String(),
  VesselName: Type.String(),
  Voyage: Type.String(),
  PolCode: Type.String(),
  PodCode: Type.String(),
  Etd: Type.String(),
  ValidUntil: Type.String(),
  Classes: Type.Array(Type.Object({ ContainerClass: Type.String(), Available: Type.Integer() })),
  Available: Type.Integer(),
});
export type PublicSpace = Static<typeof PublicSpaceSchema>;

/** The public query: open to visitors (no access row), limited per address like the public rate search. */
export const publicSpaceCall = {
  method: 'GET',
  path: P.readySpacePublic,
  input: strict({ PolCode: Type.Optional(code(5)), PodCode: Type.Optional(code(5)) }),
  answer: Type.Array(PublicSpaceSchema),
} as const;
