import { SEED_CODE_MAPPINGS } from '../../../src/domain/refdata/seed/codeMappings';
import type { Queryable } from '../../db/types';

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
