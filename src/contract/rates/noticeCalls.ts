import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, listCallOf, nullable, strict, text, textOf } from '../schema';
import { RATES_ACCESS as A, RATES_PATHS as P } from './module';

/**
 * Rate notices (commercial.md §2.1 RateNotice, §2.5 FCLFreightPost, R2.10): the desk's circulars —
 * a carrier's GRI or PSS with its PDF — written as drafts, published to staff, customers or both
 * (a message to each company, with the unread badge), withdrawn when void. An increase batch may
 * name the notice it follows. Customers read the published ones beside their rate query. The PDF
 * travels as the raw body of Attach (application/pdf) and comes back from Attachment.
 */

export const NOTICE_AUDIENCES = ['INTERNAL', 'CUSTOMERS', 'ALL'] as const;
export const NOTICE_STATUSES = ['DRAFT', 'PUBLISHED', 'WITHDRAWN'] as const;
export const PDF_TYPE = 'application/pdf';
/** The largest circular kept (a carrier's PDF is a page or two). */
export const MAX_NOTICE_PDF = 4 * 1024 * 1024;

const date = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const noticeSaveInput = strict({
  Id: Type.Optional(id),
  Revision: Type.Optional(Type.Integer({ minimum: 1 })),
  Title: text(120, 1),
  Body: Type.Optional(text(5000)),
  CarrierCode: Type.Optional(nullable(text(4))),
  TradeLaneCodes: Type.Optional(Type.Array(text(10, 1), { maxItems: 20 })),
  FeeCode: Type.Optional(nullable(text(10))),
  EffectiveDate: date,
  Audience: textOf(NOTICE_AUDIENCES),
});
export type NoticeSaveInput = Static<typeof noticeSaveInput>;

/** What a notice says: the same for the desk and for a customer. */
const noticeFacts = {
  Id: Type.Integer(),
  Title: Type.String(),
  Body: Type.String(),
  CarrierCode: nullable(Type.String()),
  TradeLaneCodes: Type.Array(Type.String()),
  FeeCode: nullable(Type.String()),
  EffectiveDate: Type.String(),
  AttachmentName: nullable(Type.String()),
};

export const NoticeSchema = Type.Object({
  ...noticeFacts,
  Revision: Type.Integer(),
  Audience: textOf(NOTICE_AUDIENCES),
  Status: textOf(NOTICE_STATUSES),
  CreatedByName: Type.String(),
  PublishedAt: nullable(Type.String()),
  UpdatedAt: Type.String(),
});
export type NoticeWire = Static<typeof NoticeSchema>;

/** What a customer's employee reads of a published notice: what it says and when it was published, none of the desk's bookkeeping. */
export const PublishedNoticeSchema = Type.Object({ ...noticeFacts, PublishedAt: Type.String() });
export type PublishedNotice = Static<typeof PublishedNoticeSchema>;

const idRevision = strict({ Id: id, Revision: Type.Integer({ minimum: 1 }) });

export const noticeCalls = {
  get: defineCall({ method: 'GET', path: P.noticeGet, input: strict({ Id: id }), answer: NoticeSchema, access: A.noticeRead }),
  save: defineCall({
    method: 'POST',
    path: P.noticeSave,
    input: noticeSaveInput,
    answer: Type.Object({ Id: Type.Integer(), Revision: Type.Integer() }),
    access: A.noticeEdit,
  }),
  publish: defineCall({
    method: 'POST',
    path: P.noticePublish,
    input: idRevision,
    answer: Type.Object({ Status: textOf(NOTICE_STATUSES), Told: Type.Integer() }),
    access: A.noticePublish,
  }),
  withdraw: defineCall({
    method: 'POST',
    path: P.noticeWithdraw,
    input: idRevision,
    answer: Type.Object({ Status: textOf(NOTICE_STATUSES) }),
    access: A.noticePublish,
  }),
  attachment: defineCall({ method: 'GET', path: P.noticeAttachment, input: strict({ Id: id }), answer: Type.Null(), access: A.noticePublished }),
  published: defineCall({
    method: 'GET',
    path: P.noticePublished,
    input: strict({}),
    answer: Type.Array(PublishedNoticeSchema),
    access: A.noticePublished,
  }),
} as const;

/** The query of Attach (its body is the PDF). */
export const attachQuery = strict({ Id: id, Revision: Type.Integer({ minimum: 1 }), Name: text(120, 1) });

/** The notices list of the list kit, as the screens read a page of it themselves (the cockpit, a rate increase). */
export const noticeListCall = listCallOf(P.noticeList, NoticeSchema, A.noticeRead);
