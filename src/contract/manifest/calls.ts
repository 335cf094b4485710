import { Type, type TProperties } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, listCallOf, strict, text, textOf } from '../schema';
import { MANIFEST_ACCESS as A, MANIFEST_PATHS as P } from './module';
import {
  DeadlineSchema,
  MFT_LIST_STAGES,
  ManifestDueSchema,
  ManifestEventSchema,
  ManifestProblemSchema,
  ManifestReceiptSchema,
  ManifestRecordSchema,
  ManifestRowSchema,
  ManifestShareSchema,
  ManifestUploadRowSchema,
  RejectedUploadRowSchema,
  MFT_FILINGS,
  manifestDataProperties,
  PartySchema,
  ManifestItemSchema,
  SHARE_SCOPES,
  SharedManifestSchema,
  SiDiffSchema,
} from './schemas';

/**
 * Every manifest call of operations.md §7.4 this module answers, defined once: method, path, input,
 * answer, access. The server's routes (server/modules/manifest) and the screens' calls are both typed
 * from these. Refusals are 400 with a `Code` (mft.state, mft.stale, mft.si.notApproved, mft.unique,
 * mft.immutable, mft.send.override …); another company's manifest answers 404.
 */

const ids = Type.Array(id, { minItems: 1, maxItems: 200, uniqueItems: true });
const version = Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 });
const byId = strict({ Id: id });
const remarkCode = text(20);

/** The same properties, each optional. */
const optional = <P extends TProperties>(p: P) => Type.Partial(Type.Object(p)).properties;

/** The editable fields, each optional: Save replaces those given (Containers and Items given replace all of them). */
const { MFT_FILING: _f, MFT_LEVEL: _l, MFT_CGO_ID: _c, MFT_SI_ID: _s, ...editable } = manifestDataProperties;
export const ManifestEditSchema = strict(optional(editable));

/**
 * Create: a blank manifest (`MFT_FILING`, `MFT_LEVEL`, `MFT_CGO_ID`), one prefilled from an approved
 * SI (`MFT_SI_ID`), a duplicate of another of the company's (`DuplicateOf`: its parties, containers
 * and goods on the named booking), or a whole record typed out.
 */
export const ManifestCreateSchema = strict({ ...manifestDataProperties, DuplicateOf: Type.Optional(id) });

export const ManifestSaveSchema = strict({
  Id: id,
  /** The VERSION the person edited: another's save since answers 400 mft.stale "changed by X at T — reload". */
  VERSION: version,
  ...optional(editable),
});

/** Check a stored manifest (`Id`, with any unsaved fields laid over it) or a record not yet saved. */
export const ManifestCheckSchema = strict({
  Id: Type.Optional(id),
  MFT_FILING: Type.Optional(textOf(MFT_FILINGS)),
  MFT_LEVEL: Type.Optional(manifestDataProperties.MFT_LEVEL),
  MFT_CGO_ID: Type.Optional(text(60)),
  MFT_SI_ID: manifestDataProperties.MFT_SI_ID,
  ...optional(editable),
});

export const ManifestCheckAnswerSchema = Type.Object({
  Problems: Type.Array(ManifestProblemSchema),
  SiDiff: Type.Array(SiDiffSchema),
  Deadline: DeadlineSchema,
});

export const ManifestVerifySchema = strict({
  Id: id,
  /** true: verified (1 → 3); false: returned (1 → 4) with a remark code or words. */
  Approve: Type.Boolean(),
  RemarkCode: Type.Optional(remarkCode),
  Remarks: Type.Optional(text(500)),
});

export const ManifestSendSchema = strict({
  Ids: ids,
  /** A verifier's reason to send a late manifest or one that differs from its SI (logged with it). */
  Override: Type.Optional(strict({ Reason: text(200, 1) })),
});

export const ManifestSendAmendmentSchema = strict({
  Id: id,
  VERSION: version,
  /** The customs change-reason code (manifestSetup's remarks of use CHANGE_REASON). */
  ChangeReasonCode: text(20, 1),
  Remarks: Type.Optional(text(500)),
});

export const ManifestDeleteSchema = strict({
  Id: id,
  /** Required for a manifest customs holds (state 9): the delete message carries it. */
  ChangeReasonCode: Type.Optional(text(20)),
  Reason: Type.Optional(text(500)),
});

/** The List's own filters besides the list kit's (Page, PageSize, Sort, Desc and the column filters). */
export const ManifestListFiltersSchema = Type.Object({
  Stage: Type.Optional(textOf(MFT_LIST_STAGES)),
  Filing: Type.Optional(textOf(MFT_FILINGS)),
  CGO_ID: Type.Optional(text(60)),
  /** MBL or HBL number, a part of it. */
  BlNo: Type.Optional(text(35)),
  Vessel: Type.Optional(text(35)),
  Voyage: Type.Optional(text(17)),
  /** Created on or after this day (YYYY-MM-DD, Asia/Shanghai). */
  From: Type.Optional(text(10)),
  To: Type.Optional(text(10)),
});

