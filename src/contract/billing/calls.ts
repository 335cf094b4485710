import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, intOf, listCallOf, nullable, strict, text, textOf } from '../schema';
import { BILLING_ACCESS as A, BILLING_PATHS as P } from './module';

/**
 * Billing on the wire (operations.md §10.2, §10.4): field names are the table's, upper case
 * (CHG_QTY …). Amounts travel as decimal text ("1850.00"), never as binary fractions; totals are
 * lists of {Currency, Amount}, one per currency, never added across. Dates are YYYY-MM-DD.
 */

const cgoId = text(40, 1);
const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const decimal = text(20, 1);
const Money = Type.Object({ Currency: Type.String(), Amount: Type.String() });
export type MoneyWire = Static<typeof Money>;

export const CHARGE_BASES = ['PER_CONTAINER', 'PER_BL', 'PER_SHIPMENT', 'PER_CBM', 'PER_KG', 'PER_TON', 'PER_RT', 'PERCENT'] as const;
export const TAX_CODES = ['EXEMPT_INTL_AGENCY', 'ZERO', 'VAT6', 'VAT9', 'VAT13'] as const;

/** One line as staff type it: a new one (no Id) or a change to one (Id + Version). */
export const ChargeInSchema = strict({
  Id: Type.Optional(id),
  Version: Type.Optional(Type.Integer({ minimum: 1 })),
  CHG_SIDE: textOf(['AR', 'AP'] as const),
  CHG_PARTY_ID: id,
  CHG_CODE: text(10, 1),
  CHG_NAME: Type.Optional(text(50)),
  /** PER_CONTAINER may name the type: PER_CONTAINER:40HQ. */
  CHG_BASIS: text(30, 1),
  CHG_QTY: decimal,
  CHG_UNIT_PRICE: decimal,
  CHG_CURRENCY: text(3, 3),
  CHG_TERM: textOf(['PRE', 'COL'] as const),
  /** Default: the fee code's (set by finance). */
  CHG_TAX_CODE: Type.Optional(textOf(TAX_CODES)),
  /** The house bill the line belongs to (houseBill module), if any. */
  CHG_HBL_ID: Type.Optional(nullable(id)),
});
export type ChargeIn = Static<typeof ChargeInSchema>;

export const ChargeSchema = Type.Object({
  Id: Type.Integer(),
  Version: Type.Integer(),
  CHG_CGO_ID: Type.String(),
  CHG_HBL_ID: Type.Union([Type.Integer(), Type.Null()]),
  CHG_SIDE: Type.String(),
  CHG_PARTY_ID: Type.Integer(),
  PartyName: Type.String(),
  CHG_CODE: Type.String(),
  CHG_NAME: Type.String(),
  CHG_BASIS: Type.String(),
  CHG_QTY: Type.String(),
  CHG_UNIT_PRICE: Type.String(),
  CHG_CURRENCY: Type.String(),
  CHG_AMOUNT: Type.String(),
  CHG_TERM: Type.String(),
  CHG_TAX_CODE: Type.String(),
  CHG_TAX_RATE: Type.String(),
  /** The booked rate into CNY (null for CNY lines), its date and source. */
  CHG_EX_RATE: Type.Union([Type.String(), Type.Null()]),
  CHG_EX_RATE_DATE: Type.Union([Type.String(), Type.Null()]),
  CHG_EX_RATE_SOURCE: Type.Union([Type.String(), Type.Null()]),
  CHG_STATUS: Type.Integer(),
  CHG_INVOICE_ID: Type.Union([Type.Integer(), Type.Null()]),
  INV_NO: Type.Union([Type.String(), Type.Null()]),
  /** From the booking's frozen price, or added by staff. */
  CHG_ORIGIN: Type.String(),
});
export type Charge = Static<typeof ChargeSchema>;

export const ChargeSheetSchema = Type.Object({
  CGO_ID: Type.String(),
  MblNo: Type.String(),
  CompanyId: Type.Integer(),
  CompanyName: Type.String(),
  /** The reader is staff: AP lines and profit are shown (never to a customer). */
  Staff: Type.Boolean(),
  /** The booking carries a price to take charges from: a rate's or quote's frozen price, or the ready-space order's. */
  HasPrice: Type.Boolean(),
  /** Why it cannot (the button says so beside it), in both languages; null when it can. */
  NoPriceReason: Type.Union([Type.Object({ zh: Type.String(), en: Type.String() }), Type.Null()]),
  Lines: Type.Array(ChargeSchema),
  /** Per currency, never added across. */
  ArTotals: Type.Array(Money),
  ApTotals: Type.Array(Money),
  /** job.profit: Σ AR − Σ AP in CNY at each charge's booked rate; null for a customer. */
  ProfitCny: Type.Union([Type.String(), Type.Null()]),
  /** The parties lines may name: the customer, the carrier's and agents' companies. */
  Parties: Type.Array(Type.Object({ Id: Type.Integer(), Name: Type.String() })),
});
export type ChargeSheet = Static<typeof ChargeSheetSchema>;

export const InvoiceRowSchema = Type.Object({
  Id: Type.Integer(),
  INV_NO: Type.String(),
  INV_KIND: Type.Integer(),
  INV_STATUS: Type.Integer(),
  CGO_ID: Type.String(),
  PartyName: Type.String(),
  INV_CURRENCY: Type.String(),
  Total: Type.String(),
  Tax: Type.String(),
  Paid: Type.String(),
  IssueDate: Type.String(),
  DueDate: Type.String(),
});
export type InvoiceRow = Static<typeof InvoiceRowSchema>;

