import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, listCallOf, nullable, strict, text, textOf } from '../schema';
import { DIRECTIONS, TRANSPORT_METHODS } from '../../domain/entryOrder/codes';
import { MAX_FORM_FIELDS } from '../../domain/entryOrder/formFields';
import { EFM_STATUSES } from '../../domain/entryOrder/status';
import { ENTRY_ORDER_ACCESS as A, ENTRY_ORDER_PATHS as P } from './module';
import { bilingual, byId, nullableText, ok, version } from './callParts';

/** The entry forms on the wire: designed, published, retired; the form an order is entered on; which form a customer uses. */

/** A field's rule (formRules.ts FieldRule): regex for text, min/max for numbers and for counts of rows or files, maxLength for text. */
export const FieldRuleSchema = strict({
  regex: Type.Optional(text(200)),
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  maxLength: Type.Optional(Type.Integer()),
});

/**
 * One field of a form (EFM_FIELDS; formRules.ts FormField). Type: text, number, date, party,
 * goods-grid, container-grid, file or select:<LIST>. Key: an order column of STANDARD_FIELDS
 * (its value is that column) or the form's own (its value is in ENT_CUSTOM). What the schema lets
 * through, formProblems judges (Save answers its problems, Publish refuses with them).
 */
export const FormFieldSchema = strict({
  Key: text(40, 1),
  LabelZh: text(40),
  LabelEn: text(40),
  Type: text(60, 1),
  Required: Type.Boolean(),
  Rule: Type.Optional(FieldRuleSchema),
  Default: Type.Optional(Type.Unknown()),
  Section: text(40),
  Order: Type.Integer({ minimum: 0, maximum: 100_000 }),
});
export type FormFieldWire = Static<typeof FormFieldSchema>;

/** A problem of the rules (formRules.ts EntryProblem), its words naming the field by its label. */
export const ProblemSchema = Type.Object({
  Rule: textOf(['ent.form', 'ent.dates', 'ent.incoterm', 'ent.booking', 'sup.due', 'efm.design'] as const),
  Code: Type.String(),
  Key: Type.String(),
  Row: Type.Optional(Type.Integer()),
  Column: Type.Optional(Type.String()),
  Severity: textOf(['error', 'warning'] as const),
  Words: bilingual,
});
export type ProblemRow = Static<typeof ProblemSchema>;

/**
 * Save a form: without Id a new DRAFT version of EFM_NAME (version 1, or the name's last + 1: its
 * fields usually copied from the version in use); with Id and VERSION an edit of that draft.
 * CompanyId: the customer the form is made for (null: platform-wide). Refusals: STALE,
 * FORM_PUBLISHED (a published or retired version never changes), FORM_DRAFT_EXISTS (a new version
 * while the name already has a draft). Design problems are answered, not refused.
 */
export const EntryFormSaveSchema = strict({
  Id: Type.Optional(id),
  VERSION: Type.Optional(version),
  EFM_NAME: text(60, 1),
  CompanyId: Type.Optional(nullable(id)),
  EFM_FIELDS: Type.Array(FormFieldSchema, { maxItems: MAX_FORM_FIELDS }),
  EFM_REMARKS: Type.Optional(text(500)),
});
export type EntryFormSave = Static<typeof EntryFormSaveSchema>;
export const EntryFormSavedSchema = Type.Object({
  Id: Type.Integer(),
  EFM_VERSION: Type.Integer(),
  VERSION: Type.Integer(),
  Problems: Type.Array(ProblemSchema),
});

const formHead = {
  Id: Type.Integer(),
  EFM_NAME: Type.String(),
  EFM_VERSION: Type.Integer(),
  CompanyId: nullable(Type.Integer()),
  /** '' for a platform-wide form. */
  CompanyName: Type.String(),
  EFM_STATUS: textOf(EFM_STATUSES),
  EFM_REMARKS: Type.String(),
  PublishedAt: nullableText(),
  PublishedBy: Type.String(),
  UpdatedAt: Type.String(),
  /** Orders entered on this version. */
  Orders: Type.Integer(),
  VERSION: Type.Integer(),
};
export const EntryFormRowSchema = Type.Object({ ...formHead, FieldCount: Type.Integer() });
export type EntryFormRow = Static<typeof EntryFormRowSchema>;
export const EntryFormSchema = Type.Object({ ...formHead, EFM_FIELDS: Type.Array(FormFieldSchema) });
export type EntryForm = Static<typeof EntryFormSchema>;

