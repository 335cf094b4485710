import type { Queryable } from '../../db/types';

/** A packing list's stuffed data as SaveData writes it. */

/** The stuffed data of a packing list as SaveData leaves it. */
export interface DataColumns {
  pkl_cnno: string;
  pkl_non_iso: boolean;
  pkl_sealno: string;
  pkl_seal_source: string;
  pkl_tare_kg: number | null;
  pkl_max_gross_kg: number | null;
  pkl_soc: boolean;
  pkl_stuff_place: string;
  pkl_stuff_at: string | null;
  pkl_num: number;
  pkl_weight: number;
  pkl_volume: number;
  pkl_truck_plate: string;
  pkl_driver_name: string;
  pkl_driver_phone: string;
  pkl_eir_no: string;
  pkl_remarks: string;
  pkl_booking_no: string;
  pkl_carrier: string;
  pkl_vessel: string;
  pkl_voyage: string;
  pkl_loading_code: string;
  pkl_discharge_code: string;
  pkl_delivery_code: string;
}

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
