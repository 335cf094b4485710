import type { SiBox } from '../../contract/si/public';
import { type ReconcileCode, reconcileWords } from '../../contract/packingReports/words';
import type { Bilingual } from '../../i18n/bilingual';
import { containerTypeName } from '../si/public';
import { VGM_STATUS, vgmDeviation } from '../vgm/public';
import { containerLimits, EPSILON, lineTotals, maxGrossKg, PKL_LIVE, PKL_STATUS } from '../packing/public';

/**
 * One booking reconciled per container (operations.md §3.4 `SplitDetail`, §3.6 "our gap"): the
 * booked slots (bookings.containers TYPE/COUNT/CNNOS) → the live packing lists (and the split
 * children of a cancelled parent) → the SI boxes carrying the same container → the latest VGM,
 * each mismatch named in words. Pure: the server reads the rows and calls it, a test drives it.
 */

export interface BookedContainers {
  TYPE: string;
  COUNT: number;
  CNNOS?: readonly string[];
}

/** A packing list of the booking as the reconciliation reads it (any state: split parents are cancelled). */
export interface ReconcilePackingList {
  Id: number;
  PKL_NO: string;
  PKL_STATUS: number;
  PKL_CNTR_TYPE: string;
  PKL_SLOT: number;
  PKL_CNNO: string;
  PKL_SEALNO: string;
  PKL_TARE_KG: number | null;
  PKL_MAX_GROSS_KG: number | null;
  PKL_PARENT_ID: number | null;
  PKL_NUM: number;
  PKL_WEIGHT: number;
  PKL_VOLUME: number;
  /** The lines, when read: their sums and HS codes are compared (the header otherwise). */
  Lines?: readonly { PKD_NUM: number; PKD_WEIGHT: number; PKD_VOLUME: number; PKD_HSCODE?: string }[];
}

/** One box of one of the booking's live SIs. */
export interface ReconcileSiBox {
  SiId: number;
  SiNo: string;
  Box: SiBox;
}

/** A VGM declaration of the booking (every version; the latest per container counts). */
export interface ReconcileVgm {
  VGM_CNNO: string;
  VGM_VERSION: number;
  VGM_KG: number;
  VGM_STATUS: number;
  VGM_PKL_ID: number | null;
  /** The terminal's answer (null: not sent there) and its weighbridge's reading (null: not weighed). */
  VGM_TERMINAL_STATUS?: number | null;
  VGM_MEASURED_KG?: number | null;
}

export interface ReconcileInput {
  booked: readonly BookedContainers[];
  packingLists: readonly ReconcilePackingList[];
  siBoxes: readonly ReconcileSiBox[];
  vgms: readonly ReconcileVgm[];
}

export interface Mismatch {
  Code: ReconcileCode;
  Params: Readonly<Record<string, string | number>>;
  Words: Bilingual;
}

export interface ReconciledPackingList {
  Id: number;
  PKL_NO: string;
  PKL_STATUS: number;
  PKL_CNNO: string;
  PKL_SEALNO: string;
  PKL_NUM: number;
  PKL_WEIGHT: number;
  PKL_VOLUME: number;
  /** The cancelled packing list it was split from. */
  ParentNo: string;
}

export interface ReconciledVgm {
  Kg: number;
  Version: number;
  Status: number;
  /** What the terminal's weighbridge read, when it weighed the box. */
  MeasuredKg: number | null;
}

/** One row: a booked slot, or a container found only on an SI. */
export interface ReconciledRow {
  TYPE: string;
  /** The slot within the booked type (0: not a booked slot — an SI box no packing list holds). */
  SLOT: number;
  CNNO: string;
  PackingList: ReconciledPackingList | null;
  SiBox: { SiId: number; SiNo: string; TBX_TYPE: string; TBX_CNNO: string; TBX_SEALNO: string; TBX_NUM: number; TBX_WEIGHT: number; TBX_VOLUME: number } | null;
  Vgm: ReconciledVgm | null;
  Mismatches: Mismatch[];
}

export interface Reconciliation {
  Rows: ReconciledRow[];
  /** Packing lists cancelled by a split, with their children's numbers. */
  Splits: { PKL_NO: string; Children: string[] }[];
  Mismatches: number;
}

