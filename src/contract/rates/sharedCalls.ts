import { Type, type Static } from '@sinclair/typebox';
import { defineCall, Nothing } from '../call';
import { id, nullable, strict, text, textOf } from '../schema';
import { RATES_ACCESS as A, RATES_PATHS as P } from './module';

/**
 * Shared rates and the rate pool (commercial.md §3.3). An owner (the platform or a provider) offers
 * a filter over its published FCL rates with a mark-up; a subscriber (the forwarder) subscribes, the
 * owner approves, and the subscriber's searches see those rates at owner cost + mark-up as its own
 * cost. Nothing a subscriber reads carries the owner's cost, its mark-up, internal remarks or
 * maintainer (R3.1): the market and the subscriber's lists have no such fields at all.
 */

export const OFFER_STATUSES = ['DRAFT', 'ACTIVE', 'PAUSED', 'CLOSED'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const SUBSCRIPTION_STATUSES = ['REQUESTED', 'ACTIVE', 'REJECTED', 'REVOKED', 'CANCELLED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const AUDIENCES = ['PUBLIC', 'INVITED'] as const;
export const DEDUP_POLICIES = ['SHOW_ALL', 'LOWEST_PER_CARRIER_LANE'] as const;
export const MARKUP_BASES = ['AMOUNT', 'PERCENT'] as const;

const codes = Type.Array(Type.String({ minLength: 1, maxLength: 10 }), { maxItems: 50 });
export const OfferFilterSchema = strict({ TradeLaneCodes: codes, CarrierCodes: codes, PolCodes: codes, PodCodes: codes, RateTypes: codes, CargoTypes: codes });
export const OfferMarkupSchema = strict({
  Basis: textOf(MARKUP_BASES),
  Currency: text(3),
  /** Per container class ("*" for any other class); a class with no amount is not shared. */
  Amounts: Type.Array(strict({ ContainerClass: Type.String({ pattern: '^(\\*|[0-9A-Za-z]{2,6})$' }), Amount: Type.String({ maxLength: 16 }) }), {
    maxItems: 20,
  }),
  Percent: Type.String({ maxLength: 8 }),
});

export const offerSaveInput = strict({
  Id: Type.Optional(id),
  Revision: Type.Optional(Type.Integer({ minimum: 1 })),
  Name: text(60, 1),
  Filter: OfferFilterSchema,
  Markup: OfferMarkupSchema,
  Audience: textOf(AUDIENCES),
  InvitedCompanyIds: Type.Array(id, { maxItems: 200 }),
  ApprovalRequired: Type.Boolean(),
  ShowOwnerName: Type.Boolean(),
  Terms: text(1000),
});
export type OfferSaveInput = Static<typeof offerSaveInput>;

/** The owner's own offer: its mark-up and whom it invited included (never sent to a subscriber). */
export const OfferSchema = Type.Object({
  Id: Type.Integer(),
  Revision: Type.Integer(),
  Name: Type.String(),
  Filter: OfferFilterSchema,
  Markup: OfferMarkupSchema,
  Audience: textOf(AUDIENCES),
  InvitedCompanyIds: Type.Array(Type.Integer()),
  InvitedNames: Type.Array(Type.String()),
  ApprovalRequired: Type.Boolean(),
  ShowOwnerName: Type.Boolean(),
  Terms: Type.String(),
  Status: textOf(OFFER_STATUSES),
  /** The owner's published rates the filter covers that hold today or later. */
  RateCount: Type.Integer(),
  ActiveSubscribers: Type.Integer(),
  WaitingSubscribers: Type.Integer(),
  UpdatedAt: Type.String(),
});
export type OfferWire = Static<typeof OfferSchema>;

export const OfferEventSchema = Type.Object({
  At: Type.String(),
  Type: Type.String(),
  Reason: Type.String(),
  ActorName: Type.String(),
  CompanyName: Type.String(),
});
export type OfferEvent = Static<typeof OfferEventSchema>;

/** An offer as the market shows it: no mark-up, no invited list — what it covers and on what terms. */
export const MarketOfferSchema = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  /** The owner's name, or "第三方" when it chose not to show it. */
  OwnerName: Type.String(),
  Filter: OfferFilterSchema,
  ApprovalRequired: Type.Boolean(),
  Terms: Type.String(),
  RateCount: Type.Integer(),
  /** My live or last subscription to it. */
  MySubscriptionId: nullable(Type.Integer()),
  /** A SubscriptionStatus. */
  MyStatus: nullable(Type.String()),
});
export type MarketOffer = Static<typeof MarketOfferSchema>;

