import { containerTypeName } from '../si/public';
import { containerLimits, maxGrossKg, plateOutOfRange, tareOutOfRange } from './containerLimits';
import { type Add, lineTotals, NEAR_MAX_SHARE, type PackingListData, round, TARE_SPREAD } from './packingData';

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

/** Weights against the container's limits: the gross against the max, the tare against its type's, the CSC plate, the volume. */
export function checkLimits(add: Add, warn: Add, pkl: PackingListData) {
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
