import { addDays, mondayOnOrAfter } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { SEED_SERVICES, type SeedService } from '../../../src/domain/refdata/seed/services';
import type { RotationCall } from '../../../src/domain/refdata/rotation';
import type { Queryable } from '../../db/types';
import { activeServices } from './scheduleRepository';
import { writeSailings } from './scheduleService';

/** A seeded service's rotation as stored: its terminals where it names them. */
export const seededRotation = (s: SeedService, withTerminals = true): RotationCall[] =>
  s.rotation.map((r) => ({ PortCode: r.portCode, ...(withTerminals && r.terminalCode ? { TerminalCode: r.terminalCode } : {}), DayOffset: r.dayOffset }));

/**
 * The seed's first week: this week's Monday when today (Asia/Shanghai) is a Monday, else the next.
 * It was the Monday after tomorrow, which on a Shanghai Monday put the first sailing a week out: a
 * five-week search from today then held a week fewer (the schedule tests failed every Shanghai Monday).
 */
export const seedFirstMonday = (): string => mondayOnOrAfter(todayInShanghai());

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
          rotation: seededRotation(s),
          vessel_imos: s.vesselImos,
          partner_carrier_codes: s.partnerCarrierCodes,
        })),
      ),
    ],
  );
  const from = seedFirstMonday();
  const services = await activeServices(
    db,
    SEED_SERVICES.map((s) => `${s.carrierCode}-${s.serviceCode}`),
  );
  for (const s of services) await writeSailings(db, s, from, SEED_WEEKS);
}

/**
 * Seed step schedule-templates-v1: the patterns a Chinese desk writes on its rate sheets (demo
 * data: a forwarder's own practice, not a carrier's published schedule). Applied once; by name.
 */
export async function seedScheduleTemplates(db: Queryable): Promise<void> {
  const seed = [
    { name: '上海欧线 截二开四', pol: 'CNSHA', cut: [2], etd: [4], transit: 30, remarks: '鹿特丹/汉堡直航' },
    { name: '宁波美西 截三开五', pol: 'CNNGB', cut: [3], etd: [5], transit: 14, remarks: '洛杉矶/长滩' },
    { name: '深圳东南亚 截一开三', pol: 'CNYTN', cut: [1], etd: [3], transit: 7, remarks: '' },
    { name: '青岛日韩 截四开六', pol: 'CNTAO', cut: [4], etd: [6], transit: 3, remarks: '' },
    { name: '上海地中海 截一四开三六', pol: 'CNSHA', cut: [1, 4], etd: [3, 6], transit: 28, remarks: '每周两班' },
  ];
  await db.query(
    `insert into schedule_templates (name, pol_code, cut_off_weekdays, etd_weekdays, transit_days, remarks)
     select x.name, p.code, x.cut, x.etd, x.transit, x.remarks
       from jsonb_to_recordset($1::jsonb) as x(name text, pol text, cut smallint[], etd smallint[], transit integer, remarks text)
       left join ports p on p.code = x.pol
     on conflict (name) do nothing`,
    [JSON.stringify(seed)],
  );
}
