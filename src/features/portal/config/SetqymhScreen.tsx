import { useLanguage } from '../../../i18n/language';
import { useRoute } from '../../../ui/routeContext';
import { SiteScreen } from './SiteScreen';

/** /Portal/Setqymh: enable the enterprise portal. */
export default function SetqymhScreen() {
  const route = useRoute();
  return <SiteScreen mode="enable" title={route.title[useLanguage()]} />;
}