/** A subscription as its subscriber reads it. */
export const MySubscriptionSchema = Type.Object({
  Id: Type.Integer(),
  Revision: Type.Integer(),
  OfferId: Type.Integer(),
  OfferName: Type.String(),
  OwnerName: Type.String(),
  OfferStatus: textOf(OFFER_STATUSES),
  Status: textOf(SUBSCRIPTION_STATUSES),
  RequestedAt: Type.String(),
  DecidedAt: nullable(Type.String()),
  Reason: Type.String(),
  /** Every salesperson (true), or only AllocatedIds. */
  AllSales: Type.Boolean(),
  AllocatedIds: Type.Array(Type.Integer()),
  AllocatedNames: Type.Array(Type.String()),
  ExposeToCustomers: Type.Boolean(),
  RateCount: Type.Integer(),
});
export type MySubscription = Static<typeof MySubscriptionSchema>;

/** A subscription to my offer as its owner reads it. */
export const OtherSubscriptionSchema = Type.Object({
  Id: Type.Integer(),
  Revision: Type.Integer(),
  OfferId: Type.Integer(),
  OfferName: Type.String(),
  SubscriberName: Type.String(),
  RequestedByName: Type.String(),
  Status: textOf(SUBSCRIPTION_STATUSES),
  RequestedAt: Type.String(),
  DecidedAt: nullable(Type.String()),
  Reason: Type.String(),
});
export type OtherSubscription = Static<typeof OtherSubscriptionSchema>;

/** A third-party rate as the subscriber's cost (R3.1): owner cost + the offer's mark-up, nothing of the owner's own. */
export const SharedRateSchema = Type.Object({
  RateNo: Type.String(),
  Version: Type.Integer(),
  SubscriptionId: Type.Integer(),
  OfferName: Type.String(),
  SourceName: Type.String(),
  CarrierCode: Type.String(),
  CarrierName: Type.String(),
  PolCode: Type.String(),
  PolName: Type.String(),
  ViaCode: nullable(Type.String()),
  PodCode: Type.String(),
  PodName: Type.String(),
  RateType: Type.String(),
  CargoType: Type.String(),
  Currency: Type.String(),
  ValidFrom: Type.String(),
  ValidTo: Type.String(),
  TransitDays: nullable(Type.Integer()),
  Remarks: Type.String(),
  /** My cost per class (decimal text). */
  Prices: Type.Array(Type.Object({ ContainerClass: Type.String(), MyCost: Type.String() })),
});
export type SharedRateWire = Static<typeof SharedRateSchema>;

export const PoolSourceSchema = Type.Object({
  Kind: textOf(['OWN', 'SUBSCRIPTION'] as const),
  SubscriptionId: nullable(Type.Integer()),
  Name: Type.String(),
  Include: Type.Boolean(),
  Priority: Type.Integer(),
});
export type PoolSource = Static<typeof PoolSourceSchema>;
export const PoolSchema = Type.Object({ Sources: Type.Array(PoolSourceSchema), Dedup: textOf(DEDUP_POLICIES), Revision: Type.Integer() });
export type RatePool = Static<typeof PoolSchema>;

const moveInput = strict({ Id: id, Revision: Type.Integer({ minimum: 1 }), Reason: text(200, 1) });
const lane = { PolCode: Type.Optional(text(5)), PodCode: Type.Optional(text(5)), CarrierCode: Type.Optional(text(4)) };
const laneQuery = strict(lane);
const sharedRateQuery = strict({ ...lane, SubscriptionId: Type.Optional(Type.String({ pattern: '^\\d{1,15}$' })) });

