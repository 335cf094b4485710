import type { FastifyInstance } from 'fastify';
import {
  BOOKING_FILE_EXTENSIONS,
  BOOKING_FILE_KINDS,
  type BookingFile,
  BookingFileSchema,
  bookingFileCalls as C,
  type FileUploadQuery,
  fileUploadQuery,
  MAX_FILES_PER_BOOKING,
} from '../../../src/contract/booking/fileCalls';
import { BOOKING_ACCESS as A, BOOKING_PATHS as P } from '../../../src/contract/booking/module';
import { type CallInput, routeOf } from '../../../src/contract/call';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { type Outcome, sendOutcome } from '../../http/outcome';
import { fileDigest, fileUploadRoute, noFile, sendStoredFile } from '../../http/storedFiles';
import type { Actor } from '../../platform/access/grants';
import { appendEvent, lockOrder, notFound, SCOPE, scopeParams, seesAll } from './orderRepository';
import { no } from '../../platform/refusal';

/**
 * A booking's files (commercial.md §6.1 BookingFile, §6.3 Files/*): the customer's booking note,
 * packing list…, the desk's S/O once the booking is released. Only the booking's company and the
 * desk reach them (another company's booking is absent: 404); each upload and delete is logged on
 * the booking in the same transaction.
 */

/** Bookings past these take no new file: nothing will be shipped on them. */
const CLOSED = ['REJECTED', 'DECLINED', 'CANCELLED'];

const FILE_COLUMNS = `f.id::int as "Id", f.booking_id::int as "BookingId", o.booking_no as "BookingNo", f.kind as "Kind", f.file_name as "FileName",
  f.content_type as "ContentType", f.size as "Size", f.sha256 as "Sha256", coalesce(e.name, '') as "UploadedBy", f.at as "At",
  (f.uploaded_by = $4 and o.release is null) as "MayDelete"`;
const FILE_FROM = 'from booking_files f join booking_orders o on o.id = f.booking_id left join employees e on e.id = f.uploaded_by';
type FileRow = Omit<BookingFile, 'At'> & { At: unknown };
const present = (r: FileRow): BookingFile => ({ ...r, At: new Date(r.At as string).toISOString() });

async function storeFile(db: Db, actor: Actor, q: FileUploadQuery, bytes: Buffer, contentType: string): Promise<Outcome<BookingFile>> {
  return db.transaction(async (tx): Promise<Outcome<BookingFile>> => {
    const o = await lockOrder(tx, actor, q.Id);
    if (!o) return notFound();
    if (CLOSED.includes(o.status)) return no('BOOKING_CLOSED', 'A closed booking takes no more files.', '已关闭的订舱单不能再上传文件。');
    // the S/O is the carrier's confirmation: the desk hands it on once the space is released
    if (q.Kind === 'SO' && actor.companyKind !== 'platform') return no('SO_BY_DESK', 'Only the booking desk uploads the S/O.', '只有订舱专员可以上传 S/O。');
    if (q.Kind === 'SO' && !o.release) return no('NOT_RELEASED', 'An S/O is uploaded once the booking is released.', '放舱之后才能上传 S/O。');
    const [count] = await tx.query<{ n: number }>('select count(*)::int as n from booking_files where booking_id = $1', [o.id]);
    if (count!.n >= MAX_FILES_PER_BOOKING)
      return no('TOO_MANY_FILES', `A booking holds at most ${MAX_FILES_PER_BOOKING} files.`, `每份订舱单最多 ${MAX_FILES_PER_BOOKING} 个文件。`);
    const name = q.FileName.trim();
    const { size, sha256 } = fileDigest(bytes);
    const [made] = await tx.query<{ id: number }>(
      `insert into booking_files (booking_id, kind, file_name, content_type, size, sha256, bytes, uploaded_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id::int`,
      [o.id, q.Kind, name, contentType, size, sha256, bytes, actor.id],
    );
    await appendEvent(tx, o.id, actor.id, 'v1.BookingFileUploaded', `${q.Kind} ${name}`, { FileId: made!.id, Kind: q.Kind, Size: size });
    const [row] = await tx.query<FileRow>(`select ${FILE_COLUMNS} ${FILE_FROM} where f.id = $1 and ${SCOPE}`, [made!.id, ...scopeParams(actor), actor.id]);
    return { ok: true, value: present(row!) };
  });
}

