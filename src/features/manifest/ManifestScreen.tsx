import { useRoute } from '../../ui/routeContext';
import ManifestCreateScreen from './ManifestCreateScreen';
import ManifestEditScreen from './ManifestEditScreen';
import ManifestInfoScreen from './ManifestInfoScreen';
import ManifestListScreen from './ManifestListScreen';
import ManifestUploadScreen from './ManifestUploadScreen';
import ManifestVerifyDesk from './ManifestVerifyDesk';
import { SCREEN_OF } from './pages';

/**
 * The manifest screens behind one lazy loader: the module's declaration (on the first page) names
 * one chunk, and the route picks the screen — one component per screen, whichever of its paths
 * (staff, external workbench, "new version") opened it.
 */
export default function ManifestScreen() {
  const { path } = useRoute();
  switch (SCREEN_OF[path]) {
    case 'create':
      return <ManifestCreateScreen />;
    case 'edit':
      return <ManifestEditScreen />;
    case 'verifyDesk':
      return <ManifestVerifyDesk />;
    case 'upload':
      return <ManifestUploadScreen />;
    case 'info':
      return <ManifestInfoScreen />;
    default:
      return <ManifestListScreen />;
  }
}
