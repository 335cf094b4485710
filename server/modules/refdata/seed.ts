import { SEED_CARRIERS } from '../../../src/domain/refdata/seed/carriers';
import { SEED_CONTAINER_TYPES } from '../../../src/domain/refdata/seed/containerTypes';
import { SEED_COUNTRIES } from '../../../src/domain/refdata/seed/countries';
import { SEED_CURRENCIES } from '../../../src/domain/refdata/seed/currencies';
import { SEED_FEE_CODES } from '../../../src/domain/refdata/seed/feeCodes';
import { SEED_PORT_GROUPS } from '../../../src/domain/refdata/seed/portGroups';
import { SEED_PORTS } from '../../../src/domain/refdata/seed/ports';
import { SEED_TRADE_LANE_PORTS } from '../../../src/domain/refdata/seed/tradeLanePorts';
import { SEED_TRADE_LANES } from '../../../src/domain/refdata/seed/tradeLanes';
import { SEED_VESSELS } from '../../../src/domain/refdata/seed/vessels';
import type { Queryable } from '../../db/types';

/**
 * Rows into `table` in one statement: `columns` name the table's columns with their types, each
 * row gives them in that order (jsonb_to_recordset); `conflict` is the statement's on-conflict part.
 */
export async function insertRows(db: Queryable, table: string, columns: [string, string][], rows: unknown[][], conflict = 'on conflict do nothing') {
  const records = rows.map((r) => Object.fromEntries(columns.map(([name], i) => [name, r[i] ?? null])));
  const names = columns.map(([n]) => n).join(', ');
  await db.query(
    `insert into ${table} (${names}) select ${names} from jsonb_to_recordset($1::jsonb) as x(${columns.map(([n, t]) => `${n} ${t}`).join(', ')}) ${conflict}`,
    [JSON.stringify(records)],
  );
}

/**
 * The reference lists of commercial.md §10 (src/domain/refdata/seed/), shipped as product data and
 * applied once (seed step reference-v1). Nothing people changed is overwritten: new rows are
 * inserted (`on conflict do nothing`); the carriers, ports and container types the SI seed made
 * before this step only get the columns that step did not know, and only while still empty.
 */
export async function seedReference(db: Queryable): Promise<void> {
  await insertRows(
    db,
    'countries',
    [
      ['code', 'text'],
      ['name_zh', 'text'],
      ['name_en', 'text'],
    ],
    SEED_COUNTRIES.map((c) => [c.code, c.nameZh, c.nameEn]),
  );
  await insertRows(
    db,
    'port_groups',
    [
      ['code', 'text'],
      ['name_zh', 'text'],
      ['name_en', 'text'],
      ['country_code', 'text'],
    ],
    SEED_PORT_GROUPS.map((g) => [g.code, g.zh, g.en, g.countryCode]),
  );
  await insertRows(
    db,
    'currencies',
    [
      ['code', 'text'],
      ['number', 'text'],
      ['digits', 'smallint'],
      ['name_zh', 'text'],
      ['name_en', 'text'],
      ['symbol', 'text'],
      ['is_base', 'boolean'],
      ['status', 'text'],
    ],
    // a currency ISO withdrew is seeded disabled (its month: migration 083, which ran before)
    SEED_CURRENCIES.map((c) => [c.code, c.number, c.digits, c.nameZh, c.nameEn, c.symbol, c.isBase, c.withdrawn ? 'DISABLED' : 'ACTIVE']),
  );
  const lanes = [
    ['code', 'text'],
    ['name_zh', 'text'],
    ['name_en', 'text'],
    ['parent_code', 'text'],
    ['sort_order', 'integer'],
  ] as [string, string][];
  const laneRow = (l: (typeof SEED_TRADE_LANES)[number]) => [l.code, l.zh, l.en, l.parentCode, l.sortOrder];
  // parents before their sub-lanes
  await insertRows(db, 'trade_lanes', lanes, SEED_TRADE_LANES.filter((l) => !l.parentCode).map(laneRow));
  await insertRows(db, 'trade_lanes', lanes, SEED_TRADE_LANES.filter((l) => l.parentCode).map(laneRow));
  await insertRows(
    db,
    'carriers',
    [
      ['code', 'text'],
      ['name', 'text'],
      ['code_kind', 'text'],
      ['smdg_code', 'text'],
      ['name_zh', 'text'],
      ['short_name', 'text'],
      ['aliases', 'text[]'],
      ['sort_order', 'integer'],
    ],
    SEED_CARRIERS.map((c, i) => [c.code, c.nameEn, c.codeKind, c.smdgCode ?? '', c.nameZh, c.shortName, c.aliases ?? [], (i + 1) * 10]),
    `on conflict (code) do update set code_kind = excluded.code_kind, smdg_code = excluded.smdg_code, name_zh = excluded.name_zh,
       short_name = excluded.short_name, aliases = excluded.aliases, sort_order = excluded.sort_order where carriers.name_zh = ''`,
  );
  await insertRows(
    db,
    'ports',
    [
      ['code', 'text'],
      ['name_zh', 'text'],
      ['name_en', 'text'],
      ['country_code', 'text'],
      ['time_zone', 'text'],
      ['lane_code', 'text'],
      ['port_group', 'text'],
      ['functions', 'text'],
      ['aliases', 'text[]'],
    ],
    SEED_PORTS.map((p) => [p.code, p.zh, p.en, p.countryCode, p.timeZone, p.laneCode, p.group, p.functions ?? '--------', p.aliases ?? []]),
    `on conflict (code) do update set country_code = excluded.country_code, time_zone = excluded.time_zone, lane_code = excluded.lane_code,
       port_group = excluded.port_group, functions = excluded.functions, aliases = excluded.aliases where ports.country_code is null`,
  );
  await insertRows(
    db,
    'trade_lane_ports',
    [
      ['lane_code', 'text'],
      ['port_code', 'text'],
      ['is_primary', 'boolean'],
    ],
    SEED_TRADE_LANE_PORTS.map((lp) => [lp.laneCode, lp.portCode, lp.isPrimary]),
  );
  await insertRows(
    db,
    'container_types',
    [
      ['code', 'text'],
      ['name', 'text'],
      ['teu', 'numeric'],
      ['iso_group', 'text'],
      ['name_zh', 'text'],
    ],
    SEED_CONTAINER_TYPES.map((t) => [t.code, t.name, t.teu, t.isoGroup, t.zh]),
    `on conflict (name) do update set iso_group = excluded.iso_group, name_zh = excluded.name_zh where container_types.name_zh = ''`,
  );
  await insertRows(
    db,
    'fee_codes',
    [
      ['code', 'text'],
      ['name_zh', 'text'],
      ['name_en', 'text'],
      ['category', 'text'],
      ['default_basis', 'text'],
      ['default_currency', 'text'],
      ['default_payment_term', 'text'],
    ],
    SEED_FEE_CODES.map((f) => [f.code, f.zh, f.en, f.category, f.defaultBasis, f.defaultCurrency, f.defaultPaymentTerm]),
  );
  await insertRows(
    db,
    'vessels',
    [
      ['name', 'text'],
      ['imo', 'text'],
      ['mmsi', 'text'],
      ['call_sign', 'text'],
      ['flag', 'text'],
      ['operator_carrier_code', 'text'],
      ['teu', 'integer'],
      ['built_year', 'smallint'],
    ],
    SEED_VESSELS.map((v) => [v.name, v.imo, v.mmsi ?? '', v.callSign ?? '', v.flag, v.operatorCarrierCode, v.teu, v.builtYear]),
    'on conflict (imo) do nothing',
  );
}
