import type { ClientModule } from '../../ui/clientModule';

const pub = () => import('./public/pages');
const home = () => pub().then((m) => ({ default: m.HomePage }));
const about = () => pub().then((m) => ({ default: m.AboutPage }));
const contact = () => pub().then((m) => ({ default: m.ContactPage }));
const news = () => pub().then((m) => ({ default: m.NewsPage }));
const site = () => import('./config/SetqymhScreen');
const enterprise = () => import('./config/EnterpriseScreen');
const newsList = () => import('./config/NewsListScreen');
const jobPages = () => import('./jobs/pages');
const sitePages = () => import('./site/pages');
const newsPages = () => import('./site/NewsPages');
const service = () => import('./site/ServicePage');

/**
 * Portal configuration and the public company sites (operations.md §14–§15, issue 49): the
 * /Portal/* screens that edit a company's site as drafts and publish it, and the public pages of
 * the MH company site and the customer portal that show what was published.
 */
export const portalModule: ClientModule = {
  key: 'portal',
  icons: () => import('./icons'),
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
    '/external/MHpage/Home': home,
    '/external/MHpage/about': about,
    '/external/MHpage/ContactUs': contact,
    '/external/MHpage/News': news,
    '/external/MHpage/joinUs': () => jobPages().then((m) => ({ default: m.JoinUsPage })),
    '/external/MHpage/socialRecruitment': () => jobPages().then((m) => ({ default: m.RecruitmentPage })),
    '/customer/home': home,
    '/customer/company': about,
    '/customer/aboutus': about,
    '/customer/contact': contact,
    '/customer/product': () => import('./products/ProductPage'),
    '/customer/dataDownload': () => import('./downloads/DownloadPage'),
    '/external/electronic/download': () => import('./downloads/DownloadPage'),
    '/newsDetail': news,
    '/external/company': () => sitePages().then((m) => ({ default: m.CompanyPage })),
    '/external/service': () => sitePages().then((m) => ({ default: m.ServiceOverviewPage })),
    '/external/aboutus': () => sitePages().then((m) => ({ default: m.AboutUsPage })),
    '/external/newsList': () => newsPages().then((m) => ({ default: m.NewsListPage })),
    '/external/newsDetaile': () => newsPages().then((m) => ({ default: m.NewsDetailePage })),
    '/external/product': () => import('./products/ProductPage'),
    '/external/BeforeWorkBench': () => import('./site/BeforeWorkBench'),
    '/external/thome': () => import('./site/ThomePage'),
    '/external/service/seaTransportation': service,
    '/external/service/landTransportation': service,
    '/external/service/airTransportation': service,
    '/external/service/seaTrain': service,
    '/external/service/river': service,
    '/external/service/supplyChain': service,
  },
};
