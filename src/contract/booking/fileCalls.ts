import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { FILE_BODY_TYPE, FILE_EXTENSIONS, MAX_FILE_BYTES, storedFileFields, uploadLogFields } from '../files';
import { id, strict, text, textOf } from '../schema';
import { BOOKING_ACCESS as A, BOOKING_PATHS as P } from './module';

/**
 * A booking's files and the Excel booking upload (commercial.md §6.1 BookingFile, BookingUpload;
 * §6.3 List/Import, Files/*). A file travels as the raw body of Upload (application/octet-stream,
 * its booking, kind and name in the query) and comes back from Download with its name.
 */

export const BOOKING_FILE_KINDS = ['BOOKING_NOTE', 'SO', 'PACKING_LIST', 'OTHER'] as const;
export type BookingFileKind = (typeof BOOKING_FILE_KINDS)[number];
/** 10 MB a file, 20 files a booking (commercial.md §6.3: 413 beyond the size). */
export const MAX_BOOKING_FILE_BYTES = MAX_FILE_BYTES;
export const MAX_FILES_PER_BOOKING = 20;
export const BOOKING_FILE_BODY_TYPE = FILE_BODY_TYPE;
/** The kinds of file taken, by name ending; the server also reads the first bytes (a renamed .exe is no PDF). */
export const BOOKING_FILE_EXTENSIONS = FILE_EXTENSIONS;

export const fileUploadQuery = strict({ Id: id, Kind: textOf(BOOKING_FILE_KINDS), FileName: text(200, 1) });
export type FileUploadQuery = Static<typeof fileUploadQuery>;
export { importQuery } from '../files';

/** MayDelete: the reader uploaded it and the booking is not released yet. */
export const BookingFileSchema = Type.Object({
  ...storedFileFields,
  BookingId: Type.Integer(),
  BookingNo: Type.String(),
  Kind: textOf(BOOKING_FILE_KINDS),
});
export type BookingFile = Static<typeof BookingFileSchema>;

/** One Excel booking upload as its log shows it: the drafts made and the rows refused with why. */
export const BookingUploadSchema = Type.Object({
  ...uploadLogFields,
  Drafts: Type.Array(Type.Object({ Id: Type.Integer(), BookingNo: Type.String() })),
});
export type BookingUpload = Static<typeof BookingUploadSchema>;

export const bookingFileCalls = {
  fileList: defineCall({
    method: 'GET',
    path: P.bookingFileList,
    input: strict({ Id: id }),
    answer: Type.Array(BookingFileSchema),
    access: A.bookingFileRead,
  }),
  fileDownload: defineCall({ method: 'GET', path: P.bookingFileDownload, input: strict({ Id: id }), answer: Type.Null(), access: A.bookingFileRead }),
  fileDelete: defineCall({
    method: 'POST',
    path: P.bookingFileDelete,
    input: strict({ Id: id }),
    answer: Type.Object({ Deleted: Type.Integer() }),
    access: A.bookingFileUpload,
  }),
  importTemplate: defineCall({
    method: 'GET',
    path: P.bookingImportTemplate,
    input: strict({}),
    answer: Type.Null(),
    access: A.bookingUploadsRead,
  }),
} as const;
