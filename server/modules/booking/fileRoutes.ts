import type { FastifyInstance } from 'fastify';
import {
  BOOKING_FILE_EXTENSIONS,
  BOOKING_FILE_KINDS,
  type BookingFile,
  BookingFileSchema,
  bookingFileCalls as C,
  type FileUploadQuery,
  fileUploadQuery,
} from '../../../src/contract/booking/fileCalls';
import { BOOKING_ACCESS as A, BOOKING_PATHS as P } from '../../../src/contract/booking/module';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { sendOutcome } from '../../http/outcome';
import { fileUploadRoute, noFile, sendStoredFile } from '../../http/storedFiles';
import { type FileRow, fileLogBase, present } from './fileRepository';
import { deleteFile, fileBytes, filesOfBooking, reachesBooking, storeFile } from './fileService';
import { notFound } from './orderRepository';
import { route } from '../../http/route';

/** A booking's file calls: the upload, the list, the download, the delete and the upload log (fileService.ts holds who may do what). */
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
    reaches: (actor, query) => reachesBooking(db, actor, query.Id),
    notFound,
    store: (actor, query, bytes, type) => storeFile(db, actor, query, bytes, type),
  });

  route(app, C.fileList, async ({ actor, input }, r) => sendOutcome(r, await filesOfBooking(db, actor, input.Id)));

  route(app, C.fileDownload, async ({ actor, input }, r) => {
    const f = await fileBytes(db, actor, input.Id);
    return f ? sendStoredFile(r, f) : sendOutcome(r, noFile());
  });

  route(app, C.fileDelete, async ({ actor, input }, r) => sendOutcome(r, await deleteFile(db, actor, input.Id)));

  // every file of the bookings the reader sees (OrderUploadLog): a customer its company's, the desk all
  defineList<FileRow, BookingFile>(app, db, {
    path: P.bookingFileLog,
    item: BookingFileSchema,
    access: A.bookingFileRead,
    exportAccess: A.bookingFileRead,
    title: 'booking-files',
    base: fileLogBase,
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
