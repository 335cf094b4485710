import type { Bilingual } from '../i18n/bilingual';
import { CONTRACT_MODULES } from './modules';
import type { ModuleFieldWords } from './registry';
import { commonFieldWords, fieldMessageWords, validationWords } from './words';

/**
 * A call's input fields named as the forms name them (issue 32), so that a refusal reads
 * "运价第1行·成本：须为数额，如 1850.00", never `/Prices/0/Cost must match pattern "^-?\d…"`.
 * Each contract module labels its own fields (src/contract/<module>/words.ts); the common words
 * label the fields many modules share. A test walks every call's schema against these tables.
 */

export type Lang = 'zh' | 'en';

export type { ModuleFieldWords };

/**
 * The modules' field words loaded so far, by the module's name. Each contract module declares its
 * own, `fieldWords` in src/contract/<module>/fieldWords.ts (no list here to add a line to), found by
 * that name when wanted: the module declarations are on the first page, the words are not.
 */
const FIELD_WORDS = new Map<string, ModuleFieldWords>();
let everyModule: Promise<void> | undefined;

/** A module's declared field words; none for a module whose calls have no fields of their own (no fieldWords.ts). */
async function wordsOf(module: string): Promise<ModuleFieldWords | undefined> {
  try {
    return ((await import(`./${module}/fieldWords.ts`)) as { fieldWords?: ModuleFieldWords }).fieldWords;
  } catch {
    return undefined;
  }
}

/** One module's field words, loaded by its screen (the ready-space form names its own fields). */
export async function loadModuleFieldWords(module: string): Promise<void> {
  if (FIELD_WORDS.has(module)) return;
  const words = await wordsOf(module);
  if (words) FIELD_WORDS.set(module, words);
}

/**
 * Loads every contract module's field words (once): the server awaits it before it answers
 * (app.ts), as does a test that names fields. Until then a field is labelled by the common words only.
 */
export function loadFieldWords(): Promise<void> {
  everyModule ??= Promise.all(CONTRACT_MODULES.map((m) => loadModuleFieldWords(m.name))).then(() => undefined);
  return everyModule;
}

// a list's Excel export and import are its path + /Export, /Import (endpoints.ts): the list's module
const LIST_FILE = /\/(Export|Import)$/i;
let owners: Map<string, string> | undefined;

/** The contract module a call's path belongs to (compared case-insensitively, as the spec reads paths). */
export function moduleOfPath(path: string | undefined): string | undefined {
  if (!path) return undefined;
  if (!owners) {
    owners = new Map();
    for (const m of CONTRACT_MODULES) for (const p of Object.values(m.paths)) owners.set(p.toLowerCase(), m.name);
  }
  const key = path.split('?')[0]!.toLowerCase();
  return owners.get(key) ?? owners.get(key.replace(LIST_FILE, ''));
}

/** A field's label: the module's own word, else the common one; none for a name nobody labelled. */
export function fieldLabel(name: string, module: string | undefined): Bilingual | undefined {
  const own = module ? FIELD_WORDS.get(module)?.fields : undefined;
  return (
    (own && Object.hasOwn(own, name) ? own[name] : undefined) ??
    (Object.hasOwn(commonFieldWords, name) ? (commonFieldWords as Record<string, Bilingual>)[name] : undefined)
  );
}

const SEPARATOR: Record<Lang, string> = { zh: '·', en: ' · ' };

/**
 * Where a JSON path points, as a person reads it: `/Prices/0/Cost` → "运价第1行·成本" (en "Prices
 * row 1 · Cost"); a wrapper is left out before the field inside it; a name nobody labelled stays
 * as it is (the test keeps there being none). Undefined for the whole input (`/` or empty).
 * `grid`: as a form laid out in numbered lines labels its inputs — the field inside a row and the
 * row's number, `/Space/Lines/0/Price` → "单价 1" (the ready-space form's line inputs are labelled so).
 */
