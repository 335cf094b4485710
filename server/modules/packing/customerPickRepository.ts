import type { Queryable } from '../../db/types';

/** The customer companies staff may apply for: the active ones, by name (code-point order, the same on every engine). */
export const activeCustomers = (q: Queryable) =>
  q.query<{ Id: number; Name: string; NameEn: string }>(
    `select id::int as "Id", name_zh as "Name", name_en as "NameEn"
       from company_directory where kind = 'customer' and status = 'active' order by name_zh collate "C" limit 500`,
  );

/** One customer company's platform bookings (cargo records), the latest first: what an application on its behalf names. */
export async function bookingsOfCustomer(q: Queryable, companyId: number) {
  const rows = await q.query<{
    CGO_ID: string;
    MBL_NO: string;
    VESSEL: string;
    VOYAGE: string;
    LOADING_CODE: string;
    DISCHARGE_CODE: string;
    containers: unknown;
  }>(
    `select b.cgo_id as "CGO_ID", b.mbl_no as "MBL_NO", b.vessel as "VESSEL", b.voyage as "VOYAGE",
            b.loading_code as "LOADING_CODE", b.discharge_code as "DISCHARGE_CODE", b.containers
       from booking_facts b
      where b.company_id = $1 and not exists (select 1 from booking_order_facts o where o.cgo_id = b.cgo_id and o.status = 'CANCELLED')
      order by b.created_at desc, b.cgo_id limit 200`,
    [companyId],
  );
  return rows.map(({ containers, ...b }) => ({
    ...b,
    Containers: ((containers ?? []) as { TYPE: string; COUNT: number }[]).map((c) => ({ TYPE: c.TYPE, COUNT: Number(c.COUNT) })),
  }));
}
