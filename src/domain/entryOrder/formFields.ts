import type { Bilingual } from '../../i18n/bilingual';
import { isCalendarDay } from '../calendarDay';

/**
 * A form version's fields (operations.md §9.1 EFM_FIELDS): their types and rules, the problem every
 * check answers, and the small helpers the checks share (ent.form in formRules.ts, the order's own
 * columns in orderFields.ts, efm.design in designRules.ts). Pure, run by the browser and the server.
 */

/** The field types of §9.1 (a code list is `select:<LIST>`). */
export const BASE_FIELD_TYPES = ['text', 'number', 'date', 'party', 'goods-grid', 'container-grid', 'file'] as const;
export type BaseFieldType = (typeof BASE_FIELD_TYPES)[number];
export type FieldType = BaseFieldType | `select:${string}`;
/** A code list's name in `select:<LIST>`. */
export const CODE_LIST_NAME = /^[A-Z][A-Z0-9_]{1,39}$/;
/** A field's key: a letter, then letters, digits and `_` (at most 40). */
export const FIELD_KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
export const MAX_FORM_FIELDS = 200;
export const MAX_REGEX_LENGTH = 200;
export const MAX_TEXT_LENGTH = 4000;
export const MAX_LABEL_LENGTH = 40;

/**
 * A field's rule: regex (text: the whole value must match it), min/max (number: the value; goods-grid,
 * container-grid, file: how many rows or files), maxLength (text).
 */
export interface FieldRule {
  regex?: string;
  min?: number;
  max?: number;
  maxLength?: number;
}

/** One field of a form version (EFM_FIELDS). */
export interface FormField {
  Key: string;
  LabelZh: string;
  LabelEn: string;
  Type: string;
  Required: boolean;
  Rule?: FieldRule;
  Default?: unknown;
  Section: string;
  Order: number;
}

/** The code lists a form's select fields name, by list name (BUILTIN_CODE_LISTS plus reference data). A list not given is not checked. */
export type CodeLists = Readonly<Record<string, readonly string[]>>;

/** The rule a problem comes from (§9.5), and efm.design for a form's own. */
export type EntryRule = 'ent.form' | 'ent.dates' | 'ent.incoterm' | 'ent.booking' | 'sup.due' | 'efm.design';

/** What went wrong, as a code the tests and the screens read (the words say it to people). */
export type ProblemCode =
  | 'REQUIRED'
  | 'NOT_TEXT'
  | 'NOT_A_NUMBER'
  | 'NOT_WHOLE'
  | 'BELOW'
  | 'ABOVE'
  | 'TOO_LONG'
  | 'FORMAT'
  | 'NOT_A_DATE'
  | 'NOT_A_CHOICE'
  | 'NOT_A_PARTY'
  | 'NOT_ROWS'
  | 'NOT_FILES'
  | 'TOO_FEW'
  | 'TOO_MANY'
  // whole-order rules (orderRules.ts)
  | 'CONTAINERS_MISSING'
  | 'SERVICES_MISSING'
  | 'DATE_ORDER'
  | 'INCOTERM_PAYMENT'
  | 'CONTAINERS_NOT_COVERED'
  | 'DUE_AFTER_DCO'
  | 'DUE_PAST'
  // a form's design
  | 'FORM_EMPTY'
  | 'FORM_TOO_MANY'
  | 'KEY_FORM'
  | 'KEY_TAKEN'
  | 'LABEL_MISSING'
  | 'TYPE_UNKNOWN'
  | 'LIST_UNKNOWN'
  | 'TYPE_MISMATCH'
  | 'REGEX_INVALID'
  | 'RULE_NOT_FOR_TYPE'
  | 'RULE_RANGE'
  | 'DEFAULT_INVALID';

export interface EntryProblem {
  Rule: EntryRule;
  Code: ProblemCode;
  /** The field's key ('' for the whole order). */
  Key: string;
  /** A grid's row, from 1. */
  Row?: number;
  /** A grid's column or a party block's field. */
  Column?: string;
  /** error: blocks Submit (and Publish); warning: said, never blocks. */
  Severity: 'error' | 'warning';
  /** The sentence, naming the field by its label. */
  Words: Bilingual;
}

export const fill = (w: Bilingual, v: Record<string, string | number>): Bilingual => ({
  zh: w.zh.replace(/\{(\w+)\}/g, (_, k: string) => String(v[k] ?? '')),
  en: w.en.replace(/\{(\w+)\}/g, (_, k: string) => String(v[k] ?? '')),
});
/** "{label}：{problem}" / "{label} {problem}". */
export const saidOf = (label: Bilingual, problem: Bilingual): Bilingual => ({ zh: `${label.zh}：${problem.zh}`, en: `${label.en} ${problem.en}` });
export const labelOf = (f: Pick<FormField, 'LabelZh' | 'LabelEn'>): Bilingual => ({ zh: f.LabelZh, en: f.LabelEn });

/** The type's base: `select:INCOTERM` → select. */
export const baseType = (type: string): BaseFieldType | 'select' | undefined =>
  type.startsWith('select:') ? 'select' : (BASE_FIELD_TYPES as readonly string[]).includes(type) ? (type as BaseFieldType) : undefined;
export const listOf = (type: string): string | undefined => (type.startsWith('select:') ? type.slice(7) : undefined);

/** A rule's regex as the whole value must match it; undefined when it does not compile (a design problem, caught at Save/Publish). */
export function compileRule(regex: string): RegExp | undefined {
  if (regex.length > MAX_REGEX_LENGTH) return undefined;
  try {
    return new RegExp(`^(?:${regex})$`, 'u');
  } catch {
    return undefined;
  }
}

const isBlank = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && !Array.isArray(v) && isBlankParty(v as Record<string, unknown>));
const isBlankParty = (p: Record<string, unknown>): boolean =>
  Object.values(p).every((x) => x === undefined || x === null || (typeof x === 'string' && x.trim() === ''));

/** A value the field holds nothing in (an empty text, list, party block; null). */
export const isEmptyValue = isBlank;

/** A calendar day, YYYY-MM-DD, that exists (the filters' rule: src/domain/calendarDay.ts). */
export const isDay = (v: unknown): v is string => isCalendarDay(v);
export const charCount = (s: string) => [...s].length;
export const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The fields in the order the form shows them: by Order, then by Key. */
export const fieldsInOrder = (fields: readonly FormField[]): FormField[] =>
  [...fields].sort((a, b) => a.Order - b.Order || (a.Key < b.Key ? -1 : a.Key > b.Key ? 1 : 0));
