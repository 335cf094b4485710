import { contractModule } from '../registry';

/** A company's own site (spec §9): which company a host name shows. */
export const siteContract = contractModule({
  name: 'site',
  paths: {
    showPointTo: '/api/WxAppWebsite/ShowPointTo',
    /** The operator's contact details every public page shows: the site's company, or the platform's on the main sites. */
    siteContact: '/api/WxAppWebsite/Contact',
  },
  access: {},
});

/** How a visitor reaches the operator of the site (from its company record). */
export interface SiteContact {
  CompanyName: string;
  CompanyNameEn: string;
  Phone: string;
  Email: string;
  Address: string;
}
