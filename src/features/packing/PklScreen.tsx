import { PACKING_PAGES as P } from '../../contract/packing/module';
import { useRoute } from '../../ui/routeContext';
import PklApplyScreen from './PklApplyScreen';
import PklAuditScreen from './PklAuditScreen';
import PklManagerScreen from './PklManagerScreen';
import PklWorkbenchScreen from './PklWorkbenchScreen';

/**
 * The packing-list screens behind one lazy loader: the module's declaration (on the first page)
 * names one chunk instead of four, and the route picks the screen.
 */
export default function PklScreen() {
  const { path } = useRoute();
  if (path === P.apply) return <PklApplyScreen />;
  if (path === P.audit || path === P.auditUniversal) return <PklAuditScreen />;
  if (path === P.opened || path === P.openedUniversal) return <PklManagerScreen />;
  return <PklWorkbenchScreen />;
}
