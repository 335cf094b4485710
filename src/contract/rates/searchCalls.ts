import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, nullable, strict, text } from '../schema';
import { RATES_ACCESS as A, RATES_PATHS as P } from './module';

/**
 * Asking for a price (commercial.md §2.4): the search answers one row per rate valid on the day with
 * the sell price per class, the surcharges and the totals per currency (never added across
 * currencies). The sell shape is all a customer or a visitor ever gets; staff holding `viewCost`
 * also get Cost, Margin, the floor and the price trace (R2.7). Amounts are decimal text in their
 * currency. Every search is logged with what it showed (R2.13), so any price shown can be explained.
 */

const date = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** An amount in one currency; a total is a list of them, one per currency. */
export const money = Type.Object({ Currency: Type.String(), Amount: Type.String() });

export const SearchLineSchema = strict({ ContainerClass: text(6, 1), Qty: Type.Integer({ minimum: 1, maximum: 999 }) });

const searchFields = {
  PolCode: text(5, 5),
  PodCode: text(5, 5),
  Lines: Type.Array(SearchLineSchema, { minItems: 1, maxItems: 8 }),
  /** The planned ETD: the day that chooses rates and rules (today by default). */
  Date: Type.Optional(date),
  CarrierCode: Type.Optional(nullable(text(4))),
  /** Declared gross kg per container of each class: conditional surcharges (overweight) read it. */
  GrossKg: Type.Optional(Type.Integer({ minimum: 1, maximum: 60000 })),
};
export const searchInput = strict({
  ...searchFields,
  /** Staff pricing for a customer: that customer's level (staff only; a customer always gets its own). */
  CustomerCompanyId: Type.Optional(nullable(id)),
  /** Staff pricing for a quote (the quick quote centre): the salesperson's own add-ons for that customer count. */
  ForQuote: Type.Optional(Type.Boolean()),
});
export const publicSearchInput = strict(searchFields);
export type RateSearchInput = Static<typeof searchInput>;

export const ClassPriceSchema = Type.Object({
  ContainerClass: Type.String(),
  Qty: Type.Integer(),
  Sell: Type.String(),
  Cost: Type.Optional(Type.String()),
  Margin: Type.Optional(Type.String()),
  Floor: Type.Optional(Type.String()),
  BelowFloor: Type.Optional(Type.Boolean()),
});

export const ChargeSchema = Type.Object({
  FeeCode: Type.String(),
  FeeName: Type.String(),
  ContainerClass: Type.Optional(Type.String()),
  Basis: Type.String(),
  Currency: Type.String(),
  UnitAmount: Type.String(),
  Qty: Type.Integer(),
  Amount: Type.String(),
  PaymentTerm: Type.String(),
  Side: Type.String(),
});

export const TraceLineSchema = Type.Object({
  Step: Type.String(),
  ContainerClass: Type.Optional(Type.String()),
  FeeCode: Type.Optional(Type.String()),
  RuleId: Type.Optional(Type.Integer()),
  RuleVersion: Type.Optional(Type.Integer()),
  /** What the rule is called, for the explain (its name, or its fee code and scope). */
  RuleName: Type.Optional(Type.String()),
  Currency: Type.String(),
  /** Absent in the sell-side explain where the figure would give the cost back. */
  Amount: Type.Optional(Type.String()),
  Note: Type.Optional(Type.String()),
});

export const SearchRowSchema = Type.Object({
  RateId: Type.Integer(),
  RateVersion: Type.Integer(),
  RateNo: Type.String(),
  RateType: Type.String(),
  CarrierCode: Type.String(),
  CarrierName: Type.String(),
  PolCode: Type.String(),
  PolName: Type.String(),
  ViaCode: Type.Union([Type.String(), Type.Null()]),
  PodCode: Type.String(),
  PodName: Type.String(),
  TransitDays: Type.Union([Type.Integer(), Type.Null()]),
  CutOffWeekdays: Type.Array(Type.Integer()),
  EtdWeekdays: Type.Array(Type.Integer()),
  ValidFrom: Type.String(),
  ValidTo: Type.String(),
  Currency: Type.String(),
  Remarks: Type.String(),
  /** Staff only: the rate is hidden from customers. */
  Hidden: Type.Optional(Type.Boolean()),
  /** Staff only: a shared rate's source (the offer, and its owner or "第三方"); the row's cost is owner cost + the offer's mark-up. */
  Source: Type.Optional(Type.String()),
  Classes: Type.Array(ClassPriceSchema),
  /** Classes asked for that this rate does not price. */
  Unpriced: Type.Array(Type.String()),
  Charges: Type.Array(ChargeSchema),
  /** Optional extras the customer may choose (insurance, trucking …): offered, not added. */
  Options: Type.Array(ChargeSchema),
  Totals: Type.Array(money),
  CostTotals: Type.Optional(Type.Array(money)),
  Trace: Type.Optional(Type.Array(TraceLineSchema)),
});
export type RateSearchRow = Static<typeof SearchRowSchema>;

