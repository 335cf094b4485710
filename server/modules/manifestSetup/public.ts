/**
 * What other modules may use of the manifests' setup (the only file of this folder they import):
 * the manifest module resolves a manifest's filing configuration and reads standard remarks
 * (return reasons, change-reason codes) here. The enterprise-code rules are src/domain/partyCodes.
 */
export { manifestRemark, resolveManifestConfig } from './resolve';
export type { ConfigQuery } from './resolve';
export { BUILT_IN_CONFIG } from './resolvedTypes';
export { offerSentUnderReader } from './sentUnder';
export type { ManifestRemark, ResolvedManifestConfig } from './resolvedTypes';
/** The manifests' demo of the foreign regimes lays down their filing configurations. */
export { seedRegimeConfig } from './demoRegimeConfigs';
