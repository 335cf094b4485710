import type { SiBox } from '../../contract/si/public';
import { blockOverflows, containerNumberProblem, containerTypeName, LINE_LIMITS, LINE_WIDTH, PACKAGE_CODES } from '../si/public';
import { containerLimits, maxGrossKg, plateOutOfRange, tareOutOfRange } from './containerLimits';
import { type Actor, type Cutoffs, cutoffOf, cutoffVerdict } from './cutoff';
import { collector, type Lang, type PklProblemCode, type Problem, renderPkl } from './messages';

/** Same tolerance as the SI check's sums (operations.md §3.5 `pkl.sums`). */
export const EPSILON = 0.0005;
/** Warn when cargo + tare reaches this share of the max gross (`pkl.weights`). */
export const NEAR_MAX_SHARE = 0.95;
/**
 * A declared tare this far (as a share) from the type's typical one is worth a second look; beyond
 * the type's tare range (containerLimits.ts) it is refused.
 */
export const TARE_SPREAD = 0.15;

const HS = /^\d{6,10}$/;
/** DCSA `sealNumber` holds at most 15 characters (operations.md §3.1). */
export const SEAL_MAX = 15;
const UNNO = /^\d{4}$/;
const SEEDED_PACKAGES: ReadonlySet<string> = new Set(PACKAGE_CODES.map((p) => p.code));

/** One goods line in the container (`packing_list_lines`). */
export interface PackingLine {
  PKD_SEQ?: number;
  PKD_CNGOODS?: string;
  PKD_GOODS?: string;
  PKD_HSCODE?: string;
  PKD_MARKS?: string;
  PKD_PACKAGE?: string;
  PKD_NUM: number;
  PKD_WEIGHT: number;
  PKD_NET_WEIGHT?: number | null;
  PKD_VOLUME: number;
  PKD_UNNO?: string;
  PKD_IMO_CLASS?: string;
}

/** The stuffed data of one packing list (`packing_lists`) as the check reads it. */
export interface PackingListData {
  PKL_NO?: string;
  PKL_CNTR_TYPE: string;
  PKL_CNNO?: string;
  /** Non-ISO equipment: the number is only required, not checked (the override is logged, as in SI). */
  PKL_NON_ISO?: boolean;
  PKL_SEALNO?: string;
  PKL_TARE_KG?: number | null;
  PKL_MAX_GROSS_KG?: number | null;
  PKL_STUFF_PLACE?: string;
  PKL_STUFF_AT?: string;
  PKL_NUM: number;
  PKL_WEIGHT: number;
  PKL_VOLUME: number;
  Lines: readonly PackingLine[];
}

/** What the check needs besides the data; the server passes what it reads in the writing transaction. */
export interface PackingCheckInput {
  /** The booked slot's type (one of the booking's types). */
  slotType: string;
  /** The booking's container numbers when it knows them (`CNNOS`); empty: not known yet. */
  bookedNumbers?: readonly string[];
  /** The carrier booking number (`PKL_BOOKING_NO`), named when a container is not on it. */
  bookingNo?: string;
  /** Containers on the other live packing lists (any booking). */
  liveContainers?: readonly { CNNO: string; PKL_NO: string }[];
  /** The seals on the other containers of the same voyage. */
  voyageSeals?: readonly { SEALNO: string; CNNO: string }[];
  /** Submitting (state 2/6 → 4): container, seal, stuffing place and time are then required. */
  submitting?: boolean;
  /** The packing list's state (§3.2): 7 (gated in) freezes the data. */
  status?: number;
  now: string;
  /** Empty pick-up (`GTOT` EMPTY) and gate-in, when known. */
  emptyPickupAt?: string;
  gateInAt?: string;
  cutoffs?: Cutoffs;
  /** The carrier approved the dangerous goods of this booking. */
  dgApproved?: boolean;
  /** The SI box carrying this container, when an SI does (`pkl.si`). */
  siBox?: { SiNo: string; box: SiBox };
  packages?: ReadonlySet<string>;
  lang?: Lang;
  /** The loading port's IANA zone: the times in the words are on its clock (Asia/Shanghai when none). */
  zone?: string;
}

