import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { envelopeOf, routeOf, serialisable } from '../../../src/contract/call';
import { pointToPointCall, refdataCalls as C } from '../../../src/contract/refdata/calls';
import { VESSEL_CALL_STATUSES, VesselCallRowSchema, type VesselCallRow } from '../../../src/contract/refdata/listItems';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import { isCalendarDate, todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { addDays, generateSailings, mondayOnOrAfter, type ServiceToSail } from '../../../src/domain/refdata/sailings';
import { SEED_SERVICES, type SeedService } from '../../../src/domain/refdata/seed/services';
import type { RotationCall } from '../../../src/domain/refdata/rotation';
import type { Db, Queryable } from '../../db/types';
import { ADDRESS_LIMITS, limitPerAddress } from '../../http/addressLimit';
import { defineList } from '../../http/lists';
import type { Actor } from '../../platform/access/grants';
import { recordChange } from '../../platform/audit/record';
import { sendOutcome, type MasterOutcome } from './masterRows';
import { instant, LOCAL_ETD_DAY, pointToPoint } from './pointToPoint';
import { callStatusWords } from '../../../src/contract/refdata/words';
import { statusText } from '../../../src/contract/words';

/** A services row as the generator needs it. */
export interface ServiceRow {
  code: string;
  carrier_code: string;
  service_code: string;
  rotation: RotationCall[];
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
    [
      JSON.stringify(
        calls.map((c) => ({
          imo: c.vesselImo,
          voyage: c.voyage,
          port_code: c.portCode,
          // the calls of a voyage follow the rotation, one by one (sailings.ts: seq is the call's place in it)
          terminal_code: service.rotation[c.seq - 1]?.TerminalCode ?? null,
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

/** A seeded service's rotation as stored: its terminals where it names them. */
export const seededRotation = (s: SeedService, withTerminals = true): RotationCall[] =>
  s.rotation.map((r) => ({ PortCode: r.portCode, ...(withTerminals && r.terminalCode ? { TerminalCode: r.terminalCode } : {}), DayOffset: r.dayOffset }));

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
  const from = mondayOnOrAfter(addDays(todayInShanghai(), 1));
  const services = await db.query<ServiceRow>(
    `select code, carrier_code, service_code, rotation, vessel_imos from services where code = any($1::text[]) and status = 'ACTIVE' order by code`,
    [SEED_SERVICES.map((s) => `${s.carrierCode}-${s.serviceCode}`)],
  );
  for (const s of services) await writeSailings(db, s, from, SEED_WEEKS);
}

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
 * services.ts), and the point-to-point search open to visitors (DCSA Commercial Schedules).
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
      for (const d of [From, To]) if (d && !isCalendarDate(d)) throw refusedWith(400, `${d} is no calendar date.`);
      if (From && To && To < From) throw refusedWith(400, 'To is before From.');
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
  app.post(C.serviceGenerate.path, routeOf(C.serviceGenerate), async (q, r) => sendOutcome(r, await generate(db, q.actor!, q.body)));

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

type GenerateInput = (typeof C.serviceGenerate.input)['static'];

async function generate(db: Db, actor: Actor, input: GenerateInput): Promise<MasterOutcome<{ Created: number; Skipped: number }>> {
  const code = normaliseCode(input.ServiceCode);
  const carrier = normaliseCode(input.CarrierCode ?? '');
  if (!isCalendarDate(input.FromDate))
    return {
      ok: false,
      status: 400,
      code: 'INVALID',
      message: `${input.FromDate} is no calendar date.`,
      errors: [{ Path: '/FromDate', Message: 'is no calendar date' }],
    };
  if (input.FromDate < todayInShanghai())
    return {
      ok: false,
      status: 400,
      code: 'PAST_DATE',
      message: 'Sailings are generated from today on.',
      errors: [{ Path: '/FromDate', Message: 'is in the past' }],
    };
  return db.transaction(async (tx): Promise<MasterOutcome<{ Created: number; Skipped: number }>> => {
    const services = await tx.query<ServiceRow & { status: string }>(
      `select code, carrier_code, service_code, rotation, vessel_imos, status from services
        where (code = $1 or service_code = $1) and ($2 = '' or carrier_code = $2) for update`,
      [code, carrier],
    );
    if (!services.length) return { ok: false, status: 404, message: `No service ${code}${carrier ? ` of ${carrier}` : ''}.` };
    if (services.length > 1)
      return {
        ok: false,
        status: 400,
        code: 'AMBIGUOUS',
        message: `${code} is a service code of ${services.map((s) => s.carrier_code).join(', ')}: name the carrier (or the service's code ${services[0]!.code}).`,
      };
    const service = services[0]!;
    if (service.status !== 'ACTIVE') return { ok: false, status: 400, code: 'DISABLED', message: `Service ${service.code} is disabled.` };
    const outcome = await writeSailings(tx, service, input.FromDate, input.Weeks);
    await recordChange(tx, actor, {
      entity: 'service',
      entityId: service.code,
      action: 'generated',
      companyId: null,
      detail: { FromDate: input.FromDate, Weeks: input.Weeks, ...outcome },
    });
    return { ok: true, value: outcome };
  });
}
