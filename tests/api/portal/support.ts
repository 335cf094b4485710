import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { Db } from '../../../server/db/types';

/** The portal's API tests: the demo sites, a visitor on a host, a staff member's calls. */
export const HZTX = 'hztx.localhost';
export const SHYD = 'shyd.localhost';

let address = 0;
/** A fresh address for each visitor (the limits count per address). */
export const nextIp = () => `10.93.${Math.floor(++address / 250)}.${address % 250}`;

/** A visitor's public call on a host (none: the main site), with a portal key if given. */
export function visit(
  app: FastifyInstance,
  host: string | undefined,
  url: string,
  o: { key?: string; ip?: string; method?: 'GET' | 'POST'; payload?: object; lang?: string } = {},
) {
  return app.inject({
    method: o.method ?? 'GET',
    url,
    payload: o.payload,
    remoteAddress: o.ip ?? nextIp(),
    headers: { 'accept-language': o.lang ?? 'zh', ...(host ? { host: `${host}:8080` } : {}), ...(o.key ? { 'portal-key': o.key } : {}) },
  });
}

export async function companyId(db: Db, code: string): Promise<number> {
  const [row] = await db.query<{ id: string }>(`select id::text from companies where code = $1`, [code]);
  return Number(row!.id);
}

export async function portalKeyOf(db: Db, code: string): Promise<string> {
  const [row] = await db.query<{ k: string }>(`select s.ptl_portal_key as k from portal_sites s join companies c on c.id = s.company_id where c.code = $1`, [
    code,
  ]);
  return row!.k;
}

/** Every table the portal owns, as counts: a refusal changes none. */
export async function portalCounts(db: Db): Promise<string> {
  const [row] = await db.query<Record<string, string>>(
    `select (select count(*) from portal_sites) s, (select sum(version) from portal_sites) sv, (select count(*) from portal_domains) d,
            (select count(*) from portal_site_versions) v, (select count(*) from portal_enterprise) e, (select coalesce(sum(version), 0) from portal_enterprise) ev,
            (select count(*) from portal_addresses) a, (select count(*) from portal_contents) c, (select coalesce(sum(version), 0) from portal_contents) cv,
            (select count(*) from portal_media) m`,
  );
  return JSON.stringify(row);
}

export const P = ENDPOINTS;
