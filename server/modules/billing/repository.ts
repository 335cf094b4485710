import type { Queryable } from '../../db/types';
import { activeCurrencies as activeCurrenciesOf } from '../refdata/public';

/**
 * The SQL of billing (the only file of the module with SQL: tests/unit/platform/layering.test.ts).
 * `companyId` null: platform staff (every company's); otherwise a customer's own rows, AR only.
 */

export interface JobRow {
  cgo_id: string;
  company_id: string;
  company_name: string;
  mbl_no: string;
  /** The booking order's frozen price (booking_orders.price_snapshot): a rate's or quote's with its Detail; a ready-space one has its total only. */
  price: { Detail?: PriceDetail; Totals?: string } | null;
  /** The job was made from a booking order (online booking or ready space), not typed in on its own. */
  has_order: boolean;
}
export interface PriceDetail {
  Currency: string;
  Classes: { ContainerClass: string; Qty: number; Sell: string; Amount: string }[];
  Charges: { FeeCode: string; FeeName: string; ContainerClass?: string; Basis: string; Currency: string; UnitAmount: string; Qty: number; Amount: string }[];
}

export async function jobOf(q: Queryable, cgoId: string, companyId: string | null): Promise<JobRow | undefined> {
  const [row] = await q.query<JobRow>(
    `select b.cgo_id, b.company_id::text, c.name_zh as company_name, b.mbl_no,
            (select o.price_snapshot from booking_orders o where o.cgo_id = b.cgo_id) as price,
            exists (select 1 from booking_orders o where o.cgo_id = b.cgo_id) as has_order
       from bookings b join companies c on c.id = b.company_id
      where b.cgo_id = $1 and ($2::bigint is null or b.company_id = $2::bigint)`,
    [cgoId, companyId],
  );
  return row;
}

export async function findJobs(q: Queryable, text: string, companyId: string | null) {
  return q.query<{ CGO_ID: string; MblNo: string; CompanyName: string; Route: string }>(
    `select b.cgo_id as "CGO_ID", b.mbl_no as "MblNo", c.name_zh as "CompanyName", b.loading_code || ' → ' || b.discharge_code as "Route"
       from bookings b join companies c on c.id = b.company_id
      where ($2::bigint is null or b.company_id = $2::bigint)
        and ($1 = '' or b.cgo_id ilike '%' || $1 || '%' or b.mbl_no ilike '%' || $1 || '%' or c.name_zh ilike '%' || $1 || '%')
      order by b.created_at desc, b.cgo_id limit 20`,
    [text, companyId],
  );
}

/** The companies a line may bill or pay: the job's customer, and every active provider/platform company (carriers' agents, truckers). */
export function partiesFor(q: Queryable, companyId: string) {
  return q.query<{ Id: number; Name: string }>(
    `select id::int as "Id", name_zh as "Name" from companies where status = 'active' and (id = $1::bigint or kind in ('provider', 'platform')) order by id limit 100`,
    [companyId],
  );
}

export interface ChargeRow {
  id: number;
  version: number;
  company_id: string;
  chg_cgo_id: string;
  chg_hbl_id: number | null;
  chg_side: 'AR' | 'AP';
  chg_party_id: number;
  party_name: string;
  chg_code: string;
  chg_name: string;
  chg_basis: string;
  chg_qty: string;
  chg_unit_price: string;
  chg_currency: string;
  chg_amount: string;
  chg_term: string;
  chg_tax_code: string;
  chg_tax_rate: string;
  chg_ex_rate: string | null;
  chg_ex_rate_date: string | null;
  chg_ex_rate_source: string | null;
  chg_status: number;
  chg_invoice_id: number | null;
  inv_no: string | null;
  chg_origin: string;
}
const CHARGE_COLUMNS = `c.id::int, c.version, c.company_id::text, c.chg_cgo_id, c.chg_hbl_id::int, c.chg_side, c.chg_party_id::int, p.name_zh as party_name,
  c.chg_code, c.chg_name, c.chg_basis, c.chg_qty::text, c.chg_unit_price::text, c.chg_currency, c.chg_amount::text, c.chg_term, c.chg_tax_code,
  c.chg_tax_rate::text, c.chg_ex_rate::text, c.chg_ex_rate_date::text, c.chg_ex_rate_source, c.chg_status, c.chg_invoice_id::int, i.inv_no, c.chg_origin`;