const key = (s: string | undefined | null) => (s ?? '').trim().toUpperCase();
const typeOf = (t: string) => containerTypeName(t) ?? key(t);
const round3 = (n: number) => Math.round(n * 1000) / 1000;
const same = (a: number, b: number) => Math.abs(a - b) < EPSILON;
const isLive = (status: number) => (PKL_LIVE as readonly number[]).includes(status);

/**
 * A mismatch: its code, its values by name, and its words with those values. `params` is written in
 * the order of the words' arguments (src/contract/packingReports/words.ts): its values fill them.
 */
function mismatch<C extends ReconcileCode>(code: C, params: Readonly<Record<string, string | number>>): Mismatch {
  const say = reconcileWords[code] as (...values: (string | number)[]) => Bilingual;
  return { Code: code, Params: params, Words: say(...Object.values(params)) };
}

/** The packing list's own figures: the lines' sums when its lines were read, its header otherwise. */
function figuresOf(p: ReconcilePackingList) {
  if (!p.Lines) return { packages: p.PKL_NUM, weight: p.PKL_WEIGHT, volume: p.PKL_VOLUME, hs: undefined };
  const t = lineTotals(p.Lines.map((l) => ({ PKD_NUM: l.PKD_NUM, PKD_WEIGHT: l.PKD_WEIGHT, PKD_VOLUME: l.PKD_VOLUME })));
  return { packages: t.packages, weight: t.weight, volume: t.volume, hs: hsList(p.Lines.map((l) => l.PKD_HSCODE)) };
}
const hsList = (codes: readonly (string | undefined)[]) => [...new Set(codes.map(key).filter(Boolean))].sort().join(',');

/** The latest version of each container's VGM (the highest version number). */
function latestVgms(vgms: readonly ReconcileVgm[]): Map<string, ReconcileVgm> {
  const latest = new Map<string, ReconcileVgm>();
  for (const v of vgms) {
    const no = key(v.VGM_CNNO);
    const before = latest.get(no);
    if (!before || v.VGM_VERSION > before.VGM_VERSION) latest.set(no, v);
  }
  return latest;
}

function compareWithSi(out: Mismatch[], p: ReconcilePackingList, s: ReconcileSiBox) {
  const f = figuresOf(p);
  const b = s.Box;
  if (typeOf(p.PKL_CNTR_TYPE) !== typeOf(b.TBX_TYPE)) out.push(mismatch('type.differs', { pkl: typeOf(p.PKL_CNTR_TYPE), si: typeOf(b.TBX_TYPE) }));
  if (key(p.PKL_SEALNO) !== key(b.TBX_SEALNO)) out.push(mismatch('seal.differs', { pkl: key(p.PKL_SEALNO) || '—', si: key(b.TBX_SEALNO) || '—' }));
  if (f.packages !== b.TBX_NUM) out.push(mismatch('packages.differ', { pkl: f.packages, si: b.TBX_NUM }));
  if (!same(f.weight, b.TBX_WEIGHT)) out.push(mismatch('weight.differs', { pkl: round3(f.weight), si: round3(b.TBX_WEIGHT) }));
  if (!same(f.volume, b.TBX_VOLUME)) out.push(mismatch('volume.differs', { pkl: round3(f.volume), si: round3(b.TBX_VOLUME) }));
  if (f.hs !== undefined) {
    const theirs = hsList((b.Details ?? []).map((d) => d.TBD_HSCODE));
    if (f.hs !== theirs) out.push(mismatch('hs.differs', { pkl: f.hs || '—', si: theirs || '—' }));
  }
}

/**
 * The VGM against the packing list: none yet; the carrier rejected the latest; below cargo + tare
 * (the declared tare, else the type's typical one); over the max gross (the CSC plate, else the
 * type's default).
 */
