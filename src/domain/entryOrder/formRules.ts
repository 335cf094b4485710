import type { Bilingual } from '../../i18n/bilingual';
import { containerColumnWords, entryRuleWords as W, goodsColumnWords, partyFieldWords } from '../../contract/entryOrder/words';
import { BUILTIN_CODE_LISTS } from './codes';
import {
  type BaseFieldType,
  baseType,
  type CodeLists,
  charCount,
  compileRule,
  type EntryProblem,
  type FieldRule,
  type FormField,
  fieldsInOrder,
  fill,
  isDay,
  isEmptyValue,
  isNum,
  labelOf,
  listOf,
  type ProblemCode,
  saidOf,
} from './formFields';

/**
 * ent.form (operations.md §9.5): an order's values against its form version's fields (a form's own
 * design is efm.design, designRules.ts). Pure: the entry screen runs it on every change and the server
 * runs the same code on Save and Submit, so both say the same thing. Every problem names the field by
 * its own label in both languages; no pattern is ever shown. One check a field type, each below.
 */

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const HS_CODE = /^\d{6,10}$/;

/** Where in a field a problem is: a grid's row and column, or a party block's line, with the words naming it. */
interface Place {
  Row?: number;
  Column: string;
  named: Bilingual;
}
/** Says one problem of the field being checked (at a place in it, or the whole field). */
type Say = (Code: ProblemCode, words: Bilingual, at?: Place) => void;
/** One field type's check of a value that is not blank. */
type TypeCheck = (say: Say, value: unknown, f: FormField, lists: CodeLists) => void;

const rowPlace = (label: Bilingual, Row: number, Column: string, column: Bilingual): Place => ({
  Row,
  Column,
  named: { zh: `${label.zh}第${Row}行·${column.zh}`, en: `${label.en} row ${Row} · ${column.en}` },
});
const partyPlace = (label: Bilingual, Column: keyof typeof partyFieldWords): Place => ({
  Column,
  named: { zh: `${label.zh}·${partyFieldWords[Column].zh}`, en: `${label.en} · ${partyFieldWords[Column].en}` },
});

/** A list's length against the rule's min/max (a grid's rows, a field's files). */
function countProblems(say: Say, n: number, rule: FieldRule, few: Bilingual, many: Bilingual): void {
  if (isNum(rule.min) && n < rule.min) say('TOO_FEW', fill(few, { n: rule.min }));
  if (isNum(rule.max) && n > rule.max) say('TOO_MANY', fill(many, { n: rule.max }));
}

const textProblems: TypeCheck = (say, value, f) => {
  if (typeof value !== 'string') return say('NOT_TEXT', W.mustBeText);
  const rule = f.Rule ?? {};
  if (isNum(rule.maxLength) && charCount(value) > rule.maxLength) say('TOO_LONG', fill(W.tooLong, { n: rule.maxLength }));
  const re = rule.regex ? compileRule(rule.regex) : undefined;
  if (re && !re.test(value)) say('FORMAT', W.badForm);
};

const numberProblems: TypeCheck = (say, value, f) => {
  if (!isNum(value)) return say('NOT_A_NUMBER', W.mustBeNumber);
  const rule = f.Rule ?? {};
  if (isNum(rule.min) && value < rule.min) say('BELOW', fill(W.notBelow, { n: rule.min }));
  if (isNum(rule.max) && value > rule.max) say('ABOVE', fill(W.notAbove, { n: rule.max }));
};

const dayProblems: TypeCheck = (say, value) => {
  if (!isDay(value)) say('NOT_A_DATE', W.mustBeDate);
};

/** A code of the field's list (a list the caller does not know is not checked). */
const choiceProblems: TypeCheck = (say, value, f, lists) => {
  if (typeof value !== 'string') return say('NOT_A_CHOICE', W.notAChoice);
  const name = listOf(f.Type) ?? '';
  const list = lists[name] ?? BUILTIN_CODE_LISTS[name];
  if (list && !list.includes(value)) say('NOT_A_CHOICE', W.notAChoice);
};

/** A party block: its name required (at most 200 characters), its e-mail well formed. */
const partyProblems: TypeCheck = (say, value, f) => {
  if (typeof value !== 'object' || Array.isArray(value)) return say('NOT_A_PARTY', W.mustBeParty);
  const label = labelOf(f);
  const { Name, Email } = value as Record<string, unknown>;
  if (typeof Name !== 'string' || !Name.trim()) say('REQUIRED', W.required, partyPlace(label, 'Name'));
  else if (charCount(Name) > 200) say('TOO_LONG', fill(W.tooLong, { n: 200 }), partyPlace(label, 'Name'));
  if (typeof Email === 'string' && Email.trim() && !EMAIL.test(Email.trim())) say('FORMAT', W.mustBeEmail, partyPlace(label, 'Email'));
};

/** The ids of the uploaded files, as many as the rule allows. */
const fileProblems: TypeCheck = (say, value, f) => {
  if (!Array.isArray(value) || !value.every((x) => Number.isInteger(x) && (x as number) >= 1)) return say('NOT_FILES', W.mustBeFiles);
  countProblems(say, value.length, f.Rule ?? {}, W.atLeastFiles, W.atMostFiles);
};

const isRows = (value: unknown): value is Record<string, unknown>[] =>
  Array.isArray(value) && value.every((r) => r && typeof r === 'object' && !Array.isArray(r));
