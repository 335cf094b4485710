import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, nullable, strict, text, textOf } from '../schema';
import { RATES_ACCESS as A, RATES_PATHS as P } from './module';
import { SearchRowSchema } from './searchCalls';

/**
 * Rate cards (commercial.md §2.1 RateCard, §2.3 SalesMarkup/Push and RateCard/View): a salesperson
 * ticks rows of a search made for one customer in the quick quote centre and pushes them as a card
 * behind a link — priced with the customer's tier and the salesperson's add-ons, kept as shown. The
 * link is open (no sign-in): it answers the sell shape only, and after ValidUntil only that the
 * card has expired (no price). Every opening is counted.
 */

/** LINK and WECHAT give a link to pass on; EMAIL needs the outbox that comes with the bookings issue. */
export const CARD_CHANNELS = ['LINK', 'WECHAT', 'EMAIL'] as const;
export type CardChannel = (typeof CARD_CHANNELS)[number];

const date = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const rateCardPushInput = strict({
  /** The staff search, made for the customer the card is for, whose rows are pushed. */
  SearchId: id,
  RateIds: Type.Array(id, { minItems: 1, maxItems: 20 }),
  Title: Type.Optional(text(60)),
  /** A word to the customer, shown above the rates. */
  Note: Type.Optional(text(500)),
  Channel: textOf(CARD_CHANNELS),
  /** Today + 7 days by default, never after the last day of a pushed rate (R2.12). */
  ValidUntil: Type.Optional(nullable(date)),
  /** Needed (with the override button) when a row sells below its floor margin (R2.6). */
  OverrideReason: Type.Optional(nullable(text(500))),
});
export type RateCardPushInput = Static<typeof rateCardPushInput>;

export const RateCardRowSchema = Type.Object({
  Id: Type.Integer(),
  Title: Type.String(),
  CustomerName: Type.String(),
  SalesName: Type.String(),
  Channel: textOf(CARD_CHANNELS),
  PolCode: Type.String(),
  PodCode: Type.String(),
  Containers: Type.String(),
  Rates: Type.Integer(),
  ValidUntil: Type.String(),
  Expired: Type.Boolean(),
  Views: Type.Integer(),
  LastViewedAt: Type.Union([Type.String(), Type.Null()]),
  /** The link's path and query on this site ("/customer/freightCenter?card=…"). */
  Url: Type.String(),
  CreatedAt: Type.String(),
});
export type RateCardRow = Static<typeof RateCardRowSchema>;

/** What the link shows: the card as pushed, sell prices only; no rows once expired. */
export const RateCardViewSchema = Type.Object({
  Title: Type.String(),
  Note: Type.String(),
  CompanyName: Type.String(),
  SalesName: Type.String(),
  CustomerName: Type.String(),
  PolCode: Type.String(),
  PodCode: Type.String(),
  Containers: Type.String(),
  Day: Type.String(),
  CreatedAt: Type.String(),
  ValidUntil: Type.String(),
  Expired: Type.Boolean(),
  Rows: Type.Array(SearchRowSchema),
});
export type RateCardView = Static<typeof RateCardViewSchema>;

export const RateCardVisitSchema = Type.Object({ At: Type.String(), Visitor: Type.String(), Expired: Type.Boolean() });
export type RateCardVisit = Static<typeof RateCardVisitSchema>;

export const rateCardCalls = {
  push: defineCall({
    method: 'POST',
    path: P.rateCardPush,
    input: rateCardPushInput,
    answer: Type.Object({ RateCardId: Type.Integer(), Url: Type.String() }),
    access: A.rateCardPush,
  }),
  views: defineCall({ method: 'GET', path: P.rateCardViews, input: strict({ Id: id }), answer: Type.Array(RateCardVisitSchema), access: A.rateCardRead }),
} as const;

/** The link is open to anyone holding it (no access row): its route options are written by hand, limited per address. */
export const rateCardViewCall = {
  method: 'GET',
  path: P.rateCardView,
  input: strict({ Token: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' }) }),
  answer: RateCardViewSchema,
} as const;

/** Where a card's link opens: the customer portal's rate centre, which shows the card it names. */
export const rateCardUrl = (token: string) => `/customer/freightCenter?card=${token}`;
