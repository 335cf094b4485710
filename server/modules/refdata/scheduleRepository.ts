import type { RotationCall } from '../../../src/domain/refdata/rotation';
import type { CallStatus } from '../../../src/domain/refdata/vesselCallTimes';
import type { Queryable } from '../../db/types';

/**
 * The SQL of sailings (scheduleService.ts, scheduleTemplateService.ts and vesselCallService.ts hold
 * the rules): the services a generator reads, the vessel calls it writes and people change, and the
 * schedule templates' patterns.
 */

/** A services row as the generator needs it. */
export interface ServiceRow {
  code: string;
  carrier_code: string;
  service_code: string;
  rotation: RotationCall[];
  vessel_imos: string[];
}

/** A generated call to store: the vessel by IMO, the terminal by its code at the port (none when the rotation names none). */
export interface CallToWrite {
  imo: string;
  voyage: string;
  port_code: string;
  terminal_code: string | null;
  seq: number;
  eta: string;
  etd: string;
  cut_offs: { Code: string; DateTime: string }[];
}

/** The ports' time zones, by code. */
export async function portZones(q: Queryable, codes: readonly string[]): Promise<Record<string, string>> {
  const zones = await q.query<{ code: string; time_zone: string }>('select code, time_zone from ports where code = any($1::text[])', [codes]);
  return Object.fromEntries(zones.map((z) => [z.code, z.time_zone]));
}

/**
 * Adds a service's generated calls: a call already there (vessel, voyage, port, seq) is kept as it
 * is, a call of a vessel not in the vessel list is skipped. Answers how many were added.
 */
export async function insertGeneratedCalls(q: Queryable, carrierCode: string, serviceCode: string, calls: readonly CallToWrite[]): Promise<number> {
  const made = await q.query<{ id: string }>(
    `insert into vessel_calls (vessel_id, carrier_code, service_code, voyage, port_code, terminal_id, seq, eta_planned, etd_planned, cut_offs, source)
     select v.id, $2, $3, x.voyage, x.port_code,
            -- the rotation's terminal at that port (an SMDG code before a BIC or local one of the same letters)
            (select t.id from terminals t where t.port_code = x.port_code and t.code = x.terminal_code and t.status = 'ACTIVE'
              order by array_position(array['SMDG', 'BIC', 'LOCAL'], t.provider) limit 1),
            x.seq, x.eta, x.etd, x.cut_offs, 'GENERATED'
       from jsonb_to_recordset($1::jsonb) as x(imo text, voyage text, port_code text, terminal_code text, seq integer, eta timestamptz, etd timestamptz, cut_offs jsonb)
       join vessels v on v.imo = x.imo
     on conflict (vessel_id, voyage, port_code, seq) do nothing
     returning id`,
    [JSON.stringify(calls), carrierCode, serviceCode],
  );
  return made.length;
}

/** The services a code names (its own code, or a carrier's service code; of that carrier when one is given), locked for the transaction. */
export async function lockServicesNamed(q: Queryable, code: string, carrier: string) {
  return q.query<ServiceRow & { status: string }>(
    `select code, carrier_code, service_code, rotation, vessel_imos, status from services
      where (code = $1 or service_code = $1) and ($2 = '' or carrier_code = $2) for update`,
    [code, carrier],
  );
}

/** The active services of these codes, in code order. */
export async function activeServices(q: Queryable, codes: readonly string[]) {
  return q.query<ServiceRow>(
    `select code, carrier_code, service_code, rotation, vessel_imos from services where code = any($1::text[]) and status = 'ACTIVE' order by code`,
    [codes],
  );
}

/** Whether a carrier runs a service of that code. */
export async function serviceExists(q: Queryable, carrierCode: string | undefined, serviceCode: string): Promise<boolean> {
  return (await q.query('select 1 from services where carrier_code = $1 and service_code = $2', [carrierCode, serviceCode])).length > 0;
}

/** A vessel call as stored, its times as the database gives them. */
export interface CallRow {
  id: string;
  status: CallStatus;
  version: number;
  eta_planned: unknown;
  eta_estimated: unknown;
  ata: unknown;
  etd_planned: unknown;
  etd_estimated: unknown;
  atd: unknown;
  cut_offs: { Code: string; DateTime: string }[];
}

/** One vessel call, locked for the transaction. */
export async function lockVesselCall(q: Queryable, id: number): Promise<CallRow | undefined> {
  return (await q.query<CallRow>('select * from vessel_calls where id = $1 for update', [id]))[0];
}

/** A call's changeable times and status written (its reason too, when one is given), its version moved on: the new version. */
export async function writeCallTimes(
  q: Queryable,
  id: number,
  c: { status: string; etaEstimated: string; ata: string; etdEstimated: string; atd: string; cutOffs: { Code: string; DateTime: string }[] },
  reason: string,
): Promise<number> {
  const [after] = await q.query<{ version: number }>(
    `update vessel_calls set status = $2, eta_estimated = $3, ata = $4, etd_estimated = $5, atd = $6, cut_offs = $7::jsonb,
            status_reason = case when $8 = '' then status_reason else $8 end, version = version + 1
      where id = $1 returning version`,
    [id, c.status, c.etaEstimated || null, c.ata || null, c.etdEstimated || null, c.atd || null, JSON.stringify(c.cutOffs), reason],
  );
  return after!.version;
}

/** A schedule template's weekly pattern. */
export async function templatePattern(q: Queryable, id: number) {
  return (
    await q.query<{ cut_off_weekdays: number[]; etd_weekdays: number[]; transit_days: number }>(
      'select cut_off_weekdays, etd_weekdays, transit_days from schedule_templates where id = $1',
      [id],
    )
  )[0];
}

/** The id of the schedule template of that name (names are unique). */
export async function templateIdNamed(q: Queryable, name: string): Promise<number | undefined> {
  const [found] = await q.query<{ id: string }>('select id from schedule_templates where name = $1', [name]);
  return found ? Number(found.id) : undefined;
}