export const sharedCalls = {
  offerList: defineCall({ method: 'GET', path: P.sharedOfferList, input: strict({}), answer: Type.Array(OfferSchema), access: A.offerRead }),
  offerGet: defineCall({
    method: 'GET',
    path: P.sharedOfferGet,
    input: strict({ Id: Type.String({ pattern: '^\\d{1,15}$' }) }),
    answer: Type.Object({ Offer: OfferSchema, Events: Type.Array(OfferEventSchema) }),
    access: A.offerRead,
  }),
  offerSave: defineCall({ method: 'POST', path: P.sharedOfferSave, input: offerSaveInput, answer: Type.Object({ Id: Type.Integer() }), access: A.offerEdit }),
  offerSetStatus: defineCall({
    method: 'POST',
    path: P.sharedOfferSetStatus,
    input: strict({
      Id: id,
      Revision: Type.Integer({ minimum: 1 }),
      Status: textOf(['ACTIVE', 'PAUSED', 'CLOSED'] as const),
      Reason: Type.Optional(text(200)),
    }),
    answer: Nothing,
    access: A.offerPublish,
  }),
  market: defineCall({ method: 'GET', path: P.sharedOfferMarket, input: laneQuery, answer: Type.Array(MarketOfferSchema), access: A.market }),
  subscribe: defineCall({
    method: 'POST',
    path: P.subscriptionSubscribe,
    input: strict({ OfferId: id }),
    answer: Type.Object({ Id: Type.Integer(), Status: textOf(SUBSCRIPTION_STATUSES) }),
    access: A.subscribe,
  }),
  decide: defineCall({
    method: 'POST',
    path: P.subscriptionDecide,
    input: strict({ Id: id, Revision: Type.Integer({ minimum: 1 }), Approve: Type.Boolean(), Reason: Type.Optional(text(200)) }),
    answer: Nothing,
    access: A.subscriptionDecide,
  }),
  revoke: defineCall({ method: 'POST', path: P.subscriptionRevoke, input: moveInput, answer: Nothing, access: A.subscriptionDecide }),
  cancel: defineCall({ method: 'POST', path: P.subscriptionCancel, input: moveInput, answer: Nothing, access: A.subscribe }),
  allocate: defineCall({
    method: 'POST',
    path: P.subscriptionAllocate,
    input: strict({
      Id: id,
      Revision: Type.Integer({ minimum: 1 }),
      AllSales: Type.Boolean(),
      EmployeeIds: Type.Array(id, { maxItems: 500 }),
      ExposeToCustomers: Type.Boolean(),
    }),
    answer: Nothing,
    access: A.allocate,
  }),
  mine: defineCall({ method: 'GET', path: P.subscriptionMine, input: strict({}), answer: Type.Array(MySubscriptionSchema), access: A.subscriptionMine }),
  others: defineCall({
    method: 'GET',
    path: P.subscriptionOthers,
    input: strict({}),
    answer: Type.Array(OtherSubscriptionSchema),
    access: A.subscriptionOthers,
  }),
  sharedRates: defineCall({ method: 'GET', path: P.sharedRateList, input: sharedRateQuery, answer: Type.Array(SharedRateSchema), access: A.sharedRateRead }),
  sharedRatesExport: defineCall({ method: 'GET', path: P.sharedRateExport, input: sharedRateQuery, answer: Type.Null(), access: A.sharedRateRead }),
  poolGet: defineCall({ method: 'GET', path: P.ratePoolGet, input: strict({}), answer: PoolSchema, access: A.poolRead }),
  poolSave: defineCall({
    method: 'POST',
    path: P.ratePoolSave,
    input: strict({
      Revision: Type.Integer({ minimum: 0 }),
      Dedup: textOf(DEDUP_POLICIES),
      Sources: Type.Array(
        strict({
          Kind: textOf(['OWN', 'SUBSCRIPTION'] as const),
          SubscriptionId: nullable(id),
          Include: Type.Boolean(),
          Priority: Type.Integer({ minimum: 1, maximum: 99 }),
        }),
        { maxItems: 200 },
      ),
    }),
    answer: Nothing,
    access: A.poolEdit,
  }),
} as const;

export type OfferMarkupWire = Static<typeof OfferMarkupSchema>;
