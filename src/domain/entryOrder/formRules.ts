import type { Bilingual } from '../../i18n/bilingual';
import { containerColumnWords, entryColumnWords, entryRuleWords as W, goodsColumnWords, partyFieldWords } from '../../contract/entryOrder/words';
import { BUILTIN_CODE_LISTS } from './codes';

/**
 * ent.form (operations.md §9.5): an order's values against its form version's fields, and a form's
 * own design (efm.design) checked at Save and Publish. Pure: the entry screen runs it on every
 * change and the server runs the same code on Save and Submit, so both say the same thing. Every
 * problem names the field by its own label in both languages; no pattern is ever shown.
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
const rowOf = (label: Bilingual, row: number, column: Bilingual): Bilingual => ({
  zh: `${label.zh}第${row}行·${column.zh}`,
  en: `${label.en} row ${row} · ${column.en}`,
});
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

/** A calendar day, YYYY-MM-DD, that exists. */
export function isDay(v: unknown): v is string {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const HS_CODE = /^\d{6,10}$/;
const charCount = (s: string) => [...s].length;
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The problems of one field's value (Required included). */
export function fieldProblems(f: FormField, value: unknown, lists: CodeLists = {}): EntryProblem[] {
  const label = labelOf(f);
  const out: EntryProblem[] = [];
  const p = (Code: ProblemCode, words: Bilingual, at?: { Row: number; Column: string; column: Bilingual }) =>
    out.push({
      Rule: 'ent.form',
      Code,
      Key: f.Key,
      ...(at ? { Row: at.Row, Column: at.Column } : {}),
      Severity: 'error',
      Words: at ? saidOf(rowOf(label, at.Row, at.column), words) : saidOf(label, words),
    });
  if (isBlank(value)) {
    if (f.Required) p('REQUIRED', W.required);
    return out;
  }
  const rule = f.Rule ?? {};
  const counted = (n: number, few: Bilingual, many: Bilingual) => {
    if (isNum(rule.min) && n < rule.min) p('TOO_FEW', fill(few, { n: rule.min }));
    if (isNum(rule.max) && n > rule.max) p('TOO_MANY', fill(many, { n: rule.max }));
  };
  const kind = baseType(f.Type);
  switch (kind) {
    case 'text': {
      if (typeof value !== 'string') {
        p('NOT_TEXT', W.mustBeText);
        return out;
      }
      if (isNum(rule.maxLength) && charCount(value) > rule.maxLength) p('TOO_LONG', fill(W.tooLong, { n: rule.maxLength }));
      const re = rule.regex ? compileRule(rule.regex) : undefined;
      if (re && !re.test(value)) p('FORMAT', W.badForm);
      return out;
    }
    case 'number': {
      if (!isNum(value)) {
        p('NOT_A_NUMBER', W.mustBeNumber);
        return out;
      }
      if (isNum(rule.min) && value < rule.min) p('BELOW', fill(W.notBelow, { n: rule.min }));
      if (isNum(rule.max) && value > rule.max) p('ABOVE', fill(W.notAbove, { n: rule.max }));
      return out;
    }
    case 'date':
      if (!isDay(value)) p('NOT_A_DATE', W.mustBeDate);
      return out;
    case 'select': {
      if (typeof value !== 'string') {
        p('NOT_A_CHOICE', W.notAChoice);
        return out;
      }
      const list = lists[listOf(f.Type)!] ?? BUILTIN_CODE_LISTS[listOf(f.Type)!];
      if (list && !list.includes(value)) p('NOT_A_CHOICE', W.notAChoice);
      return out;
    }
    case 'party': {
      if (typeof value !== 'object' || Array.isArray(value)) {
        p('NOT_A_PARTY', W.mustBeParty);
        return out;
      }
      const party = value as Record<string, unknown>;
      const name = party.Name;
      if (typeof name !== 'string' || !name.trim()) {
        out.push({ Rule: 'ent.form', Code: 'REQUIRED', Key: f.Key, Column: 'Name', Severity: 'error', Words: saidOf(partyLabel(label, 'Name'), W.required) });
      } else if (charCount(name) > 200) {
        out.push({
          Rule: 'ent.form',
          Code: 'TOO_LONG',
          Key: f.Key,
          Column: 'Name',
          Severity: 'error',
          Words: saidOf(partyLabel(label, 'Name'), fill(W.tooLong, { n: 200 })),
        });
      }
      const email = party.Email;
      if (typeof email === 'string' && email.trim() && !EMAIL.test(email.trim()))
        out.push({
          Rule: 'ent.form',
          Code: 'FORMAT',
          Key: f.Key,
          Column: 'Email',
          Severity: 'error',
          Words: saidOf(partyLabel(label, 'Email'), W.mustBeEmail),
        });
      return out;
    }
    case 'file': {
      if (!Array.isArray(value) || !value.every((x) => Number.isInteger(x) && (x as number) >= 1)) {
        p('NOT_FILES', W.mustBeFiles);
        return out;
      }
      counted(value.length, W.atLeastFiles, W.atMostFiles);
      return out;
    }
    case 'goods-grid': {
      if (!Array.isArray(value) || !value.every((r) => r && typeof r === 'object' && !Array.isArray(r))) {
        p('NOT_ROWS', W.mustBeRows);
        return out;
      }
      counted(value.length, W.atLeastRows, W.atMostRows);
      value.forEach((raw, i) => {
        const r = raw as Record<string, unknown>;
        const at = (Column: keyof typeof goodsColumnWords) => ({ Row: i + 1, Column, column: goodsColumnWords[Column] });
        if (typeof r.Description !== 'string' || !r.Description.trim()) p('REQUIRED', W.required, at('Description'));
        const pkgs = r.Pkgs;
        if (pkgs === undefined || pkgs === null || pkgs === '') p('REQUIRED', W.required, at('Pkgs'));
        else if (!isNum(pkgs)) p('NOT_A_NUMBER', W.mustBeNumber, at('Pkgs'));
        else if (!Number.isInteger(pkgs)) p('NOT_WHOLE', W.mustBeWhole, at('Pkgs'));
        else if (pkgs < 1) p('BELOW', fill(W.notBelow, { n: 1 }), at('Pkgs'));
        for (const c of ['Kg', 'Cbm'] as const) {
          const v = r[c];
          if (v === undefined || v === null || v === '') p('REQUIRED', W.required, at(c));
          else if (!isNum(v)) p('NOT_A_NUMBER', W.mustBeNumber, at(c));
          else if (v < 0) p('BELOW', fill(W.notBelow, { n: 0 }), at(c));
        }
        if (r.HsCode !== undefined && r.HsCode !== null && r.HsCode !== '' && !(typeof r.HsCode === 'string' && HS_CODE.test(r.HsCode)))
          p('FORMAT', W.hsCode, at('HsCode'));
      });
      return out;
    }
    case 'container-grid': {
      if (!Array.isArray(value) || !value.every((r) => r && typeof r === 'object' && !Array.isArray(r))) {
        p('NOT_ROWS', W.mustBeRows);
        return out;
      }
      counted(value.length, W.atLeastRows, W.atMostRows);
      const types = lists.CONTAINER_TYPE;
      value.forEach((raw, i) => {
        const r = raw as Record<string, unknown>;
        const at = (Column: keyof typeof containerColumnWords) => ({ Row: i + 1, Column, column: containerColumnWords[Column] });
        if (typeof r.TYPE !== 'string' || !r.TYPE.trim()) p('REQUIRED', W.required, at('TYPE'));
        else if (types && !types.includes(r.TYPE)) p('NOT_A_CHOICE', W.notAChoice, at('TYPE'));
        if (r.COUNT === undefined || r.COUNT === null || r.COUNT === '') p('REQUIRED', W.required, at('COUNT'));
        else if (!isNum(r.COUNT) || !Number.isInteger(r.COUNT)) p('NOT_WHOLE', W.mustBeWhole, at('COUNT'));
        else if (r.COUNT < 1) p('BELOW', fill(W.notBelow, { n: 1 }), at('COUNT'));
        else if (r.COUNT > 999) p('ABOVE', fill(W.notAbove, { n: 999 }), at('COUNT'));
      });
      return out;
    }
    default:
      // a type the form check refuses: nothing to say about a value
      return out;
  }
}
const partyLabel = (label: Bilingual, column: keyof typeof partyFieldWords): Bilingual => ({
  zh: `${label.zh}·${partyFieldWords[column].zh}`,
  en: `${label.en} · ${partyFieldWords[column].en}`,
});

/** The fields in the order the form shows them: by Order, then by Key. */
export const fieldsInOrder = (fields: readonly FormField[]): FormField[] =>
  [...fields].sort((a, b) => a.Order - b.Order || (a.Key < b.Key ? -1 : a.Key > b.Key ? 1 : 0));

/** ent.form: every field's problems, in the form's order. `values`: key → value (valuesOfOrder builds it from an order). */
export function validateValues(fields: readonly FormField[], values: Readonly<Record<string, unknown>>, lists: CodeLists = {}): EntryProblem[] {
  return fieldsInOrder(fields).flatMap((f) => fieldProblems(f, Object.hasOwn(values, f.Key) ? values[f.Key] : undefined, lists));
}

/** Whether the values pass (no error; warnings pass). */
export const passes = (problems: readonly EntryProblem[]): boolean => problems.every((p) => p.Severity !== 'error');

// ── the order's own columns on a form ───────────────────────────────────────────────────────

/**
 * The order's columns a form may carry as fields (their key is the column, their value goes to the
 * column, not to ENT_CUSTOM), each with the one type it must have. Every other key is a form's
 * extra field, kept in ENT_CUSTOM. ENT_DIRECTION, ENT_TRANSPORT_METHOD and ENT_SERVICES are the
 * order's header, never form fields.
 */
export const STANDARD_FIELDS = {
  ENT_INCOTERM: 'select:INCOTERM',
  ENT_FREIGHT_TERM: 'select:FREIGHT_TERM',
  ENT_POL: 'text',
  ENT_POD: 'text',
  ENT_DELIVERY: 'text',
  ENT_CARGO_READY: 'date',
  ENT_ETD_FROM: 'date',
  ENT_ETD_TO: 'date',
  ENT_CONTAINERS: 'container-grid',
  ENT_PKGS: 'number',
  ENT_KG: 'number',
  ENT_CBM: 'number',
  ENT_GOODS: 'text',
  ENT_HSCODE: 'text',
  Shipper: 'party',
  Consignee: 'party',
  Notify: 'party',
} as const satisfies Record<string, FieldType>;
export type StandardKey = keyof typeof STANDARD_FIELDS;
export const isStandardKey = (key: string): key is StandardKey => Object.hasOwn(STANDARD_FIELDS, key);

/** An order's values by field key: its standard columns, then its form's extra fields (ENT_CUSTOM). */
export function valuesOfOrder(order: Readonly<Record<string, unknown>> & { ENT_CUSTOM?: Readonly<Record<string, unknown>> | null }): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(STANDARD_FIELDS)) if (order[k] !== undefined) out[k] = order[k];
  for (const [k, v] of Object.entries(order.ENT_CUSTOM ?? {})) if (!isStandardKey(k)) out[k] = v;
  return out;
}

