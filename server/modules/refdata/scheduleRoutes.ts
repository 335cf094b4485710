import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { envelopeOf, serialisable } from '../../../src/contract/call';
import { pointToPointCall, refdataCalls as C } from '../../../src/contract/refdata/calls';
import { VESSEL_CALL_STATUSES, VesselCallRowSchema, type VesselCallRow } from '../../../src/contract/refdata/listItems';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { scheduleCalls as S } from '../../../src/contract/refdata/scheduleCalls';
import type { Db } from '../../db/types';
import { ADDRESS_LIMITS, limitPerAddress } from '../../http/addressLimit';
import { requestLanguage } from '../../http/language';
import { defineList } from '../../http/lists';
import { sendOutcome } from '../../http/outcome';
import { instant, LOCAL_ETD_DAY, pointToPoint } from './pointToPoint';
import { callStatusWords } from '../../../src/contract/refdata/words';
import { statusText } from '../../../src/contract/words';
import { callListDaysProblem, generateServiceSailings } from './scheduleService';
import { vesselCallService } from './vesselCallService';
import { route } from '../../http/route';

type VesselCallQueryRow = Omit<VesselCallRow, 'Id'> & { Id: string };
type TimeColumn = 'EtaPlanned' | 'EtaEstimated' | 'Ata' | 'EtdPlanned' | 'EtdEstimated' | 'Atd';
const TIME_COLUMNS: readonly TimeColumn[] = ['EtaPlanned', 'EtaEstimated', 'Ata', 'EtdPlanned', 'EtdEstimated', 'Atd'];
const refusedWith = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });
/** Where a time is shown: the port's zone, and ISO minutes in it for the export. */
const localText = (iso: string, zone: string) =>
  iso
    ? `${new Intl.DateTimeFormat('sv-SE', { timeZone: zone || 'UTC', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(new Date(iso))}`
    : '';

/**
 * Vessel calls (`/DataMaintenance/ScheduleMaintenance`), commercial.md §1.1, §1.3: their list with
 * Excel export, generating a service's sailings (platform staff; the services themselves:
 * linerServiceRoutes.ts), and the point-to-point search open to visitors (DCSA Commercial Schedules).
 */
