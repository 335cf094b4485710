import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { RefusedRowSchema } from '../files';
import { id, intOf, listCallOf, nullable, strict, text, textOf } from '../schema';
import { AUDIENCES, DOC_STATUSES, HISTORY_ACTIONS, LETTER_KINDS } from '../../domain/letters/status';
import { LETTERS_ACCESS as A, LETTERS_PATHS as P } from './module';

/**
 * Carriers' letters and sailing tables (operations.md §13.3), each call once. A letter's body is
 * rich text, sanitised on save by the server's allow-list; its attachments (PDF, XLSX ≤ 10 MB) travel
 * as the raw body of Upload. A table's rows are typed in a grid or imported from Excel (a preview
 * first: the row report, then the confirmation). Times are instants; each port's zone comes with them.
 */

const date = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const code5 = Type.String({ pattern: '^[A-Za-z]{2}[A-Za-z2-9]{3}$' });
const instant = Type.String({ minLength: 10, maxLength: 40 });

export const letterSaveInput = strict({
  Id: Type.Optional(id),
  Version: Type.Optional(Type.Integer({ minimum: 1 })),
  Carrier: text(10, 2),
  Title: text(200, 1),
  Kind: textOf(LETTER_KINDS),
  EffectiveFrom: date,
  Ports: Type.Array(code5, { maxItems: 40 }),
  Lines: Type.Array(text(20, 1), { maxItems: 20 }),
  Body: text(200_000),
  Audience: textOf(AUDIENCES),
  Companies: Type.Array(id, { maxItems: 500 }),
});
export type LetterSaveInput = Static<typeof letterSaveInput>;

/** A company a letter or table is meant for, named in both languages. */
export const CompanySchema = Type.Object({ Id: Type.Integer(), Name: Type.String(), NameEn: Type.String() });

export const LetterFileSchema = Type.Object({ Id: Type.Integer(), FileName: Type.String(), ContentType: Type.String(), Size: Type.Integer() });

export const LetterRowSchema = Type.Object({
  Id: Type.Integer(),
  Carrier: Type.String(),
  Title: Type.String(),
  Kind: textOf(LETTER_KINDS),
  EffectiveFrom: Type.String(),
  Audience: textOf(AUDIENCES),
  Status: intOf(DOC_STATUSES),
  PublishedVersion: Type.Integer(),
  PublishedAt: nullable(Type.String()),
  UpdatedAt: Type.String(),
  Unread: Type.Boolean(),
  ReadCount: Type.Integer(),
  Files: Type.Integer(),
});
export type LetterRow = Static<typeof LetterRowSchema>;

export const LetterSchema = Type.Object({
  ...LetterRowSchema.properties,
  Version: Type.Integer(),
  Ports: Type.Array(Type.String()),
  Lines: Type.Array(Type.String()),
  Body: Type.String(),
  Companies: Type.Array(CompanySchema),
  WithdrawReason: nullable(Type.String()),
  Attachments: Type.Array(LetterFileSchema),
  /** The desk's: what it may still do. */
  Mine: Type.Boolean(),
});
export type LetterWire = Static<typeof LetterSchema>;

export const HistorySchema = Type.Array(
  Type.Object({ At: Type.String(), Action: textOf(HISTORY_ACTIONS), By: Type.String(), Version: Type.Integer(), Reason: nullable(Type.String()) }),
);
export const ReadsSchema = Type.Array(
  Type.Object({
    CompanyId: Type.Integer(),
    Company: Type.String(),
    CompanyEn: Type.String(),
    Readers: Type.Array(Type.Object({ Name: Type.String(), At: Type.String() })),
  }),
);

/** A published version as it was: what readers saw from its publishing on. */
export const LetterVersionsSchema = Type.Array(
  Type.Object({
    Version: Type.Integer(),
    PublishedAt: Type.String(),
    By: Type.String(),
    Title: Type.String(),
    EffectiveFrom: Type.String(),
    Ports: Type.Array(Type.String()),
    Body: Type.String(),
  }),
);

