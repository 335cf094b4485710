import type { PackingCheckInput, PackingListData } from '../../../src/domain/packing/check';
import { cutoffsByCode } from '../../../src/domain/packing/cutoff';
import type { Queryable } from '../../db/types';
import { cutOffsOf } from '../../platform/spine/cutOffs';
import { portZone } from '../refdata/public';
import { containerTimes, liveContainer, voyageSeals } from './bookingFactsRepository';
import { bookingFacts } from '../booking/public';
import type { StoredLine, StoredPkl } from './repository';

/**
 * What the packing-list check (src/domain/packing/check.ts, the authority) reads besides the data,
 * gathered in the caller's transaction: the booking's container numbers and cut-offs, the other live
 * packing lists' containers, the voyage's seals, the container's empty pick-up and gate-in.
 * The carrier's DG approval is not recorded yet: a booking whose carrier gave a DG cut-off (DGC)
 * counts as approved.
 */
export async function checkInputOf(q: Queryable, pkl: StoredPkl, data: PackingListData, submitting: boolean, now: Date): Promise<PackingCheckInput> {
  const booking = pkl.pkl_cgo_id ? await bookingFacts(q, pkl.pkl_cgo_id, null) : undefined;
  const bookedNumbers = (booking?.containers ?? []).filter((c) => c.TYPE === pkl.pkl_cntr_type).flatMap((c) => c.CNNOS ?? []);
  const cutoffs = pkl.pkl_cgo_id ? cutoffsByCode(await cutOffsOf(q, pkl.pkl_cgo_id)) : {};
  const cnno = (data.PKL_CNNO ?? '').trim();
  const live = cnno ? await liveContainer(q, cnno, pkl.id) : undefined;
  return {
    slotType: pkl.pkl_cntr_type,
    bookedNumbers,
    bookingNo: pkl.pkl_booking_no,
    liveContainers: live ? [live] : [],
    voyageSeals: data.PKL_SEALNO?.trim() ? await voyageSeals(q, pkl.pkl_vessel, pkl.pkl_voyage, pkl.id) : [],
    submitting,
    status: pkl.pkl_status,
    now: now.toISOString(),
    ...(await containerTimes(q, cnno)),
    cutoffs,
    dgApproved: Boolean(cutoffs.DGC),
    zone: await portZone(q, pkl.pkl_loading_code),
  };
}

/** A stored packing list as the check reads it. */
export function dataOf(pkl: StoredPkl, lines: readonly StoredLine[]): PackingListData {
  return {
    PKL_NO: pkl.pkl_no ?? `#${pkl.id}`,
    PKL_CNTR_TYPE: pkl.pkl_cntr_type,
    PKL_CNNO: pkl.pkl_cnno,
    PKL_NON_ISO: pkl.pkl_non_iso,
    PKL_SEALNO: pkl.pkl_sealno,
    PKL_TARE_KG: pkl.pkl_tare_kg,
    PKL_MAX_GROSS_KG: pkl.pkl_max_gross_kg,
    PKL_STUFF_PLACE: pkl.pkl_stuff_place,
    PKL_STUFF_AT: pkl.pkl_stuff_at ?? '',
    PKL_NUM: pkl.pkl_num,
    PKL_WEIGHT: pkl.pkl_weight,
    PKL_VOLUME: pkl.pkl_volume,
    Lines: lines,
  };
}
