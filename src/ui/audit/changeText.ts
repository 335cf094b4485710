import type { Bilingual } from '../../i18n/bilingual';
import type { Language } from '../../i18n/language';
import { commonWords } from '../../i18n/commonWords';
import { auditWords } from './words';
import type { TextKey } from '../../i18n/dictionary';
import { translate } from '../../i18n/useT';
import { placeTime } from '../../domain/refdata/localTimes';

/** The recorded action words (server: recordChange `action`), the same for every module. */
const ACTIONS: Record<string, TextKey> = {
  added: 'auditActionAdded',
  created: 'auditActionCreated',
  edited: 'auditActionEdited',
  deleted: 'auditActionDeleted',
  moved: 'auditActionMoved',
  granted: 'auditActionGranted',
  set: 'auditActionSet',
  removed: 'auditActionRemoved',
  'roles set': 'auditActionRolesSet',
  disabled: 'auditActionDisabled',
  enabled: 'auditActionEnabled',
  approved: 'auditActionApproved',
  rejected: 'auditActionRejected',
  assigned: 'auditActionAssigned',
  'bind offered': 'auditActionBindOffered',
  'bind accepted': 'auditActionBindAccepted',
  'bind declined': 'auditActionBindDeclined',
};

/** A recorded action word (`roles set`) in the reader's language; an unknown one as it was recorded. */
export const actionText = (action: string, lang: Language) => (ACTIONS[action] ? translate(ACTIONS[action]!, lang) : action);

/**
 * How a module's changes read in the change log: the words of its recorded fields, of values stored
 * as codes, and which fields name the record. Each module that records changes gives its own
 * (server: `recordChange`); the lines are made the same way for all (`changeDescriber`).
 */
export interface ChangeVocabulary {
  /** Recorded field → its name. */
  fields: Readonly<Record<string, Bilingual>>;
  /** Values stored as codes (`active`) → their words, for the fields in `codedFields`. */
  values?: Readonly<Record<string, Bilingual>>;
  codedFields?: ReadonlySet<string>;
  /** Fields that name the record: shown as context even when they did not change. */
  identity?: readonly string[];
  /** Where a lone `before` (a scalar or a list) is the old value of: its new value is this field of the detail. */
  beforeOf?: Readonly<Record<string, string>>;
  /** Yes/no fields with words of their own (a password: changed / unchanged). */
  booleans?: Readonly<Record<string, { yes: Bilingual; no: Bilingual }>>;
  /** Fields not worth a line when false (an unchanged password). */
  quietWhenFalse?: ReadonlySet<string>;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The recorded detail of one change as lines a person reads, in a module's words. */
export function changeDescriber(
  vocabulary: ChangeVocabulary,
): (entity: string, detail: Record<string, unknown> | null | undefined, lang: Language) => string[] {
  const FIELDS = vocabulary.fields;
  const VALUES = vocabulary.values ?? {};
  const CODED_FIELDS = vocabulary.codedFields ?? new Set<string>();
  const IDENTITY = vocabulary.identity ?? [];
  const BEFORE_OF = vocabulary.beforeOf ?? {};
  const label = (key: string, lang: Language) => FIELDS[key]?.[lang] ?? key;

  function value(key: string, v: unknown, lang: Language): string {
    if (v === null || v === undefined || v === '') return '—';
    if (typeof v === 'boolean') {
      const special = vocabulary.booleans?.[key];
      if (special) return (v ? special.yes : special.no)[lang];
      return v ? auditWords.yesValue[lang] : auditWords.noValue[lang];
    }
    if (Array.isArray(v)) return v.length ? v.map((x) => value(key, x, lang)).join(commonWords.listSeparator[lang]) : '—';
    if (isPlainObject(v)) return JSON.stringify(v);
    const text = String(v);
    // a recorded instant is read on the office's clock with its offset, never as a raw ISO string
    if (INSTANT.test(text) && Number.isFinite(Date.parse(text))) return placeTime(text);
    return CODED_FIELDS.has(key) && VALUES[text] ? VALUES[text]![lang] : text;
  }

  /** Nothing worth a line: absent, empty, an empty list, or an unchanged password. */
  const blank = (key: string, v: unknown) =>
    v === null || v === undefined || v === '' || (Array.isArray(v) && !v.length) || (v === false && !!vocabulary.quietWhenFalse?.has(key));

  /**
   * The recorded detail of one change as lines a person reads: plain facts as "field: value",
   * changes as "field: before → after" (only the fields that changed), moves as "from → to".
   */
  function describeChange(entity: string, detail: Record<string, unknown> | null | undefined, lang: Language): string[] {
    if (!isPlainObject(detail)) return [];
    const rest: Record<string, unknown> = { ...detail };
    const context: string[] = [];
    const changes: string[] = [];
    const pair = (key: string, before: unknown, after: unknown) => {
      const [b, a] = [value(key, before, lang), value(key, after, lang)];
      if (b !== a) changes.push(`${label(key, lang)}: ${b} → ${a}`);
      else if (IDENTITY.includes(key) && a !== '—') context.push(`${label(key, lang)}: ${a}`);
    };

    const { before, after } = detail;
    delete rest.before;
    delete rest.after;
    if (isPlainObject(before)) {
      // edited records: before and after objects, or before beside the new values at the top
      const next = isPlainObject(after) ? after : rest;
      const keys = [...new Set([...Object.keys(before), ...(isPlainObject(after) ? Object.keys(after) : [])])];
      for (const key of keys) {
        pair(key, before[key], next[key]);
        if (!isPlainObject(after)) delete rest[key];
      }
    } else if (before !== undefined || after !== undefined) {
      const field = BEFORE_OF[entity] ?? 'value';
      const next = after !== undefined ? after : rest[field];
      delete rest[field];
      pair(field, before, next);
    }
    // a move: fromParent / toParent as one line
    for (const key of Object.keys(rest)) {
      const m = /^from([A-Z]\w*)$/.exec(key);
      const to = m ? `to${m[1]}` : undefined;
      if (m && to && to in rest) {
        const field = m[1]!.charAt(0).toLowerCase() + m[1]!.slice(1);
        const [b, a] = [value(field, rest[key], lang), value(field, rest[to], lang)];
        changes.push(`${label(field, lang)}: ${b} → ${a}`);
        delete rest[key];
        delete rest[to];
      }
    }
    const facts = Object.entries(rest)
      .filter(([key, v]) => !blank(key, v))
      .map(([key, v]) => `${label(key, lang)}: ${value(key, v, lang)}`);
    return [...context, ...facts, ...changes];
  }
  return describeChange;
}
