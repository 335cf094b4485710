import type { FastifyInstance } from 'fastify';
import { refdataCheckWords } from '../../../src/contract/refdata/words';
import { routeOf } from '../../../src/contract/call';
import { refdataCalls as C } from '../../../src/contract/refdata/calls';
import { VesselRowSchema, type VesselRow } from '../../../src/contract/refdata/listItems';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { imoFault, mmsiProblem, normaliseCode, normaliseImo } from '../../../src/domain/refdata/codes';
import { builtYearProblem, callSignProblem, normaliseVesselName, vesselNameFault } from '../../../src/domain/refdata/vessels';
import type { Db, Queryable } from '../../db/types';
import { defineList } from '../../http/lists';
import { defineImport } from '../../http/imports';
import type { LiveHub } from '../../live/hub';
import { masterRows, sendOutcome, sheetFields, type MasterOutcome } from './masterRows';

type VesselInput = (typeof C.vessel.save.input)['static'];

/** The vessel holding an IMO number, if any. */
const vesselOfImo = async (q: Queryable, imo: string) => (await q.query<{ id: string; name: string }>('select id, name from vessels where imo = $1', [imo]))[0];

/** A sheet's whole-number cell: none when empty; a word is refused with the column's header. */
function wholeCell(header: string, cell: string | undefined): number | undefined {
  if (!cell?.trim()) return undefined;
  const n = Number(cell.replace(/[,\s]/g, ''));
  if (!Number.isInteger(n) || n < 0) throw new Error(`${header} "${cell}" is no whole number`);
  return n;
}

/**
 * Vessels (`/DataMaintenance/Shipmaintain`, commercial.md §1.1 Vessel, DCSA `Vessel`): keyed by a
 * generated id; the IMO number is checked (R1.6: seven digits and the check digit), unique, and
 * never changes — a renamed vessel keeps it, and its old name is kept too (migration 028). A vessel
 * a vessel call or a service names is disabled, not deleted.
 */
