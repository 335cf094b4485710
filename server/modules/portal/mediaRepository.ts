import type { Queryable } from '../../db/types';

/** The SQL of a site's images (portal_media), served by their content hash. */

export async function mediaOfCompany(q: Queryable, companyId: string, id: number): Promise<boolean> {
  return (await q.query(`select 1 from portal_media where id = $1 and company_id = $2`, [id, companyId])).length > 0;
}

export async function insertMedia(q: Queryable, m: { companyId: string; sha256: string; mime: string; alt: string; bytes: Buffer }): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `insert into portal_media (company_id, sha256, mime, size, alt, bytes) values ($1, $2, $3, $4, $5, $6)
     on conflict (company_id, sha256) do update set alt = excluded.alt returning id::text`,
    [m.companyId, m.sha256, m.mime, m.bytes.length, m.alt, m.bytes],
  );
  return row!.id;
}

export async function mediaByHash(q: Queryable, sha256: string): Promise<{ mime: string; bytes: Buffer } | undefined> {
  const [row] = await q.query<{ mime: string; bytes: Uint8Array }>(`select mime, bytes from portal_media where sha256 = $1 limit 1`, [sha256]);
  return row && { mime: row.mime, bytes: Buffer.from(row.bytes) };
}
