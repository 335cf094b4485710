import { useLanguage } from '../../../i18n/language';
import { useRoute } from '../../../ui/routeContext';
import { DownloadPanel } from '../downloads/DownloadPanel';
import { useEditedCompany } from './CompanyBar';
import { SiteScreen } from './SiteScreen';

/** /Portal/websiteConfig: the site-wide settings, and the site's files to download. */
export default function WebsiteConfigScreen() {
  const route = useRoute();
  const company = useEditedCompany();
  return (
    <>
      <SiteScreen mode="config" title={route.title[useLanguage()]} />
      <div className="ptl-screen">
        <DownloadPanel company={company} />
      </div>
    </>
  );
}
