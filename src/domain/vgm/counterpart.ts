import { maxGrossKg, type Params, plateOutOfRange, tareFloorKg, tareOutOfRange } from '../packing/public';
import type { VgmProblemCode } from './messages';

/** The masses of one box's VGM (VERMAS: the measure, method 2's parts, the CSC plate) and its type. */
export interface BoxMasses {
  container: string;
  /** The box's type (name or ISO code); unknown: only what needs no type is checked. */
  type: string;
  kg: number;
  method: number;
  /** Method 2's contents and tare, as declared. */
  cargoKg?: number | null;
  tareKg?: number | null;
  /** A tare known otherwise (the packing list's), for method 1. */
  knownTareKg?: number | null;
  /** The CSC plate's max gross, when known. */
  plateKg?: number | null;
}

export interface MassProblem {
  path: '/VGM_KG' | '/VGM_TARE_KG';
  code: VgmProblemCode;
  params: Params;
}

const positive = (n: number | undefined | null): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;

/**
 * The mass bounds of a VGM (operations.md §6.4 `vgm.bounds`, `vgm.method2`), the same for our check
 * and for the simulated carrier and terminal (DESIGN §8: a simulator never grants what the real one
 * refuses): a CSC plate its type cannot carry; method 2's tare no box of the type weighs, or parts
 * that do not add up; a VGM at or below the box's tare (the one known, never below the type's lightest
 * box); above the max gross (the plate's, within its type's range, else the type's default).
 */
export function massProblems(m: BoxMasses): MassProblem[] {
  const out: MassProblem[] = [];
  const box = { container: m.container || '—', type: m.type || '—' };
  const typed = m.method === 2 && positive(m.tareKg) ? m.tareKg : undefined;
  const range = tareOutOfRange(m.type, typed);
  if (range) out.push({ path: '/VGM_TARE_KG', code: 'vgm.tare.range', params: { ...box, tare: typed!, min: range.min, max: range.max } });
  if (typed !== undefined && positive(m.kg) && positive(m.cargoKg) && m.kg !== m.cargoKg + typed)
    out.push({ path: '/VGM_KG', code: 'vgm.method2.sum', params: { vgm: m.kg, cargo: m.cargoKg, tare: typed, sum: m.cargoKg + typed } });
  const plate = plateOutOfRange(m.type, m.plateKg);
  if (plate) out.push({ path: '/VGM_KG', code: 'vgm.bounds.plate', params: { ...box, plate: m.plateKg!, min: plate.min, max: plate.max } });
  if (!positive(m.kg)) return out;
  const tare = typed ?? (positive(m.knownTareKg) ? m.knownTareKg : undefined);
  const floor = tareFloorKg(m.type, tare);
  if (floor !== undefined && m.kg <= floor)
    out.push({
      path: '/VGM_KG',
      code: tare !== undefined && tare >= floor ? 'vgm.bounds.tare' : 'vgm.bounds.emptyBox',
      params: { ...box, vgm: m.kg, tare: floor },
    });
  const max = maxGrossKg(m.type, m.plateKg);
  if (max !== undefined && m.kg > max) out.push({ path: '/VGM_KG', code: 'vgm.bounds.max', params: { ...box, vgm: m.kg, max } });
  return out;
}