export function vesselRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  defineList<VesselRow & { Names: string }, VesselRow>(fastify, db, {
    path: P.vesselList,
    item: VesselRowSchema,
    access: A.vesselRead,
    exportAccess: A.vesselRead,
    title: 'vessels',
    base: () => ({
      sql: `select v.id::integer as "Id", v.name as "Name", v.imo as "ImoNumber", v.mmsi as "Mmsi", v.call_sign as "CallSign",
              coalesce(v.flag, '') as "Flag", coalesce(c.name_zh, '') as "FlagName", coalesce(v.operator_carrier_code, '') as "OperatorCarrierCode",
              v.teu as "TeuCapacity", v.built_year::integer as "BuiltYear", v.former_names as "FormerNames",
              (select count(*)::integer from vessel_calls k where k.vessel_id = v.id) as "Calls",
              (select count(*)::integer from services s where v.imo = any(s.vessel_imos)) as "Services",
              v.status as "Status", v.version as "Version",
              v.name || ' ' || array_to_string(v.former_names, ' ') as "Names"
            from vessels v left join countries c on c.code = v.flag`,
      params: [],
    }),
    columns: [
      { key: 'Name', filter: 'text', sortable: true },
      // the name filter of the screen: a vessel is found by the names it had too
      { key: 'Names', filter: 'text' },
      { key: 'ImoNumber', filter: 'text', sortable: true },
      { key: 'Mmsi', filter: 'text' },
      { key: 'CallSign', filter: 'text' },
      { key: 'Flag', filter: 'text', sortable: true },
      { key: 'OperatorCarrierCode', filter: 'text', sortable: true },
      { key: 'TeuCapacity', sortable: true },
      { key: 'BuiltYear', sortable: true },
      { key: 'Status', filter: 'exact', values: ['ACTIVE', 'DISABLED'] },
    ],
    order: 't."Name"',
    present: ({ Names: _, ...r }) => r,
    sheet: [
      { header: '船名 Name', value: (r) => r.Name, width: 30 },
      { header: 'IMO IMO number', value: (r) => r.ImoNumber, width: 10 },
      { header: 'MMSI MMSI', value: (r) => r.Mmsi, width: 12 },
      { header: '呼号 Call sign', value: (r) => r.CallSign, width: 10 },
      { header: '船旗 Flag', value: (r) => r.Flag, width: 6 },
      { header: '经营人 Operator', value: (r) => r.OperatorCarrierCode, width: 8 },
      { header: '箱位 TEU', value: (r) => r.TeuCapacity ?? '', width: 8 },
      { header: '建造年份 Built', value: (r) => r.BuiltYear ?? '', width: 8 },
      { header: '曾用名 Former names', value: (r) => r.FormerNames.join(' / '), width: 30 },
    ],
  });

  const rows = masterRows<VesselInput>(db, hub, {
    entity: 'vessel',
    noun: 'vessel',
    nounZh: '船舶',
    table: 'vessels',
    key: 'Id',
    identify: async (q, i) => {
      const found = await vesselOfImo(q, i.ImoNumber);
      return found ? Number(found.id) : undefined;
    },
    columns: {
      Name: 'name',
      ImoNumber: 'imo',
      Mmsi: 'mmsi',
      CallSign: 'call_sign',
      Flag: 'flag',
      OperatorCarrierCode: 'operator_carrier_code',
      TeuCapacity: 'teu',
      BuiltYear: 'built_year',
    },
    normalise: (i) => ({
      ...i,
      Name: normaliseVesselName(i.Name),
      ImoNumber: normaliseImo(i.ImoNumber),
      Mmsi: (i.Mmsi ?? '').replace(/\s+/g, ''),
      CallSign: normaliseCode(i.CallSign ?? ''),
      Flag: normaliseCode(i.Flag ?? '') || undefined,
      OperatorCarrierCode: normaliseCode(i.OperatorCarrierCode ?? '') || undefined,
    }),
    async check(q, i) {
      const errors: FieldError[] = [];
      const name = vesselNameFault(i.Name);
      if (name === 'empty') errors.push({ Path: '/Name', Message: 'is empty' });
      else if (name) errors.push(fieldSays('/Name', name === 'tooLong' ? refdataCheckWords.nameTooLong(i.Name) : refdataCheckWords.nameBadStart(i.Name)));
      // the rules are the domain's; the words, with the values they name, are the module's (both languages)
      const imo = imoFault(i.ImoNumber);
      if (imo) errors.push(fieldSays('/ImoNumber', imo === 'shape' ? refdataCheckWords.notImo(i.ImoNumber) : refdataCheckWords.imoCheckDigit(i.ImoNumber)));
      if (i.Mmsi && mmsiProblem(i.Mmsi)) errors.push(fieldSays('/Mmsi', refdataCheckWords.notMmsi(i.Mmsi)));
      if (i.CallSign) {
        if (callSignProblem(i.CallSign)) errors.push(fieldSays('/CallSign', refdataCheckWords.notCallSign(i.CallSign)));
      }
      if (i.Flag && !(await q.query('select 1 from countries where code = $1', [i.Flag])).length)
        errors.push(fieldSays('/Flag', refdataCheckWords.notCountry(i.Flag)));
      if (i.OperatorCarrierCode && !(await q.query('select 1 from carriers where code = $1', [i.OperatorCarrierCode])).length)
        errors.push(fieldSays('/OperatorCarrierCode', refdataCheckWords.notKnownCarrier(i.OperatorCarrierCode)));
      if (i.BuiltYear !== undefined) {
        if (builtYearProblem(i.BuiltYear)) errors.push(fieldSays('/BuiltYear', refdataCheckWords.notBuiltYear(i.BuiltYear, new Date().getUTCFullYear() + 1)));
      }
      if (i.Id !== undefined) {
        const [stored] = await q.query<{ imo: string }>('select imo from vessels where id = $1', [i.Id]);
        if (stored && stored.imo !== i.ImoNumber) errors.push(fieldSays('/ImoNumber', refdataCheckWords.imoStays(stored.imo)));
      }
      return errors;
    },
    usage: [
      { what: 'vessel calls', zh: '船期挂靠', sql: 'select count(*) as n from vessel_calls where vessel_id = $1' },
      {
        what: 'services deploying it',
        zh: '船期服务',
        sql: 'select count(*) as n from services s join vessels v on v.imo = any(s.vessel_imos) where v.id = $1',
      },
    ],
  });

  /** A new vessel with an IMO number another vessel has: 400 DUPLICATE naming that vessel (open it instead). */
  async function duplicate(raw: VesselInput): Promise<MasterOutcome<never> | undefined> {
    if (raw.Id !== undefined) return undefined;
    const imo = normaliseImo(raw.ImoNumber);
    const other = await vesselOfImo(db, imo);
    if (!other) return undefined;
    return {
      ok: false,
      status: 400,
      code: 'DUPLICATE',
      message: `IMO ${imo} is the vessel ${other.name} already: open it to edit it (a renamed vessel keeps its IMO number).`,
      zh: `IMO ${imo} 已是船舶 ${other.name}：请打开它进行编辑（船舶改名后 IMO 号不变）。`,
      errors: [{ Path: '/ImoNumber', Message: 'is taken' }],
    };
  }

  defineImport(
    fastify,
    db,
    rows.importSpec(
      `${P.vesselList}/Import`,
      A.vesselEdit,
      sheetFields([
        { key: 'Name', header: '船名 Name', required: true },
        { key: 'ImoNumber', header: 'IMO IMO number', required: true },
        { key: 'Mmsi', header: 'MMSI MMSI' },
        { key: 'CallSign', header: '呼号 Call sign' },
        { key: 'Flag', header: '船旗 Flag' },
        { key: 'OperatorCarrierCode', header: '经营人 Operator' },
        { key: 'TeuCapacity', header: '箱位 TEU' },
        { key: 'BuiltYear', header: '建造年份 Built' },
      ]),
      (c) => ({
        Name: c.Name!,
        ImoNumber: c.ImoNumber!,
        Mmsi: c.Mmsi,
        CallSign: c.CallSign,
        Flag: c.Flag,
        OperatorCarrierCode: c.OperatorCarrierCode,
        TeuCapacity: wholeCell('箱位 TEU', c.TeuCapacity),
        BuiltYear: wholeCell('建造年份 Built', c.BuiltYear),
      }),
    ),
  );

  type Keyed = { Id: number; Status: 'ACTIVE' | 'DISABLED' };
  fastify.post(C.vessel.save.path, routeOf(C.vessel.save), async (q, r) => {
    const body = q.body as VesselInput;
    return sendOutcome(r, (await duplicate(body)) ?? (await rows.save(q.actor!, body)));
  });
  fastify.post(C.vessel.setStatus.path, routeOf(C.vessel.setStatus), async (q, r) =>
    sendOutcome(r, await rows.setStatus(q.actor!, (q.body as Keyed).Id, (q.body as Keyed).Status)),
  );
  fastify.post(C.vessel.delete.path, routeOf(C.vessel.delete), async (q, r) => sendOutcome(r, await rows.remove(q.actor!, (q.body as Keyed).Id)));
}
