import { listCallOf } from '../schema';
import { ReadySpaceOrderRowSchema, ReadySpaceRowSchema } from './calls';
import { SpaceUploadSchema } from './fileCalls';
import { READY_SPACE_ACCESS as A, READY_SPACE_PATHS as P } from './module';

/** Ready space's lists of the list kit (server/modules/readySpace/lists.ts, uploads.ts), each typed by its row schema. */
export const readySpaceListCalls = {
  spaces: listCallOf(P.readySpaceList, ReadySpaceRowSchema, A.readySpaceRead),
  orders: listCallOf(P.readySpaceOrderList, ReadySpaceOrderRowSchema, A.readySpaceOrderRead),
  uploads: listCallOf(P.readySpaceUploads, SpaceUploadSchema, A.readySpaceUploadsRead),
};
