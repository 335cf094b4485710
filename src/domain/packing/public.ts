/**
 * What the packing module's domain offers the other modules' folders of src/domain and src/contract: they
 * import it from here, never from a file of this folder (.dependency-cruiser.cjs,
 * `shared-modules-meet-through-public`). Named one by one, never `export *`: a name added here is a
 * decision that another module may lean on it.
 */
export { EPSILON, lineTotals } from './check';
export { containerLimits, maxGrossKg, plateOutOfRange, tareFloorKg, tareOutOfRange } from './containerLimits';
export { cutoffVerdict } from './cutoff';
export type { Actor, Cutoffs } from './cutoff';
export { collector, renderPkl } from './messages';
export type { Lang, Params, PklProblemCode, Problem, Render } from './messages';
export { PKL_LIVE, PKL_STATUS } from './status';
export type { PklStatus } from './status';
export { pklStatusWords } from './words';