type Add = (path: string, code: PklProblemCode, params?: Readonly<Record<string, string | number>>) => void;

const blank = (s: string | undefined | null) => !s?.trim();
const key = (s: string | undefined | null) => (s ?? '').trim().toUpperCase();
const num = (n: number | undefined | null) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);
const round = (n: number) => Math.round(n * 1000) / 1000;
const same = (a: number, b: number) => Math.abs(a - b) < EPSILON;

type LiveContainer = NonNullable<PackingCheckInput['liveContainers']>[number];
type VoyageSeal = NonNullable<PackingCheckInput['voyageSeals']>[number];
const liveIndexes = new WeakMap<readonly LiveContainer[], Map<string, LiveContainer[]>>();
const sealIndexes = new WeakMap<readonly VoyageSeal[], Map<string, VoyageSeal[]>>();
const NONE = new Map<string, never[]>();

/**
 * The other live containers and the voyage's seals by number, built once per list given: a
 * caller checking a voyage's 200 packing lists passes the same two lists to each check, and each
 * lookup is then one map read instead of a walk over 200 (bench/packingCheck.ts). The lists are
 * read-only inputs; a caller that changes one passes a new array.
 */
function byKey<T>(cache: WeakMap<readonly T[], Map<string, T[]>>, list: readonly T[] | undefined, of: (t: T) => string): ReadonlyMap<string, T[]> {
  if (!list?.length) return NONE;
  let index = cache.get(list);
  if (!index) {
    index = new Map();
    for (const t of list) {
      const k = key(of(t));
      const same = index.get(k);
      if (same) same.push(t);
      else index.set(k, [t]);
    }
    cache.set(list, index);
  }
  return index;
}

/** The sums of a packing list's lines: what the header must say (`pkl.sums`). */
export function lineTotals(lines: readonly PackingLine[]): { packages: number; weight: number; volume: number } {
  let packages = 0;
  let weight = 0;
  let volume = 0;
  for (const l of lines) {
    packages += num(l.PKD_NUM);
    weight += num(l.PKD_WEIGHT);
    volume += num(l.PKD_VOLUME);
  }
  return { packages, weight: round(weight), volume: round(volume) };
}

function checkContainer(add: Add, pkl: PackingListData, input: PackingCheckInput) {
  const no = key(pkl.PKL_CNNO);
  if (!no) {
    if (input.submitting) add('/PKL_CNNO', 'pkl.cnno.missing');
  } else {
    if (!pkl.PKL_NON_ISO) {
      const problem = containerNumberProblem(no);
      if (problem === 'shape') add('/PKL_CNNO', 'pkl.cnno.shape', { value: pkl.PKL_CNNO ?? '' });
      if (problem === 'checkDigit') add('/PKL_CNNO', 'pkl.cnno.checkDigit', { value: no });
    }
    const booked = (input.bookedNumbers ?? []).map(key).filter(Boolean);
    if (booked.length && !booked.includes(no)) add('/PKL_CNNO', 'pkl.cnno.notBooked', { container: no, booking: input.bookingNo ?? '' });
    const live = byKey(liveIndexes, input.liveContainers, (c) => c.CNNO)
      .get(no)
      ?.find((c) => c.PKL_NO !== pkl.PKL_NO);
    if (live) add('/PKL_CNNO', 'pkl.cnno.live', { container: no, pkl: live.PKL_NO });
  }
  const given = containerTypeName(pkl.PKL_CNTR_TYPE ?? '');
  const booked = containerTypeName(input.slotType) ?? key(input.slotType);
  if (!given) add('/PKL_CNTR_TYPE', 'pkl.type.unknown', { value: pkl.PKL_CNTR_TYPE ?? '' });
  else if (given !== booked) add('/PKL_CNTR_TYPE', 'pkl.type.mismatch', { booked, given });
}

