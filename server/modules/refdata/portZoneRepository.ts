import type { Queryable } from '../../db/types';

/** The IANA zone stored for a port (by code, any case), if the port is known and has one. */
export async function storedPortZone(q: Queryable, code: string): Promise<string | undefined> {
  const [p] = await q.query<{ zone: string }>(`select time_zone as zone from ports where code = upper($1)`, [code]);
  return p?.zone;
}
