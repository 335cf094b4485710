import { MANIFEST_SETUP_PAGES as G } from '../../contract/manifestSetup/module';
import type { ClientModule } from '../../ui/clientModule';

const sftList = () => import('./SftTemplateListScreen');
const sftEdit = () => import('./SftTemplateEditScreen');

/**
 * The manifests' setup (operations.md §7.5): SFT templates on the staff's, the customer's and the
 * "new version" workbench paths (one list screen and one edit screen for all six), the filing
 * configurations (list, edit, detail) and the standard remarks.
 */
export const manifestSetupModule: ClientModule = {
  key: 'manifestSetup',
  screens: {
    [G.sftList]: sftList,
    [G.customerSftList]: sftList,
    [G.workbenchSftList]: sftList,
    [G.sftEdit]: sftEdit,
    [G.customerSftEdit]: sftEdit,
    [G.workbenchSftEdit]: sftEdit,
    [G.configList]: () => import('./ConfigListScreen'),
    [G.configEdit]: () => import('./ConfigEditScreen'),
    [G.configInfo]: () => import('./ConfigInfoScreen'),
    [G.remarks]: () => import('./RemarkConfigScreen'),
  },
};