export function fieldName(path: string, module: string | undefined, lang: Lang, grid = false): string | undefined {
  const segments = path.split('/').filter(Boolean);
  const wrappers = (module && FIELD_WORDS.get(module)?.wrappers) || [];
  const parts: string[] = [];
  let row: number | undefined; // grid: the number of the row the next field is in
  segments.forEach((segment, i) => {
    if (/^\d+$/.test(segment)) {
      if (grid) row = Number(segment) + 1;
      else if (parts.length) parts[parts.length - 1] = validationWords.row(parts[parts.length - 1]!, Number(segment) + 1)[lang];
      // a row of the whole input (a list body): its number in words, never a bare "0" (issue 45: "0·金额")
      else parts.push(validationWords.item(Number(segment) + 1)[lang]);
      return;
    }
    // a wrapper is left out before the field inside it, not before a row of it (`/Lines/0/Amount`: the row's number needs its name)
    if (wrappers.includes(segment) && i < segments.length - 1 && !/^\d+$/.test(segments[i + 1]!)) return;
    const label = fieldLabel(segment, module)?.[lang] ?? segment;
    if (row === undefined) parts.push(label);
    else parts[parts.length - 1] = `${label} ${row}`;
    row = undefined;
  });
  if (row !== undefined) parts[parts.length - 1] = `${parts[parts.length - 1]} ${row}`;
  return parts.length ? parts.join(SEPARATOR[lang]) : undefined;
}

/** One schema problem as the validator reports it (Ajv's error object, without depending on Ajv). */
export interface SchemaProblem {
  keyword: string;
  params?: Record<string, unknown>;
}

const v = validationWords;
const DATE = /\\d\{4\}-\\d\{2\}-\\d\{2\}/;

