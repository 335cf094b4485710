import { SEED_SERVICES } from '../../../src/domain/refdata/seed/services';
import { addDays, generateSailings, mondayOnOrAfter, type ServiceToSail } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Queryable } from '../../db/types';

/** A services row as the generator needs it. */
export interface ServiceRow {
  code: string;
  carrier_code: string;
  service_code: string;
  rotation: { PortCode: string; DayOffset: number }[];
  vessel_imos: string[];
}

export const serviceToSail = (s: ServiceRow): ServiceToSail => ({
  carrierCode: s.carrier_code,
  serviceCode: s.service_code,
  rotation: s.rotation.map((r) => ({ portCode: r.PortCode, dayOffset: r.DayOffset })),
  vesselImos: s.vessel_imos,
});

/**
 * Writes a service's sailings for `weeks` weeks from the Monday on or after `fromDate`
 * (src/domain/refdata/sailings.ts): the calls already there are kept as they are (people may have
 * moved them), only the missing ones are added. Calls of a vessel no longer in the vessel list are
 * skipped. Answers how many calls were added and how many were there already (or skipped).
 */
export async function writeSailings(q: Queryable, service: ServiceRow, fromDate: string, weeks: number): Promise<{ Created: number; Skipped: number }> {
  const ports = service.rotation.map((r) => r.PortCode);
  const zones = await q.query<{ code: string; time_zone: string }>('select code, time_zone from ports where code = any($1::text[])', [ports]);
  const calls = generateSailings(serviceToSail(service), { fromDate, weeks, timeZones: Object.fromEntries(zones.map((z) => [z.code, z.time_zone])) });
  if (!calls.length) return { Created: 0, Skipped: 0 };
  const made = await q.query<{ id: string }>(
    `insert into vessel_calls (vessel_id, carrier_code, service_code, voyage, port_code, seq, eta_planned, etd_planned, cut_offs, source)
     select v.id, $2, $3, x.voyage, x.port_code, x.seq, x.eta, x.etd, x.cut_offs, 'GENERATED'
       from jsonb_to_recordset($1::jsonb) as x(imo text, voyage text, port_code text, seq integer, eta timestamptz, etd timestamptz, cut_offs jsonb)
       join vessels v on v.imo = x.imo
     on conflict (vessel_id, voyage, port_code, seq) do nothing
     returning id`,
    [
      JSON.stringify(
        calls.map((c) => ({
          imo: c.vesselImo,
          voyage: c.voyage,
          port_code: c.portCode,
          seq: c.seq,
          eta: c.etaPlanned,
          etd: c.etdPlanned,
          cut_offs: c.cutOffs.map((x) => ({ Code: x.code, DateTime: x.dateTime })),
        })),
      ),
      service.carrier_code,
      service.service_code,
    ],
  );
  return { Created: made.length, Skipped: calls.length - made.length };
}

/** The weeks of sailings the seed generates. */
export const SEED_WEEKS = 12;

/**
 * Seed step schedules-v1: the services of src/domain/refdata/seed/services.ts (REPRESENTATIVE loops,
 * not published schedules: see there) and their sailings for the next 12 weeks, from the first Monday
 * after today (Asia/Shanghai). Applied once; services people changed are kept (on conflict do nothing).
 */
export async function seedSchedules(db: Queryable): Promise<void> {
  await db.query(
    `insert into services (code, carrier_code, service_code, name, lane_code, frequency, loop_days, rotation, vessel_imos, partner_carrier_codes)
     select x.code, x.carrier_code, x.service_code, x.name, x.lane_code, x.frequency, x.loop_days, x.rotation, x.vessel_imos, x.partner_carrier_codes
       from jsonb_to_recordset($1::jsonb) as x(code text, carrier_code text, service_code text, name text, lane_code text, frequency text,
         loop_days integer, rotation jsonb, vessel_imos text[], partner_carrier_codes text[])
     on conflict do nothing`,
    [
      JSON.stringify(
        SEED_SERVICES.map((s) => ({
          code: `${s.carrierCode}-${s.serviceCode}`,
          carrier_code: s.carrierCode,
          service_code: s.serviceCode,
          name: s.name,
          lane_code: s.laneCode,
          frequency: s.frequency,
          loop_days: s.loopDays,
          rotation: s.rotation.map((r) => ({ PortCode: r.portCode, DayOffset: r.dayOffset })),
          vessel_imos: s.vesselImos,
          partner_carrier_codes: s.partnerCarrierCodes,
        })),
      ),
    ],
  );
  const from = mondayOnOrAfter(addDays(todayInShanghai(), 1));
  const services = await db.query<ServiceRow>(
    `select code, carrier_code, service_code, rotation, vessel_imos from services where code = any($1::text[]) and status = 'ACTIVE' order by code`,
    [SEED_SERVICES.map((s) => `${s.carrierCode}-${s.serviceCode}`)],
  );
  for (const s of services) await writeSailings(db, s, from, SEED_WEEKS);
}
