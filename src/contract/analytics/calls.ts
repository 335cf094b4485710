import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { nullable, strict, text, textOf } from '../schema';
import { ANALYTICS_ACCESS as A, ANALYTICS_PATHS as P } from './module';

const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const idText = Type.String({ pattern: '^[1-9][0-9]{0,15}$' });

/** Periods on the office's clock (Asia/Shanghai): a day, a week Monday to Sunday, a calendar month. */
export const GRANULARITIES = ['DAY', 'WEEK', 'MONTH'] as const;
export type Granularity = (typeof GRANULARITIES)[number];
/** What a table's rows are: CompanySales chooses among the first three; the other pages have their own. */
export const GROUP_BYS = ['OWNER_COMPANY', 'LANE', 'CARRIER', 'SALESPERSON', 'CUSTOMER_COMPANY', 'CUSTOMER_EMPLOYEE'] as const;
export type GroupBy = (typeof GROUP_BYS)[number];
/** The currencies a report converts into (R9.3: at the month's book rate). */
export const REPORT_CURRENCIES = ['CNY', 'USD'] as const;
export const SCOPES = ['PLATFORM', 'MINE'] as const;

export const SalesQuerySchema = strict({
  From: day,
  To: day,
  Granularity: Type.Optional(textOf(GRANULARITIES)),
  GroupBy: Type.Optional(textOf(GROUP_BYS)),
  Currency: Type.Optional(textOf(REPORT_CURRENCIES)),
  Carrier: Type.Optional(text(10)),
  POL: Type.Optional(text(5)),
  POD: Type.Optional(text(5)),
  /** One customer company's figures (the drill from a table's row). */
  CompanyId: Type.Optional(idText),
  /** Salespeople, comma-separated ids (EmployeeSales). */
  EmployeeIds: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,15}(,[1-9][0-9]{0,15}){0,49}$' })),
  /** The pivot's scope: the platform's (its own menu) or the caller's customers. */
  Scope: Type.Optional(textOf(SCOPES)),
});
export type SalesQuery = Static<typeof SalesQuerySchema>;

/** A row's name in both languages (a lane's or a carrier's code reads the same in both). */
const Name = strict({ zh: Type.String(), en: Type.String() });

const Amount = strict({ Currency: Type.String(), Amount: Type.String() });
export type CurrencyAmount = Static<typeof Amount>;

/**
 * One set of figures (src/domain/analytics/metrics.ts): per-currency amounts kept (R9.3) and their
 * sum in the report currency at each ETD month's book rate. Cost, GP and GP/TEU are absent without
 * "view cost" (R9.2), not emptied.
 */
const FIGURES = {
  Bookings: Type.Integer(),
  Teu: Type.Number(),
  Revenue: Type.Array(Amount),
  RevenueReport: Type.String(),
  Cost: Type.Optional(Type.Array(Amount)),
  CostReport: Type.Optional(Type.String()),
  GpReport: Type.Optional(Type.String()),
  GpPerTeu: Type.Optional(Type.String()),
  /** Of Bookings, those whose cost is their job's payable charges in billing; the others' is the frozen price's buy side (with "view cost"). */
  CostBilled: Type.Optional(Type.Integer()),
};
const FiguresSchema = strict(FIGURES);
export type Figures = Static<typeof FiguresSchema>;

/**
 * The ratio metrics' counts (commercial.md §9.1, src/domain/analytics/conversion.ts), on a row of
 * the salespeople's table (quote conversion, win rate) or of the lanes' (search conversion).
 */
const RATIOS = {
  QuotesSent: Type.Optional(Type.Integer()),
  QuotesBooked: Type.Optional(Type.Integer()),
  OpportunitiesWon: Type.Optional(Type.Integer()),
  OpportunitiesLost: Type.Optional(Type.Integer()),
  CompaniesSearched: Type.Optional(Type.Integer()),
  CompaniesBooked: Type.Optional(Type.Integer()),
};

const RateUsed = strict({ Month: Type.String(), Currency: Type.String(), Rate: nullable(Type.String()) });
export type RateUsed = Static<typeof RateUsed>;

