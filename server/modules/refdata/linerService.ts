import { refdataCheckWords } from '../../../src/contract/refdata/words';
import type { scheduleCalls as S } from '../../../src/contract/refdata/scheduleCalls';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { normaliseCode, normaliseImo } from '../../../src/domain/refdata/codes';
import type { Db, Queryable } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { knownImos, rotationOf, setRotation } from './linerServiceRepository';
import { carrierExists, codesNotIn, laneExists } from './masterRepository';
import { masterRows } from './masterService';
import { activeTerminalsAt, portZones } from './portRepository';

type ServiceInput = (typeof S.service.save.input)['static'];

/** DCSA universalServiceReference: SR, five digits, a letter (SR00033F). */
const USR = /^SR\d{5}[A-Z]$/;
/** A carrier's own service code (DCSA carrierServiceCode, ≤ 11): letters and digits. */
const SERVICE_CODE = /^[A-Z0-9]{1,11}$/;

/**
 * Liner services' rows (commercial.md §1.1 Service, ServiceCode): one row per (carrier, service code),
 * keyed COSU-AEU1, the key fixed once saved; a known carrier, lane, vessels and partners, and a
 * rotation of known ports and terminals within the loop.
 */
export function linerServiceRows(db: Db, hub: LiveHub) {
  return masterRows<ServiceInput>(db, hub, {
    entity: 'service',
    noun: 'service',
    nounZh: '航线服务',
    table: 'services',
    columns: {
      CarrierCode: 'carrier_code',
      ServiceCode: 'service_code',
      UniversalServiceReference: 'universal_service_reference',
      Name: 'name',
      LaneCode: 'lane_code',
      LoopDays: 'loop_days',
      VesselImos: 'vessel_imos',
      PartnerCarrierCodes: 'partner_carrier_codes',
    },
    // jsonb goes through its own statement: a driver would send an array as a Postgres array
    extra: {
      fields: ['Rotation'],
      read: async (tx, code) => ({ Rotation: await rotationOf(tx, code) }),
      write: (tx, i) => setRotation(tx, i.Code!, i.Rotation),
    },
    normalise: (i) => {
      const CarrierCode = normaliseCode(i.CarrierCode);
      const ServiceCode = normaliseCode(i.ServiceCode);
      return {
        ...i,
        // the key is fixed once saved (R1.1): an edit names it, a new service gets it from its codes
        Code: i.Version !== undefined && i.Code ? normaliseCode(i.Code) : `${CarrierCode}-${ServiceCode}`,
        CarrierCode,
        ServiceCode,
        UniversalServiceReference: normaliseCode(i.UniversalServiceReference ?? ''),
        Name: (i.Name ?? '').trim(),
        LaneCode: normaliseCode(i.LaneCode ?? '') || undefined,
        Rotation: i.Rotation.map((r) => {
          const TerminalCode = normaliseCode(r.TerminalCode ?? '');
          return { PortCode: normaliseCode(r.PortCode), ...(TerminalCode ? { TerminalCode } : {}), DayOffset: r.DayOffset };
        }),
        VesselImos: [...new Set((i.VesselImos ?? []).map(normaliseImo))],
        PartnerCarrierCodes: [...new Set((i.PartnerCarrierCodes ?? []).map(normaliseCode))].filter((c) => c !== CarrierCode),
      };
    },
    async check(q, i) {
      const errors: FieldError[] = [];
      if (i.Version !== undefined && i.Code !== `${i.CarrierCode}-${i.ServiceCode}`)
        errors.push(fieldSays('/ServiceCode', refdataCheckWords.serviceStays(i.Code)));
      if (!(await carrierExists(q, i.CarrierCode))) errors.push(fieldSays('/CarrierCode', refdataCheckWords.noCarrierCode(i.CarrierCode)));
      if (!SERVICE_CODE.test(i.ServiceCode)) errors.push({ Path: '/ServiceCode', Message: 'is 1 to 11 letters or digits' });
      if (i.UniversalServiceReference && !USR.test(i.UniversalServiceReference))
        errors.push({ Path: '/UniversalServiceReference', Message: 'is SR, five digits and a letter (SR00033F)' });
      if (i.LaneCode && !(await laneExists(q, i.LaneCode))) errors.push(fieldSays('/LaneCode', refdataCheckWords.noLaneCode(i.LaneCode)));
      if (i.LoopDays % 7) errors.push({ Path: '/LoopDays', Message: 'is whole weeks (a weekly service)' });
      errors.push(...(await rotationProblems(q, i)));
      const vessels = await knownImos(q, i.VesselImos ?? []);
      for (const imo of i.VesselImos ?? []) if (!vessels.includes(imo)) errors.push(fieldSays('/VesselImos', refdataCheckWords.noVesselImo(imo)));
      for (const c of await codesNotIn(q, 'carriers', i.PartnerCarrierCodes ?? []))
        errors.push(fieldSays('/PartnerCarrierCodes', refdataCheckWords.noCarrierCode(c)));
      return errors;
    },
    usage: [
      {
        what: 'vessel calls',
        zh: '船期挂靠',
        sql: `select count(*) as n from vessel_calls c join services s on s.carrier_code = c.carrier_code and s.service_code = c.service_code where s.code = $1`,
      },
      {
        what: 'schedule templates',
        zh: '船期模板',
        sql: `select count(*) as n from schedule_templates t join services s on s.carrier_code = t.carrier_code and s.service_code = t.service_code where s.code = $1`,
      },
    ],
  });
}

/**
 * The rotation of one round voyage: known ports with a time zone (calls are planned in local time),
 * each named terminal one in use at that port, the first call on day 0, days never going back, all
 * within the loop.
 */
async function rotationProblems(q: Queryable, i: ServiceInput): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const ports = await portZones(
    q,
    i.Rotation.map((r) => r.PortCode),
  );
  const terminals = await activeTerminalsAt(
    q,
    i.Rotation.filter((r) => r.TerminalCode).map((r) => r.PortCode),
  );
  i.Rotation.forEach((r, n) => {
    const port = ports.find((p) => p.code === r.PortCode);
    if (!port) errors.push(fieldSays(`/Rotation/${n}/PortCode`, refdataCheckWords.noPortCode(r.PortCode)));
    else if (!port.time_zone) errors.push(fieldSays(`/Rotation/${n}/PortCode`, refdataCheckWords.noTimeZone(r.PortCode)));
    if (r.TerminalCode && !terminals.some((t) => t.port_code === r.PortCode && t.code === r.TerminalCode))
      errors.push(fieldSays(`/Rotation/${n}/TerminalCode`, refdataCheckWords.noTerminal(r.PortCode, r.TerminalCode)));
    if (n === 0 && r.DayOffset !== 0) errors.push({ Path: '/Rotation/0/DayOffset', Message: 'is 0: the first call starts the voyage' });
    if (n > 0 && r.DayOffset < i.Rotation[n - 1]!.DayOffset) errors.push({ Path: `/Rotation/${n}/DayOffset`, Message: 'is before the call above it' });
    if (r.DayOffset >= i.LoopDays) errors.push(fieldSays(`/Rotation/${n}/DayOffset`, refdataCheckWords.outsideLoop(i.LoopDays)));
  });
  return errors;
}