/** The other way: a form's values split into the order's columns and its ENT_CUSTOM (what the entry screen saves). */
export function splitValues(values: Readonly<Record<string, unknown>>): { standard: Partial<Record<StandardKey, unknown>>; custom: Record<string, unknown> } {
  const standard: Partial<Record<StandardKey, unknown>> = {};
  const custom: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (isStandardKey(k)) standard[k] = v;
    else custom[k] = v;
  }
  return { standard, custom };
}

/** A field's defaults as the entry screen starts a new order with them. */
export function defaultValues(fields: readonly FormField[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => f.Default !== undefined && f.Default !== null).map((f) => [f.Key, f.Default]));
}

/** An order column's label: its form field's, else the order's own word. */
export function columnLabel(key: string, fields: readonly FormField[]): Bilingual {
  const f = fields.find((x) => x.Key === key);
  return f ? labelOf(f) : ((entryColumnWords as Record<string, Bilingual>)[key] ?? { zh: key, en: key });
}

// ── a form's design ─────────────────────────────────────────────────────────────────────────

/** Which rules a type takes. */
const RULES_OF: Record<BaseFieldType | 'select', readonly (keyof FieldRule)[]> = {
  text: ['regex', 'maxLength'],
  number: ['min', 'max'],
  date: [],
  select: [],
  party: [],
  file: ['min', 'max'],
  'goods-grid': ['min', 'max'],
  'container-grid': ['min', 'max'],
};
const COUNTED = new Set(['file', 'goods-grid', 'container-grid']);

