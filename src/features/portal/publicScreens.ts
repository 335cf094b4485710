import type { ClientModule, ScreenLoader } from '../../ui/clientModule';

const pub = () => import('./public/pages');
const home = () => pub().then((m) => ({ default: m.HomePage }));
const about = () => pub().then((m) => ({ default: m.AboutPage }));
const contact = () => pub().then((m) => ({ default: m.ContactPage }));
const news = () => pub().then((m) => ({ default: m.NewsPage }));
const jobPages = () => import('./jobs/pages');
const sitePages = () => import('./site/pages');
const newsPages = () => import('./site/NewsPages');
const service = () => import('./site/ServicePage');

/**
 * The portal module's screens on the public sites (src/routes/publicSite.ts): its module.ts attaches
 * them for the staff shell, the public entry (src/public/screens.ts) reads them here — one loader,
 * one chunk, for both entries.
 */
export const portalPublicScreens: Readonly<Record<string, ScreenLoader>> = {
  '/external/home': home,
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
  '/newsDetail': news,
  '/external/electronic/download': () => import('./downloads/DownloadPage'),
  '/external/company': () => sitePages().then((m) => ({ default: m.CompanyPage })),
  '/external/service': () => sitePages().then((m) => ({ default: m.ServiceOverviewPage })),
  '/external/aboutus': () => sitePages().then((m) => ({ default: m.AboutUsPage })),
  '/external/newsList': () => newsPages().then((m) => ({ default: m.NewsListPage })),
  '/external/newsDetaile': () => newsPages().then((m) => ({ default: m.NewsDetailePage })),
  '/external/product': () => import('./products/ProductPage'),
  '/external/thome': () => import('./site/ThomePage'),
  '/external/service/seaTransportation': service,
  '/external/service/landTransportation': service,
  '/external/service/airTransportation': service,
  '/external/service/seaTrain': service,
  '/external/service/river': service,
  '/external/service/supplyChain': service,
};

/** The panels the portal lends to public pages (the main site's home blocks on `/`): attached by module.ts, installed by the public entry. */
export const portalPublicPanels: NonNullable<ClientModule['panels']> = { 'home.main': () => import('./public/MainHomePanel') };
