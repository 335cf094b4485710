import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../http/replies';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../../src/contract/envelope';
import { codeMappingResolve } from '../../../src/contract/refdata/calls';
import { UnmappedCodeRowSchema, MAPPING_KINDS, type UnmappedCodeRow } from '../../../src/contract/refdata/listItems';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { resolveCodes } from './mappingService';

/** Resolve (for platform staff: the importers) and the list of unmapped codes on the mapping screen. */
export function mappingResolveRoutes(fastify: FastifyInstance, db: Db): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(codeMappingResolve.path, { schema: { body: codeMappingResolve.input }, config: { auth: 'employee' } }, async (q, r) => {
    if (q.actor!.companyKind !== 'platform') return forbidden(r, 'Code mappings are resolved by platform staff only.', '代码映射只能由平台员工解析。');
    return ok(await resolveCodes(db, q.body.Kind, q.body.System, q.body.Codes));
  });

  defineList<UnmappedCodeRow, UnmappedCodeRow>(fastify, db, {
    path: P.codeMappingUnmapped,
    item: UnmappedCodeRowSchema,
    access: A.codeMappingRead,
    exportAccess: A.codeMappingRead,
    title: 'unmapped-codes',
    // a code mapped since it was noted is left out (an import or a hand edit may have mapped it)
    base: () => ({
      sql: `select u.kind as "Kind", u.system as "System", u.external_code as "ExternalCode",
              to_char(u.first_seen at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "FirstSeen",
              to_char(u.last_seen at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "LastSeen",
              u.seen_count as "SeenCount", u.last_seen as "LastSeenAt"
            from unmapped_codes u
            where not exists (select 1 from code_mappings m where m.kind = u.kind and m.system = u.system and m.external_code = u.external_code)`,
      params: [],
    }),
    columns: [
      { key: 'Kind', filter: 'exact', values: MAPPING_KINDS, sortable: true },
      { key: 'System', filter: 'text', sortable: true },
      { key: 'ExternalCode', filter: 'text', sortable: true },
      { key: 'SeenCount', sortable: true, notNull: true },
      { key: 'LastSeen', sortable: true, notNull: true },
    ],
    order: 't."LastSeenAt" desc, t."ExternalCode"',
    present: (r) => r,
    sheet: [
      { header: '类型 Kind', value: (r) => r.Kind, width: 14 },
      { header: '外部系统 System', value: (r) => r.System, width: 16 },
      { header: '外部代码 External code', value: (r) => r.ExternalCode, width: 14 },
      { header: '次数 Times', value: (r) => r.SeenCount, width: 8 },
      { header: '最近 Last seen', value: (r) => r.LastSeen, width: 20 },
    ],
  });
}