const CHARGE_FROM = 'charges c join companies p on p.id = c.chg_party_id left join invoices i on i.id = c.chg_invoice_id';

/** A job's lines; a customer's reading has its receivable lines only (never cost). */
export function chargesOf(q: Queryable, cgoId: string, arOnly: boolean) {
  return q.query<ChargeRow>(
    `select ${CHARGE_COLUMNS} from ${CHARGE_FROM} where c.chg_cgo_id = $1 and ($2::boolean = false or c.chg_side = 'AR') order by c.chg_side desc, c.id`,
    [cgoId, arOnly],
  );
}

/** Lines by id, locked for the change (staff only call this). */
export function lockCharges(q: Queryable, ids: readonly number[]) {
  return q.query<ChargeRow>(`select ${CHARGE_COLUMNS} from ${CHARGE_FROM} where c.id = any($1::bigint[]) order by c.id for update of c`, [ids]);
}

export function feeCodes(q: Queryable, codes: readonly string[]) {
  return q.query<{ code: string; name_zh: string; tax_code: string; tax_rate: string }>(
    `select code, name_zh, tax_code, tax_rate::text from fee_codes where code = any($1::text[]) and status = 'ACTIVE'`,
    [codes],
  );
}

/** The enabled currencies among `codes`: reference data's (issue 46). */
export const activeCurrencies = (q: Queryable, codes: readonly string[]): Promise<Set<string>> => activeCurrenciesOf(q, codes);

export async function knownCompanies(q: Queryable, ids: readonly number[]): Promise<Set<number>> {
  const rows = await q.query<{ id: number }>(`select id::int from companies where id = any($1::bigint[])`, [ids]);
  return new Set(rows.map((r) => r.id));
}

export interface NewCharge {
  companyId: string;
  cgoId: string;
  hblId: number | null;
  side: string;
  partyId: number;
  code: string;
  name: string;
  basis: string;
  qty: string;
  unitPrice: string;
  currency: string;
  amount: string;
  term: string;
  taxCode: string;
  taxRate: string;
  exRate: string | null;
  exRateDate: string | null;
  exRateSource: string | null;
  origin: 'BOOKING' | 'STAFF';
  originRef: string;
  by: string;
}

/** A new line; from the booking, a line already taken is not added twice (answers undefined). */
export async function insertCharge(q: Queryable, c: NewCharge): Promise<number | undefined> {
  const [row] = await q.query<{ id: number }>(
    `insert into charges (company_id, chg_cgo_id, chg_hbl_id, chg_side, chg_party_id, chg_code, chg_name, chg_basis, chg_qty, chg_unit_price, chg_currency,
       chg_amount, chg_term, chg_tax_code, chg_tax_rate, chg_ex_rate, chg_ex_rate_date, chg_ex_rate_source, chg_origin, chg_origin_ref, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
     on conflict (chg_cgo_id, chg_origin_ref) where chg_origin = 'BOOKING' do nothing returning id::int`,
    [c.companyId, c.cgoId, ...lineValues(c), c.origin, c.originRef, c.by],
  );
  return row?.id;
}

/** A line's own values, $3…$18 of both the insert and the update (one order for both). */
const lineValues = (c: NewCharge) => [
  c.hblId,
  c.side,
  c.partyId,
  c.code,
  c.name,
  c.basis,
  c.qty,
  c.unitPrice,
  c.currency,
  c.amount,
  c.term,
  c.taxCode,
  c.taxRate,
  c.exRate,
  c.exRateDate,
  c.exRateSource,
];

/** A line changed at the version read; false when someone changed it first. */
export async function updateCharge(q: Queryable, id: number, version: number, c: NewCharge): Promise<boolean> {
  const rows = await q.query(
    `update charges set chg_hbl_id = $3, chg_side = $4, chg_party_id = $5, chg_code = $6, chg_name = $7, chg_basis = $8, chg_qty = $9, chg_unit_price = $10,
       chg_currency = $11, chg_amount = $12, chg_term = $13, chg_tax_code = $14, chg_tax_rate = $15, chg_ex_rate = $16, chg_ex_rate_date = $17,
       chg_ex_rate_source = $18, version = version + 1, updated_at = now()
     where id = $1 and version = $2 and chg_invoice_id is null returning 1`,
    [id, version, ...lineValues(c)],
  );
  return rows.length > 0;
}

