import type { Queryable } from '../../db/types';

/** The SQL of liner services (linerService.ts): the rotation (jsonb) read and written beside the row, and the vessels a service names. */

/** A service's rotation as stored. */
export const rotationOf = async (q: Queryable, code: string) =>
  (await q.query<{ rotation: unknown }>('select rotation from services where code = $1', [code]))[0]?.rotation;

/** A service's rotation written, as JSON text (a driver would send an array as a Postgres array). */
export async function setRotation(q: Queryable, code: string, rotation: unknown): Promise<void> {
  await q.query('update services set rotation = $2::jsonb where code = $1', [code, JSON.stringify(rotation)]);
}

/** The IMO numbers of `imos` some vessel has. */
export async function knownImos(q: Queryable, imos: readonly string[]): Promise<string[]> {
  return (await q.query<{ imo: string }>('select imo from vessels where imo = any($1::text[])', [imos])).map((v) => v.imo);
}