function compareWithVgm(out: Mismatch[], p: ReconcilePackingList, container: string, v: ReconcileVgm | undefined) {
  if (!v) {
    out.push(mismatch('vgm.missing', { container }));
    return;
  }
  if (v.VGM_STATUS === VGM_STATUS.REJECTED) out.push(mismatch('vgm.rejected', { container, version: v.VGM_VERSION }));
  if (v.VGM_TERMINAL_STATUS === VGM_STATUS.REJECTED) out.push(mismatch('vgm.terminalRejected', { container, version: v.VGM_VERSION }));
  if (v.VGM_MEASURED_KG != null) {
    // vgm.tolerance: the terminal weighed the box, and the declared mass is further off than allowed
    const { deviation, limit, exception } = vgmDeviation(v.VGM_KG, v.VGM_MEASURED_KG);
    if (exception) out.push(mismatch('vgm.deviation', { declared: v.VGM_KG, measured: v.VGM_MEASURED_KG, deviation, limit: Math.round(limit) }));
  }
  const cargo = figuresOf(p).weight;
  const tare = p.PKL_TARE_KG && p.PKL_TARE_KG > 0 ? p.PKL_TARE_KG : containerLimits(p.PKL_CNTR_TYPE)?.tareKg;
  if (tare !== undefined && cargo > 0 && v.VGM_KG + EPSILON < cargo + tare)
    out.push(mismatch('vgm.belowCargo', { vgm: v.VGM_KG, cargo: round3(cargo), tare, total: round3(cargo + tare) }));
  const max = maxGrossKg(p.PKL_CNTR_TYPE, p.PKL_MAX_GROSS_KG);
  if (max !== undefined && v.VGM_KG > max) out.push(mismatch('vgm.overMax', { vgm: v.VGM_KG, max }));
}

const shownVgm = (v: ReconcileVgm): ReconciledVgm => ({ Kg: v.VGM_KG, Version: v.VGM_VERSION, Status: v.VGM_STATUS, MeasuredKg: v.VGM_MEASURED_KG ?? null });

function presentPkl(p: ReconcilePackingList, byId: Map<number, ReconcilePackingList>): ReconciledPackingList {
  const f = figuresOf(p);
  return {
    Id: p.Id,
    PKL_NO: p.PKL_NO,
    PKL_STATUS: p.PKL_STATUS,
    PKL_CNNO: key(p.PKL_CNNO),
    PKL_SEALNO: key(p.PKL_SEALNO),
    PKL_NUM: f.packages,
    PKL_WEIGHT: round3(f.weight),
    PKL_VOLUME: round3(f.volume),
    ParentNo: p.PKL_PARENT_ID ? (byId.get(p.PKL_PARENT_ID)?.PKL_NO ?? '') : '',
  };
}