export function bookingFileRoutes(app: FastifyInstance, db: Db): void {
  fileUploadRoute<FileUploadQuery>(app, {
    path: P.bookingFileUpload,
    access: A.bookingFileUpload,
    query: fileUploadQuery,
    taken: BOOKING_FILE_EXTENSIONS,
    notTaken: {
      en: 'Only PDF, Excel (xlsx, xls), Word (docx, doc), JPG and PNG files are taken, and the file must be what its name says.',
      zh: '只接受 PDF、Excel（xlsx、xls）、Word（docx、doc）、JPG 和 PNG 文件，且文件内容须与文件名相符。',
    },
    // another company's booking is absent whatever is sent to it
    reaches: async (actor, query) =>
      !!(await db.query(`select 1 from booking_orders o where o.id = $1 and ${SCOPE}`, [query.Id, ...scopeParams(actor)])).length,
    notFound,
    store: (actor, query, bytes, type) => storeFile(db, actor, query, bytes, type),
  });

  app.get(C.fileList.path, routeOf(C.fileList), async (q, r) => {
    const actor = q.actor!;
    const { Id } = q.query as CallInput<typeof C.fileList>;
    const [o] = await db.query(`select 1 from booking_orders o where o.id = $1 and ${SCOPE}`, [Id, ...scopeParams(actor)]);
    if (!o) return sendOutcome(r, notFound());
    const rows = await db.query<FileRow>(`select ${FILE_COLUMNS} ${FILE_FROM} where f.booking_id = $1 and ${SCOPE} order by f.id`, [
      Id,
      ...scopeParams(actor),
      actor.id,
    ]);
    return sendOutcome(r, { ok: true, value: rows.map(present) });
  });

  app.get(C.fileDownload.path, routeOf(C.fileDownload), async (q, r) => {
    const [f] = await db.query<{ bytes: Uint8Array; file_name: string; content_type: string }>(
      `select f.bytes, f.file_name, f.content_type from booking_files f join booking_orders o on o.id = f.booking_id where f.id = $1 and ${SCOPE}`,
      [(q.query as CallInput<typeof C.fileDownload>).Id, ...scopeParams(q.actor!)],
    );
    return f ? sendStoredFile(r, f) : sendOutcome(r, noFile());
  });

  app.post(C.fileDelete.path, routeOf(C.fileDelete), async (q, r) => {
    const actor = q.actor!;
    const out = await db.transaction(async (tx): Promise<Outcome<{ Deleted: number }>> => {
      const [f] = await tx.query<{ booking_id: number; kind: string; file_name: string; uploaded_by: string | null }>(
        `select f.booking_id::int as booking_id, f.kind, f.file_name, f.uploaded_by::text as uploaded_by
           from booking_files f join booking_orders o on o.id = f.booking_id where f.id = $1 and ${SCOPE}`,
        [(q.body as CallInput<typeof C.fileDelete>).Id, ...scopeParams(actor)],
      );
      if (!f) return noFile();
      const o = await lockOrder(tx, actor, f.booking_id);
      if (!o) return noFile();
      if (f.uploaded_by !== String(actor.id)) return no('NOT_UPLOADER', 'Only who uploaded a file deletes it.', '只有上传人可以删除该文件。');
      if (o.release) return no('RELEASED', 'A released booking keeps its files.', '已放舱的订舱单不能删除文件。');
      await tx.query('delete from booking_files where id = $1', [(q.body as CallInput<typeof C.fileDelete>).Id]);
      await appendEvent(tx, o.id, actor.id, 'v1.BookingFileDeleted', `${f.kind} ${f.file_name}`);
      return { ok: true, value: { Deleted: 1 } };
    });
    return sendOutcome(r, out);
  });

  // every file of the bookings the reader sees (OrderUploadLog): a customer its company's, the desk all
  defineList<FileRow, BookingFile>(app, db, {
    path: P.bookingFileLog,
    item: BookingFileSchema,
    access: A.bookingFileRead,
    exportAccess: A.bookingFileRead,
    title: 'booking-files',
    base: (actor) => ({
      sql: `select ${FILE_COLUMNS.replace('$4', '$3')} ${FILE_FROM} where (o.company_id = $1 or $2::boolean)`,
      params: [actor.companyId, seesAll(actor), actor.id],
    }),
    columns: [
      { key: 'BookingNo', filter: 'text', sortable: true, notNull: true },
      { key: 'Kind', filter: 'exact', values: BOOKING_FILE_KINDS, notNull: true },
      { key: 'FileName', filter: 'text', sortable: true, notNull: true },
      { key: 'At', sortable: true, notNull: true },
    ],
    order: 't."At" desc, t."Id" desc',
    present,
    sheet: [
      { header: '时间 At', value: (f) => f.At, width: 20 },
      { header: '订舱单号 Booking no.', value: (f) => f.BookingNo, width: 16 },
      { header: '类型 Kind', value: (f) => f.Kind, width: 14 },
      { header: '文件名 File', value: (f) => f.FileName, width: 30 },
      { header: '大小 Size', value: (f) => f.Size, width: 10 },
      { header: '上传人 By', value: (f) => f.UploadedBy, width: 12 },
    ],
  });
}
