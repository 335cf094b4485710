import type { FastifyInstance } from 'fastify';
import { refdataCheckWords } from '../../../src/contract/refdata/words';
import { ServiceRowSchema, type ServiceRow } from '../../../src/contract/refdata/listItems';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { scheduleCalls as S } from '../../../src/contract/refdata/scheduleCalls';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { normaliseCode, normaliseImo } from '../../../src/domain/refdata/codes';
import { rotationText } from '../../../src/domain/refdata/rotation';
import type { Db, Queryable } from '../../db/types';
import { defineList } from '../../http/lists';
import type { LiveHub } from '../../live/hub';
import { masterRoutes } from './masterRoutes';
import { masterRows } from './masterService';
import { instant } from './pointToPoint';

type ServiceInput = (typeof S.service.save.input)['static'];

/** DCSA universalServiceReference: SR, five digits, a letter (SR00033F). */
const USR = /^SR\d{5}[A-Z]$/;
/** A carrier's own service code (DCSA carrierServiceCode, ≤ 11): letters and digits. */
const SERVICE_CODE = /^[A-Z0-9]{1,11}$/;

/**
 * Services (`/DataMaintenance/ShipSchedulemaintain`) and the carrier service codes seen by their
 * codes (`/DataMaintenance/Linecode`), commercial.md §1.1 Service, ServiceCode: one row per
 * (carrier, service code), keyed COSU-AEU1. The rotation is the calls of one round voyage with the
 * arrival day counted from the first; the vessels take the weekly sailings in turn. Editing the
 * rotation or the vessels changes the sailings generated from then on, never the calls already there.
 */
export function serviceRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  defineList<ServiceRow, ServiceRow>(fastify, db, {
    path: P.serviceList,
    item: ServiceRowSchema,
    access: A.serviceRead,
    exportAccess: A.serviceRead,
    title: 'services',
    base: () => ({
      sql: `select s.code as "Code", s.carrier_code as "CarrierCode", s.service_code as "ServiceCode",
              s.universal_service_reference as "UniversalServiceReference", s.name as "Name",
              coalesce(s.lane_code, '') as "LaneCode", s.frequency as "Frequency", s.loop_days as "LoopDays", s.rotation as "Rotation",
              s.vessel_imos as "VesselImos", s.partner_carrier_codes as "PartnerCarrierCodes",
              coalesce((select array_agg(v.name order by i.n) from unnest(s.vessel_imos) with ordinality as i(imo, n) join vessels v on v.imo = i.imo), '{}') as "VesselNames",
              (select count(*)::int from vessel_calls c where c.carrier_code = s.carrier_code and c.service_code = s.service_code and c.etd_planned >= now()) as "FutureCalls",
              coalesce((select max(c.etd_planned)::text from vessel_calls c where c.carrier_code = s.carrier_code and c.service_code = s.service_code), '') as "LastEtd",
              s.status as "Status", s.version as "Version"
            from services s`,
      params: [],
    }),
    columns: [
      { key: 'Code', filter: 'text', sortable: true },
      { key: 'CarrierCode', filter: 'exact', sortable: true },
      { key: 'ServiceCode', filter: 'text', sortable: true },
      { key: 'UniversalServiceReference', filter: 'text', sortable: true },
      { key: 'Name', filter: 'text', sortable: true },
      { key: 'LaneCode', filter: 'exact', sortable: true },
      { key: 'Status', filter: 'exact', values: ['ACTIVE', 'DISABLED'] },
    ],
    order: 't."CarrierCode", t."ServiceCode"',
    present: (r) => ({ ...r, LastEtd: instant(r.LastEtd) }),
    sheet: [
      { header: '代码 Code', value: (r) => r.Code, width: 14 },
      { header: '船公司 Carrier', value: (r) => r.CarrierCode, width: 8 },
      { header: '航线代码 Service', value: (r) => r.ServiceCode, width: 10 },
      { header: 'DCSA 服务编号 Universal ref.', value: (r) => r.UniversalServiceReference, width: 12 },
      { header: '名称 Name', value: (r) => r.Name, width: 30 },
      { header: '航线 Lane', value: (r) => r.LaneCode, width: 8 },
      { header: '周期(天) Loop days', value: (r) => r.LoopDays, width: 10 },
      { header: '挂靠港 Rotation', value: (r) => rotationText(r.Rotation), width: 60 },
      { header: '船舶 Vessels', value: (r) => r.VesselNames.join(', '), width: 60 },
      { header: '合作船公司 Partners', value: (r) => r.PartnerCarrierCodes.join(' '), width: 14 },
    ],
  });

  const rows = masterRows<ServiceInput>(db, hub, {
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
      read: async (tx, code) => ({ Rotation: (await tx.query<{ rotation: unknown }>('select rotation from services where code = $1', [code]))[0]?.rotation }),
      write: async (tx, i) => void (await tx.query('update services set rotation = $2::jsonb where code = $1', [i.Code, JSON.stringify(i.Rotation)])),
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
      if (!(await q.query('select 1 from carriers where code = $1', [i.CarrierCode])).length)
        errors.push(fieldSays('/CarrierCode', refdataCheckWords.noCarrierCode(i.CarrierCode)));
      if (!SERVICE_CODE.test(i.ServiceCode)) errors.push({ Path: '/ServiceCode', Message: 'is 1 to 11 letters or digits' });
      if (i.UniversalServiceReference && !USR.test(i.UniversalServiceReference))
        errors.push({ Path: '/UniversalServiceReference', Message: 'is SR, five digits and a letter (SR00033F)' });
      if (i.LaneCode && !(await q.query('select 1 from trade_lanes where code = $1', [i.LaneCode])).length)
        errors.push(fieldSays('/LaneCode', refdataCheckWords.noLaneCode(i.LaneCode)));
      if (i.LoopDays % 7) errors.push({ Path: '/LoopDays', Message: 'is whole weeks (a weekly service)' });
      errors.push(...(await rotationProblems(q, i)));
      const vessels = await q.query<{ imo: string }>('select imo from vessels where imo = any($1::text[])', [i.VesselImos ?? []]);
      for (const imo of i.VesselImos ?? []) if (!vessels.some((v) => v.imo === imo)) errors.push(fieldSays('/VesselImos', refdataCheckWords.noVesselImo(imo)));
      const partners = await q.query<{ code: string }>('select code from carriers where code = any($1::text[])', [i.PartnerCarrierCodes ?? []]);
      for (const c of i.PartnerCarrierCodes ?? [])
        if (!partners.some((p) => p.code === c)) errors.push(fieldSays('/PartnerCarrierCodes', refdataCheckWords.noCarrierCode(c)));
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
  masterRoutes(fastify, rows, S.service);
}

/**
 * The rotation of one round voyage: known ports with a time zone (calls are planned in local time),
 * each named terminal one in use at that port, the first call on day 0, days never going back, all
 * within the loop.
 */
async function rotationProblems(q: Queryable, i: ServiceInput): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const ports = await q.query<{ code: string; time_zone: string }>('select code, time_zone from ports where code = any($1::text[])', [
    i.Rotation.map((r) => r.PortCode),
  ]);
  const terminals = await q.query<{ port_code: string; code: string }>(
    `select port_code, code from terminals where status = 'ACTIVE' and port_code = any($1::text[])`,
    [i.Rotation.filter((r) => r.TerminalCode).map((r) => r.PortCode)],
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