export async function confirmCharges(q: Queryable, ids: readonly number[]): Promise<number> {
  const rows = await q.query(
    `update charges set chg_status = 2, version = version + 1, updated_at = now() where id = any($1::bigint[]) and chg_status = 1 returning 1`,
    [ids],
  );
  return rows.length;
}

/** The charges put on (or taken off, `invoiceId` null) an invoice, at `status`. */
export async function setChargesInvoice(q: Queryable, ids: readonly number[], invoiceId: number | null, status: number): Promise<void> {
  await q.query(`update charges set chg_invoice_id = $2, chg_status = $3, version = version + 1, updated_at = now() where id = any($1::bigint[])`, [
    ids,
    invoiceId,
    status,
  ]);
}

export async function setChargesStatusOf(q: Queryable, invoiceId: number, status: number): Promise<void> {
  await q.query(`update charges set chg_status = $2, version = version + 1, updated_at = now() where chg_invoice_id = $1`, [invoiceId, status]);
}

export async function nextInvoiceNo(q: Queryable, prefix: string, day: string): Promise<string> {
  const [row] = await q.query<{ n: string }>(`select nextval('invoice_no_seq')::text as n`);
  return `${prefix}${day.slice(2, 4)}${day.slice(5, 7)}${row!.n.padStart(6, '0')}`;
}

export interface NewInvoice {
  no: string;
  companyId: string;
  cgoId: string;
  kind: number;
  side: string;
  partyId: number;
  currency: string;
  exRate: string | null;
  exRateDate: string | null;
  exRateSource: string | null;
  exRateText: string;
  total: string;
  taxTotal: string;
  issueDate: string;
  dueDate: string;
  buyerName: string;
  buyerTaxId: string;
  status: number;
  creditOf: number | null;
  by: string;
}

export async function insertInvoice(q: Queryable, v: NewInvoice): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `insert into invoices (inv_no, company_id, inv_cgo_id, inv_kind, inv_side, inv_party_id, inv_currency, inv_ex_rate, inv_ex_rate_date, inv_ex_rate_source,
       inv_ex_rate_text, inv_total, inv_tax_total, inv_issue_date, inv_due_date, inv_buyer_name, inv_buyer_tax_id, inv_status, inv_credit_of, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20) returning id::int`,
    [
      v.no,
      v.companyId,
      v.cgoId,
      v.kind,
      v.side,
      v.partyId,
      v.currency,
      v.exRate,
      v.exRateDate,
      v.exRateSource,
      v.exRateText,
      v.total,
      v.taxTotal,
      v.issueDate,
      v.dueDate,
      v.buyerName,
      v.buyerTaxId,
      v.status,
      v.creditOf,
      v.by,
    ],
  );
  return row!.id;
}

export async function insertLines(
  q: Queryable,
  invoiceId: number,
  lines: readonly { chargeId: number; amount: string; tax: string; taxCode: string; taxRate: string }[],
): Promise<void> {
  await q.query(
    `insert into invoice_lines (invoice_id, charge_id, line_amount, line_tax, tax_code, tax_rate)
     select $1, x.charge_id, x.amount, x.tax, x.tax_code, x.tax_rate
       from jsonb_to_recordset($2::jsonb) as x(charge_id bigint, amount numeric, tax numeric, tax_code text, tax_rate numeric)`,
    [invoiceId, JSON.stringify(lines.map((l) => ({ charge_id: l.chargeId, amount: l.amount, tax: l.tax, tax_code: l.taxCode, tax_rate: l.taxRate })))],
  );
}

