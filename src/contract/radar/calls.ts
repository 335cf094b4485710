import { Type, type Static } from '@sinclair/typebox';
import { RADAR_ACTIONS, SIGNAL_KINDS, SIGNAL_REF_PATTERN } from '../../domain/radar/signals';
import { defineCall } from '../call';
import { nullable, strict, textOf } from '../schema';
import { RADAR_ACCESS as A, RADAR_PATHS as P } from './module';

const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const idText = Type.String({ pattern: '^[1-9][0-9]{0,15}$' });
const money = strict({ Currency: Type.String(), Amount: Type.String() });

export const SIGNAL_STATES = ['OPEN', 'DISMISSED', 'PLANNED', 'QUOTED'] as const;
export type SignalState = (typeof SIGNAL_STATES)[number];

export const UsersQuerySchema = strict({
  /** The first office day shown (default: six days before today). */
  From: Type.Optional(day),
  Kind: Type.Optional(textOf(SIGNAL_KINDS)),
  /** A manager: one salesperson's customers. */
  OwnerEmployeeId: Type.Optional(idText),
});
export type UsersQuery = Static<typeof UsersQuerySchema>;

export const SignalSchema = strict({
  Ref: Type.String(),
  Kind: textOf(SIGNAL_KINDS),
  Day: Type.String(),
  At: Type.String(),
  CompanyId: Type.String(),
  CompanyName: Type.String(),
  OwnerEmployeeId: nullable(Type.String()),
  OwnerName: Type.String(),
  /** What happened, as facts the page words: the lane, how many times, the draft's or the card's name, the last sailing. */
  PolCode: Type.String(),
  PodCode: Type.String(),
  Count: Type.Integer(),
  Subject: Type.String(),
  SuggestedAction: textOf(RADAR_ACTIONS),
  State: textOf(SIGNAL_STATES),
  /** The plan or the quote the signal became. */
  MadeId: nullable(Type.Integer()),
});
export type Signal = Static<typeof SignalSchema>;

export const UsersAnswerSchema = strict({ Today: Type.String(), Manager: Type.Boolean(), Signals: Type.Array(SignalSchema) });
export type UsersAnswer = Static<typeof UsersAnswerSchema>;

export const SalesQuerySchema = strict({ From: Type.Optional(day), To: Type.Optional(day), EmployeeId: Type.Optional(idText) });
export type SalesQuery = Static<typeof SalesQuerySchema>;

export const SalesPersonSchema = strict({
  EmployeeId: Type.String(),
  Name: Type.String(),
  /** The CRM's follow-up plans and records (null: the CRM's follow-ups are not there to count). */
  PlansDue: nullable(Type.Integer()),
  PlansOverdue: nullable(Type.Integer()),
  RecordsDone: nullable(Type.Integer()),
  QuotesSent: Type.Integer(),
  QuotesWon: Type.Integer(),
  Bookings: Type.Integer(),
  /** Gross profit of the bookings made from a quote, per currency; null without "view cost" (R9.2). */
  Gp: nullable(Type.Array(money)),
});

export const SalesAnswerSchema = strict({
  From: Type.String(),
  To: Type.String(),
  Manager: Type.Boolean(),
  People: Type.Array(SalesPersonSchema),
  RecycleSoon: Type.Array(
    strict({
      CustomerId: Type.Integer(),
      Name: Type.String(),
      OwnerName: Type.String(),
      DueAt: Type.String(),
      Reason: textOf(['NO_FOLLOW', 'NO_DEAL'] as const),
    }),
  ),
  NearDco: Type.Array(strict({ CgoId: Type.String(), Ref: Type.String(), CompanyName: Type.String(), OwnerName: Type.String(), DcoAt: Type.String() })),
});
export type SalesAnswer = Static<typeof SalesAnswerSchema>;

export const MarginQuerySchema = strict({ From: Type.Optional(day) });
export type MarginQuery = Static<typeof MarginQuerySchema>;

const lane = { PolCode: Type.String(), PodCode: Type.String(), ContainerClass: Type.String(), Currency: Type.String() };
export const MarginAnswerSchema = strict({
  ViewCost: Type.Boolean(),
  BelowFloor: Type.Array(
    strict({
      QuoteId: Type.Integer(),
      QuoteNo: Type.String(),
      CustomerName: Type.String(),
      SalesName: Type.String(),
      PolCode: Type.String(),
      PodCode: Type.String(),
      Status: Type.String(),
      BookingNo: nullable(Type.String()),
      Reason: Type.String(),
      RateNos: Type.String(),
    }),
  ),
  /** Lanes whose cost index fell below what our recent quotes were priced on (amounts only with "view cost"). */
  Lanes: Type.Array(
    strict({ ...lane, IndexFirst: nullable(Type.String()), IndexLatest: nullable(Type.String()), QuotedCost: nullable(Type.String()), Quotes: Type.Integer() }),
  ),
  Drops: Type.Array(
    strict({
      ...lane,
      CompanyId: Type.String(),
      CustomerName: Type.String(),
      QuoteId: Type.Integer(),
      QuoteNo: Type.String(),
      QuotedAt: Type.String(),
      QuotedCost: nullable(Type.String()),
      IndexLatest: nullable(Type.String()),
    }),
  ),
});
export type MarginAnswer = Static<typeof MarginAnswerSchema>;

export const ActInputSchema = strict({ Ref: Type.String({ pattern: SIGNAL_REF_PATTERN, maxLength: 60 }), Action: textOf(RADAR_ACTIONS) });
export type ActInput = Static<typeof ActInputSchema>;
export const ActAnswerSchema = strict({ State: textOf(SIGNAL_STATES), MadeId: nullable(Type.Integer()), OpenPath: nullable(Type.String()) });
export type ActAnswer = Static<typeof ActAnswerSchema>;

/** The margin radar's three tables, one exported at a time. */
export const MARGIN_TABLES = ['BELOW_FLOOR', 'LANES', 'DROPS'] as const;
export type MarginTable = (typeof MARGIN_TABLES)[number];
export const MarginExportQuerySchema = strict({ From: Type.Optional(day), Table: textOf(MARGIN_TABLES) });
export type MarginExportQuery = Static<typeof MarginExportQuerySchema>;

export const radarCalls = {
  users: defineCall({ method: 'GET', path: P.radarUsers, input: UsersQuerySchema, answer: UsersAnswerSchema, access: A.radarUsers }),
  sales: defineCall({ method: 'GET', path: P.radarSales, input: SalesQuerySchema, answer: SalesAnswerSchema, access: A.radarSales }),
  margin: defineCall({ method: 'GET', path: P.radarMargin, input: MarginQuerySchema, answer: MarginAnswerSchema, access: A.radarMargin }),
  act: defineCall({ method: 'POST', path: P.radarAct, input: ActInputSchema, answer: ActAnswerSchema, access: A.radarAct }),
  usersExport: defineCall({ method: 'GET', path: P.radarUsersExport, input: UsersQuerySchema, answer: Type.Null(), access: A.radarUsersExport }),
  salesExport: defineCall({ method: 'GET', path: P.radarSalesExport, input: SalesQuerySchema, answer: Type.Null(), access: A.radarSalesExport }),
  marginExport: defineCall({ method: 'GET', path: P.radarMarginExport, input: MarginExportQuerySchema, answer: Type.Null(), access: A.radarMarginExport }),
} as const;
