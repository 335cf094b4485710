import { MANIFEST_SETUP_PAGES } from '../../contract/manifestSetup/module';
import type { ClientModule } from '../../ui/clientModule';

// one chunk for the setup's screens: the first page carries one loader, not six (ManifestSetupScreen picks by route)
const screen = () => import('./ManifestSetupScreen');

/**
 * The manifests' setup (operations.md §7.5): SFT templates on the staff's, the customer's and the
 * "new version" workbench paths (one list screen and one edit screen for all six), the filing
 * configurations (list, edit, detail) and the standard remarks.
 */
export const manifestSetupModule: ClientModule = {
  key: 'manifestSetup',
  screens: Object.fromEntries(Object.values(MANIFEST_SETUP_PAGES).map((path) => [path, screen])),
};
