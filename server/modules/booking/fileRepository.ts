import type { BookingFile } from '../../../src/contract/booking/fileCalls';
import type { Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { SCOPE, scopeParams, seesAll } from './orderRepository';

/** A booking's files' SQL (fileService.ts holds the rules): only the booking's company and the desk reach a file (SCOPE over `o`). */

const FILE_COLUMNS = `f.id::int as "Id", f.booking_id::int as "BookingId", o.booking_no as "BookingNo", f.kind as "Kind", f.file_name as "FileName",
  f.content_type as "ContentType", f.size as "Size", f.sha256 as "Sha256", coalesce(e.name, '') as "UploadedBy", f.at as "At",
  (f.uploaded_by = $4 and o.release is null) as "MayDelete"`;
const FILE_FROM = 'from booking_files f join booking_orders o on o.id = f.booking_id left join employee_directory e on e.id = f.uploaded_by';
export type FileRow = Omit<BookingFile, 'At'> & { At: unknown };
export const present = (r: FileRow): BookingFile => ({ ...r, At: new Date(r.At as string).toISOString() });

/** Whether the actor sees the booking (another company's booking is absent whatever is sent to it). */
export async function reachesBooking(q: Queryable, actor: Actor, bookingId: number): Promise<boolean> {
  return (await q.query(`select 1 from booking_orders o where o.id = $1 and ${SCOPE}`, [bookingId, ...scopeParams(actor)])).length > 0;
}

export async function fileCount(q: Queryable, bookingId: number): Promise<number> {
  const [count] = await q.query<{ n: number }>('select count(*)::int as n from booking_files where booking_id = $1', [bookingId]);
  return count!.n;
}

export async function insertFile(
  tx: Queryable,
  f: { bookingId: number; kind: string; name: string; contentType: string; size: number; sha256: string; bytes: Buffer; uploadedBy: string },
): Promise<number> {
  const [made] = await tx.query<{ id: number }>(
    `insert into booking_files (booking_id, kind, file_name, content_type, size, sha256, bytes, uploaded_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id::int`,
    [f.bookingId, f.kind, f.name, f.contentType, f.size, f.sha256, f.bytes, f.uploadedBy],
  );
  return made!.id;
}

/** One file as the list shows it, when the actor sees its booking. */
export async function bookingFile(q: Queryable, actor: Actor, id: number): Promise<BookingFile | undefined> {
  const [row] = await q.query<FileRow>(`select ${FILE_COLUMNS} ${FILE_FROM} where f.id = $1 and ${SCOPE}`, [id, ...scopeParams(actor), actor.id]);
  return row && present(row);
}

/** The files of a booking the actor sees, in the order they came. */
export async function bookingFiles(q: Queryable, actor: Actor, bookingId: number): Promise<BookingFile[]> {
  const rows = await q.query<FileRow>(`select ${FILE_COLUMNS} ${FILE_FROM} where f.booking_id = $1 and ${SCOPE} order by f.id`, [
    bookingId,
    ...scopeParams(actor),
    actor.id,
  ]);
  return rows.map(present);
}

/** A file's bytes, when the actor sees its booking. */
export async function fileBytes(q: Queryable, actor: Actor, id: number) {
  const [f] = await q.query<{ bytes: Uint8Array; file_name: string; content_type: string }>(
    `select f.bytes, f.file_name, f.content_type from booking_files f join booking_orders o on o.id = f.booking_id where f.id = $1 and ${SCOPE}`,
    [id, ...scopeParams(actor)],
  );
  return f;
}

/** A file's facts, when the actor sees its booking. */
export async function fileFacts(q: Queryable, actor: Actor, id: number) {
  const [f] = await q.query<{ booking_id: number; kind: string; file_name: string; uploaded_by: string | null }>(
    `select f.booking_id::int as booking_id, f.kind, f.file_name, f.uploaded_by::text as uploaded_by
           from booking_files f join booking_orders o on o.id = f.booking_id where f.id = $1 and ${SCOPE}`,
    [id, ...scopeParams(actor)],
  );
  return f;
}

export async function deleteFileRow(tx: Queryable, id: number): Promise<void> {
  await tx.query('delete from booking_files where id = $1', [id]);
}

/** Every file of the bookings the reader sees (OrderUploadLog), the list's base: a customer its company's, the desk all. */
export const fileLogBase = (actor: Actor) => ({
  sql: `select ${FILE_COLUMNS.replace('$4', '$3')} ${FILE_FROM} where (o.company_id = $1 or $2::boolean)`,
  params: [actor.companyId, seesAll(actor), actor.id],
});