const idVersion = strict({ Id: id, Version: Type.Integer({ minimum: 1 }) });
const withdrawInput = strict({ Id: id, Version: Type.Integer({ minimum: 1 }), Reason: text(500, 2) });
const moved = Type.Object({ Status: intOf(DOC_STATUSES), Version: Type.Integer() });

/** The query of Upload (its body is the file). */
export const letterUploadQuery = strict({ Id: id, FileName: text(200, 1) });

export const letterCalls = {
  list: listCallOf(P.letterList, LetterRowSchema, A.letterRead),
  get: defineCall({ method: 'GET', path: P.letterGet, input: strict({ Id: id }), answer: LetterSchema, access: A.letterRead }),
  unread: defineCall({ method: 'GET', path: P.letterUnread, input: strict({}), answer: Type.Object({ Unread: Type.Integer() }), access: A.letterRead }),
  save: defineCall({
    method: 'POST',
    path: P.letterSave,
    input: letterSaveInput,
    answer: Type.Object({ Id: Type.Integer(), Version: Type.Integer(), Status: intOf(DOC_STATUSES) }),
    access: A.letterEdit,
  }),
  publish: defineCall({
    method: 'POST',
    path: P.letterPublish,
    input: idVersion,
    answer: Type.Object({ ...moved.properties, Told: Type.Integer() }),
    access: A.letterPublish,
  }),
  withdraw: defineCall({ method: 'POST', path: P.letterWithdraw, input: withdrawInput, answer: moved, access: A.letterWithdraw }),
  history: defineCall({ method: 'GET', path: P.letterHistory, input: strict({ Id: id }), answer: HistorySchema, access: A.letterDeskRead }),
  versions: defineCall({ method: 'GET', path: P.letterVersions, input: strict({ Id: id }), answer: LetterVersionsSchema, access: A.letterDeskRead }),
  reads: defineCall({ method: 'GET', path: P.letterReads, input: strict({ Id: id }), answer: ReadsSchema, access: A.letterDeskRead }),
  download: defineCall({ method: 'GET', path: P.letterDownload, input: strict({ Id: id }), answer: Type.Null(), access: A.letterRead }),
  removeFile: defineCall({
    method: 'POST',
    path: P.letterRemoveFile,
    input: strict({ Id: id }),
    answer: Type.Object({ Removed: Type.Boolean() }),
    access: A.letterEdit,
  }),
  audiences: defineCall({
    method: 'GET',
    path: P.letterAudiences,
    input: strict({}),
    answer: Type.Array(CompanySchema),
    access: A.letterDeskRead,
  }),
} as const;

// ---------- sailing tables ----------

export const sailingRowInput = strict({
  Vessel: text(60, 1),
  IMO: Type.Optional(Type.String({ pattern: '^(\\d{7})?$' })),
  Voyage: text(20, 1),
  POL: code5,
  ETD: instant,
  DCO: Type.Optional(nullable(instant)),
  VCO: Type.Optional(nullable(instant)),
  PCO: Type.Optional(nullable(instant)),
  POD: code5,
  ETA: instant,
  Remarks: Type.Optional(text(300)),
});
export type SailingRowInput = Static<typeof sailingRowInput>;

export const sailingSaveInput = strict({
  Id: Type.Optional(id),
  Version: Type.Optional(Type.Integer({ minimum: 1 })),
  Title: text(200, 1),
  Carrier: text(10, 2),
  Service: text(20, 1),
  Line: Type.Optional(text(100)),
  PeriodFrom: date,
  PeriodTo: date,
  Audience: textOf(AUDIENCES),
  Companies: Type.Array(id, { maxItems: 500 }),
  /** The rows, replacing the table's; absent: the rows stay as they are. */
  Rows: Type.Optional(Type.Array(sailingRowInput, { maxItems: 2000 })),
  /** A new table's owner: the site it is kept for (§14; platform staff name another company, absent: their own). */
  CompanyId: Type.Optional(id),
});
export type SailingSaveInput = Static<typeof sailingSaveInput>;

