import { Type, type Static, type TLiteral } from '@sinclair/typebox';
import { MILESTONES, type MilestoneCode, type MilestoneState } from '../../domain/booking/milestones';
import { defineCall } from '../call';
import { SearchLineSchema, SearchRowSchema } from '../rates/public';
import { id, nullable, strict, text } from '../schema';
import { BOOKING_ACCESS as A, BOOKING_PATHS as P } from './module';

/**
 * The quick booking search (commercial.md §6.4 `/BookingSpace/Home` and `DcSearch`): one lane, one
 * week and the containers wanted → the prices valid that week (the rate search's rows, at the
 * customer's level, logged like any search so the price a booking freezes is explained) and the
 * direct sailings of that week with their cut-offs on the port's clock and where each stands for a
 * new booking (R6.2). A sailing names its carrier's lowest price, when there is one.
 */
const date = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const SAILING_STANDINGS = ['OPEN', 'NOT_OPEN', 'CLOSING', 'SPECIAL_ONLY', 'CLOSED'] as const;

export const QuickSailingSchema = Type.Object({
  /** The vessel call at the POL: a booking that picks it carries it as VesselCallId. */
  CallId: Type.Integer(),
  CarrierCode: Type.String(),
  CarrierName: Type.String(),
  Service: Type.String(),
  Vessel: Type.String(),
  Voyage: Type.String(),
  PolCode: Type.String(),
  PodCode: Type.String(),
  /** The POL's IANA zone: Etd and the cut-offs are shown on its clock (R6.13). */
  PolZone: Type.String(),
  Etd: Type.String(),
  Eta: Type.String(),
  TransitDays: Type.Integer(),
  CutOffs: Type.Array(Type.Object({ Code: Type.String(), DateTime: Type.String() })),
  BookingOpenAt: Type.Union([Type.String(), Type.Null()]),
  Standing: Type.Union(SAILING_STANDINGS.map((s) => Type.Literal(s))),
  /** The carrier takes online bookings (its BookingCarrierConfig). */
  OnlineBookable: Type.Boolean(),
  /** The lowest-priced rate row of this sailing's carrier (its RateId), when the week has one. */
  BestRateId: Type.Union([Type.Integer(), Type.Null()]),
});
export type QuickSailing = Static<typeof QuickSailingSchema>;

export const QuickSearchAnswerSchema = Type.Object({
  SearchId: Type.Integer(),
  /** The day the prices are for: the week's first day, or today when the week has begun. */
  Day: Type.String(),
  WeekEnd: Type.String(),
  LevelName: Type.String(),
  Rates: Type.Array(SearchRowSchema),
  Sailings: Type.Array(QuickSailingSchema),
});
export type QuickSearchAnswer = Static<typeof QuickSearchAnswerSchema>;

export const quickSearchInput = strict({
  PolCode: text(5, 5),
  PodCode: text(5, 5),
  /** Any day of the wanted week; the week runs Monday to Sunday. */
  WeekOf: date,
  Lines: Type.Array(SearchLineSchema, { minItems: 1, maxItems: 8 }),
  /** The customer the prices are for (its level); none: the business default. */
  CustomerCompanyId: Type.Optional(nullable(id)),
  CarrierCode: Type.Optional(nullable(text(4))),
});
export type QuickSearchInput = Static<typeof quickSearchInput>;

export const quickSearchCall = defineCall({
  method: 'POST',
  path: P.quickSearch,
  input: quickSearchInput,
  answer: QuickSearchAnswerSchema,
  access: A.quickSearch,
});

export const BookingCustomerSchema = Type.Object({ CompanyId: Type.Integer(), Code: Type.String(), Name: Type.String() });
export type BookingCustomer = Static<typeof BookingCustomerSchema>;

/** The active customer companies, by name: whom staff price and book for. */
export const bookingCustomersCall = defineCall({
  method: 'GET',
  path: P.bookingCustomers,
  input: strict({}),
  answer: Type.Array(BookingCustomerSchema),
  access: A.customersRead,
});

export const MilestoneSchema = Type.Object({
  // the literals typed as the domain's (map widens them to string): the screens index their words by them
  Code: Type.Union(MILESTONES.map((m) => Type.Literal(m)) as TLiteral<MilestoneCode>[]),
  State: Type.Union((['DONE', 'EXPECTED', 'PENDING', 'NOT_TRACKED'] as const).map((m) => Type.Literal(m)) as TLiteral<MilestoneState>[]),
  At: Type.Union([Type.String(), Type.Null()]),
});

/** One order's milestones (OrderTrackingDetail): whoever may read the booking. */
export const milestonesCall = defineCall({
  method: 'GET',
  path: P.bookingMilestones,
  input: strict({ Id: id }),
  answer: Type.Object({ Id: Type.Integer(), Milestones: Type.Array(MilestoneSchema) }),
  access: A.bookingRead,
});

export const ThirdPartyRowSchema = Type.Object({
  Id: Type.Integer(),
  BookingNo: Type.String(),
  Status: Type.String(),
  ProviderName: Type.String(),
  CarrierCode: Type.String(),
  PolCode: Type.String(),
  PodCode: Type.String(),
  ExpectedEtd: Type.String(),
});
export type ThirdPartyRow = Static<typeof ThirdPartyRowSchema>;

/** The bookings placed through a third party (BookThirdDetail without an id): the company's own, the desk's all. */
export const thirdPartyCall = defineCall({
  method: 'GET',
  path: P.bookingThirdParty,
  input: strict({}),
  answer: Type.Array(ThirdPartyRowSchema),
  access: A.bookingRead,
});
