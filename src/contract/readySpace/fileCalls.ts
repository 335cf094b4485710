import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { type FileExtension, importQuery, storedFileFields, uploadLogFields } from '../files';
import { id, strict, text, textOf } from '../schema';
import { READY_SPACE_ACCESS as A, READY_SPACE_PATHS as P } from './module';

/**
 * Ready space's Excel upload of listings and an order's files (commercial.md §5.3 List/Import,
 * Files/*; §5.1 ReadySpaceOrder.Files). Both as the booking module has them (src/contract/files.ts):
 * the sheet or the file is the raw body, its name (and the order and kind) in the query.
 */

export const ORDER_FILE_KINDS = ['BOOKING_LETTER', 'SO', 'PAYMENT_PROOF', 'OTHER'] as const;
export type OrderFileKind = (typeof ORDER_FILE_KINDS)[number];
/** What an order takes: documents and scans, no Word (§5.3). */
export const ORDER_FILE_EXTENSIONS: readonly FileExtension[] = ['pdf', 'jpg', 'jpeg', 'png', 'xlsx'];
export const MAX_FILES_PER_ORDER = 20;
/** The kinds each side uploads: the buyer its letter and proof, the seller the S/O (the platform's staff either). */
export const BUYER_FILE_KINDS: readonly OrderFileKind[] = ['BOOKING_LETTER', 'PAYMENT_PROOF', 'OTHER'];
export const SELLER_FILE_KINDS: readonly OrderFileKind[] = ['SO', 'OTHER'];

export const orderFileUploadQuery = strict({ Id: id, Kind: textOf(ORDER_FILE_KINDS), FileName: text(200, 1) });
export type OrderFileUploadQuery = Static<typeof orderFileUploadQuery>;

/** The listing upload: the file's name, and whether the listings go to audit (or on sale, the platform's) at once. */
export const spaceImportQuery = strict({ ...importQuery.properties, Submit: Type.Optional(Type.Boolean()) });

export const OrderFileSchema = Type.Object({
  ...storedFileFields,
  OrderId: Type.Integer(),
  OrderNo: Type.String(),
  Kind: textOf(ORDER_FILE_KINDS),
});
export type OrderFile = Static<typeof OrderFileSchema>;

/** One listing upload as its log shows it. */
export const SpaceUploadSchema = Type.Object({
  ...uploadLogFields,
  Submit: Type.Boolean(),
  Spaces: Type.Array(Type.Object({ Id: Type.Integer(), SpaceNo: Type.String() })),
});
export type SpaceUpload = Static<typeof SpaceUploadSchema>;

/** What an upload answers: the listings made, the rows refused. */
export type SpaceImportAnswer = Pick<SpaceUpload, 'Rejected' | 'Spaces'> & { UploadId: number; Imported: number };

export const readySpaceFileCalls = {
  fileList: defineCall({
    method: 'GET',
    path: P.readySpaceOrderFileList,
    input: strict({ Id: id }),
    answer: Type.Array(OrderFileSchema),
    access: A.readySpaceOrderRead,
  }),
  fileDownload: defineCall({
    method: 'GET',
    path: P.readySpaceOrderFileDownload,
    input: strict({ Id: id }),
    answer: Type.Null(),
    access: A.readySpaceOrderRead,
  }),
  fileDelete: defineCall({
    method: 'POST',
    path: P.readySpaceOrderFileDelete,
    input: strict({ Id: id }),
    answer: Type.Object({ Deleted: Type.Integer() }),
    access: A.readySpaceOrderFileUpload,
  }),
  importTemplate: defineCall({ method: 'GET', path: P.readySpaceImportTemplate, input: strict({}), answer: Type.Null(), access: A.readySpaceUploadsRead }),
} as const;

/** A large sheet is applied by a background job (READY_SPACE_IMPORT_JOB_ROWS): the answer names it and its rows; its progress comes live. */
export interface SpaceImportJob {
  Job: number;
  Rows: number;
}