export const InvoiceSchema = Type.Object({
  ...InvoiceRowSchema.properties,
  Version: Type.Integer(),
  INV_SIDE: Type.String(),
  INV_PARTY_ID: Type.Integer(),
  ExRate: Type.Union([Type.String(), Type.Null()]),
  ExRateDate: Type.Union([Type.String(), Type.Null()]),
  /** inv.rate as printed: "1 USD = 7.1234 CNY, monthly rate 2026-11" (empty when nothing was converted). */
  ExRateText: Type.String(),
  BuyerName: Type.String(),
  BuyerTaxId: Type.String(),
  TaxNo: Type.String(),
  TaxDate: Type.Union([Type.String(), Type.Null()]),
  VoidReason: Type.String(),
  CreditOf: Type.Union([Type.Integer(), Type.Null()]),
  Outstanding: Type.String(),
  Lines: Type.Array(
    Type.Object({
      ChargeId: Type.Integer(),
      CHG_CODE: Type.String(),
      CHG_NAME: Type.String(),
      CHG_CURRENCY: Type.String(),
      CHG_AMOUNT: Type.String(),
      Amount: Type.String(),
      Tax: Type.String(),
      TaxCode: Type.String(),
      TaxRate: Type.String(),
    }),
  ),
  Payments: Type.Array(Type.Object({ Amount: Type.String(), Date: Type.String(), Ref: Type.String(), At: Type.String() })),
  /** Its history in words (events.ts): what happened, with its figures. */
  Log: Type.Array(
    Type.Object({ At: Type.String(), Who: Type.Object({ zh: Type.String(), en: Type.String() }), Text: Type.Object({ zh: Type.String(), en: Type.String() }) }),
  ),
  /** The moves the state table has for it now (the screen's buttons). */
  Moves: Type.Array(Type.String()),
});
export type Invoice = Static<typeof InvoiceSchema>;

const made = Type.Object({ Id: Type.Integer(), INV_NO: Type.String() });
const moved = Type.Object({ Id: Type.Integer(), INV_STATUS: Type.Integer(), Version: Type.Integer() });

export const billingCalls = {
  chargeList: defineCall({ method: 'GET', path: P.chargeList, input: strict({ CGO_ID: cgoId }), answer: ChargeSheetSchema, access: A.billingRead }),
  jobs: defineCall({
    method: 'GET',
    path: P.billingJobs,
    input: strict({ Text: Type.Optional(text(40)) }),
    answer: Type.Array(Type.Object({ CGO_ID: Type.String(), MblNo: Type.String(), CompanyName: Type.String(), Route: Type.String() })),
    access: A.billingRead,
  }),
  takeFromBooking: defineCall({
    method: 'POST',
    path: P.chargeTakeFromBooking,
    input: strict({ CGO_ID: cgoId }),
    answer: Type.Object({ Added: Type.Integer() }),
    access: A.billingCharges,
  }),
  chargeSave: defineCall({
    method: 'POST',
    path: P.chargeSave,
    input: strict({ CGO_ID: cgoId, Lines: Type.Array(ChargeInSchema, { minItems: 1, maxItems: 200 }) }),
    answer: Type.Object({ Ids: Type.Array(Type.Integer()) }),
    access: A.billingCharges,
  }),
  chargeConfirm: defineCall({
    method: 'POST',
    path: P.chargeConfirm,
    input: strict({ Ids: Type.Array(id, { minItems: 1, maxItems: 500 }) }),
    answer: Type.Object({ Confirmed: Type.Integer() }),
    access: A.billingCharges,
  }),
  invoiceCreate: defineCall({
    method: 'POST',
    path: P.invoiceCreate,
    input: strict({
      Kind: intOf([1, 3, 4] as const),
      PartyId: id,
      ChargeIds: Type.Array(id, { minItems: 1, maxItems: 500 }),
      Currency: text(3, 3),
      IssueDate: Type.Optional(day),
      CreditDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 365 })),
      BuyerName: Type.Optional(text(100)),
      BuyerTaxId: Type.Optional(text(20)),
    }),
    answer: made,
    access: A.billingInvoices,
  }),
  invoiceConfirm: defineCall({
    method: 'POST',
    path: P.invoiceConfirm,
    input: strict({ Id: id, Version: Type.Integer({ minimum: 1 }) }),
    answer: moved,
    access: A.billingInvoices,
  }),
  invoiceRequestTax: defineCall({
    method: 'POST',
    path: P.invoiceRequestTax,
    input: strict({ Id: id }),
    answer: Type.Object({ Id: Type.Integer(), Queued: Type.Boolean() }),
    access: A.billingInvoices,
  }),
  invoicePay: defineCall({
    method: 'POST',
    path: P.invoicePay,
    // Version: the invoice as the clerk saw it. A payment sent twice (a double click, a resend after a
    // dropped connection) carries the same version, so the second is refused, never recorded again.
    input: strict({ Id: id, Version: Type.Integer({ minimum: 1 }), Amount: decimal, Date: day, Ref: Type.Optional(text(40)) }),
    answer: moved,
    access: A.billingPayments,
  }),
  invoiceVoid: defineCall({
    method: 'POST',
    path: P.invoiceVoid,
    input: strict({ Id: id, Reason: text(200, 1) }),
    answer: Type.Object({ Id: Type.Integer(), CreditNote: Type.Union([made, Type.Null()]) }),
    access: A.billingInvoices,
  }),
  invoiceList: listCallOf(P.invoiceList, InvoiceRowSchema, A.billingRead),
  invoiceGet: defineCall({ method: 'GET', path: P.invoiceGet, input: strict({ Id: id }), answer: InvoiceSchema, access: A.billingRead }),
} as const;

/** The print (a PDF, not an envelope): GET with the invoice's Id. */
export const invoicePrintCall = { method: 'GET', path: P.invoicePrint, input: strict({ Id: id }), access: A.billingRead } as const;
