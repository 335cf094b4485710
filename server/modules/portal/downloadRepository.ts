import type { Queryable } from '../../db/types';

/** The SQL of a site's downloadable files (portal_downloads, migration 096). */
export interface DownloadRow {
  id: string;
  company_id: string;
  title: string;
  category: string;
  audience: 'PUBLIC' | 'CUSTOMERS';
  file_name: string;
  mime: string;
  size: number;
  version: number;
  created_at: string;
}

const ROW = `select id::text, company_id::text, title, category, audience, file_name, mime, size, version,
    to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at from portal_downloads`;

export async function downloadById(q: Queryable, id: number): Promise<DownloadRow | undefined> {
  return (await q.query<DownloadRow>(`${ROW} where id = $1`, [id]))[0];
}

/** A company's files, newest first (public ones only, and of one category, if asked). */
export function downloadList(q: Queryable, companyId: string, publicOnly: boolean, category?: string): Promise<DownloadRow[]> {
  return q.query<DownloadRow>(
    `${ROW} where company_id = $1 and (audience = 'PUBLIC' or not $2) and ($3::text is null or category = $3) order by category, id desc`,
    [companyId, publicOnly, category ?? null],
  );
}

export async function downloadBytes(q: Queryable, id: number): Promise<Buffer | undefined> {
  return (await q.query<{ bytes: Buffer }>(`select bytes from portal_downloads where id = $1`, [id]))[0]?.bytes;
}

export interface NewDownload {
  companyId: string;
  title: string;
  category: string;
  audience: string;
  fileName: string;
  mime: string;
  bytes: Buffer;
}

export async function insertDownload(q: Queryable, d: NewDownload): Promise<number> {
  const [r] = await q.query<{ id: string }>(
    `insert into portal_downloads (company_id, title, category, audience, file_name, mime, size, bytes) values ($1, $2, $3, $4, $5, $6, $7, $8) returning id::text`,
    [d.companyId, d.title, d.category, d.audience, d.fileName, d.mime, d.bytes.length, d.bytes],
  );
  return Number(r!.id);
}

export async function updateDownload(q: Queryable, id: number, f: { title: string; category: string; audience: string }): Promise<void> {
  await q.query(`update portal_downloads set title = $2, category = $3, audience = $4, version = version + 1 where id = $1`, [
    id,
    f.title,
    f.category,
    f.audience,
  ]);
}

export async function deleteDownload(q: Queryable, id: number): Promise<void> {
  await q.query(`delete from portal_downloads where id = $1`, [id]);
}
