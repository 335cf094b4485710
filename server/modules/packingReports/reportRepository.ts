import type { SiBox } from '../../../src/contract/si';
import type { PrintData } from '../../../src/domain/packingReports/printSheet';
import type { BookedContainers, ReconcilePackingList, ReconcileSiBox, ReconcileVgm } from '../../../src/domain/packingReports/reconcile';
import { formatSiNo } from '../../../src/domain/si/summary';
import type { Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';

/**
 * SQL only, and read only: the packing lists, their lines, the booking's SI boxes and VGMs as the
 * reports read them. The packing module writes these tables; this module never does.
 */

/** Platform staff see every packing list; anyone else their company's, and a trucker's company those assigned to it. */
export const seesAll = (actor: Actor) => actor.companyKind === 'platform';
/** The visibility of packing list `p` for the actor given as `$1` (sees all) and `$2` (company id). */
export const VISIBLE_PKL = '($1::boolean or p.company_id = $2::bigint or p.pkl_trucker_id = $2::bigint)';
export const visibleParams = (actor: Actor) => [seesAll(actor), actor.companyId];

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** One packing list laid out for print, as the actor may see it; undefined when absent or another company's. */
export async function printDataOf(q: Queryable, actor: Actor, id: number): Promise<PrintData | undefined> {
  const [p] = await q.query<Record<string, unknown>>(
    `select p.*, c.name_zh as company_name,
            coalesce(lp.name_zh, '') as loading_name, coalesce(dp.name_zh, '') as discharge_name, coalesce(vp.name_zh, '') as delivery_name,
            coalesce(nullif(lp.time_zone, ''), 'Asia/Shanghai') as port_zone
       from packing_list_facts p join company_directory c on c.id = p.company_id
       left join port_directory lp on lp.code = p.pkl_loading_code
       left join port_directory dp on dp.code = p.pkl_discharge_code
       left join port_directory vp on vp.code = p.pkl_delivery_code
      where p.id = $3 and ${VISIBLE_PKL}`,
    [...visibleParams(actor), id],
  );
  if (!p) return undefined;
  const lines = await q.query<Record<string, unknown>>(
    `select pkd_seq, pkd_marks, pkd_cngoods, pkd_goods, pkd_hscode, pkd_package, pkd_num, pkd_weight, pkd_volume
       from packing_list_line_facts where pkl_id = $1 order by pkd_seq`,
    [id],
  );
  return {
    Id: Number(p.id),
    PKL_NO: (p.pkl_no as string | null) ?? '',
    PKL_STATUS: Number(p.pkl_status),
    CGO_ID: (p.pkl_cgo_id as string | null) ?? '',
    PKL_BOOKING_NO: p.pkl_booking_no as string,
    PKL_CARRIER: p.pkl_carrier as string,
    PKL_VESSEL: p.pkl_vessel as string,
    PKL_VOYAGE: p.pkl_voyage as string,
    PKL_LOADING_CODE: p.pkl_loading_code as string,
    LoadingName: p.loading_name as string,
    PKL_DISCHARGE_CODE: p.pkl_discharge_code as string,
    DischargeName: p.discharge_name as string,
    PKL_DELIVERY_CODE: p.pkl_delivery_code as string,
    DeliveryName: p.delivery_name as string,
    PKL_CNTR_TYPE: p.pkl_cntr_type as string,
    PKL_CNNO: p.pkl_cnno as string,
    PKL_SEALNO: p.pkl_sealno as string,
    PKL_TARE_KG: num(p.pkl_tare_kg),
    PKL_MAX_GROSS_KG: num(p.pkl_max_gross_kg),
    PKL_EMPTY_DEPOT: p.pkl_empty_depot as string,
    PKL_RETURN_TERMINAL: p.pkl_return_terminal as string,
    PKL_STUFF_PLACE: p.pkl_stuff_place as string,
    PKL_STUFF_AT: p.pkl_stuff_at ? new Date(p.pkl_stuff_at as string).toISOString() : '',
    PKL_TRUCK_PLATE: p.pkl_truck_plate as string,
    PKL_DRIVER_NAME: p.pkl_driver_name as string,
    CompanyName: p.company_name as string,
    PortZone: p.port_zone as string,
    CutOffs: [],
    Lines: lines.map((l) => ({
      PKD_SEQ: Number(l.pkd_seq),
      PKD_MARKS: l.pkd_marks as string,
      PKD_CNGOODS: l.pkd_cngoods as string,
      PKD_GOODS: l.pkd_goods as string,
      PKD_HSCODE: l.pkd_hscode as string,
      PKD_PACKAGE: l.pkd_package as string,
      PKD_NUM: Number(l.pkd_num),
      PKD_WEIGHT: Number(l.pkd_weight),
      PKD_VOLUME: Number(l.pkd_volume),
    })),
  };
}

export interface BookingHead {
  CGO_ID: string;
  MBL_NO: string;
  CompanyName: string;
  Vessel: string;
  Voyage: string;
  Booked: BookedContainers[];
}

/** The booking, when the actor's company owns it (or the actor is staff). A trucker sees no booking's SIs. */
export async function bookingHead(q: Queryable, actor: Actor, cgoId: string): Promise<BookingHead | undefined> {
  const [b] = await q.query<{ cgo_id: string; mbl_no: string; name_zh: string; vessel: string; voyage: string; containers: BookedContainers[] }>(
    `select b.cgo_id, b.mbl_no, c.name_zh, b.vessel, b.voyage, b.containers from booking_facts b join company_directory c on c.id = b.company_id
      where b.cgo_id = $3 and ($1::boolean or b.company_id = $2::bigint)`,
    [...visibleParams(actor), cgoId],
  );
  if (!b) return undefined;
  return { CGO_ID: b.cgo_id, MBL_NO: b.mbl_no, CompanyName: b.name_zh, Vessel: b.vessel, Voyage: b.voyage, Booked: b.containers ?? [] };
}

/** Every packing list of the booking (split parents are cancelled: their children name them), with its lines. */
export async function packingListsOfBooking(q: Queryable, cgoId: string): Promise<ReconcilePackingList[]> {
  const rows = await q.query<Record<string, unknown>>(
    `select p.id, coalesce(p.pkl_no, '') as pkl_no, p.pkl_status, p.pkl_cntr_type, p.pkl_slot, p.pkl_cnno, p.pkl_sealno, p.pkl_tare_kg,
            p.pkl_max_gross_kg, p.pkl_parent_id, p.pkl_num, p.pkl_weight, p.pkl_volume,
            coalesce((select json_agg(json_build_object('PKD_NUM', l.pkd_num, 'PKD_WEIGHT', l.pkd_weight, 'PKD_VOLUME', l.pkd_volume, 'PKD_HSCODE', l.pkd_hscode)
                        order by l.pkd_seq) from packing_list_line_facts l where l.pkl_id = p.id), '[]'::json) as lines
       from packing_list_facts p where p.pkl_cgo_id = $1 order by p.id`,
    [cgoId],
  );
  return rows.map((r) => ({
    Id: Number(r.id),
    PKL_NO: r.pkl_no as string,
    PKL_STATUS: Number(r.pkl_status),
    PKL_CNTR_TYPE: r.pkl_cntr_type as string,
    PKL_SLOT: Number(r.pkl_slot),
    PKL_CNNO: r.pkl_cnno as string,
    PKL_SEALNO: r.pkl_sealno as string,
    PKL_TARE_KG: num(r.pkl_tare_kg),
    PKL_MAX_GROSS_KG: num(r.pkl_max_gross_kg),
    PKL_PARENT_ID: num(r.pkl_parent_id),
    PKL_NUM: Number(r.pkl_num),
    PKL_WEIGHT: Number(r.pkl_weight),
    PKL_VOLUME: Number(r.pkl_volume),
    // numeric columns arrive as text through json: made numbers here
    Lines: (r.lines as { PKD_NUM: unknown; PKD_WEIGHT: unknown; PKD_VOLUME: unknown; PKD_HSCODE: string }[]).map((l) => ({
      PKD_NUM: Number(l.PKD_NUM),
      PKD_WEIGHT: Number(l.PKD_WEIGHT),
      PKD_VOLUME: Number(l.PKD_VOLUME),
      PKD_HSCODE: l.PKD_HSCODE,
    })),
  }));
}

/** The boxes of the booking's live SIs (not deleted), in SI order. */
export async function siBoxesOfBooking(q: Queryable, cgoId: string): Promise<ReconcileSiBox[]> {
  const rows = await q.query<{ id: string; no: string; boxes: SiBox[] | null }>(
    `select s.id, s.no, s.record->'Boxes' as boxes from si_facts s where s.cgo_id = $1 and not s.deleted order by s.id`,
    [cgoId],
  );
  return rows.flatMap((r) =>
    (Array.isArray(r.boxes) ? r.boxes : []).map((b) => ({
      SiId: Number(r.id),
      SiNo: formatSiNo(r.no),
      Box: { ...b, TBX_NUM: Number(b.TBX_NUM ?? 0), TBX_WEIGHT: Number(b.TBX_WEIGHT ?? 0), TBX_VOLUME: Number(b.TBX_VOLUME ?? 0), Details: b.Details ?? [] },
    })),
  );
}

/** Every VGM version of the booking's containers. */
export async function vgmsOfBooking(q: Queryable, cgoId: string): Promise<ReconcileVgm[]> {
  const rows = await q.query<{
    vgm_cnno: string;
    vgm_version: number;
    vgm_kg: number;
    vgm_status: number;
    vgm_pkl_id: string | null;
    vgm_terminal_status: number | null;
    vgm_measured_kg: number | null;
  }>(
    `select vgm_cnno, vgm_version, vgm_kg, vgm_status, vgm_pkl_id, vgm_terminal_status, vgm_measured_kg
       from vgm_declaration_facts where vgm_cgo_id = $1 order by vgm_cnno, vgm_version`,
    [cgoId],
  );
  return rows.map((r) => ({
    VGM_CNNO: r.vgm_cnno,
    VGM_VERSION: Number(r.vgm_version),
    VGM_KG: Number(r.vgm_kg),
    VGM_STATUS: Number(r.vgm_status),
    VGM_PKL_ID: num(r.vgm_pkl_id),
    VGM_TERMINAL_STATUS: r.vgm_terminal_status === null ? null : Number(r.vgm_terminal_status),
    VGM_MEASURED_KG: r.vgm_measured_kg === null ? null : Number(r.vgm_measured_kg),
  }));
}

/** The packing lists whose history is asked for: one by id, or every one of a booking, as the actor may see them. */
export async function visiblePackingLists(q: Queryable, actor: Actor, by: { Id?: number; CGO_ID?: string }): Promise<{ id: number; no: string }[]> {
  const rows = await q.query<{ id: string; pkl_no: string | null }>(
    `select p.id, p.pkl_no from packing_list_facts p
      where ${VISIBLE_PKL} and ($3::bigint is null or p.id = $3::bigint) and ($4::text is null or p.pkl_cgo_id = $4::text)
      order by p.id limit 500`,
    [...visibleParams(actor), by.Id ?? null, by.CGO_ID ?? null],
  );
  return rows.map((r) => ({ id: Number(r.id), no: r.pkl_no ?? '' }));
}
