import type { FastifyInstance } from 'fastify';
import { ServiceRowSchema, type ServiceRow } from '../../../src/contract/refdata/listItems';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { scheduleCalls as S } from '../../../src/contract/refdata/scheduleCalls';
import { rotationText } from '../../../src/domain/refdata/rotation';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import type { LiveHub } from '../../live/hub';
import { masterRoutes } from './masterRoutes';
import { linerServiceRows } from './linerService';
import { instant } from './pointToPoint';

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

  const rows = linerServiceRows(db, hub);
  masterRoutes(fastify, rows, S.service);
}