/** What a `pattern` asks for, in words: never the regular expression itself. */
function patternWords(pattern: string): Bilingual {
  if (DATE.test(pattern)) return /T|:/.test(pattern.replace(DATE, '')) ? v.mustBeDateTime : v.mustBeDate;
  if (pattern.includes('@')) return pattern.includes('[0-9]') ? v.mustBePhoneOrEmail : v.mustBeEmail;
  if (pattern.includes('[0-9 -]')) return v.mustBePhone;
  if (/\\d\{[01],\d+\}.*\(\\\.\\d/.test(pattern)) return v.mustBeAmount;
  if (/^\^\\d\{\d+,\d+\}\$$/.test(pattern)) return v.mustBeNumber;
  return v.badForm;
}

const TYPE_WORDS: Record<string, Bilingual> = {
  string: v.mustBeText,
  number: v.mustBeNumber,
  integer: v.mustBeWhole,
  boolean: v.mustBeYesNo,
  array: v.mustBeList,
  object: v.mustBeGroup,
  null: v.mustBeEmpty,
};

/** What is wrong, in words: "须为整数", "最多 30 个字符", "须为日期，如 2026-01-31". */
export function problemWords(problem: SchemaProblem, lang: Lang): string {
  const p = problem.params ?? {};
  const limit = Number(p.limit);
  switch (problem.keyword) {
    case 'required':
      return v.required[lang];
    case 'additionalProperties':
      return v.notAField[lang];
    case 'type': {
      const types = String(p.type ?? '').split(',');
      return (TYPE_WORDS[types.find((t) => t !== 'null') ?? types[0] ?? ''] ?? v.notValid)[lang];
    }
    case 'minLength':
      return limit <= 1 ? v.notEmpty[lang] : v.atLeastChars(limit)[lang];
    case 'maxLength':
      return v.atMostChars(limit)[lang];
    case 'minimum':
      return v.notBelow(limit)[lang];
    case 'maximum':
      return v.notAbove(limit)[lang];
    case 'exclusiveMinimum':
      return v.above(limit)[lang];
    case 'exclusiveMaximum':
      return v.below(limit)[lang];
    case 'minItems':
      return limit <= 1 ? v.notEmpty[lang] : v.atLeastItems(limit)[lang];
    case 'maxItems':
      return v.atMostItems(limit)[lang];
    case 'uniqueItems':
      return v.noRepeats[lang];
    case 'enum':
    case 'const':
      return v.notAChoice[lang];
    case 'pattern':
      return patternWords(String(p.pattern ?? ''))[lang];
    case 'format':
      return v.badForm[lang];
    case 'text': {
      const nul = p.what === 'nul';
      return (p.key ? (nul ? v.keyNul : v.keySurrogate) : nul ? v.textNul : v.textSurrogate)[lang];
    }
    default:
      return v.notValid[lang];
  }
}

const TYPE_CODES: Record<string, string> = {
  string: 'NOT_TEXT',
  number: 'NOT_A_NUMBER',
  integer: 'NOT_A_NUMBER',
  boolean: 'NOT_YES_NO',
  array: 'NOT_A_LIST',
  object: 'NOT_A_GROUP',
  null: 'NOT_EMPTY',
};

/**
 * What kind of schema problem, for a program to read (issue 32: every schema refusal said only
 * INVALID): one Code per failed keyword, with the values it names as Params. The person reads
 * problemWords; this is the field error's `Code` and `Params` on the wire.
 */
export function problemCode(problem: SchemaProblem): { Code: string; Params?: Record<string, unknown> } {
  const p = problem.params ?? {};
  const limit = { Limit: Number(p.limit) };
  switch (problem.keyword) {
    case 'required':
      return { Code: 'REQUIRED' };
    case 'additionalProperties':
      return { Code: 'NOT_A_FIELD', Params: { Field: String(p.additionalProperty) } };
    case 'type': {
      const types = String(p.type ?? '').split(',');
      const type = types.find((t) => t !== 'null') ?? types[0] ?? '';
      return { Code: TYPE_CODES[type] ?? 'WRONG_TYPE', Params: { Type: type } };
    }
    case 'minLength':
      return { Code: 'TOO_SHORT', Params: limit };
    case 'maxLength':
      return { Code: 'TOO_LONG', Params: limit };
    case 'minimum':
    case 'exclusiveMinimum':
      return { Code: 'TOO_SMALL', Params: limit };
    case 'maximum':
    case 'exclusiveMaximum':
      return { Code: 'TOO_LARGE', Params: limit };
    case 'minItems':
      return { Code: 'TOO_FEW', Params: limit };
    case 'maxItems':
      return { Code: 'TOO_MANY', Params: limit };
    case 'uniqueItems':
      return { Code: 'REPEATED' };
    case 'enum':
    case 'const':
      return { Code: 'NOT_ALLOWED' };
    case 'pattern':
    case 'format':
      return { Code: 'FORMAT' };
    case 'text':
      return { Code: 'BAD_TEXT' };
    default:
      return { Code: 'INVALID' };
  }
}

/**
 * A check's field error as a sentence naming the field: its short English ("is empty") said in
 * the person's language (fieldMessageWords), or its words with values (`fieldSays`) in the person's;
 * a message already in words kept as it is.
 */
export function fieldErrorText(e: { Path: string; Message: string; Words?: Bilingual }, module: string | undefined, lang: Lang): string {
  const words = e.Words ?? (Object.hasOwn(fieldMessageWords, e.Message) ? fieldMessageWords[e.Message as keyof typeof fieldMessageWords] : undefined);
  return fieldProblemText(e.Path, module, words ? words[lang] : e.Message, lang);
}

/** One field's problem as a sentence naming the field: "运价第1行·成本：须为数额，如 1850.00". */
export function fieldProblemText(path: string, module: string | undefined, problem: string, lang: Lang): string {
  return v.fieldProblem(fieldName(path, module, lang) ?? v.wholeInput[lang], problem)[lang];
}
