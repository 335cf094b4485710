/**
 * What the si module's domain offers the other modules' folders of src/domain and src/contract: they
 * import it from here, never from a file of this folder (.dependency-cruiser.cjs,
 * `shared-modules-meet-through-public`). Named one by one, never `export *`: a name added here is a
 * decision that another module may lean on it.
 */
export { wrapBl } from './blLines';
export { blockOverflows, isToOrder, LINE_LIMITS, LINE_WIDTH } from './check';
export { containerNumberProblem } from './iso6346';
export { renderProblem } from './messages';
export type { SiProblemCode } from './messages';
export { statePackaging } from './packaging';
export type { PackageCount } from './packaging';
export { CONTAINER_TYPES, containerTypeName, maxPayloadKg, PACKAGE_CODES, PORTS } from './reference';
