import { MANIFEST_SETUP_PAGES as G } from '../../contract/manifestSetup/module';
import { useRoute } from '../../ui/routeContext';
import ConfigEditScreen from './ConfigEditScreen';
import ConfigInfoScreen from './ConfigInfoScreen';
import ConfigListScreen from './ConfigListScreen';
import RemarkConfigScreen from './RemarkConfigScreen';
import SftTemplateEditScreen from './SftTemplateEditScreen';
import SftTemplateListScreen from './SftTemplateListScreen';
import { SFT_EDIT_OF, SFT_LIST_OF } from './pages';

/**
 * The setup's screens behind one lazy loader (as the packing lists'): the module's declaration on
 * the first page names one chunk instead of six, and the route picks the screen — the same list
 * and edit screens for each of the three template paths.
 */
export default function ManifestSetupScreen() {
  const path = useRoute().path.toLowerCase();
  if (SFT_EDIT_OF[path]) return <SftTemplateListScreen />;
  if (SFT_LIST_OF[path]) return <SftTemplateEditScreen />;
  if (path === G.configEdit.toLowerCase()) return <ConfigEditScreen />;
  if (path === G.configInfo.toLowerCase()) return <ConfigInfoScreen />;
  if (path === G.remarks.toLowerCase()) return <RemarkConfigScreen />;
  return <ConfigListScreen />;
}
