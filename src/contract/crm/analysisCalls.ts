import { Type, type Static } from '@sinclair/typebox';
import { CUSTOMER_GROUPS, QUOTE_GROUPS } from '../../domain/crm/analysis';
import { defineCall } from '../call';
import { nullable, strict, textOf } from '../schema';
import { CRM_ACCESS as A, CRM_PATHS as P } from './module';

/**
 * The CRM's analysis calls (commercial.md §7.3, §9.1): a period of office days (Asia/Shanghai, at
 * most a year; 400 `PERIOD` otherwise) grouped one way. Names come in both languages; amounts per
 * currency, with their sum in the report currency at each month's book rate (R9.3) — the margin only
 * with "view cost" (R9.2), absent otherwise.
 */
const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Name = strict({ zh: Type.String(), en: Type.String() });
const Amount = strict({ Currency: Type.String(), Amount: Type.String() });
const share = nullable(Type.Number());

export const CustomerAnalysisQuerySchema = strict({ From: day, To: day, GroupBy: Type.Optional(textOf(CUSTOMER_GROUPS)) });
export type CustomerAnalysisQuery = Static<typeof CustomerAnalysisQuerySchema>;

const customerCounts = {
  New: Type.Integer(),
  Claimed: Type.Integer(),
  Recycled: Type.Integer(),
  Dealt: Type.Integer(),
  Dormant: Type.Integer(),
};
export const CustomerGroupRowSchema = Type.Object({ Key: Type.String(), Name, ...customerCounts });
export type CustomerGroupRow = Static<typeof CustomerGroupRowSchema>;

export const DormantRowSchema = Type.Object({
  CustomerId: Type.Integer(),
  Name: Type.String(),
  OwnerName: Type.String(),
  LastBooking: Type.String(),
  LastFollowAt: nullable(Type.String()),
});
export type DormantRow = Static<typeof DormantRowSchema>;

export const CustomerAnalysisSchema = Type.Object({
  Rows: Type.Array(CustomerGroupRowSchema),
  Totals: Type.Object(customerCounts),
  /** The period's funnel: leads made → customers made → opportunities made → opportunities won. */
  Funnel: Type.Object({ Leads: Type.Integer(), Customers: Type.Integer(), Opportunities: Type.Integer(), Won: Type.Integer() }),
  Dormant: Type.Array(DormantRowSchema),
});
export type CustomerAnalysis = Static<typeof CustomerAnalysisSchema>;

export const QuoteAnalysisQuerySchema = strict({ From: day, To: day, GroupBy: Type.Optional(textOf(QUOTE_GROUPS)) });
export type QuoteAnalysisQuery = Static<typeof QuoteAnalysisQuerySchema>;

const quoteFigures = {
  Sent: Type.Integer(),
  Accepted: Type.Integer(),
  Booked: Type.Integer(),
  /** Quote conversion: booked ÷ sent (null when none was sent). */
  Conversion: share,
  Won: Type.Integer(),
  Lost: Type.Integer(),
  /** Win rate: WON ÷ (WON + LOST) of the opportunities closed in the period. */
  WinRate: share,
  Teu: Type.Number(),
  /** With "view cost" only: the margin per TEU as quoted, per currency, and in the report currency. */
  MarginPerTeu: Type.Optional(Type.Array(Amount)),
  MarginPerTeuReport: Type.Optional(nullable(Type.String())),
};
export const QuoteGroupRowSchema = Type.Object({ Key: Type.String(), Name, ...quoteFigures });
export type QuoteGroupRow = Static<typeof QuoteGroupRowSchema>;

export const QuoteAnalysisSchema = Type.Object({
  Rows: Type.Array(QuoteGroupRowSchema),
  Totals: Type.Object(quoteFigures),
  LostReasons: Type.Array(Type.Object({ Code: Type.String(), Name, Count: Type.Integer() })),
  ViewCost: Type.Boolean(),
  ReportCurrency: Type.String(),
  /** The book rates used (into CNY, per month and currency; null: none kept, that amount left out). */
  Rates: Type.Array(Type.Object({ Month: Type.String(), Currency: Type.String(), Rate: nullable(Type.String()) })),
});
export type QuoteAnalysis = Static<typeof QuoteAnalysisSchema>;

export const analysisCalls = {
  customers: defineCall({
    method: 'GET',
    path: P.crmAnalysisCustomers,
    input: CustomerAnalysisQuerySchema,
    answer: CustomerAnalysisSchema,
    access: A.crmAnalysisCustomers,
  }),
  customersExport: defineCall({
    method: 'GET',
    path: P.crmAnalysisCustomersExport,
    input: CustomerAnalysisQuerySchema,
    answer: Type.Null(),
    access: A.crmAnalysisCustomers,
  }),
  quotations: defineCall({
    method: 'GET',
    path: P.crmAnalysisQuotations,
    input: QuoteAnalysisQuerySchema,
    answer: QuoteAnalysisSchema,
    access: A.crmAnalysisQuotations,
  }),
  quotationsExport: defineCall({
    method: 'GET',
    path: P.crmAnalysisQuotationsExport,
    input: QuoteAnalysisQuerySchema,
    answer: Type.Null(),
    access: A.crmAnalysisQuotations,
  }),
} as const;
