import type { ClientModule } from '../../ui/clientModule';
import { portalPublicPanels, portalPublicScreens } from './publicScreens';

const site = () => import('./config/SetqymhScreen');
const enterprise = () => import('./config/EnterpriseScreen');
const newsList = () => import('./config/NewsListScreen');

/**
 * Portal configuration and the public company sites (operations.md §14–§15, issue 49): the
 * /Portal/* screens that edit a company's site as drafts and publish it, and the public pages of
 * the MH company site and the customer portal that show what was published.
 */
export const portalModule: ClientModule = {
  key: 'portal',
  icons: () => import('./icons'),
  panels: portalPublicPanels,
  screens: {
    '/Portal/Setqymh': site,
    '/Portal/websiteConfig': () => import('./config/WebsiteConfigScreen'),
    '/Portal/EnterpriseInformation': enterprise,
    '/Portal/CustomerEnterpriseInformation': enterprise,
    '/Portal/OurAddress': () => import('./config/AddressScreen'),
    '/Portal/NewsManagement': newsList,
    '/Portal/Announcement': newsList,
    '/Portal/NewsInfo': () => import('./config/NewsInfoScreen'),
    '/Portal/RecruitmentManagement': () => import('./jobs/RecruitmentScreen'),
    '/Portal/ProductService': () => import('./products/ProductScreen'),
    ...portalPublicScreens,
    // the door to the workbench reads the session: the staff shell's page (src/routes/publicSite.ts)
    '/external/BeforeWorkBench': () => import('./site/BeforeWorkBench'),
    '/Portal/Home': () => import('./home/HomeEditScreen'),
    '/Portal/FloatingWindow': () => import('./home/FloatingWindowScreen'),
  },
};
