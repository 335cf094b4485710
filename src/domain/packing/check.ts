import { PACKAGE_CODES } from '../si/public';
import { checkApplication, freeSlots, type ApplicationInput } from './application';
import { checkContainer, checkSeal } from './checkContainer';
import { checkDangerousGoods, checkLines, checkSums } from './checkLines';
import { checkAgainstSi, checkTimes } from './checkStuffing';
import { checkLimits, grossVerdict } from './checkWeights';
import { collector, type Problem, renderPkl } from './messages';
import type { PackingCheckInput, PackingListData } from './packingData';

// the check's entry: what its importers (the packing screens, the server's packing module, the benches) read from here
export { checkApplication, freeSlots, grossVerdict };
export type { ApplicationInput };
export { EPSILON, lineTotals, NEAR_MAX_SHARE, SEAL_MAX, TARE_SPREAD } from './packingData';
export type { PackingCheckInput, PackingLine, PackingListData } from './packingData';

const SEEDED_PACKAGES: ReadonlySet<string> = new Set(PACKAGE_CODES.map((p) => p.code));

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
