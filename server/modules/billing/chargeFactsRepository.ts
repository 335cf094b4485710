import type { Queryable } from '../../db/types';

/**
 * A booking's charges as the entry order's data sheet and its close read them (entryOrder, issue 48,
 * through public.ts). `side`: AR only for a customer's reader (the charges billed to that company:
 * `partyId`), both sides for the platform's staff; amounts as stored (decimal text of the currency).
 */
export interface BookingCharge {
  id: number;
  side: 'AR' | 'AP';
  partyId: string;
  partyName: string;
  code: string;
  name: string;
  currency: string;
  amount: string;
  term: string;
  status: number;
  invoiceNo: string;
}

export function chargesOfBooking(q: Queryable, cgoId: string, only?: { side: 'AR'; partyId: string }): Promise<BookingCharge[]> {
  return q.query<BookingCharge>(
    `select c.id::int, c.chg_side as side, c.chg_party_id::text as "partyId", coalesce(p.name_zh, '') as "partyName", c.chg_code as code, c.chg_name as name,
            c.chg_currency as currency, c.chg_amount::text as amount, c.chg_term as term, c.chg_status::int as status, coalesce(i.inv_no, '') as "invoiceNo"
       from charges c left join invoices i on i.id = c.chg_invoice_id left join company_directory p on p.id = c.chg_party_id
      where c.chg_cgo_id = $1 and ($2::text is null or (c.chg_side = $2 and c.chg_party_id = $3::bigint))
      order by c.chg_side desc, c.id`,
    [cgoId, only?.side ?? null, only?.partyId ?? null],
  );
}