function checkSeal(add: Add, pkl: PackingListData, input: PackingCheckInput) {
  const seal = key(pkl.PKL_SEALNO);
  if (!seal) {
    if (input.submitting) add('/PKL_SEALNO', 'pkl.seal.missing');
    return;
  }
  if (seal.length > SEAL_MAX) add('/PKL_SEALNO', 'pkl.seal.long', { length: seal.length, max: SEAL_MAX });
  const no = key(pkl.PKL_CNNO);
  const other = byKey(sealIndexes, input.voyageSeals, (s) => s.SEALNO)
    .get(seal)
    ?.find((s) => key(s.CNNO) !== no);
  if (other) add('/PKL_SEALNO', 'pkl.seal.twice', { seal, container: key(other.CNNO) });
}

function checkLines(add: Add, pkl: PackingListData, packages: ReadonlySet<string>) {
  if (!pkl.Lines.length) {
    add('/Lines', 'pkl.lines.none');
    return;
  }
  pkl.Lines.forEach((l, i) => {
    const p = `/Lines/${i}`;
    if (blank(l.PKD_GOODS)) add(`${p}/PKD_GOODS`, 'pkl.line.goods');
    // printed on the B/L like the SI's goods and marks: the SI's line limits and words (field named as the SI's)
    for (const [f, siField, max] of [
      ['PKD_GOODS', 'TBD_GOODS', LINE_LIMITS.goods],
      ['PKD_MARKS', 'TBD_MARKS', LINE_LIMITS.marks],
    ] as const) {
      const { long, lines } = blockOverflows(l[f] ?? '', max);
      for (const x of long) add(`${p}/${f}`, 'pkl.line.tooLong', { field: siField, line: x.line, length: x.length, max: LINE_WIDTH });
      if (lines) add(`${p}/${f}`, 'pkl.line.tooManyLines', { field: siField, lines, max });
    }
    if (!HS.test(l.PKD_HSCODE ?? '')) add(`${p}/PKD_HSCODE`, 'pkl.line.hsCode', { value: l.PKD_HSCODE ?? '' });
    if (!packages.has(key(l.PKD_PACKAGE))) add(`${p}/PKD_PACKAGE`, 'pkl.line.package', { value: l.PKD_PACKAGE ?? '' });
    if (!Number.isInteger(l.PKD_NUM) || l.PKD_NUM < 1) add(`${p}/PKD_NUM`, 'pkl.line.count', { field: 'PKD_NUM' });
    if (!(l.PKD_WEIGHT > 0)) add(`${p}/PKD_WEIGHT`, 'pkl.weights.positive', { field: 'PKD_WEIGHT' });
    if (!(l.PKD_VOLUME > 0)) add(`${p}/PKD_VOLUME`, 'pkl.weights.positive', { field: 'PKD_VOLUME' });
    const net = l.PKD_NET_WEIGHT;
    if (net !== undefined && net !== null) {
      if (!(net > 0)) add(`${p}/PKD_NET_WEIGHT`, 'pkl.weights.positive', { field: 'PKD_NET_WEIGHT' });
      else if (l.PKD_WEIGHT > 0 && net > l.PKD_WEIGHT + EPSILON) add(`${p}/PKD_NET_WEIGHT`, 'pkl.weights.net', { net, gross: l.PKD_WEIGHT });
    }
    const un = !blank(l.PKD_UNNO);
    const imo = !blank(l.PKD_IMO_CLASS);
    if (un !== imo) add(`${p}/${un ? 'PKD_IMO_CLASS' : 'PKD_UNNO'}`, 'pkl.dg.pair');
    if (un && !UNNO.test(l.PKD_UNNO!.trim())) add(`${p}/PKD_UNNO`, 'pkl.dg.unno', { value: l.PKD_UNNO! });
  });
}

