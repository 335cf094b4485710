import type { Bilingual } from '../../i18n/bilingual';
import { entryColumnWords, entryRuleWords as W } from '../../contract/entryOrder/words';
import { BUILTIN_CODE_LISTS } from './codes';
import {
  type BaseFieldType,
  baseType,
  CODE_LIST_NAME,
  charCount,
  compileRule,
  type EntryProblem,
  FIELD_KEY,
  type FieldRule,
  type FormField,
  fill,
  isEmptyValue,
  isNum,
  listOf,
  MAX_FORM_FIELDS,
  MAX_LABEL_LENGTH,
  MAX_TEXT_LENGTH,
  type ProblemCode,
} from './formFields';
import { fieldProblems } from './formRules';
import { isStandardKey, STANDARD_FIELDS } from './orderFields';

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
    if (f.Default !== undefined && f.Default !== null && !isEmptyValue(f.Default) && !bad && !out.some((x) => x.Key === f.Key)) {
      if (fieldProblems({ ...f, Required: false }, f.Default).length) p('DEFAULT_INVALID', f.Key, named(W.defaultInvalid));
    }
  }
  return out;
}
