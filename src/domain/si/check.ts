import type { SiBox, SiProblem, SiRecord, SiSourceData, SiUsedContainer } from '../../contract/si';
import { SEED_PORTS } from '../refdata/public';
import { containerNumberProblem } from './iso6346';
import { renderProblem, type SiLang, type SiParams, type SiProblemCode } from './messages';
import { containerTypeName, PACKAGE_CODES, PORTS } from './reference';
import { weightWarnings } from './weights';

/** A B/L line holds at most 35 characters; blocks hold at most so many lines. */
export const LINE_WIDTH = 35;
export const LINE_LIMITS = { party: 5, marks: 20, goods: 30 } as const;
const UNLOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
const HS = /^\d{6,10}$/;
const EPSILON = 0.0005;

/**
 * The reference lists the seed is made from: what the browser checks against unless told otherwise
 * (the server passes its tables). The ports are every port the product ships (commercial.md §10.2),
 * the SI's own list among them, so a port the picker offers is a port this check knows.
 */
const SEEDED_PORTS: ReadonlySet<string> = new Set([...PORTS.map((p) => p.code), ...SEED_PORTS.map((p) => p.code)]);
const SEEDED_PACKAGES: ReadonlySet<string> = new Set(PACKAGE_CODES.map((p) => p.code));

export interface CheckOptions {
  /** The language of each failure's `Message`; `Code` and `Params` do not depend on it. Chinese by default. */
  lang?: SiLang;
  /** Known UN/LOCODE ports. By default the seeded reference list; the server passes its ports table. */
  ports?: ReadonlySet<string>;
  /** Known package codes. By default the seeded reference list; the server passes its table. */
  packages?: ReadonlySet<string>;
}

export interface BookingCheckOptions extends CheckOptions {
  /**
   * The booked containers already on the booking's other live SIs (stored, not deleted, not
   * cancelled). By default `booking.UsedContainers` (what GetDataInfo answered the browser); the
   * server, the authority, always passes what it reads in the transaction that writes.
   */
  used?: readonly SiUsedContainer[];
}

type Add = (path: string, code: SiProblemCode, params?: SiParams) => void;
interface Context {
  add: Add;
  ports: ReadonlySet<string>;
  packages: ReadonlySet<string>;
}

function context(options: CheckOptions): { out: SiProblem[]; ctx: Context } {
  const lang = options.lang ?? 'zh';
  const out: SiProblem[] = [];
  const add: Add = (Path, Code, Params) =>
    void out.push(Params ? { Path, Code, Params, Message: renderProblem(Code, Params, lang) } : { Path, Code, Message: renderProblem(Code, {}, lang) });
  return { out, ctx: { add, ports: options.ports ?? SEEDED_PORTS, packages: options.packages ?? SEEDED_PACKAGES } };
}

const blank = (s: string | undefined) => !s?.trim();
const sum = (values: number[]) => values.reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0);
const same = (a: number, b: number) => Math.abs(a - b) < EPSILON;
const round = (n: number) => Math.round(n * 1000) / 1000;
const containerKey = (no: string | undefined) => (no ?? '').trim().toUpperCase();
const typeKey = (type: string | undefined) => containerTypeName(type ?? '') ?? (type ?? '').trim().toUpperCase();

/**
 * What of a B/L text block does not fit: each line over LINE_WIDTH, and the count of lines when it
 * is over `maxLines`. One rule for the SI check and the booking check (commercial.md R6.5).
 */
export function blockOverflows(value: string, maxLines: number): { long: { line: number; length: number }[]; lines?: number } {
  const lines = (value ?? '').split(/\r?\n/);
  const long = lines.flatMap((line, i) => (line.length > LINE_WIDTH ? [{ line: i + 1, length: line.length }] : []));
  return lines.length > maxLines ? { long, lines: lines.length } : { long };
}

/** A consignee "TO ORDER" (a negotiable B/L): the notify party is then required. */
export const isToOrder = (consignee: string | undefined) => /^\s*TO ORDER\b/i.test(consignee ?? '');

function textBlock(ctx: Context, path: string, value: string, maxLines: number, field: string) {
  const { long, lines } = blockOverflows(value, maxLines);
  for (const l of long) ctx.add(path, 'text.lineTooLong', { field, line: l.line, length: l.length, max: LINE_WIDTH });
  if (lines) ctx.add(path, 'text.tooManyLines', { field, lines, max: maxLines });
}

function packageCode(ctx: Context, path: string, field: string, value: string | undefined) {
  if (!blank(value) && !ctx.packages.has(value!.trim().toUpperCase())) ctx.add(path, 'package.unknown', { field, value: value! });
}

