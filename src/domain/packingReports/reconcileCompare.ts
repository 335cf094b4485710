import { type ReconcileCode, reconcileWords } from '../../contract/packingReports/words';
import type { Bilingual } from '../../i18n/bilingual';
import { containerTypeName } from '../si/public';
import { VGM_STATUS, vgmDeviation } from '../vgm/public';
import { containerLimits, EPSILON, lineTotals, maxGrossKg, PKL_LIVE } from '../packing/public';
import type { Mismatch, ReconciledPackingList, ReconciledRow, ReconciledVgm, ReconcilePackingList, ReconcileSiBox, ReconcileVgm } from './reconcileTypes';

// one container's comparisons: the packing list against its SI box and its latest VGM, each mismatch in words

export const key = (s: string | undefined | null) => (s ?? '').trim().toUpperCase();
export const typeOf = (t: string) => containerTypeName(t) ?? key(t);
export const round3 = (n: number) => Math.round(n * 1000) / 1000;
export const same = (a: number, b: number) => Math.abs(a - b) < EPSILON;
export const isLive = (status: number) => (PKL_LIVE as readonly number[]).includes(status);

/**
 * A mismatch: its code, its values by name, and its words with those values. `params` is written in
 * the order of the words' arguments (src/contract/packingReports/words.ts): its values fill them.
 */
export function mismatch<C extends ReconcileCode>(code: C, params: Readonly<Record<string, string | number>>): Mismatch {
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
export function latestVgms(vgms: readonly ReconcileVgm[]): Map<string, ReconcileVgm> {
  const latest = new Map<string, ReconcileVgm>();
  for (const v of vgms) {
    const no = key(v.VGM_CNNO);
    const before = latest.get(no);
    if (!before || v.VGM_VERSION > before.VGM_VERSION) latest.set(no, v);
  }
  return latest;
}

/** The packing list against the SI box carrying its container: type, seal, packages, weight, volume, HS codes. */
export function compareWithSi(out: Mismatch[], p: ReconcilePackingList, s: ReconcileSiBox) {
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
export function compareWithVgm(out: Mismatch[], p: ReconcilePackingList, container: string, v: ReconcileVgm | undefined) {
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

export const shownVgm = (v: ReconcileVgm): ReconciledVgm => ({
  Kg: v.VGM_KG,
  Version: v.VGM_VERSION,
  Status: v.VGM_STATUS,
  MeasuredKg: v.VGM_MEASURED_KG ?? null,
});

/** The packing list as a row shows it: its own figures, and the parent it was split from. */
export function presentPkl(p: ReconcilePackingList, byId: Map<number, ReconcilePackingList>): ReconciledPackingList {
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

/** The SI box as a row shows it (type and numbers normalised). */
export const shownSiBox = (s: ReconcileSiBox): NonNullable<ReconciledRow['SiBox']> => ({
  SiId: s.SiId,
  SiNo: s.SiNo,
  TBX_TYPE: typeOf(s.Box.TBX_TYPE),
  TBX_CNNO: key(s.Box.TBX_CNNO),
  TBX_SEALNO: key(s.Box.TBX_SEALNO),
  TBX_NUM: s.Box.TBX_NUM,
  TBX_WEIGHT: s.Box.TBX_WEIGHT,
  TBX_VOLUME: s.Box.TBX_VOLUME,
});
