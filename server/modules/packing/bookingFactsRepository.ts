import type { Queryable } from '../../db/types';
import { LIVE, iso } from './repository';

/** What a packing list reads around its booking and containers (operations.md §3.1): its slots, a container's live list, seals and gate times; the booking itself is booking's (public.ts: bookingFacts). */

/** The live packing lists of a booking: type and slot (pkl.slots). */
export const liveSlots = (q: Queryable, cgoId: string, exceptId = 0) =>
  q
    .query<{ pkl_cntr_type: string; pkl_slot: number }>(
      'select pkl_cntr_type, pkl_slot from packing_lists where pkl_cgo_id = $1 and pkl_status = any($2::smallint[]) and id <> $3',
      [cgoId, LIVE, exceptId],
    )
    .then((rows) => rows.map((r) => ({ PKL_CNTR_TYPE: r.pkl_cntr_type, PKL_SLOT: Number(r.pkl_slot) })));

/** The highest slot of a type among a universal application's packing lists (they have no booked count). */
export async function maxUniversalSlot(q: Queryable, companyId: string, bookingNo: string, type: string): Promise<number> {
  const [r] = await q.query<{ m: number | null }>(
    'select max(pkl_slot) as m from packing_lists where pkl_source = 2 and company_id = $1 and upper(pkl_booking_no) = upper($2) and pkl_cntr_type = $3',
    [companyId, bookingNo, type],
  );
  return Number(r?.m ?? 0);
}

/** Another live packing list holding this container (pkl.cnno), any booking. */
export async function liveContainer(q: Queryable, cnno: string, exceptId: number): Promise<{ CNNO: string; PKL_NO: string } | undefined> {
  const [r] = await q.query<{ cnno: string; no: string | null; id: string }>(
    `select pkl_cnno as cnno, pkl_no as no, id from packing_lists
      where upper(pkl_cnno) = upper($1) and pkl_cnno <> '' and pkl_status = any($2::smallint[]) and id <> $3 limit 1`,
    [cnno, LIVE, exceptId],
  );
  return r ? { CNNO: r.cnno, PKL_NO: r.no ?? `#${r.id}` } : undefined;
}

/** The seals on the other live containers of the same voyage (pkl.seal). */
export const voyageSeals = (q: Queryable, vessel: string, voyage: string, exceptId: number) =>
  q
    .query<{ seal: string; cnno: string }>(
      `select pkl_sealno as seal, pkl_cnno as cnno from packing_lists
        where upper(pkl_vessel) = upper($1) and upper(pkl_voyage) = upper($2) and pkl_sealno <> '' and pkl_status = any($3::smallint[]) and id <> $4`,
      [vessel, voyage, LIVE, exceptId],
    )
    .then((rows) => rows.map((r) => ({ SEALNO: r.seal, CNNO: r.cnno })));

/** The container's last empty pick-up and gate-in (container events), when known (pkl.time). */
export async function containerTimes(q: Queryable, cnno: string): Promise<{ emptyPickupAt?: string; gateInAt?: string }> {
  if (!cnno) return {};
  const rows = await q.query<{ code: string; at: string }>(
    `select evt_code as code, max(evt_at) as at from tracking_event_facts
      where upper(evt_equipment_ref) = upper($1) and not evt_retracted and evt_classifier = 'ACT'
        and ((evt_code = 'GTOT' and evt_empty = 'EMPTY') or (evt_code = 'GTIN' and evt_empty = 'LADEN'))
      group by evt_code`,
    [cnno],
  );
  const at = (code: string) => iso(rows.find((r) => r.code === code)?.at) ?? undefined;
  return { emptyPickupAt: at('GTOT'), gateInAt: at('GTIN') };
}