function checkBox(ctx: Context, box: SiBox, base: string) {
  const { add } = ctx;
  if (box.TBX_NON_ISO) {
    if (blank(box.TBX_CNNO)) add(`${base}/TBX_CNNO`, 'container.missing');
  } else {
    const problem = containerNumberProblem(box.TBX_CNNO ?? '');
    if (problem === 'shape') add(`${base}/TBX_CNNO`, 'container.shape', { value: box.TBX_CNNO ?? '' });
    if (problem === 'checkDigit') add(`${base}/TBX_CNNO`, 'container.checkDigit', { value: box.TBX_CNNO });
  }
  if (!containerTypeName(box.TBX_TYPE ?? '')) add(`${base}/TBX_TYPE`, 'containerType.unknown', { value: box.TBX_TYPE ?? '' });
  if (blank(box.TBX_SEALNO)) add(`${base}/TBX_SEALNO`, 'seal.missing');
  packageCode(ctx, `${base}/TBX_PACKAGE`, 'TBX_PACKAGE', box.TBX_PACKAGE);
  if (!box.Details?.length) {
    add(`${base}/Details`, 'details.none');
    return;
  }
  box.Details.forEach((d, j) => {
    const p = `${base}/Details/${j}`;
    if (!HS.test(d.TBD_HSCODE ?? '')) add(`${p}/TBD_HSCODE`, 'hsCode.invalid', { value: d.TBD_HSCODE ?? '' });
    if (blank(d.TBD_GOODS)) add(`${p}/TBD_GOODS`, 'goods.missing');
    textBlock(ctx, `${p}/TBD_GOODS`, d.TBD_GOODS ?? '', LINE_LIMITS.goods, 'TBD_GOODS');
    textBlock(ctx, `${p}/TBD_MARKS`, d.TBD_MARKS ?? '', LINE_LIMITS.marks, 'TBD_MARKS');
    packageCode(ctx, `${p}/TBD_PACKAGE`, 'TBD_PACKAGE', d.TBD_PACKAGE);
    for (const field of ['TBD_NUM', 'TBD_WEIGHT', 'TBD_VOLUME'] as const) {
      const v = d[field];
      if (!Number.isFinite(v) || v < 0) add(`${p}/${field}`, 'number.invalid', { field });
    }
  });
  const details = box.Details;
  const packages = sum(details.map((d) => d.TBD_NUM));
  const weight = sum(details.map((d) => d.TBD_WEIGHT));
  const volume = sum(details.map((d) => d.TBD_VOLUME));
  if (box.TBX_NUM !== packages) add(`${base}/TBX_NUM`, 'sum.boxPackages', { declared: box.TBX_NUM, sum: packages });
  if (!same(box.TBX_WEIGHT, weight)) add(`${base}/TBX_WEIGHT`, 'sum.boxWeight', { declared: box.TBX_WEIGHT, sum: round(weight) });
  if (!same(box.TBX_VOLUME, volume)) add(`${base}/TBX_VOLUME`, 'sum.boxVolume', { declared: box.TBX_VOLUME, sum: round(volume) });
}

function checkOne(ctx: Context, si: SiRecord, base: string) {
  const { add } = ctx;
  if (blank(si.TBI_CONSIGNOR)) add(`${base}/TBI_CONSIGNOR`, 'party.required', { field: 'TBI_CONSIGNOR' });
  if (blank(si.TBI_CONSIGNEE)) add(`${base}/TBI_CONSIGNEE`, 'party.required', { field: 'TBI_CONSIGNEE' });
  if (isToOrder(si.TBI_CONSIGNEE) && blank(si.TBI_NOTIFIER_1)) add(`${base}/TBI_NOTIFIER_1`, 'party.notifierForOrder');
  for (const field of ['TBI_CONSIGNOR', 'TBI_CONSIGNEE', 'TBI_NOTIFIER_1', 'TBI_NOTIFIER_2', 'TBI_NOTIFIER_3'] as const) {
    textBlock(ctx, `${base}/${field}`, si[field] ?? '', LINE_LIMITS.party, field);
  }
  textBlock(ctx, `${base}/TBI_MARKS`, si.TBI_MARKS ?? '', LINE_LIMITS.marks, 'TBI_MARKS');
  textBlock(ctx, `${base}/TBI_GOODS`, si.TBI_GOODS ?? '', LINE_LIMITS.goods, 'TBI_GOODS');
  if (!blank(si.TBI_HSCODE) && !HS.test(si.TBI_HSCODE)) add(`${base}/TBI_HSCODE`, 'hsCode.invalid', { value: si.TBI_HSCODE });
  packageCode(ctx, `${base}/TBI_PACKAGE`, 'TBI_PACKAGE', si.TBI_PACKAGE);
  for (const [field, required] of [
    ['TBI_RECEIPT_CODE', false],
    ['TBI_LOADING_CODE', true],
    ['TBI_DISCHARGE_CODE', true],
    ['TBI_DELIVERY_CODE', false],
  ] as const) {
    const v = si[field] ?? '';
    if (blank(v)) {
      if (required) add(`${base}/${field}`, 'place.required', { field });
    } else if (!UNLOCODE.test(v)) add(`${base}/${field}`, 'place.shape', { field, value: v });
    else if (!ctx.ports.has(v)) add(`${base}/${field}`, 'place.unknown', { field, value: v });
  }
  if (!si.Boxes?.length) add(`${base}/Boxes`, 'boxes.none');
  for (const [i, box] of (si.Boxes ?? []).entries()) checkBox(ctx, box, `${base}/Boxes/${i}`);
  const packages = sum((si.Boxes ?? []).map((b) => b.TBX_NUM));
  if (si.Boxes?.length && si.TBI_NUM !== packages) add(`${base}/TBI_NUM`, 'sum.siPackages', { declared: si.TBI_NUM, sum: packages });
}

