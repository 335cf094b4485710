import { act, read } from '../accessRow';
import { contractModule } from '../registry';

/**
 * Portal configuration and the public company sites (门户配置, operations.md §14–§15, issue 49): the
 * site each company enables on its own domains, its settings, profile, offices, news and images,
 * edited as drafts and shown to visitors only once published. Absorbs the older `site` contract
 * (ShowPointTo and the site contact). The calls' schemas are in calls.ts.
 */
export const PORTAL_PATHS = {
  showPointTo: '/api/WxAppWebsite/ShowPointTo',
  /** The operator's contact details every public page shows: the site's company, or the platform's on the main sites. */
  siteContact: '/api/WxAppWebsite/Contact',
  portalSiteGet: '/api/PortalSite/Get',
  portalSiteSave: '/api/PortalSite/Save',
  portalSiteEnable: '/api/PortalSite/Enable',
  portalSiteDisable: '/api/PortalSite/Disable',
  portalSitePublish: '/api/PortalSite/Publish',
  portalSiteVersions: '/api/PortalSite/Versions',
  portalSiteRollback: '/api/PortalSite/Rollback',
  portalSitePreviewToken: '/api/PortalSite/PreviewToken',
  portalSiteCompanies: '/api/PortalSite/Companies',
  portalEnterpriseGet: '/api/PortalEnterprise/Get',
  portalEnterpriseSave: '/api/PortalEnterprise/Save',
  portalContentList: '/api/PortalContent/List',
  portalContentGet: '/api/PortalContent/Get',
  portalContentSave: '/api/PortalContent/Save',
  portalContentPublish: '/api/PortalContent/Publish',
  portalContentUnpublish: '/api/PortalContent/Unpublish',
  portalContentDelete: '/api/PortalContent/Delete',
  portalAddressList: '/api/PortalAddress/List',
  portalAddressSave: '/api/PortalAddress/Save',
  portalAddressDelete: '/api/PortalAddress/Delete',
  portalMediaUpload: '/api/PortalMedia/Upload',
  portalJobList: '/api/PortalJob/List',
  portalJobGet: '/api/PortalJob/Get',
  portalJobSave: '/api/PortalJob/Save',
  portalJobPublish: '/api/PortalJob/Publish',
  portalJobClose: '/api/PortalJob/Close',
  portalJobApplications: '/api/PortalJob/Applications',
  /** One application's CV (the PDF itself, `?Id=`). */
  portalJobApplicationCv: '/api/PortalJob/ApplicationCv',
  portalJobApplicationHandled: '/api/PortalJob/MarkHandled',
  portalProductList: '/api/PortalProduct/List',
  portalProductSave: '/api/PortalProduct/Save',
  portalProductDelete: '/api/PortalProduct/Delete',
  portalDownloadList: '/api/PortalDownload/List',
  portalDownloadSave: '/api/PortalDownload/Save',
  portalDownloadDelete: '/api/PortalDownload/Delete',
  /** A new file: its bytes as the raw body, its title, category, audience and name in the query. */
  portalDownloadUpload: '/api/PortalDownload/Upload',
  portalHomeGet: '/api/PortalHome/Get',
  portalHomeSave: '/api/PortalHome/Save',
  portalWidgetGet: '/api/PortalWidget/Get',
  portalWidgetSave: '/api/PortalWidget/Save',
  publicSite: '/api/WebsitePublic/Site',
  /** The published home blocks, each kind's data resolved. */
  publicHome: '/api/WebsitePublic/Home',
  /** The site company's public sailing tables (`Id`: one table's rows, filtered by POL, POD, Week). */
  publicSchedules: '/api/WebsitePublic/Schedules',
  publicLanes: '/api/WebsitePublic/Lanes',
  publicWidget: '/api/WebsitePublic/Widget',
  publicNews: '/api/WebsitePublic/News',
  publicNewsDetail: '/api/WebsitePublic/NewsDetail',
  publicEnterprise: '/api/WebsitePublic/Enterprise',
  publicAddresses: '/api/WebsitePublic/Addresses',
  publicContact: '/api/WebsitePublic/Contact',
  publicJobs: '/api/WebsitePublic/Jobs',
  publicJobDetail: '/api/WebsitePublic/JobDetail',
  /** An application: the CV (PDF) as the raw body, the applicant in the query. */
  publicApplyJob: '/api/WebsitePublic/ApplyJob',
  publicProducts: '/api/WebsitePublic/Products',
  publicDownloads: '/api/WebsitePublic/Downloads',
  /** One public file of the host's site (`?Id=`). */
  publicDownloadFile: '/api/WebsitePublic/DownloadFile',
  /** Whether a shared business card (`?c=` its link token) is of an employee of the host's site's company (the contact page's overlay). */
  publicSiteCard: '/api/WebsitePublic/SiteCard',
} as const;

