import type { FastifyInstance } from 'fastify';
import { refdataCalls as C } from '../../../src/contract/refdata/calls';
import { VesselRowSchema, type VesselRow } from '../../../src/contract/refdata/listItems';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { defineImport } from '../../http/imports';
import type { LiveHub } from '../../live/hub';
import { sendOutcome } from '../../http/outcome';
import { sheetFields } from './masterOutcome';
import { vesselService } from './vesselService';
import { route } from '../../http/route';

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

  const vessels = vesselService(db, hub);
  const rows = vessels.rows;

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

  route(fastify, C.vessel.save, async ({ actor, input }, r) => {
    return sendOutcome(r, await vessels.save(actor, input));
  });
  route(fastify, C.vessel.setStatus, async ({ actor, input }, r) => sendOutcome(r, await rows.setStatus(actor, input.Id, input.Status)));
  route(fastify, C.vessel.delete, async ({ actor, input }, r) => sendOutcome(r, await rows.remove(actor, input.Id)));
}