function checkSums(add: Add, pkl: PackingListData) {
  const t = lineTotals(pkl.Lines);
  if (pkl.PKL_NUM !== t.packages) add('/PKL_NUM', 'pkl.sums.packages', { declared: pkl.PKL_NUM, sum: t.packages });
  if (!same(num(pkl.PKL_WEIGHT), t.weight)) add('/PKL_WEIGHT', 'pkl.sums.weight', { declared: pkl.PKL_WEIGHT, sum: t.weight });
  if (!same(num(pkl.PKL_VOLUME), t.volume)) add('/PKL_VOLUME', 'pkl.sums.volume', { declared: pkl.PKL_VOLUME, sum: t.volume });
}

/**
 * Cargo gross + tare against the max gross (`pkl.weights`): the CSC plate's max when given and within
 * its type's ISO 668 range (outside, checkLimits refuses the plate itself), else the type's default; the declared tare, else the type's typical one. Over → refused; ≥ 95 % → warned.
 * The cargo weight is the lines' sum (the header may be wrong; `pkl.sums` says so separately).
 */
export function grossVerdict(type: string, cargoKg: number, tareKg?: number | null, plateMaxKg?: number | null) {
  const max = maxGrossKg(type, plateMaxKg);
  const tare = tareKg && tareKg > 0 ? tareKg : containerLimits(type)?.tareKg;
  if (max === undefined || tare === undefined) return { kind: 'unknown' as const };
  const total = round(cargoKg + tare);
  return { kind: total > max ? ('over' as const) : total >= max * NEAR_MAX_SHARE ? ('near' as const) : ('ok' as const), total, tare, max };
}

function checkLimits(add: Add, warn: Add, pkl: PackingListData) {
  const type = containerTypeName(pkl.PKL_CNTR_TYPE ?? '');
  if (!type) return; // the type problem is named already
  const { weight, volume } = lineTotals(pkl.Lines);
  const g = grossVerdict(type, weight, pkl.PKL_TARE_KG, pkl.PKL_MAX_GROSS_KG);
  if (g.kind === 'over') add('/PKL_WEIGHT', 'pkl.weights.overMax', { cargo: weight, tare: g.tare, total: g.total, max: g.max });
  if (g.kind === 'near') warn('/PKL_WEIGHT', 'pkl.weights.nearMax', { total: g.total, max: g.max, percent: Math.floor((g.total / g.max) * 100) });
  const limits = containerLimits(type);
  const tare = pkl.PKL_TARE_KG;
  const box = { container: pkl.PKL_CNNO?.trim() || pkl.PKL_NO || '—', type };
  if (limits && tare !== undefined && tare !== null) {
    const range = tareOutOfRange(type, tare);
    if (!(tare > 0)) add('/PKL_TARE_KG', 'pkl.weights.positive', { field: 'PKL_TARE_KG' });
    else if (range) add('/PKL_TARE_KG', 'pkl.weights.tareRange', { ...box, tare, min: range.min, max: range.max });
    else if (Math.abs(tare - limits.tareKg) > limits.tareKg * TARE_SPREAD) warn('/PKL_TARE_KG', 'pkl.weights.tare', { tare, type, typical: limits.tareKg });
  }
  // a plate its type cannot carry is a typing error: believed, it would let any weight through
  const plate = plateOutOfRange(type, pkl.PKL_MAX_GROSS_KG);
  if (plate) add('/PKL_MAX_GROSS_KG', 'pkl.weights.plate', { ...box, plate: pkl.PKL_MAX_GROSS_KG!, min: plate.min, max: plate.max });
  if (limits?.volumeM3 !== undefined && volume > limits.volumeM3) warn('/PKL_VOLUME', 'pkl.volume.over', { volume, type, max: limits.volumeM3 });
}

