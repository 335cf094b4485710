import { contractModule } from '../registry';

/** A company's own site (spec §9): which company a host name shows. */
export const siteContract = contractModule({
  name: 'site',
  paths: {
    showPointTo: '/api/WxAppWebsite/ShowPointTo',
  },
  access: {},
});
