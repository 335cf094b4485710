import type { Queryable } from '../../db/types';

/**
 * The jobs billing charges on (a booking with its parties), found and read. `companyId` null:
 * platform staff (every company's); otherwise a customer's own rows, AR only. The charges, invoices
 * and other modules' reads are in chargeRepository.ts, invoiceRepository.ts, receivablesRepository.ts.
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
            (select o.price_snapshot from booking_order_facts o where o.cgo_id = b.cgo_id) as price,
            exists (select 1 from booking_order_facts o where o.cgo_id = b.cgo_id) as has_order
       from booking_facts b join company_directory c on c.id = b.company_id
      where b.cgo_id = $1 and ($2::bigint is null or b.company_id = $2::bigint)`,
    [cgoId, companyId],
  );
  return row;
}

export async function findJobs(q: Queryable, text: string, companyId: string | null) {
  return q.query<{ CGO_ID: string; MblNo: string; CompanyName: string; Route: string }>(
    `select b.cgo_id as "CGO_ID", b.mbl_no as "MblNo", c.name_zh as "CompanyName", b.loading_code || ' → ' || b.discharge_code as "Route"
       from booking_facts b join company_directory c on c.id = b.company_id
      where ($2::bigint is null or b.company_id = $2::bigint)
        and ($1 = '' or b.cgo_id ilike '%' || $1 || '%' or b.mbl_no ilike '%' || $1 || '%' or c.name_zh ilike '%' || $1 || '%')
      order by b.created_at desc, b.cgo_id limit 20`,
    [text, companyId],
  );
}

/** The companies a line may bill or pay: the job's customer, and every active provider/platform company (carriers' agents, truckers). */
export function partiesFor(q: Queryable, companyId: string) {
  return q.query<{ Id: number; Name: string }>(
    `select id::int as "Id", name_zh as "Name" from company_directory where status = 'active' and (id = $1::bigint or kind in ('provider', 'platform')) order by id limit 100`,
    [companyId],
  );
}