/**
 * The check of one SI (issue 6): parties, containers (ISO 6346, type, seal), HS codes, B/L line
 * limits, UN/LOCODE places among the known ports, package codes among the known ones, and the
 * sums of details into boxes and boxes into the SI. The same module runs in the browser for
 * instant feedback and on the server as the authority.
 */
export function checkSi(si: SiRecord, base = '', options: CheckOptions = {}): SiProblem[] {
  const { out, ctx } = context(options);
  checkOne(ctx, si, base);
  return out;
}

/** Records checked together against a booking, each with the path its problems start with. */
interface Entry {
  record: SiRecord;
  base: string;
}

/**
 * Each booked container on exactly one live SI of the booking: the records of this check plus the
 * containers already on the booking's other live SIs (`used`).
 *
 * "Exactly once" is at most once (a container already on a live SI, or twice in these records,
 * is refused; so is one never booked, or booked as another type) and at least once. For a batch,
 * at least once holds over the stored live SIs and the batch together: the batch completes the
 * booking. That keeps the rule this module always had (one submission covers the booking; the
 * browser's plan deals every booked container out to the planned SIs) and still lets a later
 * batch replace SIs that were deleted or cancelled, since those free their containers. Partial
 * batches are therefore not accepted: a booking is not left with containers on no SI. An edit
 * (`previous` given) is only blamed for what it makes worse: a container it drops, or a type it
 * uses less; containers that were already on no SI before it (say, after a deletion) are left to
 * the batch that replaces them.
 */
