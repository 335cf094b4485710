import { ORDER_APPLY_PAGES as G } from '../../contract/orderApply/module';
import { useRoute } from '../../ui/routeContext';
import { AddressesScreen } from './AddressesScreen';
import { ReceiversScreen } from './ReceiversScreen';
import ApplyScreen from './ApplyScreen';
import GuaranteeScreen from './GuaranteeScreen';
import { ApplyLogsScreen, CheckLogsScreen } from './LogScreens';
import RiskQueryScreen from './RiskQueryScreen';
import { CheckSettingScreen, SystemSettingScreen } from './SettingScreens';

/** The module's nine screens behind one lazy loader: the route picks the screen. */
export default function OrderApplyScreen() {
  const path = useRoute().path.toLowerCase();
  if (path === G.riskQuery.toLowerCase()) return <RiskQueryScreen />;
  if (path === G.applyLogs.toLowerCase()) return <ApplyLogsScreen />;
  if (path === G.checkLogs.toLowerCase()) return <CheckLogsScreen />;
  if (path === G.guarantee.toLowerCase()) return <GuaranteeScreen />;
  if (path === G.checkSetting.toLowerCase()) return <CheckSettingScreen />;
  if (path === G.systemSetting.toLowerCase()) return <SystemSettingScreen />;
  if (path === G.receivers.toLowerCase()) return <ReceiversScreen />;
  if (path === G.addresses.toLowerCase()) return <AddressesScreen />;
  return <ApplyScreen />;
}
