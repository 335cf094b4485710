import type { Queryable } from '../../db/types';
import { portsOf } from '../refdata/public';

/** The public lookup's SQL (operations.md §8.3 Track, trk.public_scope): which of the site's shipments a number names (whose site it is: the portal module's resolveSite). */

/** A shipment the public may read: the booking's route and who it belongs to. */
export interface PublicBooking {
  cgoId: string;
  companyId: string;
  mblNo: string;
  carrier: string;
  carrierName: string;
  vessel: string;
  voyage: string;
  pol: string;
  polName: string;
  polNameEn: string;
  pod: string;
  podName: string;
  podNameEn: string;
  containers: string[];
}

/** A booking that is a shipment: never one whose order was cancelled, rejected or declined (a booking made elsewhere has no order). */
const SHIPPED = `not exists (select 1 from booking_order_facts o where o.cgo_id = b.cgo_id and o.status in ('CANCELLED', 'REJECTED', 'DECLINED'))`;

/**
 * trk.public_scope: the booking of `company` ($2; null on the main site: every booking the platform
 * handles) that the number names — a container booked on it, packed for it or with events filed
 * under it; or its master B/L (a house B/L is found by its bill first: publicTrack's trackService).
 * The newest first.
 */
export function findPublicBooking(q: Queryable, kind: 'CONTAINER' | 'BL', no: string, company: string | null): Promise<PublicBooking | undefined> {
  const names =
    kind === 'CONTAINER'
      ? `(exists (select 1 from jsonb_array_elements(b.containers) c where c->'CNNOS' ? $1)
          or exists (select 1 from packing_list_facts pl where pl.pkl_cgo_id = b.cgo_id and pl.pkl_cnno = $1 and pl.pkl_status not in (3, 8))
          or exists (select 1 from tracking_event_facts e where e.evt_cgo_id = b.cgo_id and e.evt_equipment_ref = $1))`
      : 'upper(b.mbl_no) = $1';
  return publicBooking(q, names, [no, company]);
}

/** The booking `cgoId` ($1) when it is a shipment of `company` ($2; null: any) — a house bill's, found by its number. */
export function publicBookingOf(q: Queryable, cgoId: string, company: string | null): Promise<PublicBooking | undefined> {
  return publicBooking(q, 'b.cgo_id = $1', [cgoId, company]);
}

async function publicBooking(q: Queryable, names: string, params: [string, string | null]): Promise<PublicBooking | undefined> {
  const [row] = await q.query<{
    cgo_id: string;
    company_id: string;
    mbl_no: string;
    carrier: string;
    carrier_name: string;
    vessel: string;
    voyage: string;
    pol: string;
    pol_name: string;
    pol_name_en: string;
    pod: string;
    pod_name: string;
    pod_name_en: string;
    cnnos: string[];
  }>(
    `select b.cgo_id, b.company_id::text, b.mbl_no, b.carrier, coalesce(ca.name, b.carrier) as carrier_name, b.vessel, b.voyage,
            b.loading_code as pol, coalesce(lp.name_zh, b.loading_place) as pol_name, coalesce(lp.name_en, b.loading_place) as pol_name_en,
            b.discharge_code as pod, coalesce(dp.name_zh, b.discharge_place) as pod_name, coalesce(dp.name_en, b.discharge_place) as pod_name_en,
            array(select distinct n from (
              select jsonb_array_elements_text(c->'CNNOS') as n from jsonb_array_elements(b.containers) c
              union all select pl.pkl_cnno from packing_list_facts pl where pl.pkl_cgo_id = b.cgo_id and pl.pkl_cnno <> '' and pl.pkl_status not in (3, 8)
              union all select e.evt_equipment_ref from tracking_event_facts e where e.evt_cgo_id = b.cgo_id and e.evt_equipment_ref <> ''
            ) x where n <> '' order by n) as cnnos
       from booking_facts b left join carrier_directory ca on ca.code = b.carrier left join port_directory lp on lp.code = b.loading_code left join port_directory dp on dp.code = b.discharge_code
      where ($2::bigint is null or b.company_id = $2::bigint) and ${SHIPPED} and ${names}
      order by b.created_at desc, b.cgo_id limit 1`,
    params,
  );
  return (
    row && {
      cgoId: row.cgo_id,
      companyId: row.company_id,
      mblNo: row.mbl_no,
      carrier: row.carrier,
      carrierName: row.carrier_name,
      vessel: row.vessel,
      voyage: row.voyage,
      pol: row.pol,
      polName: row.pol_name,
      polNameEn: row.pol_name_en,
      pod: row.pod,
      podName: row.pod_name,
      podNameEn: row.pod_name_en,
      containers: row.cnnos,
    }
  );
}

/** The names of the places a timeline names (UN/LOCODEs), in both languages; a code we do not know stays a code. */
export async function placeNames(q: Queryable, codes: readonly string[]): Promise<Map<string, { zh: string; en: string }>> {
  if (!codes.length) return new Map();
  const rows = await portsOf(q, [...new Set(codes)]);
  return new Map(rows.map((r) => [r.code, { zh: r.name_zh, en: r.name_en }]));
}
