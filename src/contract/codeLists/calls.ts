import { Type, type Static } from '@sinclair/typebox';
import { LIST_KINDS } from '../../domain/codeLists/code';
import { defineCall, Nothing } from '../call';
import { id, strict, text, textOf } from '../schema';
import { CODE_LIST_ACCESS as A, CODE_LIST_PATHS as P } from './module';

/**
 * The code lists' calls (issue 51), each once. Refusals are 400 with a Code — BAD_CODE, DUPLICATE_CODE,
 * SYSTEM_FIXED (a SYSTEM list's codes: no new, changed or deleted code), IN_USE, NOT_ALL_ENTRIES,
 * STALE — never 409, and change nothing.
 */
const Version = Type.Integer({ minimum: 1 });
/** A module that reads a list (its declaration in server/modules/codeLists/readers.ts). */
const ReaderSchema = Type.Object({ Module: Type.String(), Zh: Type.String(), En: Type.String() });

export const CodeListRowSchema = Type.Object({
  Id: Type.Integer(),
  Code: Type.String(),
  NameZh: Type.String(),
  NameEn: Type.String(),
  Description: Type.String(),
  Kind: textOf(LIST_KINDS),
  Entries: Type.Integer(),
  ActiveEntries: Type.Integer(),
  ReadBy: Type.Array(ReaderSchema),
  Version: Type.Integer(),
});
export type CodeListRow = Static<typeof CodeListRowSchema>;

export const CodeEntrySchema = Type.Object({
  Id: Type.Integer(),
  Code: Type.String(),
  NameZh: Type.String(),
  NameEn: Type.String(),
  SortOrder: Type.Integer(),
  Active: Type.Boolean(),
  Remarks: Type.String(),
  /** How many records of the reading modules name this code (0 where none reads the list). */
  InUse: Type.Integer(),
  Version: Type.Integer(),
});
export type CodeEntry = Static<typeof CodeEntrySchema>;

export const CodeListSchema = Type.Object({ ...CodeListRowSchema.properties, Items: Type.Array(CodeEntrySchema) });
export type CodeList = Static<typeof CodeListSchema>;

export const CodeListSaveSchema = strict({
  Id: Type.Optional(id),
  Version: Type.Optional(Version),
  Code: text(40),
  NameZh: text(100),
  NameEn: text(100),
  Description: text(500),
});
export type CodeListSave = Static<typeof CodeListSaveSchema>;

export const CodeEntrySaveSchema = strict({
  ListId: id,
  Id: Type.Optional(id),
  Version: Type.Optional(Version),
  Code: text(40),
  NameZh: text(100),
  NameEn: text(100),
  Remarks: text(500),
  Active: Type.Boolean(),
});
export type CodeEntrySave = Static<typeof CodeEntrySaveSchema>;

const CHANGE_FIELDS = ['Code', 'NameZh', 'NameEn', 'Description', 'SortOrder', 'Active', 'Remarks'] as const;
export const HistoryLineSchema = Type.Object({
  At: Type.String(),
  Actor: Type.String(),
  Action: Type.String(),
  EntryCode: Type.Union([Type.String(), Type.Null()]),
  Changes: Type.Array(Type.Object({ Field: textOf(CHANGE_FIELDS), Before: Type.String(), After: Type.String() })),
});
export type HistoryLine = Static<typeof HistoryLineSchema>;
export type ChangeField = (typeof CHANGE_FIELDS)[number];

const ById = strict({ Id: id });
const ByIdVersion = strict({ Id: id, Version });
const saved = Type.Object({ Id: Type.Integer(), Version: Type.Integer() });

export const codeListCalls = {
  list: defineCall({
    method: 'GET',
    path: P.codeListList,
    input: strict({ Q: Type.Optional(text(100)) }),
    answer: Type.Array(CodeListRowSchema),
    access: A.codeListRead,
  }),
  get: defineCall({ method: 'GET', path: P.codeListGet, input: ById, answer: CodeListSchema, access: A.codeListRead }),
  save: defineCall({ method: 'POST', path: P.codeListSave, input: CodeListSaveSchema, answer: saved, access: A.codeListEdit }),
  delete: defineCall({ method: 'POST', path: P.codeListDelete, input: ByIdVersion, answer: Nothing, access: A.codeListEdit }),
  /** The list's entries in the order given (every entry once); the list's Version guards it. */
  reorder: defineCall({
    method: 'POST',
    path: P.codeListReorder,
    input: strict({ Id: id, Version, EntryIds: Type.Array(id, { maxItems: 1000 }) }),
    answer: saved,
    access: A.codeListEdit,
  }),
  history: defineCall({ method: 'GET', path: P.codeListHistory, input: ById, answer: Type.Array(HistoryLineSchema), access: A.codeListRead }),
  /** The list's entries as an Excel file; its sheet imports back. */
  export: defineCall({ method: 'GET', path: P.codeListExport, input: ById, answer: Type.String(), access: A.codeListRead }),
  saveEntry: defineCall({ method: 'POST', path: P.codeEntrySave, input: CodeEntrySaveSchema, answer: saved, access: A.codeListEdit }),
  deleteEntry: defineCall({ method: 'POST', path: P.codeEntryDelete, input: ByIdVersion, answer: Nothing, access: A.codeListEdit }),
} as const;
