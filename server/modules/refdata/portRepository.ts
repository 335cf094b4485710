import type { Queryable } from '../../db/types';

/**
 * The SQL of ports, port groups and terminals a master list's rules read (portService.ts,
 * ratePortService.ts, terminalService.ts, linerService.ts) or a rate port writes: the master port's group.
 */

/** The country of a port group, if the group exists. */
export async function portGroupCountry(q: Queryable, group: string): Promise<{ country_code: string } | undefined> {
  return (await q.query<{ country_code: string }>('select country_code from port_groups where code = $1', [group]))[0];
}

/** The country a port is stored with, if the port exists. */
export async function portCountry(q: Queryable, code: string): Promise<{ country_code: string | null } | undefined> {
  return (await q.query<{ country_code: string | null }>('select country_code from ports where code = $1', [code]))[0];
}

/** The group of a port ('' for none). */
export const portGroupOf = async (q: Queryable, code: string) =>
  (await q.query<{ port_group: string | null }>('select port_group from ports where code = $1', [code]))[0]?.port_group ?? '';

/** The master port's one group column set ('' clears it), its version moved on when it changes. */
export async function setPortGroup(q: Queryable, code: string, group: string): Promise<void> {
  await q.query(
    `update ports set port_group = nullif($2, ''), version = version + 1, updated_at = now()
      where code = $1 and coalesce(port_group, '') <> $2`,
    [code, group],
  );
}

/** The status of a port, if the port exists. */
export async function portStatus(q: Queryable, code: string): Promise<{ status: string } | undefined> {
  return (await q.query<{ status: string }>('select status from ports where code = $1', [code]))[0];
}

/** The ports of `codes` that exist, with their time zones. */
export function portZones(q: Queryable, codes: readonly string[]) {
  return q.query<{ code: string; time_zone: string }>('select code, time_zone from ports where code = any($1::text[])', [codes]);
}

/** The enabled terminals at the ports of `codes`. */
export function activeTerminalsAt(q: Queryable, portCodes: readonly string[]) {
  return q.query<{ port_code: string; code: string }>(`select port_code, code from terminals where status = 'ACTIVE' and port_code = any($1::text[])`, [
    portCodes,
  ]);
}

/** The id of the terminal of that port, code and provider, if any. */
export async function terminalIdOf(q: Queryable, portCode: string, code: string, provider: string): Promise<number | undefined> {
  return (await q.query<{ id: string }>('select id from terminals where port_code = $1 and code = $2 and provider = $3', [portCode, code, provider])).map((r) =>
    Number(r.id),
  )[0];
}

/** The port a terminal is stored at, if the terminal exists. */
export async function terminalPort(q: Queryable, id: number): Promise<{ port_code: string } | undefined> {
  return (await q.query<{ port_code: string }>('select port_code from terminals where id = $1', [id]))[0];
}

/** The terminal of that port and code as a sheet types them (trimmed, any case), an SMDG code first, if any. */
export async function terminalIdAt(q: Queryable, portCode: string, code: string): Promise<string | undefined> {
  return (
    await q.query<{ id: string }>(
      `select id from terminals where port_code = upper(trim($1)) and code = upper(trim($2)) order by provider <> 'SMDG', id limit 1`,
      [portCode, code],
    )
  )[0]?.id;
}