export interface InvoiceRowDb {
  id: number;
  version: number;
  inv_no: string;
  company_id: string;
  inv_cgo_id: string;
  inv_kind: number;
  inv_side: 'AR' | 'AP';
  inv_party_id: number;
  party_name: string;
  inv_currency: string;
  inv_ex_rate: string | null;
  inv_ex_rate_date: string | null;
  inv_ex_rate_source: string | null;
  inv_ex_rate_text: string;
  inv_total: string;
  inv_tax_total: string;
  inv_paid: string;
  inv_issue_date: string;
  inv_due_date: string;
  inv_buyer_name: string;
  inv_buyer_tax_id: string;
  inv_tax_no: string;
  inv_tax_date: string | null;
  inv_status: number;
  inv_void_reason: string;
  inv_credit_of: number | null;
}
const INVOICE_COLUMNS = `i.id::int, i.version, i.inv_no, i.company_id::text, i.inv_cgo_id, i.inv_kind, i.inv_side, i.inv_party_id::int, p.name_zh as party_name,
  i.inv_currency, i.inv_ex_rate::text, i.inv_ex_rate_date::text, i.inv_ex_rate_source, i.inv_ex_rate_text, i.inv_total::text, i.inv_tax_total::text,
  i.inv_paid::text, i.inv_issue_date::text, i.inv_due_date::text, i.inv_buyer_name, i.inv_buyer_tax_id, i.inv_tax_no, i.inv_tax_date::text, i.inv_status,
  i.inv_void_reason, i.inv_credit_of::int`;

/** One invoice the reader may see (a customer: its own company's receivable ones), locked when `lock`. */
export async function invoiceOf(q: Queryable, id: number, companyId: string | null, lock = false): Promise<InvoiceRowDb | undefined> {
  const [row] = await q.query<InvoiceRowDb>(
    `select ${INVOICE_COLUMNS} from invoices i join companies p on p.id = i.inv_party_id
      where i.id = $1 and ($2::bigint is null or (i.company_id = $2::bigint and i.inv_side = 'AR'))${lock ? ' for update of i' : ''}`,
    [id, companyId],
  );
  return row;
}

export function linesOf(q: Queryable, invoiceId: number) {
  return q.query<{
    charge_id: number;
    chg_code: string;
    chg_name: string;
    chg_currency: string;
    chg_amount: string;
    line_amount: string;
    line_tax: string;
    tax_code: string;
    tax_rate: string;
  }>(
    `select l.charge_id::int, c.chg_code, c.chg_name, c.chg_currency, c.chg_amount::text, l.line_amount::text, l.line_tax::text, l.tax_code, l.tax_rate::text
       from invoice_lines l join charges c on c.id = l.charge_id where l.invoice_id = $1 order by l.id`,
    [invoiceId],
  );
}

export function paymentsOf(q: Queryable, invoiceId: number) {
  return q.query<{ amount: string; paid_on: string; ref: string; created_at: Date }>(
    `select amount::text, paid_on::text, ref, created_at from invoice_payments where invoice_id = $1 order by id`,
    [invoiceId],
  );
}

/** Moves an invoice at the version read; false when someone moved it first. */
export async function moveInvoice(
  q: Queryable,
  id: number,
  version: number,
  to: number,
  extra: { paid?: string; voidReason?: string; taxNo?: string; taxDate?: string } = {},
): Promise<boolean> {
  const rows = await q.query(
    `update invoices set inv_status = $3, inv_paid = coalesce($4::numeric, inv_paid), inv_void_reason = coalesce($5, inv_void_reason),
       inv_tax_no = coalesce($6, inv_tax_no), inv_tax_date = coalesce($7::date, inv_tax_date), version = version + 1, updated_at = now()
     where id = $1 and version = $2 returning 1`,
    [id, version, to, extra.paid ?? null, extra.voidReason ?? null, extra.taxNo ?? null, extra.taxDate ?? null],
  );
  return rows.length > 0;
}

export async function insertPayment(q: Queryable, invoiceId: number, amount: string, day: string, ref: string, by: string): Promise<void> {
  await q.query(`insert into invoice_payments (invoice_id, amount, paid_on, ref, created_by) values ($1, $2, $3, $4, $5)`, [invoiceId, amount, day, ref, by]);
}

export async function chargeIdsOf(q: Queryable, invoiceId: number): Promise<number[]> {
  return (await q.query<{ id: number }>(`select charge_id::int as id from invoice_lines where invoice_id = $1`, [invoiceId])).map((r) => r.id);
}