const isUnset = (v: unknown) => v === undefined || v === null || v === '';

/** One goods line: description, whole packages ≥ 1, weight and volume ≥ 0, an HS code of 6–10 digits if given. */
function goodsRowProblems(say: Say, r: Record<string, unknown>, at: (column: keyof typeof goodsColumnWords) => Place): void {
  if (typeof r.Description !== 'string' || !r.Description.trim()) say('REQUIRED', W.required, at('Description'));
  const pkgs = r.Pkgs;
  if (isUnset(pkgs)) say('REQUIRED', W.required, at('Pkgs'));
  else if (!isNum(pkgs)) say('NOT_A_NUMBER', W.mustBeNumber, at('Pkgs'));
  else if (!Number.isInteger(pkgs)) say('NOT_WHOLE', W.mustBeWhole, at('Pkgs'));
  else if (pkgs < 1) say('BELOW', fill(W.notBelow, { n: 1 }), at('Pkgs'));
  for (const c of ['Kg', 'Cbm'] as const) {
    const v = r[c];
    if (isUnset(v)) say('REQUIRED', W.required, at(c));
    else if (!isNum(v)) say('NOT_A_NUMBER', W.mustBeNumber, at(c));
    else if (v < 0) say('BELOW', fill(W.notBelow, { n: 0 }), at(c));
  }
  if (!isUnset(r.HsCode) && !(typeof r.HsCode === 'string' && HS_CODE.test(r.HsCode))) say('FORMAT', W.hsCode, at('HsCode'));
}

const goodsGridProblems: TypeCheck = (say, value, f) => {
  if (!isRows(value)) return say('NOT_ROWS', W.mustBeRows);
  countProblems(say, value.length, f.Rule ?? {}, W.atLeastRows, W.atMostRows);
  const label = labelOf(f);
  for (const [i, r] of value.entries()) goodsRowProblems(say, r, (c) => rowPlace(label, i + 1, c, goodsColumnWords[c]));
};

/** One container line: a type (of the CONTAINER_TYPE list when given) and a whole count of 1–999. */
function containerRowProblems(
  say: Say,
  r: Record<string, unknown>,
  types: readonly string[] | undefined,
  at: (column: keyof typeof containerColumnWords) => Place,
): void {
  if (typeof r.TYPE !== 'string' || !r.TYPE.trim()) say('REQUIRED', W.required, at('TYPE'));
  else if (types && !types.includes(r.TYPE)) say('NOT_A_CHOICE', W.notAChoice, at('TYPE'));
  if (isUnset(r.COUNT)) say('REQUIRED', W.required, at('COUNT'));
  else if (!isNum(r.COUNT) || !Number.isInteger(r.COUNT)) say('NOT_WHOLE', W.mustBeWhole, at('COUNT'));
  else if (r.COUNT < 1) say('BELOW', fill(W.notBelow, { n: 1 }), at('COUNT'));
  else if (r.COUNT > 999) say('ABOVE', fill(W.notAbove, { n: 999 }), at('COUNT'));
}

const containerGridProblems: TypeCheck = (say, value, f, lists) => {
  if (!isRows(value)) return say('NOT_ROWS', W.mustBeRows);
  countProblems(say, value.length, f.Rule ?? {}, W.atLeastRows, W.atMostRows);
  const label = labelOf(f);
  for (const [i, r] of value.entries()) containerRowProblems(say, r, lists.CONTAINER_TYPE, (c) => rowPlace(label, i + 1, c, containerColumnWords[c]));
};

const CHECKS: Record<BaseFieldType | 'select', TypeCheck> = {
  text: textProblems,
  number: numberProblems,
  date: dayProblems,
  select: choiceProblems,
  party: partyProblems,
  file: fileProblems,
  'goods-grid': goodsGridProblems,
  'container-grid': containerGridProblems,
};

/** The problems of one field's value (Required included). A type the form check refuses has nothing to say about a value. */
export function fieldProblems(f: FormField, value: unknown, lists: CodeLists = {}): EntryProblem[] {
  const label = labelOf(f);
  const out: EntryProblem[] = [];
  const say: Say = (Code, words, at) =>
    void out.push({
      Rule: 'ent.form',
      Code,
      Key: f.Key,
      ...(at?.Row !== undefined ? { Row: at.Row } : {}),
      ...(at ? { Column: at.Column } : {}),
      Severity: 'error',
      Words: saidOf(at ? at.named : label, words),
    });
  if (isEmptyValue(value)) {
    if (f.Required) say('REQUIRED', W.required);
    return out;
  }
  const kind = baseType(f.Type);
  if (kind) CHECKS[kind](say, value, f, lists);
  return out;
}

/** ent.form: every field's problems, in the form's order. `values`: key → value (valuesOfOrder builds it from an order). */
export function validateValues(fields: readonly FormField[], values: Readonly<Record<string, unknown>>, lists: CodeLists = {}): EntryProblem[] {
  return fieldsInOrder(fields).flatMap((f) => fieldProblems(f, Object.hasOwn(values, f.Key) ? values[f.Key] : undefined, lists));
}

/** Whether the values pass (no error; warnings pass). */
export const passes = (problems: readonly EntryProblem[]): boolean => problems.every((p) => p.Severity !== 'error');