/** Publish a draft (refused with FORM_PROBLEMS while formProblems finds any; FORM_STATE unless a draft): the name's older published version retires. Retire: a published one (FORM_STATE otherwise). */
export const FormMoveSchema = strict({ Id: id, VERSION: version });
export const FormMovedSchema = Type.Object({ Id: Type.Integer(), EFM_STATUS: textOf(EFM_STATUSES), VERSION: Type.Integer() });

/** The published form an order of this customer and business is entered on (404 NO_FORM_FOR_ORDER when none). A customer's employee: its own company (CompanyId ignored). */
export const FormForOrderSchema = strict({
  CompanyId: Type.Optional(id),
  ENT_DIRECTION: textOf(DIRECTIONS),
  ENT_TRANSPORT_METHOD: textOf(TRANSPORT_METHODS),
});

/** Which form (by name: its published version) a customer — or, CompanyId null, every customer — uses for a direction and (none: any) transport method. */
export const FormUseSchema = Type.Object({
  Id: Type.Integer(),
  CompanyId: nullable(Type.Integer()),
  CompanyName: Type.String(),
  ENT_DIRECTION: textOf(DIRECTIONS),
  ENT_TRANSPORT_METHOD: nullable(Type.String()),
  EFM_NAME: Type.String(),
  /** The name's published version now (null: none published: orders of this use find no form). */
  PublishedId: nullable(Type.Integer()),
  PublishedVersion: nullable(Type.Integer()),
  UpdatedAt: Type.String(),
});
export type FormUse = Static<typeof FormUseSchema>;
export const FormUseSaveSchema = strict({
  Id: Type.Optional(id),
  CompanyId: Type.Optional(nullable(id)),
  ENT_DIRECTION: textOf(DIRECTIONS),
  ENT_TRANSPORT_METHOD: Type.Optional(textOf(TRANSPORT_METHODS)),
  EFM_NAME: text(60, 1),
});
export type FormUseSave = Static<typeof FormUseSaveSchema>;

export const formCalls = {
  entryFormList: listCallOf(P.entryFormList, EntryFormRowSchema, A.entryFormRead),
  entryFormGet: defineCall({ method: 'GET', path: P.entryFormGet, input: byId, answer: EntryFormSchema, access: A.entryFormRead }),
  entryFormSave: defineCall({ method: 'POST', path: P.entryFormSave, input: EntryFormSaveSchema, answer: EntryFormSavedSchema, access: A.entryFormEdit }),
  entryFormPublish: defineCall({ method: 'POST', path: P.entryFormPublish, input: FormMoveSchema, answer: FormMovedSchema, access: A.entryFormPublish }),
  entryFormRetire: defineCall({ method: 'POST', path: P.entryFormRetire, input: FormMoveSchema, answer: FormMovedSchema, access: A.entryFormPublish }),
  entryFormForOrder: defineCall({ method: 'GET', path: P.entryFormForOrder, input: FormForOrderSchema, answer: EntryFormSchema, access: A.entryFormRead }),
  entryFormUses: defineCall({
    method: 'GET',
    path: P.entryFormUses,
    input: strict({ CompanyId: Type.Optional(id) }),
    answer: Type.Array(FormUseSchema),
    access: A.entryFormRead,
  }),
  entryFormSaveUse: defineCall({ method: 'POST', path: P.entryFormSaveUse, input: FormUseSaveSchema, answer: ok, access: A.entryFormUseEdit }),
  entryFormDeleteUse: defineCall({ method: 'POST', path: P.entryFormDeleteUse, input: byId, answer: ok, access: A.entryFormUseEdit }),
} as const;
