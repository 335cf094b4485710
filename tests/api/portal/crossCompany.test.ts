import { ENDPOINTS as P } from '../../../src/contract/endpoints';
import { type CrossCase, crossCompanySuite } from '../support/crossCompany';

/**
 * The portal's configuration calls are behind the internal /Portal/* menus: an employee of 天祥 (a
 * customer) holds none of them, so naming 海越's site, or an item of another company, is refused
 * before any lookup (403). Platform staff edit any company's site by design (CompanyId); a
 * non-platform employee naming another company's site gets 404 (sites.test.ts, the service's rule).
 * The public calls are scoped by the request's host, never by an id the visitor names (publicSites.test.ts).
 */
const SETTINGS = { Title: '', Description: '', Keywords: '', ThemeColor: '', Nav: [], Footer: '', Icp: '', PublicSecurity: '' };
const SITE = { Version: 1, Variant: 'MH', Domains: ['x.example.com'], Lang: 'zh', Settings: SETTINGS };
const ENTERPRISE = {
  NameZh: 'x',
  NameEn: '',
  LogoMediaId: null,
  Slogan: '',
  Intro: '',
  Founded: '',
  Licences: { Nvocc: '', Customs: '', Fmc: '' },
  Contact: { Person: '', Phone: '', Email: '', Address: '' },
  Version: 1,
};
const ADDRESS = { NameZh: 'x', NameEn: '', Address: 'x', Latitude: null, Longitude: null, Phone: '', Email: '', Hours: '', Order: 0, HeadOffice: false };
const CONTENT = {
  Type: 'NEWS',
  Title: 'x',
  Category: '',
  CoverMediaId: null,
  Summary: '',
  Body: '',
  Slug: null,
  PublishAt: '2026-01-01T00:00:00Z',
  ShowUntil: null,
  Pinned: false,
  Version: 1,
};

const JOB = { Version: 1, Title: 'x', Department: '', City: '', Headcount: 1, SalaryMin: null, SalaryMax: null, Kind: 'SOCIAL', Requirements: '' };

const PRODUCT = { Version: 1, Name: 'x', Icon: '', Summary: '', Body: '', ServicePath: '', Order: 0, Enabled: true };