export function reconcileBooking(input: ReconcileInput): Reconciliation {
  const byId = new Map(input.packingLists.map((p) => [p.Id, p]));
  const live = input.packingLists.filter((p) => isLive(p.PKL_STATUS));
  const bookedNumbers = input.booked.flatMap((b) => (b.CNNOS ?? []).map(key)).filter(Boolean);
  const anySi = input.siBoxes.length > 0;
  const siByContainer = new Map<string, ReconcileSiBox>();
  for (const s of input.siBoxes) {
    const no = key(s.Box.TBX_CNNO);
    if (no && !siByContainer.has(no)) siByContainer.set(no, s);
  }
  const vgms = latestVgms(input.vgms);
  const rows: ReconciledRow[] = [];
  const onPackingLists = new Set<string>();

  const rowOf = (type: string, slot: number, p: ReconcilePackingList | undefined, bookedCount: number): ReconciledRow => {
    const out: Mismatch[] = [];
    if (!p) {
      out.push(mismatch('slot.noPackingList', { type, slot }));
      return { TYPE: type, SLOT: slot, CNNO: '', PackingList: null, SiBox: null, Vgm: null, Mismatches: out };
    }
    if (slot > bookedCount) out.push(mismatch('pkl.notBooked', { pkl: p.PKL_NO || `#${p.Id}`, type, slot, booked: bookedCount }));
    const container = key(p.PKL_CNNO);
    let siBox: ReconcileSiBox | undefined;
    let vgm: ReconcileVgm | undefined;
    if (!container) {
      // applied or opened but not stuffed: nothing further can be compared yet
      if (p.PKL_STATUS !== PKL_STATUS.APPLIED) out.push(mismatch('pkl.noContainer', { pkl: p.PKL_NO || `#${p.Id}` }));
    } else {
      onPackingLists.add(container);
      if (bookedNumbers.length && !bookedNumbers.includes(container)) out.push(mismatch('cnno.notBooked', { container, booked: bookedNumbers.join(', ') }));
      siBox = siByContainer.get(container);
      if (siBox) compareWithSi(out, p, siBox);
      else out.push(anySi ? mismatch('si.missing', { container, pkl: p.PKL_NO }) : mismatch('si.none', { container }));
      vgm = vgms.get(container);
      compareWithVgm(out, p, container, vgm);
    }
    const b = siBox?.Box;
    return {
      TYPE: type,
      SLOT: slot,
      CNNO: container,
      PackingList: presentPkl(p, byId),
      SiBox: b
        ? {
            SiId: siBox!.SiId,
            SiNo: siBox!.SiNo,
            TBX_TYPE: typeOf(b.TBX_TYPE),
            TBX_CNNO: key(b.TBX_CNNO),
            TBX_SEALNO: key(b.TBX_SEALNO),
            TBX_NUM: b.TBX_NUM,
            TBX_WEIGHT: b.TBX_WEIGHT,
            TBX_VOLUME: b.TBX_VOLUME,
          }
        : null,
      Vgm: vgm ? shownVgm(vgm) : null,
      Mismatches: out,
    };
  };

  // the booked slots in the booking's order, each with its live packing list; then live ones on slots it does not have
  const types = [...new Set([...input.booked.map((b) => typeOf(b.TYPE)), ...live.map((p) => typeOf(p.PKL_CNTR_TYPE))])];
  for (const type of types) {
    const count = input.booked.filter((b) => typeOf(b.TYPE) === type).reduce((n, b) => n + b.COUNT, 0);
    const ofType = live.filter((p) => typeOf(p.PKL_CNTR_TYPE) === type).sort((a, b) => a.PKL_SLOT - b.PKL_SLOT || a.Id - b.Id);
    const slots = [...new Set([...Array.from({ length: count }, (_, i) => i + 1), ...ofType.map((p) => p.PKL_SLOT)])].sort((a, b) => a - b);
    for (const slot of slots) {
      const here = ofType.filter((p) => p.PKL_SLOT === slot);
      if (!here.length) rows.push(rowOf(type, slot, undefined, count));
      for (const p of here) rows.push(rowOf(type, slot, p, count));
    }
  }

  // SI boxes whose container no live packing list holds
  for (const s of input.siBoxes) {
    const no = key(s.Box.TBX_CNNO);
    if (!no || onPackingLists.has(no)) continue;
    onPackingLists.add(no);
    const b = s.Box;
    const v = vgms.get(no);
    rows.push({
      TYPE: typeOf(b.TBX_TYPE),
      SLOT: 0,
      CNNO: no,
      PackingList: null,
      SiBox: {
        SiId: s.SiId,
        SiNo: s.SiNo,
        TBX_TYPE: typeOf(b.TBX_TYPE),
        TBX_CNNO: no,
        TBX_SEALNO: key(b.TBX_SEALNO),
        TBX_NUM: b.TBX_NUM,
        TBX_WEIGHT: b.TBX_WEIGHT,
        TBX_VOLUME: b.TBX_VOLUME,
      },
      Vgm: v ? shownVgm(v) : null,
      Mismatches: [mismatch('si.noPackingList', { container: no, si: s.SiNo })],
    });
  }

  const splits = input.packingLists
    .filter((p) => p.PKL_STATUS === PKL_STATUS.CANCELLED && input.packingLists.some((c) => c.PKL_PARENT_ID === p.Id))
    .map((p) => ({ PKL_NO: p.PKL_NO, Children: input.packingLists.filter((c) => c.PKL_PARENT_ID === p.Id).map((c) => c.PKL_NO) }));
  return { Rows: rows, Splits: splits, Mismatches: rows.reduce((n, r) => n + r.Mismatches.length, 0) };
}
