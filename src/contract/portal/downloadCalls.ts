import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, strict, text, textOf } from '../schema';
import { PORTAL_ACCESS as A, PORTAL_PATHS as P } from './module';

/** A site's downloadable files (operations.md §14 portal_downloads): PDF, XLSX or DOCX ≤ 10 MB. */
export const DOWNLOAD_AUDIENCES = ['PUBLIC', 'CUSTOMERS'] as const;
export const MAX_DOWNLOAD_BYTES = 10 * 1024 * 1024;
export const DOWNLOAD_KINDS = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

const CompanyId = Type.Optional(id);
const Str = Type.String();

export const DownloadSchema = Type.Object({
  Id: Type.Integer(),
  Title: Str,
  Category: Str,
  Audience: textOf(DOWNLOAD_AUDIENCES),
  FileName: Str,
  Size: Type.Integer(),
  Version: Type.Integer(),
  CreatedAt: Str,
});
export type Download = Static<typeof DownloadSchema>;
export const PublicDownloadSchema = Type.Object({
  Id: Type.Integer(),
  Title: Str,
  Category: Str,
  Audience: textOf(DOWNLOAD_AUDIENCES),
  FileName: Str,
  Size: Type.Integer(),
  Url: Str,
});
export type PublicDownload = Static<typeof PublicDownloadSchema>;

export const downloadCalls = {
  downloadList: defineCall({
    method: 'GET',
    path: P.portalDownloadList,
    input: strict({ CompanyId }),
    answer: Type.Object({ Items: Type.Array(DownloadSchema) }),
    access: A.portalDownloadRead,
  }),
  downloadSave: defineCall({
    method: 'POST',
    path: P.portalDownloadSave,
    input: strict({ Id: id, Version: Type.Integer({ minimum: 0 }), Title: text(100, 1), Category: text(40), Audience: textOf(DOWNLOAD_AUDIENCES) }),
    answer: DownloadSchema,
    access: A.portalDownloadEdit,
  }),
  downloadDelete: defineCall({
    method: 'POST',
    path: P.portalDownloadDelete,
    input: strict({ Id: id }),
    answer: Type.Object({ Done: Type.Boolean() }),
    access: A.portalDownloadEdit,
  }),
  publicDownloads: defineCall({
    method: 'GET',
    path: P.publicDownloads,
    input: strict({ Preview: Type.Optional(text(400)), Category: Type.Optional(text(40)) }),
    answer: Type.Object({ Items: Type.Array(PublicDownloadSchema) }),
    access: 'public',
  }),
} as const;

/** The upload's query (the file is the raw body). */
export const downloadUploadQuery = strict({
  CompanyId: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$' })),
  Title: text(100),
  Category: Type.Optional(text(40)),
  Audience: Type.Optional(textOf(DOWNLOAD_AUDIENCES)),
  FileName: text(200),
});
