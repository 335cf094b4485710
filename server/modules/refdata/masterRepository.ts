import type { Queryable } from '../../db/types';

/**
 * The SQL of the code-keyed master tables (masterService.ts holds the rules): one row read, locked,
 * created, updated, enabled or disabled, deleted, and its references counted. A table is named by
 * its spec (`MasterTable`), never by the caller's input, so the names written into the SQL are ours.
 */

/** The row of that key, locked for the transaction when `lock`. */
export async function readMasterRow(q: Queryable, table: string, keyColumn: string, key: string | number, lock = false) {
  return (await q.query<Record<string, unknown>>(`select * from ${table} where ${keyColumn} = $1${lock ? ' for update' : ''}`, [key]))[0];
}

/** A new row of these columns and values: its key as stored. */
export async function insertMasterRow(q: Queryable, table: string, keyColumn: string, columns: readonly string[], values: readonly unknown[]) {
  const [made] = await q.query<{ key: string | number }>(
    `insert into ${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning ${keyColumn} as key`,
    [...values],
  );
  return made!.key;
}

/** The row's columns written and its version moved on (and its `updated_at` when it has one): the new version. */
export async function updateMasterRow(
  q: Queryable,
  table: string,
  keyColumn: string,
  key: string | number,
  columns: readonly string[],
  values: readonly unknown[],
  touchUpdatedAt: boolean,
) {
  const sets = columns.map((c, i) => `${c} = $${i + 2}`).join(', ');
  const [after] = await q.query<{ version: number }>(
    `update ${table} set ${sets}, version = version + 1${touchUpdatedAt ? ', updated_at = now()' : ''} where ${keyColumn} = $1 returning version`,
    [key, ...values],
  );
  return after!.version;
}

export async function setMasterStatus(q: Queryable, table: string, keyColumn: string, key: string | number, status: string): Promise<void> {
  await q.query(`update ${table} set status = $2, version = version + 1 where ${keyColumn} = $1`, [key, status]);
}

export async function deleteMasterRow(q: Queryable, table: string, keyColumn: string, key: string | number): Promise<void> {
  await q.query(`delete from ${table} where ${keyColumn} = $1`, [key]);
}

/** How many records a usage query (the spec's, `$1` = the key) counts: a number, or the text the count came as. */
export async function countUses(q: Queryable, sql: string, key: string | number): Promise<string | number> {
  const [count] = await q.query<{ n: string | number }>(sql, [key]);
  return count?.n ?? 0;
}

/** Whether a carrier has that code (a check's "no carrier has the code …"), enabled or not. */
export const carrierExists = async (q: Queryable, code: string) => (await q.query('select 1 from carriers where code = $1', [code])).length > 0;

/** Whether a port has that code, enabled or not. */
export const portExists = async (q: Queryable, code: string) => (await q.query('select 1 from ports where code = $1', [code])).length > 0;

/** Whether a country has that code. */
export const countryExists = async (q: Queryable, code: string) => (await q.query('select 1 from countries where code = $1', [code])).length > 0;

/** The vessel holding an IMO number, if any. */
export async function vesselOfImo(q: Queryable, imo: string) {
  return (await q.query<{ id: string; name: string }>('select id, name from vessels where imo = $1', [imo]))[0];
}

/** The IMO number a vessel is stored with. */
export async function imoOfVessel(q: Queryable, id: number): Promise<string | undefined> {
  return (await q.query<{ imo: string }>('select imo from vessels where id = $1', [id]))[0]?.imo;
}

/** Whether a company is a forwarder or a provider (what owns B/L number series: no customer). */
export async function isForwarderOrProvider(q: Queryable, companyId: number): Promise<boolean> {
  return (await q.query(`select 1 from company_directory where id = $1 and kind <> 'customer'`, [companyId])).length > 0;
}

/** The first B/L number series of that owner, kind, prefix and pattern (how an import finds the row a sheet line means). */
export async function billSeriesIdOf(q: Queryable, s: { OwnerCompanyId: number; Kind: string; Prefix?: string; Pattern: string }) {
  return (
    await q.query<{ id: number }>(
      `select id::integer as id from bill_code_series where owner_company_id = $1 and kind = $2 and prefix = $3 and pattern = $4 order by id limit 1`,
      [s.OwnerCompanyId, s.Kind, s.Prefix ?? '', s.Pattern],
    )
  )[0]?.id;
}

/** The codes of `codes` no row of that table has, enabled or not, in the order given (arrays have no foreign key). */
export async function codesNotIn(q: Queryable, table: 'carriers' | 'ports' | 'trade_lanes', codes: readonly string[]): Promise<string[]> {
  if (!codes.length) return [];
  const known = new Set((await q.query<{ code: string }>(`select code from ${table} where code = any($1::text[])`, [codes])).map((r) => r.code));
  return codes.filter((c) => !known.has(c));
}

/** The carriers of `codes` that are no known carrier. */
export const unknownCarriers = (q: Queryable, codes: readonly string[]) => codesNotIn(q, 'carriers', codes);

/** Whether a trade lane has that code, enabled or not. */
export const laneExists = async (q: Queryable, code: string) => (await q.query('select 1 from trade_lanes where code = $1', [code])).length > 0;

/** Whether a currency of that code is enabled. */
export const activeCurrencyExists = async (q: Queryable, code: string) =>
  (await q.query(`select 1 from currencies where code = $1 and status = 'ACTIVE'`, [code])).length > 0;

/** Whether the company of that id is a provider (a booking agency's company). */
export const isProvider = async (q: Queryable, id: number) =>
  (await q.query(`select 1 from company_directory where id = $1 and kind = 'provider'`, [id])).length > 0;

/** The ids of `ids` that are customers. */
export async function customerIdsAmong(q: Queryable, ids: readonly number[]): Promise<number[]> {
  return (await q.query<{ id: number }>(`select id::integer as id from company_directory where id = any($1::bigint[]) and kind = 'customer'`, [ids])).map((r) =>
    Number(r.id),
  );
}
