import type { Queryable } from '../../db/types';

/** The invoices: numbered, written with their lines, moved, paid; the list's query and the issuing company. */

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
    `select ${INVOICE_COLUMNS} from invoices i join company_directory p on p.id = i.inv_party_id
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
     from invoices i join company_directory p on p.id = i.inv_party_id
    ${companyScoped ? `where i.company_id = $1::bigint and i.inv_side = 'AR'` : ''}`;
/** The company issuing an invoice: the company of the employee who made it, else the platform's (a seeded invoice has no maker). */
export async function issuerCompanyOf(q: Queryable, invoiceId: number): Promise<string | undefined> {
  const [row] = await q.query<{ id: string | null }>(
    `select coalesce((select e.company_id from employee_directory e where e.id = i.created_by),
                     (select c.id from company_directory c where c.kind = 'platform' order by c.id limit 1))::text as id
       from invoices i where i.id = $1`,
    [invoiceId],
  );
  return row?.id ?? undefined;
}