export function scheduleRoutes(fastify: FastifyInstance, db: Db): void {
  defineList<VesselCallQueryRow, VesselCallRow>(fastify, db, {
    path: P.vesselCallList,
    item: VesselCallRowSchema,
    access: A.vesselCallRead,
    exportAccess: A.vesselCallRead,
    title: 'vessel-calls',
    extraQuery: { From: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }, To: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } },
    base: (_actor, request) => {
      const { From, To } = request.query as { From?: string; To?: string };
      const problem = callListDaysProblem(From, To);
      if (problem) throw refusedWith(400, problem[requestLanguage(request.headers['accept-language'])]);
      return {
        sql: `select c.id as "Id", v.name as "VesselName", v.imo as "VesselImo", c.carrier_code as "CarrierCode", coalesce(c.service_code, '') as "ServiceCode",
                c.voyage as "Voyage", c.port_code as "PortCode", p.name_zh as "PortName",
                coalesce(t.code, '') as "TerminalCode", coalesce(t.name_zh, '') as "TerminalName", p.time_zone as "TimeZone", c.seq as "Seq",
                c.eta_planned as "EtaPlanned", c.eta_estimated as "EtaEstimated", c.ata as "Ata",
                c.etd_planned as "EtdPlanned", c.etd_estimated as "EtdEstimated", c.atd as "Atd",
                c.cut_offs as "CutOffs", c.status as "Status", c.status_reason as "StatusReason", c.version as "Version"
              from vessel_calls c join vessels v on v.id = c.vessel_id join ports p on p.code = c.port_code
              left join terminals t on t.id = c.terminal_id
              where ($1::date is null or ${LOCAL_ETD_DAY} >= $1::date) and ($2::date is null or ${LOCAL_ETD_DAY} <= $2::date)`,
        params: [From ?? null, To ?? null],
      };
    },
    columns: [
      { key: 'PortCode', filter: 'exact', sortable: true },
      { key: 'CarrierCode', filter: 'exact', sortable: true },
      { key: 'ServiceCode', filter: 'exact', sortable: true },
      { key: 'VesselName', filter: 'text', sortable: true },
      { key: 'Voyage', filter: 'text', sortable: true },
      { key: 'Status', filter: 'exact', values: VESSEL_CALL_STATUSES },
      { key: 'EtdPlanned', sortable: true },
      { key: 'EtaPlanned', sortable: true },
    ],
    order: 't."EtdPlanned", t."PortCode", t."VesselName"',
    present: (r) => ({
      ...r,
      Id: Number(r.Id),
      ...Object.fromEntries(TIME_COLUMNS.map((k) => [k, instant(r[k])])),
    }),
    sheet: [
      { header: '船名 Vessel', value: (r) => r.VesselName, width: 28 },
      { header: 'IMO', value: (r) => r.VesselImo, width: 10 },
      { header: '船公司 Carrier', value: (r) => r.CarrierCode, width: 8 },
      { header: '航线 Service', value: (r) => r.ServiceCode, width: 8 },
      { header: '航次 Voyage', value: (r) => r.Voyage, width: 8 },
      { header: '港口 Port', value: (r) => r.PortCode, width: 8 },
      { header: '码头 Terminal', value: (r) => r.TerminalCode, width: 8 },
      { header: '时区 Time zone', value: (r) => r.TimeZone, width: 18 },
      { header: '计划到港(当地) ETA planned (local)', value: (r) => localText(r.EtaPlanned, r.TimeZone), width: 18 },
      { header: '计划离港(当地) ETD planned (local)', value: (r) => localText(r.EtdPlanned, r.TimeZone), width: 18 },
      { header: '预计离港(当地) ETD estimated (local)', value: (r) => localText(r.EtdEstimated, r.TimeZone), width: 18 },
      { header: '实际离港(当地) ATD (local)', value: (r) => localText(r.Atd, r.TimeZone), width: 18 },
      { header: '截止时间(当地) Cut-offs (local)', value: (r) => r.CutOffs.map((c) => `${c.Code} ${localText(c.DateTime, r.TimeZone)}`).join('; '), width: 60 },
      { header: '状态 Status', value: (r, lang) => statusText(callStatusWords, r.Status, lang), width: 10 },
      { header: '原因 Reason', value: (r) => r.StatusReason, width: 30 },
    ],
  });

  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  route(app, C.serviceGenerate, async ({ actor, input }, r) => sendOutcome(r, await generateServiceSailings(db, actor, input)));

  const limit = limitPerAddress(ADDRESS_LIMITS.schedules);
  app.get(
    pointToPointCall.path,
    {
      schema: {
        querystring: pointToPointCall.input,
        response: { 200: serialisable(envelopeOf(pointToPointCall.answer)) as ReturnType<typeof envelopeOf<typeof pointToPointCall.answer>> },
      },
      config: { auth: 'public' },
      preHandler: limit,
    },
    async (q, r) => {
      const found = await pointToPoint(db, q.query);
      if (!found.ok) return sendOutcome(r, found);
      return { Status: true as const, Data: found.value };
    },
  );
}

/**
 * The schedule clerk's changes to a live call (commercial.md §1.2, §1.3): estimated and actual
 * arrival and departure, the cut-offs, omitting (跳港) and cancelling with a reason.
 */
export function vesselCallRoutes(fastify: FastifyInstance, db: Db): void {
  const calls = vesselCallService(db);
  route(fastify, S.setTimes, async ({ actor, input }, r) => sendOutcome(r, await calls.setTimes(actor, input)));
  route(fastify, S.setCutOffs, async ({ actor, input }, r) => sendOutcome(r, await calls.setCutOffs(actor, input)));
  for (const [call, to, action] of [
    [S.omit, 'OMITTED', 'omitted'],
    [S.cancel, 'CANCELLED', 'cancelled'],
  ] as const)
    route(fastify, call, async ({ actor, input }, r) => sendOutcome(r, await calls.close(actor, input, to, action)));
}
