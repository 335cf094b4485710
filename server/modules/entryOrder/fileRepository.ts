import type { EntryFile } from '../../../src/contract/entryOrder/calls';
import type { Queryable } from '../../db/types';

/** An order's files (entry_files): SQL only. */

const ROW = `f.id::int as "Id", f.file_name as "FileName", f.content_type as "ContentType", f.size as "Size", f.sha256 as "Sha256",
  coalesce(e.name, '') as "UploadedBy", to_char(f.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "At", false as "MayDelete",
  f.ent_id::int as "ENT_ID", f.sup_id::int as "SUP_ID", f.file_key as "Key"`;

export async function insertFile(
  q: Queryable,
  f: {
    entId: number;
    supId: number | null;
    key: string;
    name: string;
    type: string;
    size: number;
    sha256: string;
    bytes: Buffer;
    companyId: string;
    /** The employee, or null for a share link's visitor. */
    by: string | null;
  },
): Promise<EntryFile> {
  const [r] = await q.query<{ id: number }>(
    `insert into entry_files (ent_id, sup_id, file_key, file_name, content_type, size, sha256, bytes, company_id, uploaded_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id::int`,
    [f.entId, f.supId, f.key, f.name, f.type, f.size, f.sha256, f.bytes, f.companyId, f.by],
  );
  return (await filesOf(q, f.entId, r!.id))[0]!;
}

export function filesOf(q: Queryable, entId: number, id?: number): Promise<EntryFile[]> {
  return q.query<EntryFile>(
    `select ${ROW} from entry_files f left join employee_directory e on e.id = f.uploaded_by where f.ent_id = $1 and ($2::bigint is null or f.id = $2) order by f.id`,
    [entId, id ?? null],
  );
}

export async function fileBytes(q: Queryable, id: number): Promise<{ ent_id: number; bytes: Uint8Array; file_name: string; content_type: string } | undefined> {
  const [r] = await q.query<{ ent_id: number; bytes: Uint8Array; file_name: string; content_type: string }>(
    'select ent_id::int, bytes, file_name, content_type from entry_files where id = $1',
    [id],
  );
  return r;
}