function checkDangerousGoods(add: Add, pkl: PackingListData, input: PackingCheckInput) {
  if (!pkl.Lines.some((l) => !blank(l.PKD_UNNO) || !blank(l.PKD_IMO_CLASS))) return;
  if (!input.cutoffs?.DGC) add('/Lines', 'pkl.dg.cutoff');
  if (!input.dgApproved) add('/Lines', 'pkl.dg.approval');
}

function checkTimes(add: Add, pkl: PackingListData, input: PackingCheckInput) {
  if (input.submitting) {
    if (blank(pkl.PKL_STUFF_PLACE)) add('/PKL_STUFF_PLACE', 'pkl.header.required', { field: 'PKL_STUFF_PLACE' });
    if (blank(pkl.PKL_STUFF_AT)) add('/PKL_STUFF_AT', 'pkl.header.required', { field: 'PKL_STUFF_AT' });
  }
  if (blank(pkl.PKL_STUFF_AT)) return;
  const at = Date.parse(pkl.PKL_STUFF_AT!);
  if (!Number.isFinite(at)) {
    add('/PKL_STUFF_AT', 'pkl.time.invalid', { value: pkl.PKL_STUFF_AT! });
    return;
  }
  // the words read these instants on the port's clock (the renderer, with `zone`); the values stay instants
  const shown = pkl.PKL_STUFF_AT!;
  const zone = input.zone ?? '';
  if (at > Date.parse(input.now)) add('/PKL_STUFF_AT', 'pkl.time.future', { at: shown, zone });
  if (input.emptyPickupAt && at < Date.parse(input.emptyPickupAt))
    add('/PKL_STUFF_AT', 'pkl.time.beforePickup', { at: shown, pickup: input.emptyPickupAt, zone });
  if (input.gateInAt && at > Date.parse(input.gateInAt)) add('/PKL_STUFF_AT', 'pkl.time.afterGateIn', { at: shown, gateIn: input.gateInAt, zone });
}

/**
 * `pkl.si`: an SI that carries the container must say what the packing list says — container, seal,
 * packages, weight, volume, HS codes. Named on the packing list's side; the SI editor shows the
 * same pairs from its side.
 */
function checkAgainstSi(add: Add, pkl: PackingListData, siBox: NonNullable<PackingCheckInput['siBox']>) {
  const { SiNo, box } = siBox;
  const t = lineTotals(pkl.Lines);
  const hs = (codes: (string | undefined)[]) => [...new Set(codes.map(key).filter(Boolean))].sort().join(',');
  const pairs: [string, string, string | number, string | number, boolean][] = [
    ['/PKL_CNNO', 'CNNO', key(pkl.PKL_CNNO), key(box.TBX_CNNO), key(pkl.PKL_CNNO) === key(box.TBX_CNNO)],
    ['/PKL_SEALNO', 'SEALNO', key(pkl.PKL_SEALNO), key(box.TBX_SEALNO), key(pkl.PKL_SEALNO) === key(box.TBX_SEALNO)],
    ['/PKL_NUM', 'NUM', t.packages, box.TBX_NUM, t.packages === box.TBX_NUM],
    ['/PKL_WEIGHT', 'WEIGHT', t.weight, box.TBX_WEIGHT, same(t.weight, box.TBX_WEIGHT)],
    ['/PKL_VOLUME', 'VOLUME', t.volume, box.TBX_VOLUME, same(t.volume, box.TBX_VOLUME)],
  ];
  const ours = hs(pkl.Lines.map((l) => l.PKD_HSCODE));
  const theirs = hs((box.Details ?? []).map((d) => d.TBD_HSCODE));
  pairs.push(['/Lines', 'HSCODE', ours, theirs, ours === theirs]);
  for (const [path, what, mine, theirsValue, equal] of pairs) if (!equal) add(path, 'pkl.si.mismatch', { si: SiNo, what, pkl: mine, siValue: theirsValue });
}

