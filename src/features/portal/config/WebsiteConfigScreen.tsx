import { useLanguage } from '../../../i18n/language';
import { useRoute } from '../../../ui/routeContext';
import { SiteScreen } from './SiteScreen';

/** /Portal/websiteConfig: the site-wide settings. */
export default function WebsiteConfigScreen() {
  const route = useRoute();
  return <SiteScreen mode="config" title={route.title[useLanguage()]} />;
}
