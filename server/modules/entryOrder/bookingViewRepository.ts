import type { Queryable } from '../../db/types';

/**
 * What the booking module publishes as views (booking_facts, booking_order_facts: migration 087) and
 * this module's pages show beside its own rows: the booking's numbers and sailing, and the bookings a
 * customer may link (with the order each is linked to already, from this module's own table).
 */

export async function bookingNumbers(q: Queryable, cgoId: string): Promise<{ bookingNo: string; carrierBookingNo: string; etd: string | null } | undefined> {
  const [r] = await q.query<{ booking_no: string | null; carrier_booking_no: string | null; etd: string | null }>(
    `select (select o.booking_no from booking_order_facts o where o.cgo_id = b.cgo_id order by o.released_at desc nulls last, o.id desc limit 1) as booking_no,
            (select o.carrier_booking_no from booking_order_facts o where o.cgo_id = b.cgo_id order by o.released_at desc nulls last, o.id desc limit 1) as carrier_booking_no,
            b.sailing_date::text as etd
       from booking_facts b where b.cgo_id = $1`,
    [cgoId],
  );
  return r && { bookingNo: r.booking_no ?? '', carrierBookingNo: r.carrier_booking_no ?? '', etd: r.etd };
}

/** A customer's bookings (newest first, `search` in its number, B/L or ports), each with the live order linked to it, if any. */
export async function bookingsToLink(q: Queryable, companyId: string, search: string) {
  return q.query<{
    cgo_id: string;
    booking_no: string | null;
    carrier_booking_no: string | null;
    loading_code: string;
    discharge_code: string;
    etd: string | null;
    containers: { TYPE: string; COUNT: number }[];
    linked: string | null;
  }>(
    `select b.cgo_id, o.booking_no, o.carrier_booking_no, coalesce(b.loading_code, '') as loading_code, coalesce(b.discharge_code, '') as discharge_code,
            b.sailing_date::text as etd, coalesce(b.containers, '[]'::jsonb) as containers,
            (select e.ent_no from entry_orders e where e.ent_cgo_id = b.cgo_id and e.ent_status <> 10 limit 1) as linked
       from booking_facts b
       left join lateral (select x.booking_no, x.carrier_booking_no from booking_order_facts x where x.cgo_id = b.cgo_id order by x.id desc limit 1) o on true
      where b.company_id = $1::bigint
        and ($2 = '' or b.cgo_id ilike $2 or coalesce(b.mbl_no, '') ilike $2 or coalesce(o.booking_no, '') ilike $2 or b.discharge_code ilike $2)
      order by b.created_at desc limit 50`,
    [companyId, search ? `%${search}%` : ''],
  );
}

/** A booking's packing lists (packing_list_facts, the packing module's published view) with their goods' totals. */
export function packingListsOf(q: Queryable, cgoId: string) {
  return q.query<{ no: string; cnno: string; type: string; seal: string; pkgs: number; kg: string; cbm: string; status: number }>(
    `select p.pkl_no as no, coalesce(p.pkl_cnno, '') as cnno, coalesce(p.pkl_cntr_type, '') as type, coalesce(p.pkl_sealno, '') as seal,
            coalesce(p.pkl_num, 0)::int as pkgs, coalesce(p.pkl_weight, 0)::text as kg, coalesce(p.pkl_volume, 0)::text as cbm, p.pkl_status::int as status
       from packing_list_facts p where p.pkl_cgo_id = $1 order by p.id`,
    [cgoId],
  );
}

/** A booking's latest VGM per container (vgm_declaration_facts, the VGM module's published view). */
export function vgmOfBooking(q: Queryable, cgoId: string) {
  return q.query<{ cnno: string; kg: number; version: number }>(
    `select distinct on (upper(v.vgm_cnno)) upper(v.vgm_cnno) as cnno, v.vgm_kg::int as kg, v.vgm_version::int as version
       from vgm_declaration_facts v where v.vgm_cgo_id = $1 order by upper(v.vgm_cnno), v.vgm_version desc`,
    [cgoId],
  );
}