const Refused = Type.Object({ Id: Type.Integer(), Code: Type.String(), Message: Type.String() });
const statusAnswer = Type.Object({ Id: Type.Integer(), MFT_STATUS: Type.Integer() });

export const ManifestShareCreateSchema = strict({
  Id: id,
  Scope: Type.Array(textOf(SHARE_SCOPES), { minItems: 1, maxItems: 3, uniqueItems: true }),
  ExpiresDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 })),
  /** Six digits the holder must type (told apart from the link). */
  AccessCode: Type.Optional(Type.String({ pattern: '^[0-9]{6}$' })),
});

export const manifestCalls = {
  create: defineCall({
    method: 'POST',
    path: P.manifestCreate,
    input: ManifestCreateSchema,
    answer: Type.Object({ Id: Type.Integer(), MFT_NO: Type.String(), VERSION: Type.Integer(), Problems: Type.Array(ManifestProblemSchema) }),
    access: A.manifestCreate,
  }),
  /** Saves a draft (0, 2, 4, 10); answers the check's problems (saving never blocks on them, only on mft.state, mft.stale, mft.unique). */
  save: defineCall({
    method: 'POST',
    path: P.manifestSave,
    input: ManifestSaveSchema,
    answer: Type.Object({ Id: Type.Integer(), VERSION: Type.Integer(), Problems: Type.Array(ManifestProblemSchema) }),
    access: A.manifestSave,
  }),
  check: defineCall({ method: 'POST', path: P.manifestCheck, input: ManifestCheckSchema, answer: ManifestCheckAnswerSchema, access: A.manifestRead }),
  /** Submits drafts (0, 2, 4 → 1, or → 2 with the problems stored); each id on its own. */
  submit: defineCall({
    method: 'POST',
    path: P.manifestSubmit,
    input: strict({ Ids: ids }),
    answer: Type.Object({
      Submitted: Type.Array(Type.Integer()),
      Failed: Type.Array(Type.Object({ Id: Type.Integer(), Problems: Type.Array(ManifestProblemSchema) })),
      /** Sent at once (the company's configuration has no verification and auto-send). */
      Queued: Type.Array(Type.Integer()),
    }),
    access: A.manifestSubmit,
  }),
  verify: defineCall({ method: 'POST', path: P.manifestVerify, input: ManifestVerifySchema, answer: statusAnswer, access: A.manifestVerify }),
  /** Queues verified manifests to customs (needs an `Idempotency-Key` header); each id on its own. */
  send: defineCall({
    method: 'POST',
    path: P.manifestSend,
    input: ManifestSendSchema,
    answer: Type.Object({ Queued: Type.Array(Type.Object({ Id: Type.Integer(), MessageId: Type.Integer() })), Refused: Type.Array(Refused) }),
    access: A.manifestSend,
  }),
  amend: defineCall({
    method: 'POST',
    path: P.manifestAmend,
    input: byId,
    answer: Type.Object({ Id: Type.Integer(), VERSION: Type.Integer() }),
    access: A.manifestAmend,
  }),
  /** Sends an amendment (10 → 5): a rejected manifest again as main data, an accepted one as a modify message (needs `Idempotency-Key`). */
  sendAmendment: defineCall({
    method: 'POST',
    path: P.manifestSendAmendment,
    input: ManifestSendAmendmentSchema,
    answer: Type.Object({ MessageId: Type.Integer() }),
    access: A.manifestAmend,
  }),
  /** Cancels a never-sent manifest (→ 12) or sends a delete message for an accepted one. */
  delete: defineCall({
    method: 'POST',
    path: P.manifestDelete,
    input: ManifestDeleteSchema,
    answer: Type.Object({ MessageId: Type.Union([Type.Integer(), Type.Null()]), Cancelled: Type.Boolean() }),
    access: A.manifestDelete,
  }),
  retry: defineCall({ method: 'POST', path: P.manifestRetry, input: byId, answer: Type.Object({ MessageId: Type.Integer() }), access: A.manifestRetry }),
  get: defineCall({ method: 'GET', path: P.manifestGet, input: byId, answer: ManifestRecordSchema, access: A.manifestRead }),
  receipts: defineCall({ method: 'GET', path: P.manifestReceipts, input: byId, answer: Type.Array(ManifestReceiptSchema), access: A.manifestRead }),
  log: defineCall({ method: 'GET', path: P.manifestLog, input: byId, answer: Type.Array(ManifestEventSchema), access: A.manifestRead }),
  /** Get and Log in one answer (the verify desk: one round trip per click, as the packing-list audit desk has). */
  detail: defineCall({
    method: 'GET',
    path: P.manifestDetail,
    input: byId,
    answer: Type.Object({ Record: ManifestRecordSchema, Log: Type.Array(ManifestEventSchema) }),
    access: A.manifestRead,
  }),
  /** The PDF itself (answers bytes, not an envelope). */
  print: defineCall({ method: 'GET', path: P.manifestPrint, input: byId, answer: Type.Null(), access: A.manifestRead }),
  /** The upload template (answers xlsx bytes). */
  uploadTemplate: defineCall({ method: 'GET', path: P.manifestUploadTemplate, input: strict({}), answer: Type.Null(), access: A.manifestRead }),
  uploadList: defineCall({ method: 'GET', path: P.manifestUploadList, input: strict({}), answer: Type.Array(ManifestUploadRowSchema), access: A.manifestRead }),
  due: defineCall({ method: 'GET', path: P.manifestDue, input: strict({ CGO_ID: text(60, 1) }), answer: ManifestDueSchema, access: A.manifestRead }),
  shareCreate: defineCall({
    method: 'POST',
    path: P.manifestShareCreate,
    input: ManifestShareCreateSchema,
    answer: Type.Object({ Id: Type.Integer(), Token: Type.String(), Url: Type.String(), ExpiresAt: Type.String() }),
    access: A.manifestShare,
  }),
  shareRevoke: defineCall({ method: 'POST', path: P.manifestShareRevoke, input: byId, answer: Type.Object({ Id: Type.Integer() }), access: A.manifestShare }),
  shareList: defineCall({ method: 'GET', path: P.manifestShareList, input: byId, answer: Type.Array(ManifestShareSchema), access: A.manifestRead }),
} as const;

