import type { Queryable } from '../../db/types';
import { iso } from './repository';

/** The manifest sheets uploaded (manifest/uploadSheets.ts): what each imported and refused. */

export async function insertUpload(
  q: Queryable,
  u: { companyId: string; fileName: string; rows: number; imported: number; rejected: unknown; manifestIds: number[]; by: number },
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `insert into manifest_uploads (company_id, file_name, rows, imported, rejected, manifest_ids, created_by) values ($1, $2, $3, $4, $5, $6, $7) returning id::int`,
    [u.companyId, u.fileName, u.rows, u.imported, JSON.stringify(u.rejected), u.manifestIds, u.by],
  );
  return row!.id;
}

/** The uploads the reader may see (null: every company's), newest first. */
export async function uploadsOf(q: Queryable, companyId: string | null) {
  const rows = await q.query<{
    Id: number;
    FileName: string;
    Rows: number;
    Imported: number;
    Rejected: { Row: number; Reasons: string[] }[];
    ManifestIds: number[];
    CreatedBy: string;
    CreatedAt: string;
  }>(
    `select u.id::int as "Id", u.file_name as "FileName", u.rows as "Rows", u.imported as "Imported", u.rejected as "Rejected",
            array(select unnest(u.manifest_ids)::int) as "ManifestIds", coalesce(e.name, '') as "CreatedBy", u.created_at as "CreatedAt"
       from manifest_uploads u left join employee_directory e on e.id = u.created_by
      where ($1::bigint is null or u.company_id = $1::bigint) order by u.id desc limit 200`,
    [companyId],
  );
  return rows.map((r) => ({ ...r, CreatedAt: iso(r.CreatedAt)! }));
}