/** Images are served outside /api (an <img> sends no web-version header), by their content hash. */
export const PORTAL_MEDIA_PREFIX = '/portal-media/';

/** The configuration pages (§14.2) this module's screens sit on. */
export const PORTAL_PAGES = {
  setqymh: '/Portal/Setqymh',
  websiteConfig: '/Portal/websiteConfig',
  enterprise: '/Portal/EnterpriseInformation',
  customerEnterprise: '/Portal/CustomerEnterpriseInformation',
  news: '/Portal/NewsManagement',
  newsInfo: '/Portal/NewsInfo',
  announcement: '/Portal/Announcement',
  address: '/Portal/OurAddress',
  recruitment: '/Portal/RecruitmentManagement',
  products: '/Portal/ProductService',
  home: '/Portal/Home',
  floatingWindow: '/Portal/FloatingWindow',
} as const;
const P = PORTAL_PAGES;
// /Portal/NewsInfo is NewsManagement's detail page (no menu of its own): its calls are the list's
const ALL = Object.values(P).filter((p) => p !== P.newsInfo);
const SITE = [P.setqymh, P.websiteConfig];
const PROFILE = [P.enterprise, P.customerEnterprise];
const CONTENT = [P.news, P.announcement];

export const PORTAL_ACCESS = {
  portalSiteRead: read(ALL),
  portalSiteEdit: act(SITE, 'edit'),
  portalSiteEnable: act([P.setqymh], 'enable'),
  portalSitePublish: act(ALL, 'publish'),
  /** The companies whose portal platform staff run (the pick list of CustomerEnterpriseInformation). */
  portalSiteCompanies: read([P.customerEnterprise, P.setqymh], true),
  portalEnterpriseRead: read([...PROFILE, P.setqymh]),
  portalEnterpriseEdit: act(PROFILE, 'edit'),
  portalContentRead: read(CONTENT),
  portalContentEdit: act(CONTENT, 'edit'),
  portalContentPublish: act(CONTENT, 'publish'),
  portalAddressRead: read([P.address, P.setqymh]),
  portalAddressEdit: act([P.address], 'edit'),
  portalMediaUpload: act([...PROFILE, ...CONTENT, P.websiteConfig, P.home, P.floatingWindow], 'upload'),
  portalJobRead: read([P.recruitment]),
  portalJobEdit: act([P.recruitment], 'edit'),
  portalJobPublish: act([P.recruitment], 'publish'),
  portalProductRead: read([P.products]),
  portalProductEdit: act([P.products], 'edit'),
  portalDownloadRead: read([P.websiteConfig]),
  portalDownloadEdit: act([P.websiteConfig], 'edit'),
  portalDownloadUpload: act([P.websiteConfig], 'upload'),
  portalHomeRead: read([P.home]),
  portalHomeEdit: act([P.home], 'edit'),
  portalWidgetRead: read([P.floatingWindow]),
  portalWidgetEdit: act([P.floatingWindow], 'edit'),
} as const;

export const portalContract = contractModule({
  name: 'portal',
  paths: PORTAL_PATHS,
  access: PORTAL_ACCESS,
  buttons: {
    edit: { zh: '编辑', en: 'Edit' },
    publish: { zh: '发布', en: 'Publish' },
    enable: { zh: '启用', en: 'Enable' },
    upload: { zh: '上传', en: 'Upload' },
  },
  // the main site's home (src/features/home) shows the platform company's blocks, lent by the portal
  panelSlots: ['home.main'],
});

/** How a visitor reaches the operator of the site (from its company record). */
export interface SiteContact {
  CompanyName: string;
  CompanyNameEn: string;
  Phone: string;
  Email: string;
  Address: string;
}
