import type { OrderFile } from '../../../src/contract/readySpace/fileCalls';
import type { Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { isPlatform } from './repository';

/** A ready-space order's files' SQL (fileService.ts holds the rules): only the order's parties and the platform's staff reach a file. */

/** The orders `$1` (the reader's company) is a party to, over `o` and `s`; `$2` = the platform's staff. */
const PARTY = '(o.buyer_company_id = $1::bigint or s.provider_company_id = $1::bigint or $2::boolean)';
const partyParams = (actor: Actor) => [actor.companyId, isPlatform(actor)];

const COLUMNS = `f.id::int as "Id", f.order_id::int as "OrderId", o.order_no as "OrderNo", f.kind as "Kind", f.file_name as "FileName",
  f.content_type as "ContentType", f.size as "Size", f.sha256 as "Sha256", coalesce(e.name, '') as "UploadedBy", f.at as "At",
  (f.uploaded_by = $3 and o.released_at is null) as "MayDelete"`;
const FROM = `from ready_space_order_files f join ready_space_orders o on o.id = f.order_id join ready_spaces s on s.id = o.ready_space_id
  left join employee_directory e on e.id = f.uploaded_by`;
type FileRow = Omit<OrderFile, 'At'> & { At: unknown };
const present = (r: FileRow): OrderFile => ({ ...r, At: new Date(r.At as string).toISOString() });

/** The files of an order the actor is a party to, or one file by id (`where` over `f`, `$4`). */
export async function orderFiles(q: Queryable, actor: Actor, where: 'f.order_id' | 'f.id', value: number): Promise<OrderFile[]> {
  const rows = await q.query<FileRow>(`select ${COLUMNS} ${FROM} where ${where} = $4 and ${PARTY} order by f.id`, [...partyParams(actor), actor.id, value]);
  return rows.map(present);
}

/** Whether the actor is a party to the order. */
export async function reachesOrder(q: Queryable, actor: Actor, orderId: number): Promise<boolean> {
  return (
    (
      await q.query(`select 1 from ready_space_orders o join ready_spaces s on s.id = o.ready_space_id where o.id = $3 and ${PARTY}`, [
        ...partyParams(actor),
        orderId,
      ])
    ).length > 0
  );
}

export async function fileCount(q: Queryable, orderId: number): Promise<number> {
  const [count] = await q.query<{ n: number }>('select count(*)::int as n from ready_space_order_files where order_id = $1', [orderId]);
  return count!.n;
}

export async function insertFile(
  tx: Queryable,
  f: { orderId: number; kind: string; name: string; contentType: string; size: number; sha256: string; bytes: Buffer; actor: Actor },
): Promise<number> {
  const [made] = await tx.query<{ id: number }>(
    `insert into ready_space_order_files (order_id, kind, file_name, content_type, size, sha256, bytes, uploaded_by, uploader_company_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id::int`,
    [f.orderId, f.kind, f.name, f.contentType, f.size, f.sha256, f.bytes, f.actor.id, f.actor.companyId],
  );
  return made!.id;
}

/** A file's facts, when the actor is a party to its order. */
export async function fileFacts(q: Queryable, actor: Actor, id: number) {
  const [f] = await q.query<{ order_id: number; kind: string; file_name: string; uploaded_by: string | null }>(
    `select f.order_id::int as order_id, f.kind, f.file_name, f.uploaded_by::text as uploaded_by ${FROM} where f.id = $3 and ${PARTY}`,
    [...partyParams(actor), id],
  );
  return f;
}

/** A file's bytes, when the actor is a party to its order. */
export async function fileBytes(q: Queryable, actor: Actor, id: number) {
  const [f] = await q.query<{ bytes: Uint8Array; file_name: string; content_type: string }>(
    `select f.bytes, f.file_name, f.content_type ${FROM} where f.id = $3 and ${PARTY}`,
    [...partyParams(actor), id],
  );
  return f;
}

export async function deleteFileRow(tx: Queryable, id: number): Promise<void> {
  await tx.query('delete from ready_space_order_files where id = $1', [id]);
}
