import type { Queryable } from '../../server/db/types';
import { withCheckDigit } from '../../src/domain/si/iso6346';

/**
 * The container's documents as test rows (migration 057), for the tests of a module that reads them
 * but does not make them (electronic packing reads packing lists, VGM declarations and container
 * events): API tests and browser specs write them with SQL in the shape of the tables.
 */
let serial = 0;
/** A container number with a valid ISO 6346 check digit, new on each call (per process and file). */
export function newContainerNo(): string {
  serial++;
  const digits = String((process.pid * 7919 + serial * 104_729 + Math.floor(Math.random() * 1e5)) % 1_000_000).padStart(6, '0');
  return withCheckDigit(`TCLU${digits}`);
}

export interface PklFixture {
  company?: string;
  status?: number;
  cnno?: string;
  seal?: string;
  vgm?: boolean | number;
  terminal?: string;
  vessel?: string;
  voyage?: string;
}
/** A packing list of `company`'s first booking (data submitted by default) with one goods line and, unless `vgm: false`, a declared VGM. */
export async function packingList(db: Queryable, f: PklFixture = {}): Promise<{ id: number; cnno: string; cgo: string }> {
  const cnno = f.cnno ?? newContainerNo();
  const [p] = await db.query<{ id: number; cgo: string }>(
    `insert into packing_lists (company_id, pkl_no, pkl_source, pkl_cgo_id, pkl_booking_no, pkl_carrier, pkl_vessel, pkl_voyage, pkl_loading_code, pkl_discharge_code,
                                pkl_cntr_type, pkl_slot, pkl_terminal_code, pkl_cnno, pkl_sealno, pkl_tare_kg, pkl_stuff_place, pkl_stuff_at, pkl_num, pkl_weight,
                                pkl_volume, pkl_apply_batch, pkl_status)
     select b.company_id, 'PKT' || lpad(nextval('packing_list_no_seq')::text, 9, '0'), 1, b.cgo_id, b.mbl_no, b.carrier, $3, $4, b.loading_code, b.discharge_code,
            '40HQ', 1000 + nextval('packing_list_no_seq')::int, $5, $6, $7, 3900, '宁波北仑仓', now() - interval '1 day', 100, 12000, 40, gen_random_uuid(), $2
       from bookings b join companies c on c.id = b.company_id where c.code = $1 order by b.cgo_id limit 1
     returning id::int, pkl_cgo_id as cgo`,
    [
      f.company ?? 'CUS-HZTX',
      f.status ?? 4,
      f.vessel ?? 'COSCO SIM EXPRESS',
      f.voyage ?? '061E',
      f.terminal ?? 'CNNGBBLCT',
      cnno,
      f.seal ?? `SL${cnno.slice(4, 10)}`,
    ],
  );
  if (!p) throw new Error(`no booking of ${f.company ?? 'CUS-HZTX'} to hang the packing list on`);
  await db.query(
    `insert into packing_list_lines (pkl_id, pkd_seq, pkd_cngoods, pkd_goods, pkd_hscode, pkd_package, pkd_num, pkd_weight, pkd_volume)
     values ($1, 1, '木椅', 'WOODEN CHAIRS', '940161', 'CT', 100, 12000, 40)`,
    [p!.id],
  );
  if (f.vgm !== false) await vgm(db, p!.id, typeof f.vgm === 'number' ? f.vgm : 15_900);
  return { id: p!.id, cnno, cgo: p!.cgo };
}

/** A declared VGM (state 2) for the packing list's container. */
export async function vgm(db: Queryable, pklId: number, kg: number, status = 2): Promise<void> {
  await db.query(
    `insert into vgm_declarations (company_id, vgm_cgo_id, vgm_pkl_id, vgm_cnno, vgm_version, vgm_kg, vgm_method, vgm_weighed_at, vgm_responsible_party, vgm_signatory, vgm_channel, vgm_status)
     select company_id, pkl_cgo_id, id, pkl_cnno, 1 + (select count(*) from vgm_declarations v where v.vgm_pkl_id = p.id), $2, 2, now(), '杭州天祥进出口', '张伟', 'STAFF', $3
       from packing_lists p where id = $1`,
    [pklId, kg, status],
  );
}

/** A container event of the packing list's container, at its loading port (ACT, now unless `at`). */
export async function containerEvent(
  db: Queryable,
  pklId: number,
  code: 'LOAD' | 'GTIN' | 'DEPA',
  over: { at?: string; empty?: 'LADEN' | 'EMPTY'; retracted?: boolean } = {},
): Promise<void> {
  const transport = code === 'DEPA';
  await db.query(
    `insert into tracking_events (evt_id, evt_publisher, evt_type, evt_code, evt_classifier, evt_at, evt_updated_at, evt_equipment_ref, evt_empty, evt_location,
                                  evt_vessel_name, evt_voyage, evt_cgo_id, company_id, evt_retracted, evt_mode)
     select gen_random_uuid(), 'TEST', $2, $3, 'ACT', coalesce($4::timestamptz, now()), now(), case when $5 then '' else p.pkl_cnno end, $6, p.pkl_loading_code,
            p.pkl_vessel, p.pkl_voyage, case when $5 then null else p.pkl_cgo_id end, case when $5 then null else p.company_id end, $7, case when $5 then 'VESSEL' end
       from packing_lists p where p.id = $1`,
    [pklId, transport ? 'TRANSPORT' : 'EQUIPMENT', code, over.at ?? null, transport, transport ? null : (over.empty ?? 'LADEN'), over.retracted ?? false],
  );
}
