import type { Bilingual } from '../../i18n/bilingual';
import { entryRuleWords as W } from '../../contract/entryOrder/words';
import type { SecondHalfException } from './codes';
import { type CodeLists, type EntryProblem, type FieldType, fill, type FormField, isDay, isEmptyValue } from './formFields';
import { columnLabel, STANDARD_FIELDS, type StandardKey, valuesOfOrder } from './orderFields';
import { validateValues } from './formRules';
import { dayIn, placeTime } from '../refdata/public';

/**
 * The entry order's rules beyond its form (operations.md §9.5): the columns every order needs, ent.dates,
 * ent.incoterm (a warning), ent.booking, sup.due and the second half's exceptions. Pure, run by the
 * entry screen as a person types and by the server on Save, Submit, LinkBooking and Request.
 */

/** The order's columns §9.1 makes required (R), whatever its form says. */
export const REQUIRED_COLUMNS: readonly StandardKey[] = [
  'ENT_POL',
  'ENT_POD',
  'ENT_CARGO_READY',
  'ENT_PKGS',
  'ENT_KG',
  'ENT_CBM',
  'ENT_GOODS',
  'Shipper',
  'Consignee',
];

/** What the order rules read of an order (the Save body's fields, as the wire has them). */
export interface OrderFacts {
  ENT_TRANSPORT_METHOD?: string;
  ENT_SERVICES?: readonly string[];
  ENT_INCOTERM?: string | null;
  ENT_FREIGHT_TERM?: string | null;
  ENT_CARGO_READY?: string | null;
  ENT_ETD_FROM?: string | null;
  ENT_ETD_TO?: string | null;
  /** A draft's rows may be half typed (the form rules say so); LinkBooking reads them once Submit has passed them. */
  ENT_CONTAINERS?: readonly { TYPE?: string; COUNT?: number }[] | null;
  ENT_CUSTOM?: Readonly<Record<string, unknown>> | null;
  [column: string]: unknown;
}

/**
 * The fields an order is checked against: its form's, with the required columns required whatever
 * the form says (and ENT_CONTAINERS for an FCL order), and every order column the form leaves out
 * checked by its own type. The entry screen marks "required" from the same list.
 */
export function effectiveFields(form: readonly FormField[], transportMethod?: string): FormField[] {
  const mustHave = (k: string) => (REQUIRED_COLUMNS as readonly string[]).includes(k) || (k === 'ENT_CONTAINERS' && transportMethod === 'FCL');
  const onForm = form.map((f) => (mustHave(f.Key) ? { ...f, Required: true } : f));
  const keys = new Set(form.map((f) => f.Key));
  const missing = (Object.keys(STANDARD_FIELDS) as StandardKey[])
    .filter((k) => !keys.has(k))
    .map((k, i): FormField => {
      const label = columnLabel(k, []);
      return { Key: k, LabelZh: label.zh, LabelEn: label.en, Type: STANDARD_FIELDS[k] as FieldType, Required: mustHave(k), Section: '', Order: 100_000 + i };
    });
  return [...onForm, ...missing];
}

/**
 * Everything said about an order (ent.form with its required columns, the services, ent.dates,
 * ent.incoterm): errors block Submit, warnings never do. `lists`: the code lists the form's selects
 * name (CodeLists), the same on both sides.
 */
export function orderProblems(order: OrderFacts, form: readonly FormField[], lists: CodeLists = {}): EntryProblem[] {
  const fields = effectiveFields(form, order.ENT_TRANSPORT_METHOD);
  const out = validateValues(fields, valuesOfOrder(order), lists);
  if (!order.ENT_SERVICES?.length) out.push({ Rule: 'ent.form', Code: 'SERVICES_MISSING', Key: 'ENT_SERVICES', Severity: 'error', Words: W.servicesNone });
  // an FCL order without containers is said as such, not only as "required"
  const containers = out.findIndex((p) => p.Key === 'ENT_CONTAINERS' && p.Code === 'REQUIRED');
  if (containers >= 0) out[containers] = { ...out[containers]!, Code: 'CONTAINERS_MISSING', Words: W.containersForFcl };
  out.push(...dateProblems(order), ...incotermWarnings(order.ENT_INCOTERM, order.ENT_FREIGHT_TERM));
  return out;
}

/** Only the errors: what Submit refuses with (400 PROBLEMS). */
export const submitProblems = (order: OrderFacts, form: readonly FormField[], lists: CodeLists = {}): EntryProblem[] =>
  orderProblems(order, form, lists).filter((p) => p.Severity === 'error');

