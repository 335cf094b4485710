import type { Queryable } from '../../db/types';
import { portsOf } from '../refdata/public';

/** The release's SQL (release.ts holds the checks): the POL's clock, the carrier's booking numbers, the CGO sequence, the SI module's cargo record, the order released. */

/** The POL's time zone (Asia/Shanghai when it names none) and English name; undefined for no such place. */
export async function polClock(q: Queryable, polCode: string): Promise<{ zone: string; name: string } | undefined> {
  const [pol] = await portsOf(q, [polCode]);
  return pol && { zone: pol.time_zone || 'Asia/Shanghai', name: pol.name_en };
}

/** The other booking of the carrier already holding this carrier booking number, if any. */
export async function carrierNoHolder(q: Queryable, carrierCode: string, carrierNo: string, orderId: number): Promise<string | undefined> {
  const [taken] = await q.query<{ booking_no: string }>(
    'select booking_no from booking_orders where carrier_code = $1 and carrier_booking_no = $2 and id <> $3',
    [carrierCode, carrierNo, orderId],
  );
  return taken?.booking_no;
}

/** The company's row locked: two releases of one company take the CGO sequence's numbers one after the other. */
export async function lockCompany(tx: Queryable, companyId: string): Promise<void> {
  await tx.query('select id from company_directory where id = $1 for update', [companyId]);
}

/** This month in Shanghai as YYMM (the CGO_ID's month). */
export async function monthInShanghai(q: Queryable): Promise<string> {
  const yymm = await q.query<{ yymm: string }>(`select to_char(now() at time zone 'Asia/Shanghai', 'YYMM') as yymm`);
  return yymm[0]!.yymm;
}

/** The highest sequence number among the cargo records whose CGO_ID starts with `prefix` (0 for none). */
export async function lastCgoNumber(q: Queryable, prefix: string): Promise<number> {
  const [last] = await q.query<{ n: number }>(`select coalesce(max(substring(cgo_id from '(\\d+)$')::int), 0) as n from bookings where cgo_id like $1 || '%'`, [
    prefix,
  ]);
  return Number(last!.n);
}

/** The places' English names in capitals, as a B/L shows them. */
export async function placeNames(q: Queryable, codes: string[]): Promise<{ code: string; name: string }[]> {
  return q.query<{ code: string; name: string }>(`select code, upper(name_en) as name from port_directory where code = any($1::text[])`, [codes]);
}

/** The SI module's cargo record (CGO_ID) the SIs are made on; `containers` as its JSON. */
export interface CargoRecord {
  cgoId: string;
  companyId: string;
  mblNo: string;
  carrier: string;
  vessel: string;
  voyage: string;
  receipt: { place: string; code: string };
  loading: { place: string; code: string };
  discharge: { place: string; code: string };
  delivery: { place: string; code: string };
  sailingDate: string;
  deadline: string;
  containers: string;
}

export async function insertCargoRecord(tx: Queryable, c: CargoRecord): Promise<void> {
  await tx.query(
    `insert into bookings (cgo_id, company_id, mbl_no, carrier, vessel, voyage, receipt_place, receipt_code, loading_place, loading_code,
       discharge_place, discharge_code, delivery_place, delivery_code, sailing_date, deadline, containers)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
    [
      c.cgoId,
      c.companyId,
      c.mblNo,
      c.carrier,
      c.vessel,
      c.voyage,
      c.receipt.place,
      c.receipt.code,
      c.loading.place,
      c.loading.code,
      c.discharge.place,
      c.discharge.code,
      c.delivery.place,
      c.delivery.code,
      c.sailingDate,
      c.deadline,
      c.containers,
    ],
  );
}

/** The order released with the carrier's facts and its cargo record; a held confirmation and the desk's remarks cleared. */
export async function markReleased(tx: Queryable, orderId: number, release: unknown, carrierNo: string, cgoId: string): Promise<void> {
  await tx.query(
    `update booking_orders set status = 'RELEASED', release = $2, carrier_booking_no = $3, cgo_id = $4, released_at = now(), desk_remarks = '', held_release = null,
            version = version + 1, updated_at = now() where id = $1`,
    [orderId, JSON.stringify(release), carrierNo, cgoId],
  );
}

/** The cargo record takes a new sailing: vessel, voyage, sailing day and SI deadline. */
export async function resailCargoRecord(
  tx: Queryable,
  cgoId: string,
  s: { vessel: string; voyage: string; sailingDate: string; deadline: string },
): Promise<void> {
  await tx.query('update bookings set vessel = $2, voyage = $3, sailing_date = $4, deadline = $5 where cgo_id = $1', [
    cgoId,
    s.vessel,
    s.voyage,
    s.sailingDate,
    s.deadline,
  ]);
}

/** Who submitted an SI on the cargo record (its SIs not deleted), the booking's own maker aside. */
export async function siSubmitters(q: Queryable, cgoId: string, except: string | null): Promise<string[]> {
  const submitters = await q.query<{ id: string }>(
    `select distinct created_by::text as id from si_facts where cgo_id = $1 and not deleted and created_by is not null and created_by is distinct from $2`,
    [cgoId, except],
  );
  return submitters.map((s) => s.id);
}
