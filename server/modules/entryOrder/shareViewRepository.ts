import type { Queryable } from '../../db/types';

/** What a share link's page names besides its document (sharePublic.ts): SQL only, over the shared directories. */

/** The platform's name: the company asking, as the link's visitor reads it. */
export async function platformName(q: Queryable): Promise<string> {
  const [r] = await q.query<{ name: string }>(
    `select coalesce(nullif(name_zh, ''), name_en, '') as name from company_directory where kind = 'platform' and status = 'active' order by id limit 1`,
  );
  return r?.name ?? '';
}

/** A port's clock (IANA zone), when the port names one. */
export async function portZone(q: Queryable, code: string): Promise<string | undefined> {
  if (!code) return undefined;
  const [r] = await q.query<{ zone: string | null }>(`select nullif(time_zone, '') as zone from port_directory where code = $1`, [code]);
  return r?.zone ?? undefined;
}