/** ent.dates: cargo ready ≤ ETD from ≤ ETD to (each compared only when both are days). */
export function dateProblems(o: Pick<OrderFacts, 'ENT_CARGO_READY' | 'ENT_ETD_FROM' | 'ENT_ETD_TO'>): EntryProblem[] {
  const out: EntryProblem[] = [];
  const ready = isDay(o.ENT_CARGO_READY) ? o.ENT_CARGO_READY : undefined;
  const from = isDay(o.ENT_ETD_FROM) ? o.ENT_ETD_FROM : undefined;
  const to = isDay(o.ENT_ETD_TO) ? o.ENT_ETD_TO : undefined;
  const p = (Key: string, words: Bilingual) => out.push({ Rule: 'ent.dates', Code: 'DATE_ORDER', Key, Severity: 'error', Words: words });
  if (ready && from && ready > from) p('ENT_CARGO_READY', fill(W.readyAfterEtd, { ready, from }));
  else if (ready && !from && to && ready > to) p('ENT_CARGO_READY', fill(W.readyAfterEtdTo, { ready, to }));
  if (from && to && from > to) p('ENT_ETD_TO', fill(W.etdRange, { from, to }));
  return out;
}

/** C- and D-terms: the seller pays the main carriage (prepaid); E- and F-terms: the buyer (collect, or the buyer arranges). */
export const SELLER_PAYS_TERMS = ['CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;
export const BUYER_PAYS_TERMS = ['EXW', 'FCA', 'FAS', 'FOB'] as const;

/** ent.incoterm: a warning when the freight payment does not match the Incoterm (never blocks: a buyer may prepay under FOB by agreement). */
export function incotermWarnings(incoterm: string | null | undefined, freightTerm: string | null | undefined): EntryProblem[] {
  if (!incoterm || !freightTerm) return [];
  const w = (words: Bilingual): EntryProblem[] => [
    { Rule: 'ent.incoterm', Code: 'INCOTERM_PAYMENT', Key: 'ENT_FREIGHT_TERM', Severity: 'warning', Words: fill(words, { term: incoterm }) },
  ];
  if ((SELLER_PAYS_TERMS as readonly string[]).includes(incoterm) && freightTerm === 'COLLECT') return w(W.incotermPrepaid);
  if ((BUYER_PAYS_TERMS as readonly string[]).includes(incoterm) && freightTerm === 'PREPAID') return w(W.incotermCollect);
  return [];
}

// ── ent.booking ─────────────────────────────────────────────────────────────────────────────

export interface ContainerCount {
  TYPE: string;
  COUNT: number;
}
export interface Shortfall {
  TYPE: string;
  Want: number;
  Have: number;
}

const totals = (rows: readonly ContainerCount[]): Map<string, number> => {
  const m = new Map<string, number>();
  for (const r of rows) {
    const t = r.TYPE.trim().toUpperCase();
    m.set(t, (m.get(t) ?? 0) + r.COUNT);
  }
  return m;
};

/** ent.booking: the container types the booking lacks or has too few of (empty: it covers the order). Types compared case aside, rows of one type summed. */
export function containerShortfalls(order: readonly ContainerCount[], booking: readonly ContainerCount[]): Shortfall[] {
  const have = totals(booking);
  return [...totals(order)].filter(([t, want]) => (have.get(t) ?? 0) < want).map(([TYPE, Want]) => ({ TYPE, Want, Have: have.get(TYPE) ?? 0 }));
}

/** The same as problems (LinkBooking refuses with them: 400 CONTAINERS_NOT_COVERED). */
export const bookingProblems = (order: readonly ContainerCount[], booking: readonly ContainerCount[]): EntryProblem[] =>
  containerShortfalls(order, booking).map((s) => ({
    Rule: 'ent.booking',
    Code: 'CONTAINERS_NOT_COVERED',
    Key: 'ENT_CONTAINERS',
    Severity: 'error',
    Words: fill(W.bookingMissing, { type: s.TYPE, want: s.Want, have: s.Have }),
  }));

// ── sup.due ─────────────────────────────────────────────────────────────────────────────────

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ms = (t: string | Date) => (typeof t === 'string' ? Date.parse(t) : t.getTime());

/** sup.due: an order supplement's default due time, the booking's documentation cut-off less 24 hours (ISO, UTC); none without a DCO. */
export function defaultSupplementDue(dco: string | Date | null | undefined): string | undefined {
  if (!dco) return undefined;
  const t = ms(dco);
  return Number.isFinite(t) ? new Date(t - DAY).toISOString() : undefined;
}

/** sup.due: a due time must be ahead, and an ORDER supplement's before the DCO (when the booking has one). */
/** `zone`: the cut-off's port's (the DCO is read on its clock, else the office's). */
export function dueProblems(
  s: { dueAt: string | Date; dco?: string | Date | null; scope: 'ORDER' | 'SECOND_HALF'; zone?: string | null },
  now: Date,
): EntryProblem[] {
  const out: EntryProblem[] = [];
  const due = ms(s.dueAt);
  if (!(due > now.getTime())) out.push({ Rule: 'sup.due', Code: 'DUE_PAST', Key: 'DueAt', Severity: 'error', Words: W.duePast });
  if (s.scope === 'ORDER' && s.dco) {
    const dco = ms(s.dco);
    if (Number.isFinite(dco) && !(due < dco)) {
      const at = typeof s.dco === 'string' ? s.dco : s.dco.toISOString();
      out.push({
        Rule: 'sup.due',
        Code: 'DUE_AFTER_DCO',
        Key: 'DueAt',
        Severity: 'error',
        Words: fill(W.dueAfterCutOff, { dco: placeTime(at, s.zone) }),
      });
    }
  }
  return out;
}

/** A supplement's item (SUP_ITEMS). */
export interface SupplementItem {
  Key: string;
  Label: Bilingual;
  Kind: 'field' | 'document';
  Required: boolean;
}

/** A free item added by hand to `items`: a required document keyed `item<n>` (the first n free), its labels still to be written. */
export function freeSupplementItem(items: readonly SupplementItem[]): SupplementItem {
  let n = items.length + 1;
  while (items.some((x) => x.Key === `item${n}`)) n += 1;
  return { Key: `item${n}`, Label: { zh: '', en: '' }, Kind: 'document', Required: true };
}

/**
 * A fill's answers against its items: the required items left unanswered (a field with no value, a
 * document with no file) and the answered keys the supplement does not ask for.
 */
export function fillGaps(
  items: readonly SupplementItem[],
  answers: Readonly<Record<string, unknown>>,
  files: readonly { Key: string; FileId: number }[],
): { missing: SupplementItem[]; unknown: string[] } {
  const keys = new Set(items.map((i) => i.Key));
  const filed = new Set(files.map((f) => f.Key));
  const missing = items.filter((i) => i.Required && (i.Kind === 'document' ? !filed.has(i.Key) : isEmptyValue(answers[i.Key])));
  const unknown = [...Object.keys(answers), ...files.map((f) => f.Key)].filter((k, n, all) => !keys.has(k) && all.indexOf(k) === n);
  return { missing, unknown };
}

/** The missing items' labels as one list in each language (the refusal's {list}). */
export const itemList = (items: readonly SupplementItem[]): Bilingual => ({
  zh: items.map((i) => i.Label.zh).join('、'),
  en: items.map((i) => i.Label.en).join(', '),
});

// ── the second half ─────────────────────────────────────────────────────────────────────────

/** No customs release this long after discharge is an exception (§9.4). */
export const NO_RELEASE_AFTER_MS = 3 * DAY;
/** The last free day is "near" this many days ahead (the default; a company may set its own). */
export const LFD_NEAR_DAYS = 2;

/** What the second half knows of one shipped order (ISO times; the last free day a calendar day). */
export interface DestinationFacts {
  dischargedAt?: string | null;
  releasedAt?: string | null;
  pickedUpAt?: string | null;
  deliveredAt?: string | null;
  emptyReturnedAt?: string | null;
  lastFreeDay?: string | null;
  /** The port of discharge's zone: its last free day and "today" are days on its clock (else the office's). */
  zone?: string | null;
}

/**
 * The second half's exceptions: NO_RELEASE (discharged 3 days or more ago, not released); LFD_NEAR
 * (not yet picked up and the last free day within `nearDays` days of today); LFD_PASSED (not picked up,
 * the last free day behind). Days are calendar days at the port of discharge (its zone, else the office's).
 */
export function secondHalfExceptions(f: DestinationFacts, now: Date, nearDays = LFD_NEAR_DAYS): SecondHalfException[] {
  const out: SecondHalfException[] = [];
  if (f.dischargedAt && !f.releasedAt && now.getTime() - ms(f.dischargedAt) >= NO_RELEASE_AFTER_MS) out.push('NO_RELEASE');
  if (isDay(f.lastFreeDay) && !f.pickedUpAt && !f.deliveredAt) {
    const today = Date.parse(`${dayIn(f.zone, now)}T00:00:00Z`);
    const days = Math.round((Date.parse(`${f.lastFreeDay}T00:00:00Z`) - today) / DAY);
    if (days < 0) out.push('LFD_PASSED');
    else if (days <= nearDays) out.push('LFD_NEAR');
  }
  return out;
}

/** The problems' words as one list (a refusal's {list}). */
export const problemList = (problems: readonly EntryProblem[]): Bilingual => ({
  zh: problems.map((p) => p.Words.zh).join('；'),
  en: problems.map((p) => p.Words.en).join('; '),
});
