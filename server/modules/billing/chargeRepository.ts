import type { Queryable } from '../../db/types';
import { activeCurrencies as activeCurrenciesOf, feeCodesOf } from '../refdata/public';

/** The charges of a job (billing.md): read, locked, written, confirmed, put on an invoice. `arOnly`: a customer's own receivable ones. */

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
const CHARGE_FROM = 'charges c join company_directory p on p.id = c.chg_party_id left join invoices i on i.id = c.chg_invoice_id';

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

/** The active fee codes among `codes`, with their tax: reference data's (issue 46). */
export async function feeCodes(q: Queryable, codes: readonly string[]) {
  return (await feeCodesOf(q, codes)).filter((f) => f.status === 'ACTIVE');
}

/** The enabled currencies among `codes`: reference data's (issue 46). */
export const activeCurrencies = (q: Queryable, codes: readonly string[]): Promise<Set<string>> => activeCurrenciesOf(q, codes);

export async function knownCompanies(q: Queryable, ids: readonly number[]): Promise<Set<number>> {
  const rows = await q.query<{ id: number }>(`select id::int from company_directory where id = any($1::bigint[])`, [ids]);
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