/**
 * The check of one packing list's data (operations.md §3.5): container (ISO 6346, booked, not on
 * another live packing list), type against the booked slot, seal (required to submit, once per
 * voyage), lines, sums, weights against the container's limits, volume, dangerous goods, stuffing
 * time, the SI box, and the gate-in freeze. Pure: the browser runs it for instant feedback, the
 * server as the authority. Warnings carry `Severity: 'warning'` and never refuse.
 */
export function checkPackingList(pkl: PackingListData, input: PackingCheckInput): Problem[] {
  const { out, add, warn } = collector(renderPkl, input.lang);
  if (input.status === 7) add('', 'pkl.locked');
  checkContainer(add, pkl, input);
  checkSeal(add, pkl, input);
  checkLines(add, pkl, input.packages ?? SEEDED_PACKAGES);
  checkSums(add, pkl);
  checkLimits(add, warn, pkl);
  checkDangerousGoods(add, pkl, input);
  checkTimes(add, pkl, input);
  if (input.siBox) checkAgainstSi(add, pkl, input.siBox);
  return out;
}

/** An application for packing lists (§3.3 `Apply`): how many of each booked type. */
export interface ApplicationInput {
  /** The booking's containers: type and booked count. */
  booked: readonly { TYPE: string; COUNT: number }[];
  /** The booking's live packing lists (not rejected, not cancelled): type and slot. */
  live: readonly { PKL_CNTR_TYPE: string; PKL_SLOT: number }[];
  /** What is asked for. */
  slots: readonly { PKL_CNTR_TYPE: string; Count: number }[];
  cutoffs: Cutoffs;
  now: string;
  actor: Actor;
  lang?: Lang;
  /** The loading port's IANA zone: the cut-off in the words is on its clock (Asia/Shanghai when none). */
  zone?: string;
}

/**
 * `pkl.slots` and `pkl.cutoff` for an application: live packing lists per type never more than
 * booked, one per (type, slot); after the port cut-off (`PCO`, else `FCO`) customers are refused,
 * staff go on only with a reason.
 */
export function checkApplication(input: ApplicationInput): Problem[] {
  const { out, add } = collector(renderPkl, input.lang);
  const typeOf = (t: string) => containerTypeName(t) ?? key(t);
  const booked = new Map<string, number>();
  for (const b of input.booked) booked.set(typeOf(b.TYPE), (booked.get(typeOf(b.TYPE)) ?? 0) + b.COUNT);
  const seen = new Set<string>();
  for (const l of input.live) {
    const slot = `${typeOf(l.PKL_CNTR_TYPE)}#${l.PKL_SLOT}`;
    if (seen.has(slot)) add('/Slots', 'pkl.slots.taken', { type: typeOf(l.PKL_CNTR_TYPE), slot: l.PKL_SLOT });
    seen.add(slot);
  }
  input.slots.forEach((s, i) => {
    const type = typeOf(s.PKL_CNTR_TYPE);
    const live = input.live.filter((l) => typeOf(l.PKL_CNTR_TYPE) === type).length + s.Count;
    const want = booked.get(type) ?? 0;
    if (live > want) add(`/Slots/${i}/Count`, 'pkl.slots.over', { type, booked: want, live });
  });
  const cut = cutoffOf(input.cutoffs, ['PCO', 'FCO']);
  const verdict = cutoffVerdict(cut?.at, input.now, input.actor);
  if (verdict.kind === 'late')
    add(verdict.reasonMissing ? '/Reason' : '', verdict.reasonMissing ? 'pkl.cutoff.reason' : 'pkl.cutoff.passed', {
      code: cut!.code,
      at: verdict.at,
      zone: input.zone ?? '',
    });
  return out;
}

/** The slots (1…COUNT) of a type still free, lowest first: where new packing lists of an application go. */
export function freeSlots(count: number, taken: readonly number[]): number[] {
  const used = new Set(taken);
  return Array.from({ length: Math.max(0, count) }, (_, i) => i + 1).filter((s) => !used.has(s));
}
