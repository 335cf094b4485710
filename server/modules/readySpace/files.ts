import type { FastifyInstance } from 'fastify';
import {
  BUYER_FILE_KINDS,
  MAX_FILES_PER_ORDER,
  ORDER_FILE_EXTENSIONS,
  type OrderFile,
  type OrderFileUploadQuery,
  orderFileUploadQuery,
  readySpaceFileCalls as C,
  SELLER_FILE_KINDS,
} from '../../../src/contract/readySpace/fileCalls';
import { READY_SPACE_ACCESS as A, READY_SPACE_PATHS as P } from '../../../src/contract/readySpace/module';
import { type CallInput, routeOf } from '../../../src/contract/call';
import type { Db, Queryable } from '../../db/types';
import { type Outcome, sendOutcome } from '../../http/outcome';
import { fileDigest, fileUploadRoute, noFile, sendStoredFile } from '../../http/storedFiles';
import type { Actor } from '../../platform/access/grants';
import { lockOrder } from './orderRepository';
import { isPlatform, orderEvent, orderNotFound } from './repository';
import { no } from '../../platform/refusal';

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

/** The orders `$1` (the reader's company) is a party to, over `o` and `s`; `$2` = the platform's staff. */
const PARTY = '(o.buyer_company_id = $1::bigint or s.provider_company_id = $1::bigint or $2::boolean)';
const partyParams = (actor: Actor) => [actor.companyId, isPlatform(actor)];

const COLUMNS = `f.id::int as "Id", f.order_id::int as "OrderId", o.order_no as "OrderNo", f.kind as "Kind", f.file_name as "FileName",
  f.content_type as "ContentType", f.size as "Size", f.sha256 as "Sha256", coalesce(e.name, '') as "UploadedBy", f.at as "At",
  (f.uploaded_by = $3 and o.released_at is null) as "MayDelete"`;
const FROM = `from ready_space_order_files f join ready_space_orders o on o.id = f.order_id join ready_spaces s on s.id = o.ready_space_id
  left join employees e on e.id = f.uploaded_by`;
type FileRow = Omit<OrderFile, 'At'> & { At: unknown };
const present = (r: FileRow): OrderFile => ({ ...r, At: new Date(r.At as string).toISOString() });

/** The files of an order the actor is a party to, or one file by id (`where` over `f`, `$4`). */
export async function orderFiles(q: Queryable, actor: Actor, where: string, value: number): Promise<OrderFile[]> {
  const rows = await q.query<FileRow>(`select ${COLUMNS} ${FROM} where ${where} = $4 and ${PARTY} order by f.id`, [...partyParams(actor), actor.id, value]);
  return rows.map(present);
}

async function storeFile(db: Db, actor: Actor, q: OrderFileUploadQuery, bytes: Buffer, contentType: string): Promise<Outcome<OrderFile>> {
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
    const [count] = await tx.query<{ n: number }>('select count(*)::int as n from ready_space_order_files where order_id = $1', [o.id]);
    if (count!.n >= MAX_FILES_PER_ORDER)
      return no('TOO_MANY_FILES', `An order holds at most ${MAX_FILES_PER_ORDER} files.`, `每份订单最多 ${MAX_FILES_PER_ORDER} 个文件。`);
    const name = q.FileName.trim();
    const { size, sha256 } = fileDigest(bytes);
    const [made] = await tx.query<{ id: number }>(
      `insert into ready_space_order_files (order_id, kind, file_name, content_type, size, sha256, bytes, uploaded_by, uploader_company_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id::int`,
      [o.id, q.Kind, name, contentType, size, sha256, bytes, actor.id, actor.companyId],
    );
    await orderEvent(tx, o.id, actor.id, 'v1.ReadySpaceOrderFileUploaded', `${q.Kind} ${name}`, { FileId: made!.id, Kind: q.Kind, Size: size });
    const [file] = await orderFiles(tx, actor, 'f.id', made!.id);
    return { ok: true, value: file! };
  });
}

async function deleteFile(db: Db, actor: Actor, id: number): Promise<Outcome<{ Deleted: number }>> {
  return db.transaction(async (tx): Promise<Outcome<{ Deleted: number }>> => {
    const [f] = await tx.query<{ order_id: number; kind: string; file_name: string; uploaded_by: string | null }>(
      `select f.order_id::int as order_id, f.kind, f.file_name, f.uploaded_by::text as uploaded_by ${FROM} where f.id = $3 and ${PARTY}`,
      [...partyParams(actor), id],
    );
    if (!f) return noFile();
    const o = await lockOrder(tx, actor, f.order_id);
    if (!o) return noFile();
    if (f.uploaded_by !== String(actor.id)) return no('NOT_UPLOADER', 'Only who uploaded a file deletes it.', '只有上传人可以删除该文件。');
    if (KEPT.includes(o.status)) return no('RELEASED', 'A released order keeps its files.', '已放舱的订单不能删除文件。');
    await tx.query('delete from ready_space_order_files where id = $1', [id]);
    await orderEvent(tx, o.id, actor.id, 'v1.ReadySpaceOrderFileDeleted', `${f.kind} ${f.file_name}`);
    return { ok: true, value: { Deleted: 1 } };
  });
}

export function readySpaceFileRoutes(app: FastifyInstance, db: Db): void {
  const reaches = async (actor: Actor, orderId: number) =>
    !!(
      await db.query(`select 1 from ready_space_orders o join ready_spaces s on s.id = o.ready_space_id where o.id = $3 and ${PARTY}`, [
        ...partyParams(actor),
        orderId,
      ])
    ).length;

  fileUploadRoute<OrderFileUploadQuery>(app, {
    path: P.readySpaceOrderFileUpload,
    access: A.readySpaceOrderFileUpload,
    query: orderFileUploadQuery,
    taken: ORDER_FILE_EXTENSIONS,
    notTaken: {
      en: 'Only PDF, JPG, PNG and Excel (xlsx) files are taken, and the file must be what its name says.',
      zh: '只接受 PDF、JPG、PNG 和 Excel（xlsx）文件，且文件内容须与文件名相符。',
    },
    reaches: (actor, query) => reaches(actor, query.Id),
    notFound: orderNotFound,
    store: (actor, query, bytes, type) => storeFile(db, actor, query, bytes, type),
  });

  app.get(C.fileList.path, routeOf(C.fileList), async (q, r) => {
    const { Id } = q.query as CallInput<typeof C.fileList>;
    if (!(await reaches(q.actor!, Id))) return sendOutcome(r, orderNotFound());
    return sendOutcome(r, { ok: true, value: await orderFiles(db, q.actor!, 'f.order_id', Id) });
  });

  app.get(C.fileDownload.path, routeOf(C.fileDownload), async (q, r) => {
    const [f] = await db.query<{ bytes: Uint8Array; file_name: string; content_type: string }>(
      `select f.bytes, f.file_name, f.content_type ${FROM} where f.id = $3 and ${PARTY}`,
      [...partyParams(q.actor!), (q.query as CallInput<typeof C.fileDownload>).Id],
    );
    return f ? sendStoredFile(r, f) : sendOutcome(r, noFile());
  });

  app.post(C.fileDelete.path, routeOf(C.fileDelete), async (q, r) =>
    sendOutcome(r, await deleteFile(db, q.actor!, (q.body as CallInput<typeof C.fileDelete>).Id)),
  );
}
