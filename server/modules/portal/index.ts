import type { ServerModule } from '../module';
import { forgetOldApplications } from './jobRepository';
import { jobRoutes } from './jobRoutes';
import { downloadRoutes } from './downloadRoutes';
import { releaseDomains } from './domainReleaseRepository';
import { homeRoutes } from './homeRoutes';
import { mediaRoutes } from './mediaRoutes';
import { productRoutes } from './productRoutes';
import { listenForPurges, siteCacheCounters } from './publicCache';
import { publicPortalRoutes } from './publicRoutes';
import { publicScheduleRoutes } from './publicSchedules';
import { portalRoutes } from './routes';
import { PORTAL_SEED } from './seed';
import { seoRoutes, siteDocumentHead } from './seoRoutes';
import { siteCardRoutes } from './siteCardRoutes';
import { provideCompanyOffices } from '../userCard/public';
import { publishedAddressesOf } from './public';

/**
 * Portal configuration and the public company sites (operations.md §14–§15, issue 49): which
 * company's site a host is, its settings, profile, offices, news and images, published as versions.
 * Absorbed the older `site` module (ShowPointTo, the site contact).
 */
export const portalModule: ServerModule = {
  name: 'portal',
  tables: [
    'portal_sites',
    'portal_domains',
    'portal_site_versions',
    'portal_enterprise',
    'portal_addresses',
    'portal_contents',
    'portal_media',
    'portal_jobs',
    'job_applications',
    'portal_products',
    'portal_downloads',
    'portal_home_blocks',
    'portal_widgets',
  ],
  seedsAfter: ['companies', 'messages', 'entryOrder'],
  seedNeedsMigration: 99,
  routes: async (app, { db, policy }) => {
    await listenForPurges(db);
    // a business card may show one of its company's published offices (operations.md §16)
    provideCompanyOffices(publishedAddressesOf);
    app.addMetricCounters(siteCacheCounters(db));
    portalRoutes(app, db);
    publicPortalRoutes(app, db);
    mediaRoutes(app, db);
    jobRoutes(app, db);
    productRoutes(app, db);
    downloadRoutes(app, db, policy);
    publicScheduleRoutes(app, db);
    siteCardRoutes(app, db);
    homeRoutes(app, db);
    seoRoutes(app, db);
    app.provideDocumentHead(siteDocumentHead(db));
  },
  // personal data (§14): an application is kept a year, then deleted
  rounds: [
    { name: 'portal.forgetApplications', everyMs: () => 24 * 3_600_000, run: ({ db }) => forgetOldApplications(db) },
    // a site disabled more than 30 days ago gives its domains up (§14.4)
    { name: 'portal.releaseDomains', everyMs: () => 24 * 3_600_000, run: ({ db }, now) => releaseDomains(db, now) },
  ],
  seed: PORTAL_SEED,
};