export const SailingTableRowSchema = Type.Object({
  Id: Type.Integer(),
  Title: Type.String(),
  Carrier: Type.String(),
  Service: Type.String(),
  Line: Type.String(),
  PeriodFrom: Type.String(),
  PeriodTo: Type.String(),
  Audience: textOf(AUDIENCES),
  Status: intOf(DOC_STATUSES),
  PublishedVersion: Type.Integer(),
  PublishedAt: nullable(Type.String()),
  UpdatedAt: Type.String(),
  Rows: Type.Integer(),
});
export type SailingTableRow = Static<typeof SailingTableRowSchema>;

export const SailingRowSchema = Type.Object({
  Seq: Type.Integer(),
  Vessel: Type.String(),
  IMO: Type.String(),
  Voyage: Type.String(),
  POL: Type.String(),
  POLName: Type.String(),
  POLNameEn: Type.String(),
  POLZone: Type.String(),
  ETD: Type.String(),
  DCO: nullable(Type.String()),
  VCO: nullable(Type.String()),
  PCO: nullable(Type.String()),
  POD: Type.String(),
  PODName: Type.String(),
  PODNameEn: Type.String(),
  PODZone: Type.String(),
  ETA: Type.String(),
  TransitDays: Type.Integer(),
  Week: Type.String(),
  Remarks: Type.String(),
});
export type SailingRowWire = Static<typeof SailingRowSchema>;

export const SailingTableSchema = Type.Object({
  ...SailingTableRowSchema.properties,
  Version: Type.Integer(),
  SourceFile: nullable(Type.String()),
  WithdrawReason: nullable(Type.String()),
  Companies: Type.Array(CompanySchema),
  Items: Type.Array(SailingRowSchema),
  Mine: Type.Boolean(),
});
export type SailingTableWire = Static<typeof SailingTableSchema>;

export const sailingGetInput = strict({
  Id: id,
  POL: Type.Optional(Type.String({ maxLength: 5 })),
  POD: Type.Optional(Type.String({ maxLength: 5 })),
  Week: Type.Optional(Type.String({ pattern: '^(\\d{4}-W\\d{2})?$' })),
});

/** The query of Import (its body is the workbook): a preview (DryRun) answers the row report, Confirm writes it. */
export const sailingImportQuery = strict({
  Id: id,
  FileName: Type.Optional(text(200)),
  DryRun: Type.Optional(Type.Boolean()),
  Confirm: Type.Optional(text(100)),
});
export const SailingImportAnswer = Type.Object({
  Imported: Type.Integer(),
  Rejected: Type.Array(RefusedRowSchema),
  Token: Type.Optional(Type.String()),
});

export const sailingCalls = {
  list: listCallOf(P.sailingList, SailingTableRowSchema, A.tableRead),
  get: defineCall({ method: 'GET', path: P.sailingGet, input: sailingGetInput, answer: SailingTableSchema, access: A.tableRead }),
  save: defineCall({
    method: 'POST',
    path: P.sailingSave,
    input: sailingSaveInput,
    answer: Type.Object({ Id: Type.Integer(), Version: Type.Integer(), Status: intOf(DOC_STATUSES) }),
    access: A.tableEdit,
  }),
  publish: defineCall({ method: 'POST', path: P.sailingPublish, input: idVersion, answer: moved, access: A.tablePublish }),
  withdraw: defineCall({ method: 'POST', path: P.sailingWithdraw, input: withdrawInput, answer: moved, access: A.tableWithdraw }),
  history: defineCall({ method: 'GET', path: P.sailingHistory, input: strict({ Id: id }), answer: HistorySchema, access: A.tableDeskRead }),
  exportTable: defineCall({ method: 'GET', path: P.sailingExport, input: sailingGetInput, answer: Type.Null(), access: A.tableRead }),
  template: defineCall({ method: 'GET', path: P.sailingTemplate, input: strict({}), answer: Type.Null(), access: A.tableDeskRead }),
} as const;