/**
 * efm.design: a form version's own problems (Save reports them, Publish refuses with them):
 * unique keys (case aside), known types and code lists, rules the type takes and that make sense,
 * a regex that compiles, a default that passes its own field, the order's columns with their type.
 * `knownLists`: the code lists there are (the built-in ones always are); omitted: a list is not checked.
 */
export function formProblems(fields: readonly FormField[], knownLists?: readonly string[]): EntryProblem[] {
  const out: EntryProblem[] = [];
  const p = (Code: ProblemCode, Key: string, words: Bilingual) => out.push({ Rule: 'efm.design', Code, Key, Severity: 'error', Words: words });
  if (!fields.length) p('FORM_EMPTY', '', W.formEmpty);
  if (fields.length > MAX_FORM_FIELDS) p('FORM_TOO_MANY', '', fill(W.formTooMany, { n: MAX_FORM_FIELDS }));
  const seen = new Set<string>();
  for (const f of fields) {
    const label = { zh: f.LabelZh?.trim() || f.Key, en: f.LabelEn?.trim() || f.Key };
    const named = (w: Bilingual, v: Record<string, string | number> = {}) => ({
      zh: fill(w, { key: f.Key, label: label.zh, ...v }).zh,
      en: fill(w, { key: f.Key, label: label.en, ...v }).en,
    });
    if (!FIELD_KEY.test(f.Key)) p('KEY_FORM', f.Key, named(W.keyForm));
    const lower = f.Key.toLowerCase();
    if (seen.has(lower)) p('KEY_TAKEN', f.Key, named(W.keyTaken));
    seen.add(lower);
    const labelOk = (s: unknown) => typeof s === 'string' && s.trim().length > 0 && charCount(s) <= MAX_LABEL_LENGTH;
    if (!labelOk(f.LabelZh) || !labelOk(f.LabelEn)) p('LABEL_MISSING', f.Key, named(W.labelMissing));
    const kind = baseType(f.Type);
    const list = listOf(f.Type);
    if (!kind || (kind === 'select' && !CODE_LIST_NAME.test(list ?? ''))) {
      p('TYPE_UNKNOWN', f.Key, named(W.typeUnknown, { type: f.Type }));
      continue;
    }
    if (list && knownLists && !knownLists.includes(list) && !Object.hasOwn(BUILTIN_CODE_LISTS, list)) p('LIST_UNKNOWN', f.Key, named(W.listUnknown, { list }));
    if (isStandardKey(f.Key) && STANDARD_FIELDS[f.Key] !== f.Type) {
      const column = (entryColumnWords as Record<string, Bilingual>)[f.Key]!;
      const want = STANDARD_FIELDS[f.Key];
      p('TYPE_MISMATCH', f.Key, {
        zh: fill(W.typeMismatch, { label: label.zh, column: column.zh, type: want }).zh,
        en: fill(W.typeMismatch, { label: label.en, column: column.en, type: want }).en,
      });
    }
    const rule = f.Rule ?? {};
    const given = (Object.keys(rule) as (keyof FieldRule)[]).filter((k) => rule[k] !== undefined && rule[k] !== null);
    for (const r of given.filter((k) => !RULES_OF[kind].includes(k))) p('RULE_NOT_FOR_TYPE', f.Key, named(W.ruleNotForType, { rule: r }));
    if (rule.regex !== undefined && RULES_OF[kind].includes('regex') && (typeof rule.regex !== 'string' || !compileRule(rule.regex)))
      p('REGEX_INVALID', f.Key, named(W.regexInvalid));
    const bad =
      (rule.min !== undefined && !isNum(rule.min)) ||
      (rule.max !== undefined && !isNum(rule.max)) ||
      (isNum(rule.min) && isNum(rule.max) && rule.min > rule.max) ||
      (COUNTED.has(kind) && [rule.min, rule.max].some((n) => n !== undefined && (!Number.isInteger(n) || (n as number) < 0))) ||
      (rule.maxLength !== undefined && (!Number.isInteger(rule.maxLength) || rule.maxLength < 1 || rule.maxLength > MAX_TEXT_LENGTH));
    if (bad && given.every((k) => RULES_OF[kind].includes(k))) p('RULE_RANGE', f.Key, named(W.ruleRange));
    if (f.Default !== undefined && f.Default !== null && !isBlank(f.Default) && !bad && !out.some((x) => x.Key === f.Key)) {
      if (fieldProblems({ ...f, Required: false }, f.Default).length) p('DEFAULT_INVALID', f.Key, named(W.defaultInvalid));
    }
  }
  return out;
}