// `whole`: the entries are what the booking will hold, so every booked container must be covered;
// a validate-only record is checked alone, for its own containers, without that demand
function checkContainers(
  ctx: Context,
  entries: Entry[],
  booking: SiSourceData,
  used: readonly SiUsedContainer[],
  wholePath: string,
  previous?: SiRecord,
  whole = true,
) {
  const { add } = ctx;
  const usedBy = new Map<string, SiUsedContainer>();
  for (const u of used) if (containerKey(u.CNNO)) usedBy.set(containerKey(u.CNNO), u);
  const bookedType = new Map<string, string>(); // number → type
  for (const c of booking.Containers) for (const n of c.CNNOS) bookedType.set(containerKey(n), typeKey(c.TYPE));

  const seen = new Map<string, string>(); // number → first path
  for (const { record, base } of entries) {
    (record.Boxes ?? []).forEach((b, j) => {
      const no = containerKey(b.TBX_CNNO);
      if (!no) return; // checkSi names the missing number
      const path = `${base}/Boxes/${j}/TBX_CNNO`;
      const other = usedBy.get(no);
      const first = seen.get(no);
      if (other) add(path, 'booking.containerUsed', { container: no, si: other.SiNo });
      else if (first) add(path, 'booking.containerTwice', { container: no, first });
      else seen.set(no, path);
      if (!bookedType.size) return; // the booking does not know its numbers yet: types and counts below
      const booked = bookedType.get(no);
      const given = containerTypeName(b.TBX_TYPE ?? '');
      if (!booked) add(path, 'booking.containerNotBooked', { container: no, booking: booking.CGO_ID });
      else if (given && given !== booked) add(`${base}/Boxes/${j}/TBX_TYPE`, 'booking.containerTypeMismatch', { container: no, booked, given });
    });
  }

  if (bookedType.size && whole) {
    const before = new Set((previous?.Boxes ?? []).map((b) => containerKey(b.TBX_CNNO)));
    const unused = [...bookedType.keys()].filter((n) => !usedBy.has(n) && !seen.has(n) && (!previous || before.has(n)));
    if (unused.length) add(wholePath, 'booking.containersUnused', { containers: unused.join(', ') });
  }

  // types and counts (the only measure while the booking does not know its numbers)
  const booked = new Map<string, number>();
  for (const c of booking.Containers) booked.set(typeKey(c.TYPE), (booked.get(typeKey(c.TYPE)) ?? 0) + c.COUNT);
  // a container is one container however often it is named (a second use is refused above, at its box)
  const count = (boxes: readonly { no: string; type: string }[]) => {
    const n = new Map<string, number>();
    const counted = new Set<string>();
    for (const { no, type } of boxes) {
      if (!type || (no && counted.has(no))) continue;
      if (no) counted.add(no);
      n.set(type, (n.get(type) ?? 0) + 1);
    }
    return n;
  };
  const stored = used.map((u) => ({ no: containerKey(u.CNNO), type: typeKey(u.TYPE) }));
  const boxesOf = (boxes: readonly SiBox[]) => boxes.map((b) => ({ no: containerKey(b.TBX_CNNO), type: typeKey(b.TBX_TYPE) }));
  const now = count([...stored, ...boxesOf(entries.flatMap((e) => e.record.Boxes ?? []))]);
  const then = count([...stored, ...boxesOf(previous?.Boxes ?? [])]);
  for (const type of new Set([...booked.keys(), ...now.keys()])) {
    const want = booked.get(type) ?? 0;
    const have = now.get(type) ?? 0;
    const had = then.get(type) ?? 0;
    if (have > want || (whole && have < want && (!previous || have < had))) add(wholePath, 'booking.typeCount', { type, booked: want, used: have });
  }
}

/**
 * The check of one submission from one booking: each SI, then the booking's containers — each
 * booked container on exactly one live SI, counting those already on the booking's stored SIs
 * (see `checkContainers`).
 */
export function checkSubmission(drafts: SiRecord[], booking?: SiSourceData, options: BookingCheckOptions = {}): SiProblem[] {
  const { out, ctx } = context(options);
  for (const [i, d] of drafts.entries()) checkOne(ctx, d, `/TDBLInfos/${i}`);
  // validate-only records (SITYPE 3) are checked but never stored: they take no container, and
  // each is checked against the booking on its own
  const entries = drafts.map((record, i) => ({ record, base: `/TDBLInfos/${i}` }));
  const used = options.used ?? booking?.UsedContainers ?? [];
  if (booking) {
    const stored = entries.filter((d) => d.record.TBI_SITYPE !== 3);
    if (stored.length) checkContainers(ctx, stored, booking, used, '/TDBLInfos');
    for (const only of entries.filter((d) => d.record.TBI_SITYPE === 3)) checkContainers(ctx, [only], booking, used, only.base, undefined, false);
  }
  return out;
}

/**
 * The check of an edit of a stored SI (ModifyTDBillLadingInfo): the SI, then its containers
 * against the booking and the booking's other live SIs (`used` must not hold the SI edited).
 */
export function checkModification(next: SiRecord, previous: SiRecord, booking: SiSourceData, options: BookingCheckOptions = {}): SiProblem[] {
  const { out, ctx } = context(options);
  checkOne(ctx, next, '');
  const used = options.used ?? (booking.UsedContainers ?? []).filter((u) => next.Id === undefined || u.SiId !== next.Id);
  checkContainers(ctx, [{ record: next, base: '' }], booking, used, '/Boxes', previous);
  return out;
}

/**
 * The warnings of drafts or stored SIs (Severity 'warning'): implausible weights (see
 * weights.ts). Kept apart from the errors above, which refuse: callers that refuse on any problem
 * of checkSi/checkSubmission/checkModification are unchanged, and show these beside them.
 */
export function checkWarnings(records: readonly SiRecord[], base: (i: number) => string = () => '', lang: SiLang = 'zh'): SiProblem[] {
  return records.flatMap((r, i) => weightWarnings(r, base(i), lang));
}

/**
 * The warnings of a submission's drafts, with the paths checkSubmission uses (`/TDBLInfos/0/…`):
 * what CheckTDBillLadingInfo answers after the errors, and a submission's answer carries.
 */
export function submissionWarnings(drafts: readonly SiRecord[], lang: SiLang = 'zh'): SiProblem[] {
  return checkWarnings(drafts, (i) => `/TDBLInfos/${i}`, lang);
}
