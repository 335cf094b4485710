import type { Queryable } from '../../db/types';
import { setSiteDomainWhenUnset } from '../companies/public';
import { seedDemoDownloads } from './seedDownloads';
import { seedDemoHomes } from './seedHome';
import { seedDemoJobs } from './seedJobs';
import { seedMainNews } from './seedMainNews';
import { seedMoreDemoSites } from './seedMoreSites';
import { seedDemoProducts } from './seedProducts';
import { DEMO_SITES } from './seedData';
import { seedPortalSites } from './seedSites';
import { newKeys } from './siteService';
import { companiesWithSiteDomain, insertSite, replaceDomains, setEnabled, siteOf } from './siteRepository';

/** 天祥's own site: open http://hztx.localhost:8080 to see a company site resolved (the `site` module's step, kept by its name). */
async function seedDemoSites(tx: Queryable): Promise<void> {
  await setSiteDomainWhenUnset(tx, 'CUS-HZTX', 'hztx.localhost');
}

/** Every company reached at a site_domain before portals gets an enabled customer-portal site on it. */
async function seedSitesFromDomains(tx: Queryable): Promise<void> {
  for (const c of await companiesWithSiteDomain(tx)) {
    if (await siteOf(tx, c.id)) continue;
    await insertSite(tx, { companyId: c.id, variant: 'CUSTOMER', lang: 'zh', settings: {}, by: null, ...newKeys() });
    await replaceDomains(tx, c.id, [c.site_domain]);
    await setEnabled(tx, c.id, true, '0');
  }
}

export const PORTAL_SEED = [
  { name: 'demo-sites-v1', run: seedDemoSites },
  { name: 'portal-sites-v1', run: seedSitesFromDomains },
  { name: 'portal-demo-v1', run: (tx: Queryable) => seedPortalSites(tx, DEMO_SITES) },
  { name: 'portal-jobs-v1', run: seedDemoJobs },
  { name: 'portal-products-v1', run: seedDemoProducts },
  { name: 'portal-downloads-v1', run: seedDemoDownloads },
  { name: 'portal-demo-more-v1', run: seedMoreDemoSites },
  { name: 'portal-home-v1', run: seedDemoHomes },
  { name: 'portal-main-news-v1', run: seedMainNews },
];
