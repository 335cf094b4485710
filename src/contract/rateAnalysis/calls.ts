import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { strict, text } from '../schema';
import { RATE_ANALYSIS_ACCESS as A, RATE_ANALYSIS_PATHS as P } from './module';

/** A calendar day (`2026-12-01`), read in Asia/Shanghai. */
const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const port = Type.String({ pattern: '^[A-Za-z]{2}[A-Za-z0-9]{3}$' });
/** Decimal text of the currency's amount (`1850.00`): money stays text on the wire. */
const amount = Type.String();

export const PlatformRatesQuerySchema = strict({
  /** The lane; without both ends the answer holds only the filters' options (the page before a lane is chosen). */
  POL: Type.Optional(port),
  POD: Type.Optional(port),
  /** Container classes, comma-separated (`20GP,40HQ`); none: every class on the lane. */
  Classes: Type.Optional(text(60)),
  /** One carrier's index; none: over all carriers. */
  Carrier: Type.Optional(text(10)),
  From: day,
  To: day,
});
export type PlatformRatesQuery = Static<typeof PlatformRatesQuerySchema>;

/** One week of the index for one class and currency. Cost figures only with "view cost" (R9.2). */
const WeekSchema = strict({
  /** The week's Monday. */
  Week: Type.String(),
  ContainerClass: Type.String(),
  Currency: Type.String(),
  CostMin: Type.Optional(amount),
  CostMedian: Type.Optional(amount),
  CostMax: Type.Optional(amount),
  SellMedian: Type.Union([amount, Type.Null()]),
  Rates: Type.Integer(),
  /** The change of the median against the week before, in percent (one decimal); null for the first week or after a gap. */
  Change: Type.Union([Type.Number(), Type.Null()]),
});
export type IndexWeek = Static<typeof WeekSchema>;

const NoticeSchema = strict({
  Id: Type.Integer(),
  Carrier: Type.String(),
  Kind: Type.String(),
  Title: Type.String(),
  EffectiveFrom: Type.String(),
  /** The Monday of the week it takes effect in (where the timeline marks it). */
  Week: Type.String(),
});
export type IndexNotice = Static<typeof NoticeSchema>;

export const PlatformRatesSchema = strict({
  Weeks: Type.Array(WeekSchema),
  /** Per class and currency: the mean of the weekly changes' sizes, in percent (how much the price moves). */
  Volatility: Type.Array(strict({ ContainerClass: Type.String(), Currency: Type.String(), MeanChange: Type.Union([Type.Number(), Type.Null()]) })),
  Notices: Type.Array(NoticeSchema),
  /** Whether the figures carry cost (the person holds "view cost"); without, the index is the list price's. */
  WithCost: Type.Boolean(),
  /** When the weekly figures were last counted; null: never yet. */
  CountedAt: Type.Union([Type.String(), Type.Null()]),
  /** What the filters may choose from: the lanes, classes and carriers of the published rates. */
  Options: strict({
    Lanes: Type.Array(strict({ POL: Type.String(), POD: Type.String() })),
    Classes: Type.Array(Type.String()),
    Carriers: Type.Array(Type.String()),
  }),
});
export type PlatformRates = Static<typeof PlatformRatesSchema>;

export const CustomerRatesQuerySchema = strict({
  /** The customer company; none: the answer holds only the customers one may choose from. */
  CompanyId: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,15}$' })),
  From: day,
  To: day,
});
export type CustomerRatesQuery = Static<typeof CustomerRatesQuerySchema>;

/** One lane of the customer's: how often it searched, was quoted, accepted and turned down a quote, booked. */
const CustomerLaneSchema = strict({
  POL: Type.String(),
  POD: Type.String(),
  Searches: Type.Integer(),
  Quotes: Type.Integer(),
  QuotesAccepted: Type.Integer(),
  QuotesRejected: Type.Integer(),
  /** Turned down with a reason that names the price (价/贵/price/expensive/cheaper). */
  LostOnPrice: Type.Integer(),
  Bookings: Type.Integer(),
});
export type CustomerLane = Static<typeof CustomerLaneSchema>;

export const CustomerRatesSchema = strict({
  Lanes: Type.Array(CustomerLaneSchema),
  /** The customers this person may look at (a salesperson their own; the managers every one). */
  Customers: Type.Array(strict({ Id: Type.String(), Name: strict({ zh: Type.String(), en: Type.String() }) })),
});
export type CustomerRates = Static<typeof CustomerRatesSchema>;

export const rateAnalysisCalls = {
  platformRates: defineCall({
    method: 'GET',
    path: P.platformRates,
    input: PlatformRatesQuerySchema,
    answer: PlatformRatesSchema,
    access: A.platformRatesRead,
  }),
  platformRatesExport: defineCall({
    method: 'GET',
    path: P.platformRatesExport,
    input: PlatformRatesQuerySchema,
    answer: Type.Null(),
    access: A.platformRatesRead,
  }),
  platformRatesRefresh: defineCall({
    method: 'POST',
    path: P.platformRatesRefresh,
    input: strict({}),
    answer: strict({ PricePoints: Type.Integer(), WeeklyRows: Type.Integer() }),
    access: A.platformRatesRefresh,
  }),
  customerRates: defineCall({
    method: 'GET',
    path: P.customerRates,
    input: CustomerRatesQuerySchema,
    answer: CustomerRatesSchema,
    access: A.customerRatesRead,
  }),
} as const;