/** One row's answer: its sheet and row as the template names them, its B/L, and create / update / refused with reasons. */
export const ManifestUploadRowAnswerSchema = Type.Object({
  Sheet: Type.String(),
  Row: Type.Integer(),
  Subject: Type.String(),
  Answer: Type.Union([Type.Literal('CREATE'), Type.Literal('UPDATE'), Type.Literal('REFUSED')]),
  Reasons: Type.Array(Type.String()),
});

/**
 * The upload's answer (the body is an xlsx with the sheets 主数据 Bills, 集装箱 Containers, 货物 Goods).
 * `Imported`: the rows taken; `Created`/`Updated`: the manifests; every row's answer in `Answers`.
 * Asked with `DryRun` it answers the preview (`Imported`, `Rejected`, `Answers`, `Token`) and writes nothing.
 */
export const ManifestUploadAnswerSchema = Type.Object({
  UploadId: Type.Integer(),
  Imported: Type.Integer(),
  ManifestIds: Type.Array(Type.Integer()),
  Created: Type.Array(Type.Integer()),
  Updated: Type.Array(Type.Integer()),
  Rejected: Type.Array(RejectedUploadRowSchema),
  Answers: Type.Array(ManifestUploadRowAnswerSchema),
});
export const manifestUploadCall = { method: 'POST', path: P.manifestUpload, access: A.manifestUpload, answer: ManifestUploadAnswerSchema } as const;

/** The list of the list kit (paging, sort, column filters, `/Export`) plus ManifestListFiltersSchema's filters. */
export const manifestListCalls = {
  list: listCallOf(P.manifestList, ManifestRowSchema, A.manifestRead),
};

const token = Type.String({ maxLength: 64 });

/**
 * The share link's public calls: open to whoever holds the token (no access row), limited per address;
 * `t` is the token, the access code travels in the `access-code` header. Invalid, expired or revoked
 * links answer 404 without saying which; 5 wrong codes lock the link for 15 minutes (429).
 */
export const manifestShareOpenCall = { method: 'GET', path: P.manifestShareOpen, input: strict({ t: token }), answer: SharedManifestSchema } as const;
export const manifestShareSaveCall = {
  method: 'POST',
  path: P.manifestShareSave,
  input: strict({
    t: token,
    Shipper: Type.Optional(PartySchema),
    Consignee: Type.Optional(PartySchema),
    Notify: Type.Optional(PartySchema),
    Items: Type.Optional(Type.Array(ManifestItemSchema, { maxItems: 999 })),
  }),
  answer: Type.Object({ Problems: Type.Array(ManifestProblemSchema) }),
} as const;
export const manifestShareSubmitCall = {
  method: 'POST',
  path: P.manifestShareSubmit,
  input: strict({ t: token }),
  answer: Type.Object({ Submitted: Type.Literal(true) }),
} as const;

/** Where a manifest share link opens (the landing asks for the access code when there is one). */
export const manifestShareUrl = (token: string) => `/external/mainifest/share?t=${token}`;
