import type { Queryable } from '../../db/types';
import type { StoredPkl } from './repository';

/** The stuffed data of a packing list as SaveData writes it: these columns of the stored row, typed by it. */
export type DataColumns = Pick<
  StoredPkl,
  | 'pkl_cnno'
  | 'pkl_non_iso'
  | 'pkl_sealno'
  | 'pkl_seal_source'
  | 'pkl_tare_kg'
  | 'pkl_max_gross_kg'
  | 'pkl_soc'
  | 'pkl_stuff_place'
  | 'pkl_stuff_at'
  | 'pkl_num'
  | 'pkl_weight'
  | 'pkl_volume'
  | 'pkl_truck_plate'
  | 'pkl_driver_name'
  | 'pkl_driver_phone'
  | 'pkl_eir_no'
  | 'pkl_remarks'
  | 'pkl_booking_no'
  | 'pkl_carrier'
  | 'pkl_vessel'
  | 'pkl_voyage'
  | 'pkl_loading_code'
  | 'pkl_discharge_code'
  | 'pkl_delivery_code'
>;

export async function writeData(q: Queryable, id: number, d: DataColumns): Promise<number> {
  const [r] = await q.query<{ version: number }>(
    `update packing_lists set pkl_cnno = $2, pkl_non_iso = $3, pkl_sealno = $4, pkl_seal_source = $5, pkl_tare_kg = $6, pkl_max_gross_kg = $7,
        pkl_soc = $8, pkl_stuff_place = $9, pkl_stuff_at = $10, pkl_num = $11, pkl_weight = $12, pkl_volume = $13, pkl_truck_plate = $14,
        pkl_driver_name = $15, pkl_driver_phone = $16, pkl_eir_no = $17, pkl_remarks = $18, pkl_booking_no = $19, pkl_carrier = $20,
        pkl_vessel = $21, pkl_voyage = $22, pkl_loading_code = $23, pkl_discharge_code = $24, pkl_delivery_code = $25,
        version = version + 1, updated_at = now()
      where id = $1 returning version`,
    [
      id,
      d.pkl_cnno,
      d.pkl_non_iso,
      d.pkl_sealno,
      d.pkl_seal_source,
      d.pkl_tare_kg,
      d.pkl_max_gross_kg,
      d.pkl_soc,
      d.pkl_stuff_place,
      d.pkl_stuff_at,
      d.pkl_num,
      d.pkl_weight,
      d.pkl_volume,
      d.pkl_truck_plate,
      d.pkl_driver_name,
      d.pkl_driver_phone,
      d.pkl_eir_no,
      d.pkl_remarks,
      d.pkl_booking_no,
      d.pkl_carrier,
      d.pkl_vessel,
      d.pkl_voyage,
      d.pkl_loading_code,
      d.pkl_discharge_code,
      d.pkl_delivery_code,
    ],
  );
  return Number(r!.version);
}
