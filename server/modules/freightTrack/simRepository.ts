import type { Queryable } from '../../db/types';
import { portsOf } from '../refdata/public';
import type { ScriptedEvent } from './simScript';

/** The CARRIER_TNT simulator's SQL: what the simulated carrier heard of (sim_carrier_tnt, migration 069) and what it knows of our bookings. */

export interface SimRow {
  firstHeardAt: number;
  polls: number;
  script: ScriptedEvent[];
}

export async function simRow(q: Queryable, carrier: string, refType: string, ref: string): Promise<SimRow | undefined> {
  const [row] = await q.query<{ first: string; polls: number; script: ScriptedEvent[] }>(
    `select first_heard_at::text as first, polls::int as polls, script from sim_carrier_tnt where carrier = $1 and ref_type = $2 and ref = $3`,
    [carrier, refType, ref],
  );
  return row && { firstHeardAt: Date.parse(row.first), polls: row.polls, script: row.script };
}

/** The first time the carrier hears of a reference: its script kept (a later poll answers from the same script). */
export async function keepScript(q: Queryable, carrier: string, refType: string, ref: string, at: Date, script: ScriptedEvent[]): Promise<void> {
  await q.query(
    `insert into sim_carrier_tnt (carrier, ref_type, ref, first_heard_at, script) values ($1, $2, $3, $4::timestamptz, $5::jsonb) on conflict do nothing`,
    [carrier, refType, ref, at.toISOString(), JSON.stringify(script)],
  );
}

export async function countPoll(q: Queryable, carrier: string, refType: string, ref: string): Promise<void> {
  await q.query('update sim_carrier_tnt set polls = polls + 1 where carrier = $1 and ref_type = $2 and ref = $3', [carrier, refType, ref]);
}

export interface CarrierBooking {
  cgoId: string;
  mblNo: string;
  vessel: string;
  voyage: string;
  pol: string;
  pod: string;
  sailing: string | null;
  containers: string[];
}

const BOOKING_COLUMNS = `b.cgo_id as "cgoId", b.mbl_no as "mblNo", b.vessel, b.voyage, b.loading_code as pol, b.discharge_code as pod,
  to_char(b.sailing_date, 'YYYY-MM-DD') as sailing,
  array(select distinct jsonb_array_elements_text(c->'CNNOS') from jsonb_array_elements(b.containers) c order by 1) as containers`;

/** The carrier's own bookings (it took them): by container, booking number (our CGO_ID) or its B/L. */
export async function carrierBooking(q: Queryable, carrier: string, refType: string, ref: string): Promise<CarrierBooking | undefined> {
  const where =
    refType === 'CONTAINER'
      ? `exists (select 1 from jsonb_array_elements(b.containers) c where c->'CNNOS' ? $2)`
      : refType === 'BOOKING'
        ? 'b.cgo_id = $2'
        : 'b.mbl_no = $2';
  const [row] = await q.query<CarrierBooking>(
    `select ${BOOKING_COLUMNS} from booking_facts b where b.carrier = $1 and ${where} and b.loading_code <> '' and b.discharge_code <> '' order by b.created_at desc limit 1`,
    [carrier, ref],
  );
  return row;
}

/** The ports' time zones (IANA names), for the places a script calls at. */
export async function portZones(q: Queryable, codes: readonly string[]): Promise<Map<string, string>> {
  const rows = await portsOf(q, [...codes]);
  return new Map(rows.map((r) => [r.code, r.time_zone]));
}
