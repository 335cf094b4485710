import { type BookingFile, type FileUploadQuery, MAX_FILES_PER_BOOKING } from '../../../src/contract/booking/fileCalls';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { fileDigest, noFile } from '../../http/storedFiles';
import type { Actor } from '../../platform/access/grants';
import { no } from '../../platform/refusal';
import { bookingFile, bookingFiles, deleteFileRow, fileBytes, fileCount, fileFacts, insertFile, reachesBooking } from './fileRepository';
import { appendEvent, lockOrder, notFound } from './orderRepository';

/**
 * A booking's files (commercial.md §6.1 BookingFile, §6.3 Files/*): the customer's booking note,
 * packing list…, the desk's S/O once the booking is released. Only the booking's company and the
 * desk reach them (another company's booking is absent: 404); each upload and delete is logged on
 * the booking in the same transaction.
 */

/** Bookings past these take no new file: nothing will be shipped on them. */
const CLOSED = ['REJECTED', 'DECLINED', 'CANCELLED'];

export async function storeFile(db: Db, actor: Actor, q: FileUploadQuery, bytes: Buffer, contentType: string): Promise<Outcome<BookingFile>> {
  return db.transaction(async (tx): Promise<Outcome<BookingFile>> => {
    const o = await lockOrder(tx, actor, q.Id);
    if (!o) return notFound();
    if (CLOSED.includes(o.status)) return no('BOOKING_CLOSED', 'A closed booking takes no more files.', '已关闭的订舱单不能再上传文件。');
    // the S/O is the carrier's confirmation: the desk hands it on once the space is released
    if (q.Kind === 'SO' && actor.companyKind !== 'platform') return no('SO_BY_DESK', 'Only the booking desk uploads the S/O.', '只有订舱专员可以上传 S/O。');
    if (q.Kind === 'SO' && !o.release) return no('NOT_RELEASED', 'An S/O is uploaded once the booking is released.', '放舱之后才能上传 S/O。');
    if ((await fileCount(tx, o.id)) >= MAX_FILES_PER_BOOKING)
      return no('TOO_MANY_FILES', `A booking holds at most ${MAX_FILES_PER_BOOKING} files.`, `每份订舱单最多 ${MAX_FILES_PER_BOOKING} 个文件。`);
    const name = q.FileName.trim();
    const { size, sha256 } = fileDigest(bytes);
    const made = await insertFile(tx, { bookingId: o.id, kind: q.Kind, name, contentType, size, sha256, bytes, uploadedBy: actor.id });
    await appendEvent(tx, o.id, actor.id, 'v1.BookingFileUploaded', `${q.Kind} ${name}`, { FileId: made, Kind: q.Kind, Size: size });
    return { ok: true, value: (await bookingFile(tx, actor, made))! };
  });
}

/** A booking's files, when the actor sees the booking. */
export async function filesOfBooking(db: Queryable, actor: Actor, bookingId: number): Promise<Outcome<BookingFile[]>> {
  if (!(await reachesBooking(db, actor, bookingId))) return notFound();
  return { ok: true, value: await bookingFiles(db, actor, bookingId) };
}

/** Who uploaded a file deletes it, while the booking is not released (its booking was made from them). */
export async function deleteFile(db: Db, actor: Actor, id: number): Promise<Outcome<{ Deleted: number }>> {
  return db.transaction(async (tx): Promise<Outcome<{ Deleted: number }>> => {
    const f = await fileFacts(tx, actor, id);
    if (!f) return noFile();
    const o = await lockOrder(tx, actor, f.booking_id);
    if (!o) return noFile();
    if (f.uploaded_by !== String(actor.id)) return no('NOT_UPLOADER', 'Only who uploaded a file deletes it.', '只有上传人可以删除该文件。');
    if (o.release) return no('RELEASED', 'A released booking keeps its files.', '已放舱的订舱单不能删除文件。');
    await deleteFileRow(tx, id);
    await appendEvent(tx, o.id, actor.id, 'v1.BookingFileDeleted', `${f.kind} ${f.file_name}`);
    return { ok: true, value: { Deleted: 1 } };
  });
}

export { fileBytes, reachesBooking };
