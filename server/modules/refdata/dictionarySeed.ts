import {
  SEED_RATE_CARRIERS,
  SEED_RATE_PORTS,
  SEED_RATE_ROUTES,
  SEED_RATE_TERMINALS,
  SEED_SURCHARGE_TYPES,
} from '../../../src/domain/refdata/seed/rateDictionaries';
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

/**
 * The rate dictionaries' first rows (src/domain/refdata/seed/rateDictionaries.ts), applied once (seed
 * step rate-dictionaries-v1) after the masters they overlay; a row already there is left alone.
 */
export async function seedRateDictionaries(db: Queryable): Promise<void> {
  await insertRows(
    db,
    'rate_carriers',
    [
      ['carrier_code', 'text'],
      ['show_in_search', 'boolean'],
      ['display_name_zh', 'text'],
      ['notes', 'text'],
      ['sort_order', 'integer'],
    ],
    SEED_RATE_CARRIERS.map((c, i) => [c.code, c.show, c.displayZh, c.notes ?? '', (i + 1) * 10]),
  );
  await insertRows(
    db,
    'rate_ports',
    [
      ['port_code', 'text'],
      ['role', 'text'],
      ['is_base_port', 'boolean'],
      ['hot', 'boolean'],
      ['sort_order', 'integer'],
    ],
    SEED_RATE_PORTS.map((p, i) => [p.code, p.role, p.base, p.hot, (i + 1) * 10]),
  );
  await db.query(
    `insert into rate_terminals (terminal_id, display)
     select t.id, x.display from jsonb_to_recordset($1::jsonb) as x(port_code text, code text, display text)
       join terminals t on t.port_code = x.port_code and t.code = x.code and t.provider = 'SMDG'
     on conflict do nothing`,
    [JSON.stringify(SEED_RATE_TERMINALS.map((t) => ({ port_code: t.portCode, code: t.code, display: t.display })))],
  );
  await insertRows(
    db,
    'surcharge_types',
    [
      ['fee_code', 'text'],
      ['fee_group', 'text'],
      ['included_in_all_in', 'boolean'],
      ['per_container_type', 'boolean'],
      ['sort_order', 'integer'],
    ],
    SEED_SURCHARGE_TYPES.map((s, i) => [s.code, s.group, s.allIn, s.perType, (i + 1) * 10]),
  );
  await insertRows(
    db,
    'rate_routes',
    [
      ['trade_lane_code', 'text'],
      ['pod_codes', 'text[]'],
      ['default_via_codes', 'text[]'],
    ],
    SEED_RATE_ROUTES.map((r) => [r.code, r.podCodes, r.viaCodes]),
  );
}
