import type { FieldError } from '../../../src/contract/envelope';
import { fieldSays } from '../../../src/contract/envelope';
import { ENTRY_REFUSAL_CODES, type EntryRefusalCode } from '../../../src/contract/entryOrder/refusalCodes';
import { EFM_STATUS_WORDS, ENT_STATUS_WORDS, entryActionWords, entryRefusalWords, SUP_STATUS_WORDS } from '../../../src/contract/entryOrder/words';
import { type EntryProblem, fill } from '../../../src/domain/entryOrder/formFields';
import type { EfmStatus, EntActor, EntStatus, SupStatus } from '../../../src/domain/entryOrder/status';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';

/**
 * The module's words for its refusals and who the actor is (operations.md §9): every refusal is
 * `no(Code, en, zh)` with the contract's words (src/contract/entryOrder/words.ts entryRefusalWords),
 * 400 unless the code is NOT_ASSIGNEE (403) or a 404 (nothing there, or another company's).
 */

export type Vars = Record<string, string | number>;

/** A refusal by its Code, its words filled with `vars`. */
export function refuse<T>(code: EntryRefusalCode, vars: Vars = {}, errors?: FieldError[]): Outcome<T> {
  const words = fill(entryRefusalWords[ENTRY_REFUSAL_CODES[code]], vars);
  return no<T>(code, words.en, words.zh, errors);
}

/** The same, its {…} filled differently in each language (a list of labels). */
export function refuseIn<T>(code: EntryRefusalCode, zh: Vars, en: Vars, errors?: FieldError[]): Outcome<T> {
  const words = entryRefusalWords[ENTRY_REFUSAL_CODES[code]];
  return no<T>(code, fill(words, en).en, fill(words, zh).zh, errors);
}

/** 403 NOT_ASSIGNEE (sup.assignee): only the assignee company's employees fill. */
export function notAssignee<T>(): Outcome<T> {
  const w = entryRefusalWords.notAssignee;
  // the Outcome type names the statuses services usually answer; sendOutcome sends whichever it holds
  return { ok: false, status: 403 as unknown as 400, message: w.en, zh: w.zh, code: 'NOT_ASSIGNEE' };
}

const absent =
  (key: 'noOrder' | 'noForm' | 'noSupplement') =>
  <T>(): Outcome<T> =>
    missing<T>(entryRefusalWords[key].en, entryRefusalWords[key].zh);
/** 404: no such order, or another company's. */
export const noOrder = absent('noOrder');
export const noForm = absent('noForm');
export const noSupplement = absent('noSupplement');
export const noBooking = <T>(cgo: string): Outcome<T> => {
  const w = fill(entryRefusalWords.noBooking, { cgo });
  return missing<T>(w.en, w.zh);
};
export const noFormForOrder = <T>(): Outcome<T> => missing<T>(entryRefusalWords.noFormForOrder.en, entryRefusalWords.noFormForOrder.zh, 'NO_FORM_FOR_ORDER');

export const stale = <T>() => refuse<T>('STALE');

const action = (a: keyof typeof entryActionWords, lang: 'zh' | 'en') => entryActionWords[a][lang];

/** ENT_STATE / ENT_ACTOR, naming the state and the action in each language. */
export function entRefusal<T>(code: 'ENT_STATE' | 'ENT_ACTOR', status: EntStatus, act: keyof typeof entryActionWords): Outcome<T> {
  const zh = fill(entryRefusalWords[ENTRY_REFUSAL_CODES[code]], { state: ENT_STATUS_WORDS[status].zh, action: action(act, 'zh') }).zh;
  const en = fill(entryRefusalWords[ENTRY_REFUSAL_CODES[code]], { state: ENT_STATUS_WORDS[status].en, action: action(act, 'en') }).en;
  return no<T>(code, en, zh);
}
export function supRefusal<T>(status: SupStatus, act: keyof typeof entryActionWords): Outcome<T> {
  const zh = fill(entryRefusalWords.supState, { state: SUP_STATUS_WORDS[status].zh, action: action(act, 'zh') }).zh;
  const en = fill(entryRefusalWords.supState, { state: SUP_STATUS_WORDS[status].en, action: action(act, 'en') }).en;
  return no<T>('SUP_STATE', en, zh);
}
export function formRefusal<T>(status: EfmStatus, act: keyof typeof entryActionWords): Outcome<T> {
  const zh = fill(entryRefusalWords.formState, { state: EFM_STATUS_WORDS[status].zh, action: action(act, 'zh') }).zh;
  const en = fill(entryRefusalWords.formState, { state: EFM_STATUS_WORDS[status].en, action: action(act, 'en') }).en;
  return no<T>('FORM_STATE', en, zh);
}

/** A refusal whose {list} is the problems' words, each a field error at its path (`/<column>` or `/ENT_CUSTOM/<Key>`). */
export function problemsRefusal<T>(
  code: 'PROBLEMS' | 'FORM_PROBLEMS' | 'CONTAINERS_NOT_COVERED',
  problems: readonly EntryProblem[],
  pathOf: (p: EntryProblem) => string,
): Outcome<T> {
  const list = { zh: problems.map((p) => p.Words.zh).join('；'), en: problems.map((p) => p.Words.en).join('; ') };
  const words = entryRefusalWords[ENTRY_REFUSAL_CODES[code]];
  const zh = fill(words, { list: list.zh }).zh;
  const en = fill(words, { list: list.en }).en;
  return {
    ...no<T>(
      code,
      en,
      zh,
      problems.map((p) => fieldSays(pathOf(p), p.Words)),
    ),
    asWritten: true,
  } as Outcome<T>;
}

/** Which side of the order the actor is on (status.ts EntActor): the platform's staff, a customer's employee, a provider's (an agent). */
export const sideOf = (actor: Actor): EntActor => (actor.companyKind === 'platform' ? 'staff' : actor.companyKind === 'customer' ? 'customer' : 'agent');
export const isStaff = (actor: Actor) => actor.companyKind === 'platform';

/** What a write answers once it committed: what changed, for the live frames. */
export interface Changed {
  orders?: number[];
  supplements?: number[];
}

/** Today as a calendar day (UTC). */
export const isoNow = () => new Date().toISOString();

/** A field error said in both languages (the refusal's Errors): the browser shows it in the person's. */
export const at = (path: string, en: string, zh: string) => fieldSays(path, { en, zh });
