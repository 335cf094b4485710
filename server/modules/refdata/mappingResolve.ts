import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../http/replies';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../../src/contract/envelope';
import { codeMappingResolve } from '../../../src/contract/refdata/calls';
import { UnmappedCodeRowSchema, MAPPING_KINDS, type MappingKind, type UnmappedCodeRow } from '../../../src/contract/refdata/listItems';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import { SEED_CODE_MAPPINGS } from '../../../src/domain/refdata/seed/codeMappings';
import type { Db, Queryable } from '../../db/types';
import { defineList } from '../../http/lists';
import { masterCodes } from './mappingMasters';

/**
 * Our codes for an outside system's codes (commercial.md §1.3 CodeMapping/Resolve): each code
 * trimmed and in capitals, once, in the order asked. An active mapping of that kind and system read
 * inwards (IN or BOTH) answers; without one, a code that is itself one of our master codes answers
 * itself (CNSHA is CNSHA in every system; a mapping overrides that: CNNBO → CNNGB). Any other code
 * answers without InternalCode and is counted in unmapped_codes, for the mapping screen.
 */
export async function resolveCodes(q: Queryable, kind: MappingKind, system: string, raw: readonly string[]) {
  const sys = normaliseCode(system);
  const codes = [...new Set(raw.map(normaliseCode).filter(Boolean))];
  const mapped = new Map(
    (
      await q.query<{ external_code: string; internal_code: string }>(
        `select external_code, internal_code from code_mappings
         where kind = $1 and system = $2 and external_code = any($3::text[]) and status = 'ACTIVE' and direction in ('IN', 'BOTH')`,
        [kind, sys, codes],
      )
    ).map((m) => [m.external_code, m.internal_code]),
  );
  const ours = await masterCodes(
    q,
    kind,
    codes.filter((c) => !mapped.has(c)),
  );
  const answer = codes.map((c) => {
    const internal = mapped.get(c) ?? ours.get(kind === 'VESSEL' ? c.replace(/^IMO\s*/, '') : c);
    return internal ? { ExternalCode: c, InternalCode: internal } : { ExternalCode: c };
  });
  const unmapped = answer.filter((a) => !a.InternalCode).map((a) => a.ExternalCode);
  if (unmapped.length)
    await q.query(
      `insert into unmapped_codes (kind, system, external_code) select $1, $2, unnest($3::text[])
       on conflict (kind, system, external_code) do update set last_seen = now(), seen_count = unmapped_codes.seen_count + 1`,
      [kind, sys, unmapped],
    );
  return answer;
}

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

/** The seeded mappings (src/domain/refdata/seed/codeMappings.ts): applied once, never over what people changed. */
export async function seedCodeMappings(db: Queryable): Promise<void> {
  await db.query(
    `insert into code_mappings (kind, system, external_code, external_name, internal_code, direction)
     select x.kind, x.system, x.external_code, x.external_name, x.internal_code, x.direction
       from jsonb_to_recordset($1::jsonb) as x(kind text, system text, external_code text, external_name text, internal_code text, direction text)
     on conflict do nothing`,
    [
      JSON.stringify(
        SEED_CODE_MAPPINGS.map((m) => ({
          kind: m.kind,
          system: m.system,
          external_code: m.externalCode,
          external_name: m.externalName,
          internal_code: m.internalCode,
          direction: m.direction,
        })),
      ),
    ],
  );
}
