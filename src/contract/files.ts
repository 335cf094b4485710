import { Type, type Static } from '@sinclair/typebox';
import { strict, text } from './schema';

/**
 * What every module's stored files and Excel uploads have in common (booking §6.3, ready space §5.3):
 * a file travels as the raw body of its upload call (application/octet-stream, its owner, kind and
 * name in the query) and comes back from the download with its name; an Excel upload answers the
 * records made and the rows refused, and leaves a log row with both.
 */

/** 10 MB a file (413 beyond it). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const FILE_BODY_TYPE = 'application/octet-stream';
/** Every kind of file some module takes, by name ending; the server also reads the first bytes (a renamed .exe is no PDF). */
export const FILE_EXTENSIONS = ['pdf', 'xlsx', 'xls', 'docx', 'doc', 'jpg', 'jpeg', 'png'] as const;
export type FileExtension = (typeof FILE_EXTENSIONS)[number];

/**
 * The Excel upload's file name, kept in its log; `DryRun` answers the row report and a `Token`
 * without writing, `Confirm=<token>` writes exactly what that preview showed (server/http/imports.ts).
 */
export const importQuery = strict({ FileName: Type.Optional(text(200)), DryRun: Type.Optional(Type.Boolean()), Confirm: Type.Optional(text(100)) });

/** A stored file's facts as its lists show them (each module adds its owner's id and number). */
export const storedFileFields = {
  Id: Type.Integer(),
  FileName: Type.String(),
  ContentType: Type.String(),
  Size: Type.Integer(),
  Sha256: Type.String(),
  UploadedBy: Type.String(),
  At: Type.String(),
  /** The reader uploaded it and its owner is not past the point where files are kept: it may still be deleted. */
  MayDelete: Type.Boolean(),
};

/** A row refused by an upload: its sheet row number and why. */
export const RefusedRowSchema = Type.Object({ Row: Type.Integer(), Reasons: Type.Array(Type.String()) });
export type RefusedRow = Static<typeof RefusedRowSchema>;

/** One Excel upload as its log shows it, but for what it made (each module names its records). */
export const uploadLogFields = {
  Id: Type.Integer(),
  FileName: Type.String(),
  Rows: Type.Integer(),
  Created: Type.Integer(),
  Refused: Type.Integer(),
  At: Type.String(),
  By: Type.String(),
  Rejected: Type.Array(RefusedRowSchema),
};
