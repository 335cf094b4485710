import type { Queryable } from '../../db/types';
import { isDesk, letterVisible, type Reader } from './audience';

/** SQL of who read which letter (`letter_reads`), of the letters' files, and of the letters' list. */

/** The reader opened the letter: kept once, at the first opening. */
export async function markRead(q: Queryable, letterId: number, employeeId: string, companyId: string): Promise<void> {
  await q.query('insert into letter_reads (letter_id, employee_id, company_id) values ($1, $2, $3) on conflict do nothing', [letterId, employeeId, companyId]);
}

/** Who read a letter, company by company, each reader with the time. */
export function readsOf(q: Queryable, letterId: number) {
  return q.query<{ CompanyId: number; Company: string; CompanyEn: string; Name: string; At: unknown }>(
    `select r.company_id::int as "CompanyId", c.name_zh as "Company", coalesce(nullif(c.name_en, ''), c.name_zh) as "CompanyEn", e.name as "Name", r.read_at as "At"
       from letter_reads r join company_directory c on c.id = r.company_id join employee_directory e on e.id = r.employee_id
      where r.letter_id = $1 order by c.name_zh, r.read_at`,
    [letterId],
  );
}

/** How many published letters meant for the reader they have not opened. */
export async function unreadCount(q: Queryable, reader: Reader): Promise<number> {
  if (isDesk(reader)) return 0;
  const [row] = await q.query<{ n: number }>(
    `select count(*)::int as n from carrier_letters l
      where ${letterVisible('l', '$1', '$2')} and not exists (select 1 from letter_reads r where r.letter_id = l.id and r.employee_id = $3)`,
    [reader.companyId, reader.kind, reader.employeeId],
  );
  return row!.n;
}

/** The list's base query: the desk's letters (every state) or the reader's published ones, unread marked. */
export function letterListSql(reader: Reader, from: string | undefined, to: string | undefined): { sql: string; params: unknown[] } {
  const scope = isDesk(reader) ? 'l.company_id = $1::bigint' : letterVisible('l', '$1', '$3');
  return {
    sql: `select l.id::int as "Id", l.ltr_carrier as "Carrier", l.ltr_title as "Title", l.ltr_kind as "Kind",
                 to_char(l.ltr_effective_from, 'YYYY-MM-DD') as "EffectiveFrom", l.ltr_audience as "Audience", l.ltr_status::int as "Status",
                 l.published_version as "PublishedVersion", l.published_at as "PublishedAt", l.updated_at as "UpdatedAt",
                 ($3::text <> 'platform' and not exists (select 1 from letter_reads r where r.letter_id = l.id and r.employee_id = $2::bigint)) as "Unread",
                 (select count(*)::int from letter_reads r where r.letter_id = l.id) as "ReadCount",
                 (select count(*)::int from carrier_letter_files f where f.letter_id = l.id) as "Files"
            from carrier_letters l
           where ${scope} and ($4::date is null or l.ltr_effective_from >= $4::date) and ($5::date is null or l.ltr_effective_from <= $5::date)`,
    params: [reader.companyId, reader.employeeId, reader.kind, from || null, to || null],
  };
}

export function filesOf(q: Queryable, letterId: number) {
  return q.query<{ Id: number; FileName: string; ContentType: string; Size: number }>(
    `select id::int as "Id", file_name as "FileName", content_type as "ContentType", size as "Size" from carrier_letter_files where letter_id = $1 order by id`,
    [letterId],
  );
}

export async function insertFile(
  q: Queryable,
  letterId: number,
  f: { name: string; type: string; size: number; sha256: string; bytes: Buffer; by: string },
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `insert into carrier_letter_files (letter_id, file_name, content_type, size, sha256, bytes, uploaded_by) values ($1, $2, $3, $4, $5, $6, $7) returning id::int`,
    [letterId, f.name, f.type, f.size, f.sha256, f.bytes, f.by],
  );
  return row!.id;
}

/** A file with its letter's id (the caller checks the reader reaches the letter). */
export async function fileById(q: Queryable, fileId: number) {
  const [row] = await q.query<{ letter_id: number; file_name: string; content_type: string; bytes: Uint8Array }>(
    'select letter_id::int, file_name, content_type, bytes from carrier_letter_files where id = $1',
    [fileId],
  );
  return row;
}

export async function deleteFile(q: Queryable, fileId: number): Promise<void> {
  await q.query('delete from carrier_letter_files where id = $1', [fileId]);
}

/** The companies a letter or table may be addressed to: the customer and provider companies, active. */
export function audienceCompanies(q: Queryable) {
  return q.query<{ Id: number; Name: string; NameEn: string }>(
    `select id::int as "Id", name_zh as "Name", coalesce(nullif(name_en, ''), name_zh) as "NameEn" from company_directory where kind in ('customer', 'provider') and status = 'active' order by name_zh`,
  );
}

/** Of `ids`, those that are companies a letter may be addressed to. */
export async function knownAudience(q: Queryable, ids: readonly number[]): Promise<Set<number>> {
  const rows = await q.query<{ id: number }>(`select id::int from company_directory where id = any($1::bigint[]) and kind in ('customer', 'provider')`, [ids]);
  return new Set(rows.map((r) => r.id));
}
