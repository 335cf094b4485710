import type { FastifyInstance } from 'fastify';
import { refdataCheckWords } from '../../../src/contract/refdata/words';
import { refdataCalls as C } from '../../../src/contract/refdata/calls';
import { CodeMappingRowSchema, MAPPING_DIRECTIONS, MAPPING_KINDS, type CodeMappingRow, type MappingKind } from '../../../src/contract/refdata/listItems';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { defineImport } from '../../http/imports';
import type { LiveHub } from '../../live/hub';
import { masterRoutes } from './masterRoutes';
import { masterRows } from './masterService';
import { sheetFields } from './masterOutcome';
import { masterCodes } from './mappingMasters';

type MappingInput = (typeof C.codeMapping.save.input)['static'];

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

  const rows = masterRows<MappingInput>(db, hub, {
    entity: 'codeMapping',
    noun: 'code mapping',
    nounZh: '代码映射',
    table: 'code_mappings',
    key: 'Id',
    identify: async (q, i) => {
      const [found] = await q.query<{ id: string }>('select id from code_mappings where kind = $1 and system = $2 and external_code = $3', [
        i.Kind,
        i.System,
        i.ExternalCode,
      ]);
      return found ? Number(found.id) : undefined;
    },
    columns: {
      Kind: 'kind',
      System: 'system',
      ExternalCode: 'external_code',
      ExternalName: 'external_name',
      InternalCode: 'internal_code',
      Direction: 'direction',
    },
    normalise: (i) => ({
      ...i,
      Kind: normaliseCode(i.Kind) as MappingKind,
      System: normaliseCode(i.System),
      ExternalCode: normaliseCode(i.ExternalCode),
      ExternalName: (i.ExternalName ?? '').trim(),
      InternalCode: i.Kind === 'VESSEL' ? i.InternalCode.replace(/^\s*IMO\s*/i, '').trim() : normaliseCode(i.InternalCode),
      Direction: (normaliseCode(i.Direction ?? '') || 'BOTH') as MappingInput['Direction'],
    }),
    async check(q, i) {
      const errors: FieldError[] = [];
      if (!(MAPPING_KINDS as readonly string[]).includes(i.Kind)) {
        errors.push(fieldSays('/Kind', refdataCheckWords.isOneOf(MAPPING_KINDS.join(', '))));
        return errors;
      }
      if (!/^[A-Z0-9_]{2,20}(:[A-Z0-9_-]{1,20})?$/.test(i.System))
        errors.push({ Path: '/System', Message: 'is a name like INTTRA, CUSTOMS_CN or CARRIER:COSU' });
      if (!i.ExternalCode) errors.push({ Path: '/ExternalCode', Message: 'is empty' });
      if (!(MAPPING_DIRECTIONS as readonly string[]).includes(i.Direction ?? 'BOTH')) errors.push({ Path: '/Direction', Message: 'is IN, OUT or BOTH' });
      const known = await masterCodes(q, i.Kind, [i.InternalCode]);
      const ours = known.get(i.InternalCode);
      if (!ours) errors.push(fieldSays('/InternalCode', refdataCheckWords.notOurCode(i.InternalCode, i.Kind.toLowerCase().replace('_', ' '))));
      // a container type given by its ISO code is stored as the common name (what bookings keep)
      else i.InternalCode = ours;
      if (i.Id !== undefined) {
        const [stored] = await q.query<{ kind: string }>('select kind from code_mappings where id = $1', [i.Id]);
        if (stored && stored.kind !== i.Kind) errors.push(fieldSays('/Kind', refdataCheckWords.kindStays(stored.kind)));
      }
      return errors;
    },
    // nothing refers to a mapping: importers read it when they run
    usage: [],
    extra: {
      fields: [],
      read: async () => ({}),
      // the code is mapped now: it leaves the list of unmapped codes
      async write(tx, i) {
        await tx.query('delete from unmapped_codes where kind = $1 and system = $2 and external_code = $3', [i.Kind, i.System, i.ExternalCode]);
      },
    },
  });

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
