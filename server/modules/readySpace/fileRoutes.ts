import type { FastifyInstance } from 'fastify';
import { ORDER_FILE_EXTENSIONS, type OrderFileUploadQuery, orderFileUploadQuery, readySpaceFileCalls as C } from '../../../src/contract/readySpace/fileCalls';
import { READY_SPACE_ACCESS as A, READY_SPACE_PATHS as P } from '../../../src/contract/readySpace/module';
import { type CallInput, routeOf } from '../../../src/contract/call';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { fileUploadRoute, noFile, sendStoredFile } from '../../http/storedFiles';
import { deleteFile, fileBytes, filesOfOrder, reachesOrder, storeFile } from './fileService';
import { orderNotFound } from './repository';

/** A ready-space order's file calls: the upload, the list, the download and the delete (fileService.ts holds who may do what). */
export function readySpaceFileRoutes(app: FastifyInstance, db: Db): void {
  fileUploadRoute<OrderFileUploadQuery>(app, {
    path: P.readySpaceOrderFileUpload,
    access: A.readySpaceOrderFileUpload,
    query: orderFileUploadQuery,
    taken: ORDER_FILE_EXTENSIONS,
    notTaken: {
      en: 'Only PDF, JPG, PNG and Excel (xlsx) files are taken, and the file must be what its name says.',
      zh: '只接受 PDF、JPG、PNG 和 Excel（xlsx）文件，且文件内容须与文件名相符。',
    },
    reaches: (actor, query) => reachesOrder(db, actor, query.Id),
    notFound: orderNotFound,
    store: (actor, query, bytes, type) => storeFile(db, actor, query, bytes, type),
  });

  app.get(C.fileList.path, routeOf(C.fileList), async (q, r) => {
    return sendOutcome(r, await filesOfOrder(db, q.actor!, (q.query as CallInput<typeof C.fileList>).Id));
  });

  app.get(C.fileDownload.path, routeOf(C.fileDownload), async (q, r) => {
    const f = await fileBytes(db, q.actor!, (q.query as CallInput<typeof C.fileDownload>).Id);
    return f ? sendStoredFile(r, f) : sendOutcome(r, noFile());
  });

  app.post(C.fileDelete.path, routeOf(C.fileDelete), async (q, r) =>
    sendOutcome(r, await deleteFile(db, q.actor!, (q.body as CallInput<typeof C.fileDelete>).Id)),
  );
}
