/**
 * What the containerEvents module's contract offers the other modules' folders of src/domain and src/contract: they
 * import it from here, never from a file of this folder (.dependency-cruiser.cjs,
 * `shared-modules-meet-through-public`). Named one by one, never `export *`: a name added here is a
 * decision that another module may lean on it.
 */
export { ContainerTimelineSchema, TimelineEventSchema } from './calls';
export { containerEventFieldWords } from './words';