const CROSS: CrossCase[] = [
  { method: 'GET', url: P.portalSiteGet, id: 'CompanyId', query: (i) => `CompanyId=${i.otherCompany}`, expected: 403 },
  { method: 'GET', url: P.portalEnterpriseGet, id: 'CompanyId', query: (i) => `CompanyId=${i.otherCompany}`, expected: 403 },
  { method: 'GET', url: P.portalAddressList, id: 'CompanyId', query: (i) => `CompanyId=${i.otherCompany}`, expected: 403 },
  { method: 'GET', url: P.portalSiteVersions, id: 'CompanyId', query: (i) => `CompanyId=${i.otherCompany}`, expected: 403 },
  { method: 'GET', url: P.portalContentList, id: 'CompanyId', query: (i) => `CompanyId=${i.otherCompany}&Type=NEWS`, expected: 403 },
  { method: 'GET', url: P.portalContentGet, id: 'Id', query: () => 'Id=1', expected: 403 },
  { method: 'POST', url: P.portalSitePublish, id: 'CompanyId', payload: (i) => ({ CompanyId: i.otherCompany }), expected: 403 },
  { method: 'POST', url: P.portalSiteEnable, id: 'CompanyId', payload: (i) => ({ CompanyId: i.otherCompany, Version: 1 }), expected: 403 },
  { method: 'POST', url: P.portalContentPublish, id: 'Id', payload: () => ({ Id: 1 }), expected: 403 },
  { method: 'POST', url: P.portalContentDelete, id: 'Id', payload: () => ({ Id: 1 }), expected: 403 },
  { method: 'POST', url: P.portalAddressDelete, id: 'Id', payload: () => ({ Id: 1 }), expected: 403 },
  { method: 'POST', url: P.portalContentUnpublish, id: 'Id', payload: () => ({ Id: 1 }), expected: 403 },
  { method: 'POST', url: P.portalSiteSave, id: 'CompanyId', payload: (i) => ({ ...SITE, CompanyId: i.otherCompany }), expected: 403 },
  { method: 'POST', url: P.portalSiteDisable, id: 'CompanyId', payload: (i) => ({ CompanyId: i.otherCompany, Version: 1 }), expected: 403 },
  { method: 'POST', url: P.portalSiteRollback, id: 'CompanyId', payload: (i) => ({ CompanyId: i.otherCompany, Version: 1 }), expected: 403 },
  { method: 'POST', url: P.portalSitePreviewToken, id: 'CompanyId', payload: (i) => ({ CompanyId: i.otherCompany }), expected: 403 },
  { method: 'POST', url: P.portalEnterpriseSave, id: 'CompanyId', payload: (i) => ({ ...ENTERPRISE, CompanyId: i.otherCompany }), expected: 403 },
  { method: 'POST', url: P.portalEnterpriseSave, id: 'LogoMediaId', payload: () => ({ ...ENTERPRISE, LogoMediaId: 1 }), expected: 403 },
  { method: 'POST', url: P.portalAddressSave, id: 'Id', payload: () => ({ ...ADDRESS, Id: 1 }), expected: 403 },
  { method: 'POST', url: P.portalAddressSave, id: 'CompanyId', payload: (i) => ({ ...ADDRESS, CompanyId: i.otherCompany }), expected: 403 },
  { method: 'POST', url: P.portalContentSave, id: 'Id', payload: () => ({ ...CONTENT, Id: 1 }), expected: 403 },
  { method: 'POST', url: P.portalContentSave, id: 'CompanyId', payload: (i) => ({ ...CONTENT, CompanyId: i.otherCompany }), expected: 403 },
  { method: 'POST', url: P.portalContentSave, id: 'CoverMediaId', payload: () => ({ ...CONTENT, CoverMediaId: 1 }), expected: 403 },
  { method: 'POST', url: P.portalMediaUpload, id: 'CompanyId', query: (i) => `CompanyId=${i.otherCompany}&Alt=x`, expected: 403 },
  { method: 'GET', url: P.portalJobList, id: 'CompanyId', query: (i) => `CompanyId=${i.otherCompany}`, expected: 403 },
  { method: 'GET', url: P.portalJobGet, id: 'Id', query: () => 'Id=1', expected: 403 },
  { method: 'GET', url: P.portalJobApplications, id: 'CompanyId', query: (i) => `CompanyId=${i.otherCompany}`, expected: 403 },
  { method: 'GET', url: P.portalJobApplications, id: 'JobId', query: () => 'JobId=1', expected: 403 },
  { method: 'GET', url: P.portalJobApplicationCv, id: 'Id', query: () => 'Id=1', expected: 403 },
  { method: 'POST', url: P.portalJobSave, id: 'Id', payload: () => ({ ...JOB, Id: 1 }), expected: 403 },
  { method: 'POST', url: P.portalJobSave, id: 'CompanyId', payload: (i) => ({ ...JOB, CompanyId: i.otherCompany }), expected: 403 },
  { method: 'POST', url: P.portalJobPublish, id: 'Id', payload: () => ({ Id: 1 }), expected: 403 },
  { method: 'POST', url: P.portalJobClose, id: 'Id', payload: () => ({ Id: 1 }), expected: 403 },
  { method: 'POST', url: P.portalJobApplicationHandled, id: 'Id', payload: () => ({ Id: 1, Handled: true }), expected: 403 },
  { method: 'GET', url: P.portalProductList, id: 'CompanyId', query: (i) => `CompanyId=${i.otherCompany}`, expected: 403 },
  { method: 'POST', url: P.portalProductSave, id: 'Id', payload: () => ({ ...PRODUCT, Id: 1 }), expected: 403 },
  { method: 'POST', url: P.portalProductSave, id: 'CompanyId', payload: (i) => ({ ...PRODUCT, CompanyId: i.otherCompany }), expected: 403 },
  { method: 'POST', url: P.portalProductDelete, id: 'Id', payload: () => ({ Id: 1 }), expected: 403 },
  { method: 'GET', url: P.portalDownloadList, id: 'CompanyId', query: (i) => `CompanyId=${i.otherCompany}`, expected: 403 },
  { method: 'POST', url: P.portalDownloadSave, id: 'Id', payload: () => ({ Id: 1, Version: 1, Title: 'x', Category: '', Audience: 'PUBLIC' }), expected: 403 },
  { method: 'POST', url: P.portalDownloadDelete, id: 'Id', payload: () => ({ Id: 1 }), expected: 403 },
  { method: 'POST', url: P.portalDownloadUpload, id: 'CompanyId', query: (i) => `CompanyId=${i.otherCompany}&Title=x&FileName=a.pdf`, expected: 403 },
  { method: 'GET', url: P.portalHomeGet, id: 'CompanyId', query: (i) => `CompanyId=${i.otherCompany}`, expected: 403 },
  { method: 'POST', url: P.portalHomeSave, id: 'CompanyId', payload: (i) => ({ CompanyId: i.otherCompany, Version: 1, Blocks: [] }), expected: 403 },
  { method: 'GET', url: P.portalWidgetGet, id: 'CompanyId', query: (i) => `CompanyId=${i.otherCompany}`, expected: 403 },
  { method: 'POST', url: P.portalWidgetSave, id: 'CompanyId', payload: (i) => ({ ...WIDGET, CompanyId: i.otherCompany }), expected: 403 },
];

const WIDGET = { Version: 1, Enabled: false, Position: 'RIGHT', Pages: 'ALL', Paths: [], Items: [] };
const PUBLIC = 'a public read of the site of the request’s host: the id names an item of that site only';
const NOT_COMPANY_SCOPED: Record<string, string> = {
  [`GET ${P.publicNewsDetail} Id`]: PUBLIC,
  [`GET ${P.publicJobDetail} Id`]: PUBLIC,
  [`GET ${P.publicDownloadFile} Id`]: PUBLIC,
  [`GET ${P.publicSchedules} Id`]: PUBLIC,
  [`POST ${P.portalWidgetSave} Items[].ImageMediaId`]: 'an image of the edited site only (400 MEDIA_NOT_FOUND otherwise, home.test.ts)',
  [`POST ${P.publicApplyJob} JobId`]: 'a visitor applies to a published job of the site of the request’s host only (jobs.test.ts)',
};

crossCompanySuite('portal', CROSS, NOT_COMPANY_SCOPED);
