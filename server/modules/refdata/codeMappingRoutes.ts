import type { FastifyInstance } from 'fastify';
import { refdataCalls as C } from '../../../src/contract/refdata/calls';
import { CodeMappingRowSchema, MAPPING_DIRECTIONS, MAPPING_KINDS, type CodeMappingRow, type MappingKind } from '../../../src/contract/refdata/listItems';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { defineImport } from '../../http/imports';
import type { LiveHub } from '../../live/hub';
import { masterRoutes } from './masterRoutes';
import { type MappingInput, codeMappingRows } from './codeMappingService';
import { sheetFields } from './masterOutcome';

/** Our code's name beside it in the grid, by kind (a wrong pair shows: CNNBO → 上海 is a mistake). */
const INTERNAL_NAME = `case m.kind
  when 'PORT' then (select p.name_zh || ' ' || p.name_en from ports p where p.code = m.internal_code)
  when 'CARRIER' then (select c.name_zh || ' ' || c.name from carriers c where c.code = m.internal_code)
  when 'FEE' then (select f.name_zh || ' ' || f.name_en from fee_codes f where f.code = m.internal_code)
  when 'PACKAGE' then (select k.name_zh || ' ' || k.name_en from package_codes k where k.code = m.internal_code)
  when 'VESSEL' then (select v.name from vessels v where v.imo = m.internal_code)
  when 'CONTAINER_TYPE' then (select min(t.code) from container_types t where t.name = m.internal_code)
end`;

/**
 * Code mappings (`/DataMaintenance/BasicDataMapping`, commercial.md §1.1 CodeMapping): an outside
 * system's code for one of our master codes, unique per (kind, system, outside code), our code known
 * in its master list (mappingMasters.ts). Importers resolve codes through them (mappingService.ts).
 */
export function codeMappingRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  defineList<CodeMappingRow, CodeMappingRow>(fastify, db, {
    path: P.codeMappingList,
    item: CodeMappingRowSchema,
    access: A.codeMappingRead,
    exportAccess: A.codeMappingRead,
    title: 'code-mappings',
    base: () => ({
      sql: `select m.id::integer as "Id", m.kind as "Kind", m.system as "System", m.external_code as "ExternalCode", m.external_name as "ExternalName",
              m.internal_code as "InternalCode", coalesce(${INTERNAL_NAME}, '') as "InternalName", m.direction as "Direction",
              m.status as "Status", m.version as "Version"
            from code_mappings m`,
      params: [],
    }),
    columns: [
      { key: 'Kind', filter: 'exact', values: MAPPING_KINDS, sortable: true },
      { key: 'System', filter: 'text', sortable: true },
      { key: 'ExternalCode', filter: 'text', sortable: true },
      { key: 'ExternalName', filter: 'text' },
      { key: 'InternalCode', filter: 'text', sortable: true },
      { key: 'Direction', filter: 'exact', values: MAPPING_DIRECTIONS },
      { key: 'Status', filter: 'exact', values: ['ACTIVE', 'DISABLED'] },
    ],
    order: 't."Kind", t."System", t."ExternalCode"',
    present: (r) => r,
    sheet: [
      { header: '类型 Kind', value: (r) => r.Kind, width: 14 },
      { header: '外部系统 System', value: (r) => r.System, width: 16 },
      { header: '外部代码 External code', value: (r) => r.ExternalCode, width: 14 },
      { header: '外部名称 External name', value: (r) => r.ExternalName, width: 24 },
      { header: '内部代码 Internal code', value: (r) => r.InternalCode, width: 14 },
      { header: '方向 Direction', value: (r) => r.Direction, width: 8 },
    ],
  });

  const rows = codeMappingRows(db, hub);

  defineImport(
    fastify,
    db,
    rows.importSpec(
      `${P.codeMappingList}/Import`,
      A.codeMappingEdit,
      sheetFields([
        { key: 'Kind', header: '类型 Kind', required: true },
        { key: 'System', header: '外部系统 System', required: true },
        { key: 'ExternalCode', header: '外部代码 External code', required: true },
        { key: 'ExternalName', header: '外部名称 External name' },
        { key: 'InternalCode', header: '内部代码 Internal code', required: true },
        { key: 'Direction', header: '方向 Direction' },
      ]),
      (c) => ({
        Kind: normaliseCode(c.Kind!) as MappingKind,
        System: c.System!,
        ExternalCode: c.ExternalCode!,
        ExternalName: c.ExternalName,
        InternalCode: c.InternalCode!,
        Direction: (normaliseCode(c.Direction ?? '') || undefined) as MappingInput['Direction'],
      }),
    ),
  );
  masterRoutes(fastify, rows, C.codeMapping);
}