export const SalesAnswerSchema = strict({
  Currency: Type.String(),
  Granularity: textOf(GRANULARITIES),
  GroupBy: textOf(GROUP_BYS),
  ViewCost: Type.Boolean(),
  Series: Type.Array(strict({ Period: Type.String(), ...FIGURES })),
  /** Rows of the table, the largest revenue first; Key is the group's id or code (a customer company's id: the drill). */
  Table: Type.Array(strict({ Key: Type.String(), Name, Dormant: Type.Optional(Type.Boolean()), ...FIGURES, ...RATIOS })),
  Totals: strict({ ActiveCustomers: Type.Integer(), DormantCustomers: Type.Integer(), ...FIGURES }),
  /** The book rates used (one a month and currency; Rate null: none kept, that month's amounts left out of the converted sum). */
  Rates: Type.Array(RateUsed),
  RefreshedAt: nullable(Type.String()),
  /** The customer company the figures are filtered to (CompanyId), by name. */
  Company: Type.Optional(Name),
});
export type SalesAnswer = Static<typeof SalesAnswerSchema>;

export const PivotAnswerSchema = strict({
  Currency: Type.String(),
  Scope: textOf(SCOPES),
  ViewCost: Type.Boolean(),
  Months: Type.Array(Type.String()),
  Rows: Type.Array(
    strict({
      CompanyId: Type.String(),
      Name,
      Cells: Type.Array(strict({ Month: Type.String(), Teu: Type.Number(), RevenueReport: Type.String(), GpReport: Type.Optional(Type.String()) })),
      Teu: Type.Number(),
      RevenueReport: Type.String(),
      GpReport: Type.Optional(Type.String()),
    }),
  ),
  Rates: Type.Array(RateUsed),
  RefreshedAt: nullable(Type.String()),
});
export type PivotAnswer = Static<typeof PivotAnswerSchema>;

const RefreshAnswer = strict({ Bookings: Type.Integer(), RefreshedAt: Type.String() });

export const analyticsCalls = {
  companySales: defineCall({ method: 'GET', path: P.analyticsCompanySales, input: SalesQuerySchema, answer: SalesAnswerSchema, access: A.analyticsCompany }),
  employeeSales: defineCall({
    method: 'GET',
    path: P.analyticsEmployeeSales,
    input: SalesQuerySchema,
    answer: SalesAnswerSchema,
    access: A.analyticsEmployees,
  }),
  customerCompanySales: defineCall({
    method: 'GET',
    path: P.analyticsCustomerCompanySales,
    input: SalesQuerySchema,
    answer: SalesAnswerSchema,
    access: A.analyticsCustomerCompany,
  }),
  customerEmployeeSales: defineCall({
    method: 'GET',
    path: P.analyticsCustomerEmployeeSales,
    input: SalesQuerySchema,
    answer: SalesAnswerSchema,
    access: A.analyticsCustomerEmployees,
  }),
  companySalesExport: defineCall({
    method: 'GET',
    path: P.analyticsCompanySalesExport,
    input: SalesQuerySchema,
    answer: Type.Null(),
    access: A.analyticsCompany,
  }),
  employeeSalesExport: defineCall({
    method: 'GET',
    path: P.analyticsEmployeeSalesExport,
    input: SalesQuerySchema,
    answer: Type.Null(),
    access: A.analyticsEmployees,
  }),
  customerCompanySalesExport: defineCall({
    method: 'GET',
    path: P.analyticsCustomerCompanySalesExport,
    input: SalesQuerySchema,
    answer: Type.Null(),
    access: A.analyticsCustomerCompany,
  }),
  customerEmployeeSalesExport: defineCall({
    method: 'GET',
    path: P.analyticsCustomerEmployeeSalesExport,
    input: SalesQuerySchema,
    answer: Type.Null(),
    access: A.analyticsCustomerEmployees,
  }),
  salesTable: defineCall({ method: 'GET', path: P.analyticsSalesTable, input: SalesQuerySchema, answer: PivotAnswerSchema, access: A.analyticsTable }),
  salesTableExport: defineCall({ method: 'GET', path: P.analyticsSalesTableExport, input: SalesQuerySchema, answer: Type.Null(), access: A.analyticsTable }),
  refresh: defineCall({ method: 'POST', path: P.analyticsRefresh, input: strict({}), answer: RefreshAnswer, access: A.analyticsRefresh }),
} as const;