/** The invoice list's base query (defineList): staff every invoice, a customer its own receivable ones. */
export const invoiceListSql = (companyScoped: boolean) =>
  `select i.id as "Id", i.inv_no as "INV_NO", i.inv_kind as "INV_KIND", i.inv_status as "INV_STATUS", i.inv_cgo_id as "CGO_ID", p.name_zh as "PartyName",
          i.inv_currency as "INV_CURRENCY", i.inv_total::text as "Total", i.inv_tax_total::text as "Tax", i.inv_paid::text as "Paid",
          i.inv_issue_date::text as "IssueDate", i.inv_due_date::text as "DueDate"
     from invoices i join companies p on p.id = i.inv_party_id
    ${companyScoped ? `where i.company_id = $1::bigint and i.inv_side = 'AR'` : ''}`;

/** For the orderApply module: a booking's receivable charges not paid (their invoice's figures when invoiced). */
export function unpaidRows(q: Queryable, companyId: number, cgoId: string) {
  return q.query<{
    charge_id: number;
    chg_currency: string;
    chg_amount: string;
    chg_ex_rate: string | null;
    invoice_id: number | null;
    inv_no: string | null;
    inv_currency: string | null;
    inv_total: string | null;
    inv_paid: string | null;
    inv_ex_rate: string | null;
    inv_due_date: string | null;
    inv_status: number | null;
  }>(
    `select c.id::int as charge_id, c.chg_currency, c.chg_amount::text, c.chg_ex_rate::text, i.id::int as invoice_id, i.inv_no, i.inv_currency, i.inv_total::text, i.inv_paid::text,
            i.inv_ex_rate::text, i.inv_due_date::text, i.inv_status
       from charges c left join invoices i on i.id = c.chg_invoice_id
      where c.company_id = $1 and c.chg_cgo_id = $2 and c.chg_side = 'AR' and c.chg_status not in (4, 5)
        and (i.id is null or i.inv_status <> 6)
      order by c.id`,
    [companyId, cgoId],
  );
}

/** AR invoices of a customer company open past their due date by more than `days` on `asOf`. */
export function overdueRows(q: Queryable, companyId: number, asOf: string, days: number) {
  return q.query<{
    id: number;
    inv_no: string;
    inv_currency: string;
    inv_total: string;
    inv_paid: string;
    inv_ex_rate: string | null;
    inv_due_date: string;
    days_overdue: number;
  }>(
    `select i.id::int, i.inv_no, i.inv_currency, i.inv_total::text, i.inv_paid::text, i.inv_ex_rate::text, i.inv_due_date::text, ($2::date - i.inv_due_date)::int as days_overdue
       from invoices i
      where i.company_id = $1 and i.inv_side = 'AR' and i.inv_kind in (1, 3) and i.inv_status in (2, 3, 4)
        and i.inv_paid < i.inv_total and ($2::date - i.inv_due_date) > $3
      order by i.inv_due_date, i.id`,
    [companyId, asOf, days],
  );
}

/** The company issuing an invoice: the company of the employee who made it, else the platform's (a seeded invoice has no maker). */
export async function issuerCompanyOf(q: Queryable, invoiceId: number): Promise<string | undefined> {
  const [row] = await q.query<{ id: string | null }>(
    `select coalesce((select e.company_id from employees e where e.id = i.created_by),
                     (select c.id from companies c where c.kind = 'platform' order by c.id limit 1))::text as id
       from invoices i where i.id = $1`,
    [invoiceId],
  );
  return row?.id ?? undefined;
}

/**
 * Open AR invoices (confirmed, tax-issued or part paid: something still to collect) per currency and
 * band of days past their due date on today's date in Shanghai: band n holds those at least
 * `thresholds[n-1]` and under `thresholds[n]` days late (band 0: under the first). `companyId`
 * undefined: every customer's. Amounts are decimal text, summed per currency only.
 */
export function openReceivableRows(q: Queryable, companyId: number | undefined, thresholds: readonly number[]) {
  return q.query<{ band: number; currency: string; invoices: number; amount: string }>(
    `select width_bucket(((now() at time zone 'Asia/Shanghai')::date - i.inv_due_date)::int, $2::int[]) as band,
            i.inv_currency as currency, count(*)::int as invoices, sum(i.inv_total - i.inv_paid)::text as amount
       from invoices i
      where ($1::bigint is null or i.company_id = $1) and i.inv_side = 'AR' and i.inv_kind in (1, 3)
        and i.inv_status in (2, 3, 4) and i.inv_paid < i.inv_total
      group by 1, 2 order by 1, 2`,
    [companyId ?? null, thresholds],
  );
}
