import { SEED_TERMINALS } from '../../../src/domain/refdata/seed/terminals';
import type { Queryable } from '../../db/types';
import { insertRows } from './seed';

/**
 * The terminals of the main ports (src/domain/refdata/seed/terminals.ts), applied once (seed step
 * terminals-v1) after the reference seed made their ports; a terminal already there (same port, code
 * and provider) is left as people changed it.
 */
export async function seedTerminals(db: Queryable): Promise<void> {
  await insertRows(
    db,
    'terminals',
    [
      ['port_code', 'text'],
      ['code', 'text'],
      ['provider', 'text'],
      ['kind', 'text'],
      ['name_zh', 'text'],
      ['name_en', 'text'],
    ],
    SEED_TERMINALS.map((t) => [t.portCode, t.code, t.provider, t.kind, t.zh, t.en]),
    'on conflict (port_code, code, provider) do nothing',
  );
}
