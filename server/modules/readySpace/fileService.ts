import {
  BUYER_FILE_KINDS,
  MAX_FILES_PER_ORDER,
  type OrderFile,
  type OrderFileUploadQuery,
  SELLER_FILE_KINDS,
} from '../../../src/contract/readySpace/fileCalls';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { fileDigest, noFile } from '../../http/storedFiles';
import type { Actor } from '../../platform/access/grants';
import { no } from '../../platform/refusal';
import { deleteFileRow, fileBytes, fileCount, fileFacts, insertFile, orderFiles, reachesOrder } from './fileRepository';
import { lockOrder } from './orderRepository';
import { orderEvent, orderNotFound } from './repository';

/**
 * A ready-space order's files (commercial.md §5.1 ReadySpaceOrder.Files, §5.3 Files/*): the buyer's
 * booking letter (托书) and payment proof (水单), the provider's S/O copy. Only the two parties reach
 * them — the buying company, the company whose space it is — and the platform's staff; anyone else's
 * order is absent (404). Each upload and delete is on the order's history in the same transaction.
 */

/** Orders past these take no new file: nothing will be shipped on them. */
const CLOSED = ['REJECTED', 'CANCELLED', 'EXPIRED'];
/** A released order keeps its files (its booking was made from them). */
const KEPT = ['SO_RELEASED', 'COMPLETED'];

export async function storeFile(db: Db, actor: Actor, q: OrderFileUploadQuery, bytes: Buffer, contentType: string): Promise<Outcome<OrderFile>> {
  return db.transaction(async (tx): Promise<Outcome<OrderFile>> => {
    const o = await lockOrder(tx, actor, q.Id);
    if (!o) return orderNotFound();
    // the buyer uploads its letter and proof; the seller (or the platform's staff) the S/O copy
    const buyer = o.buyer_company_id === String(actor.companyId);
    const kinds = buyer ? BUYER_FILE_KINDS : SELLER_FILE_KINDS;
    if (!kinds.includes(q.Kind))
      return buyer
        ? no('KIND_NOT_YOURS', 'The S/O copy is uploaded by the provider.', 'S/O 由舱位提供方上传。')
        : no('KIND_NOT_YOURS', 'The booking letter and the payment proof are uploaded by the buyer.', '托书和水单由买方上传。');
    if (CLOSED.includes(o.status)) return no('ORDER_CLOSED', 'A closed order takes no more files.', '已关闭的订单不能再上传文件。');
    if (q.Kind === 'SO' && o.status === 'PLACED') return no('NOT_CONFIRMED', 'An S/O is uploaded once the order is confirmed.', '订单确认之后才能上传 S/O。');
    if ((await fileCount(tx, o.id)) >= MAX_FILES_PER_ORDER)
      return no('TOO_MANY_FILES', `An order holds at most ${MAX_FILES_PER_ORDER} files.`, `每份订单最多 ${MAX_FILES_PER_ORDER} 个文件。`);
    const name = q.FileName.trim();
    const { size, sha256 } = fileDigest(bytes);
    const made = await insertFile(tx, { orderId: o.id, kind: q.Kind, name, contentType, size, sha256, bytes, actor });
    await orderEvent(tx, o.id, actor.id, 'v1.ReadySpaceOrderFileUploaded', `${q.Kind} ${name}`, { FileId: made, Kind: q.Kind, Size: size });
    const [file] = await orderFiles(tx, actor, 'f.id', made);
    return { ok: true, value: file! };
  });
}

export async function deleteFile(db: Db, actor: Actor, id: number): Promise<Outcome<{ Deleted: number }>> {
  return db.transaction(async (tx): Promise<Outcome<{ Deleted: number }>> => {
    const f = await fileFacts(tx, actor, id);
    if (!f) return noFile();
    const o = await lockOrder(tx, actor, f.order_id);
    if (!o) return noFile();
    if (f.uploaded_by !== String(actor.id)) return no('NOT_UPLOADER', 'Only who uploaded a file deletes it.', '只有上传人可以删除该文件。');
    if (KEPT.includes(o.status)) return no('RELEASED', 'A released order keeps its files.', '已放舱的订单不能删除文件。');
    await deleteFileRow(tx, id);
    await orderEvent(tx, o.id, actor.id, 'v1.ReadySpaceOrderFileDeleted', `${f.kind} ${f.file_name}`);
    return { ok: true, value: { Deleted: 1 } };
  });
}

/** An order's files, when the actor is a party to it. */
export async function filesOfOrder(db: Queryable, actor: Actor, orderId: number): Promise<Outcome<OrderFile[]>> {
  if (!(await reachesOrder(db, actor, orderId))) return orderNotFound();
  return { ok: true, value: await orderFiles(db, actor, 'f.order_id', orderId) };
}

export { fileBytes, reachesOrder };
