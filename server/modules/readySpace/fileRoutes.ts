import type { FastifyInstance } from 'fastify';
import { ORDER_FILE_EXTENSIONS, type OrderFileUploadQuery, orderFileUploadQuery, readySpaceFileCalls as C } from '../../../src/contract/readySpace/fileCalls';
import { READY_SPACE_ACCESS as A, READY_SPACE_PATHS as P } from '../../../src/contract/readySpace/module';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { fileUploadRoute, noFile, sendStoredFile } from '../../http/storedFiles';
import { deleteFile, fileBytes, filesOfOrder, reachesOrder, storeFile } from './fileService';
import { orderNotFound } from './repository';
import { route } from '../../http/route';

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

  route(app, C.fileList, async ({ actor, input }, r) => {
    return sendOutcome(r, await filesOfOrder(db, actor, input.Id));
  });

  route(app, C.fileDownload, async ({ actor, input }, r) => {
    const f = await fileBytes(db, actor, input.Id);
    return f ? sendStoredFile(r, f) : sendOutcome(r, noFile());
  });

  route(app, C.fileDelete, async ({ actor, input }, r) => sendOutcome(r, await deleteFile(db, actor, input.Id)));
}