export const SearchAnswerSchema = Type.Object({
  SearchId: Type.Integer(),
  Day: Type.String(),
  /** The price tier the prices are at (the customer's level, the public one, or the business default). */
  LevelName: Type.String(),
  Rows: Type.Array(SearchRowSchema),
});
export type RateSearchAnswer = Static<typeof SearchAnswerSchema>;

export const ExplainAnswerSchema = Type.Object({
  SearchId: Type.Integer(),
  At: Type.String(),
  Day: Type.String(),
  LevelName: Type.String(),
  /** Who was shown the price: a company's name, or "visitor". */
  ShownTo: Type.String(),
  Row: SearchRowSchema,
  /** The totals shown at the time, and whether rebuilding from the stored versions gives them again. */
  ShownTotals: Type.Array(money),
  Same: Type.Boolean(),
});

export const SearchLogRowSchema = Type.Object({
  Id: Type.Integer(),
  At: Type.String(),
  Source: Type.String(),
  CompanyName: Type.String(),
  EmployeeName: Type.String(),
  PolCode: Type.String(),
  PodCode: Type.String(),
  Lines: Type.String(),
  Day: Type.String(),
  Results: Type.Integer(),
  MinTotals: Type.String(),
});
export type SearchLogRow = Static<typeof SearchLogRowSchema>;

export const LevelCompanySchema = Type.Object({
  CompanyId: Type.Integer(),
  CompanyName: Type.String(),
  LevelId: Type.Union([Type.Integer(), Type.Null()]),
  LevelName: Type.String(),
  /** Placed in the level by hand, or in the default level for want of one. */
  Assigned: Type.Boolean(),
  AssignedBy: Type.String(),
  AssignedAt: Type.Union([Type.String(), Type.Null()]),
});

export const CustomerLevelSchema = Type.Object({
  Id: Type.Integer(),
  Code: Type.String(),
  NameZh: Type.String(),
  NameEn: Type.String(),
  Rank: Type.Integer(),
  IsPublic: Type.Boolean(),
  IsDefault: Type.Boolean(),
  Companies: Type.Integer(),
});
export type CustomerLevel = Static<typeof CustomerLevelSchema>;
export type LevelCompany = Static<typeof LevelCompanySchema>;

export const searchCalls = {
  search: defineCall({ method: 'POST', path: P.fclRateSearch, input: searchInput, answer: SearchAnswerSchema, access: A.rateSearch }),
  explain: defineCall({
    method: 'GET',
    path: P.fclRateExplain,
    input: strict({ SearchId: id, RateId: id }),
    answer: ExplainAnswerSchema,
    access: A.rateExplain,
  }),
  levelCompanies: defineCall({
    method: 'GET',
    path: P.customerLevelCompanies,
    input: strict({}),
    answer: Type.Array(LevelCompanySchema),
    access: A.levelCompaniesRead,
  }),
  levels: defineCall({ method: 'GET', path: P.customerLevelList, input: strict({}), answer: Type.Array(CustomerLevelSchema), access: A.levelRead }),
  assign: defineCall({
    method: 'POST',
    path: P.customerLevelAssign,
    input: strict({ LevelId: id, CompanyIds: Type.Array(id, { minItems: 1, maxItems: 500 }) }),
    answer: Type.Object({ Changed: Type.Integer() }),
    access: A.levelAssign,
  }),
} as const;

/** The public search is open to visitors (no access row): its route options are written by hand, limited per address. */
export const publicSearchCall = { method: 'POST', path: P.fclRatePublicSearch, input: publicSearchInput, answer: SearchAnswerSchema } as const;
export const SEARCH_SOURCES = ['STAFF', 'CUSTOMER', 'PUBLIC'] as const;
