import type { MappingKind } from '../../../src/contract/refdata/listItems';
import type { Queryable } from '../../db/types';

/** The SQL behind ./mappingMasters.ts: our master codes by kind of mapping. */

const pairs = (q: Queryable, sql: string, params: unknown[]) =>
  q.query<{ k: string; v: string }>(sql, params).then((rows) => new Map(rows.map((r) => [r.k, r.v])));

/** Each of `wanted` (trimmed, in capitals) found in the master table of `kind` → our code as stored (a container type: its common name). */
export function masterCodePairs(q: Queryable, kind: Exclude<MappingKind, 'TERMINAL'>, wanted: readonly string[]): Promise<Map<string, string>> {
  switch (kind) {
    case 'PORT':
      return pairs(q, 'select code as k, code as v from ports where code = any($1::text[])', [wanted]);
    case 'CARRIER':
      return pairs(q, 'select code as k, code as v from carriers where code = any($1::text[])', [wanted]);
    case 'FEE':
      return pairs(q, 'select code as k, code as v from fee_codes where code = any($1::text[])', [wanted]);
    case 'PACKAGE':
      return pairs(q, 'select code as k, code as v from package_codes where code = any($1::text[])', [wanted]);
    case 'VESSEL':
      return pairs(q, 'select imo as k, imo as v from vessels where imo = any($1::text[])', [wanted]);
    case 'CONTAINER_TYPE':
      return pairs(
        q,
        `select upper(name) as k, name as v from container_types where upper(name) = any($1::text[])
         union select upper(code), min(name) from container_types where upper(code) = any($1::text[]) group by code`,
        [wanted],
      );
  }
}

/** Which of `codes` are ports. */
export async function knownPorts(q: Queryable, codes: readonly string[]): Promise<Set<string>> {
  return new Set((await q.query<{ code: string }>('select code from ports where code = any($1::text[])', [codes])).map((r) => r.code));
}

/** Whether the terminals table is there (built on another branch). */
export async function hasTerminalsTable(q: Queryable): Promise<boolean> {
  const [table] = await q.query<{ t: string | null }>(`select to_regclass('terminals')::text as t`);
  return Boolean(table?.t);
}

/** Which of `codes` (`<UN/LOCODE>:<terminal code>`, in capitals) are terminals. */
export async function knownTerminals(q: Queryable, codes: readonly string[]): Promise<string[]> {
  const rows = await q.query<{ k: string }>(
    `select upper(port_code) || ':' || upper(code) as k from terminals where upper(port_code) || ':' || upper(code) = any($1::text[])`,
    [codes],
  );
  return rows.map((t) => t.k);
}
