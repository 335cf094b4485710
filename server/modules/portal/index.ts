import type { ServerModule } from '../module';
import { mediaRoutes } from './mediaRoutes';
import { publicPortalRoutes } from './publicRoutes';
import { portalRoutes } from './routes';
import { PORTAL_SEED } from './seed';

/**
 * Portal configuration and the public company sites (operations.md §14–§15, issue 49): which
 * company's site a host is, its settings, profile, offices, news and images, published as versions.
 * Absorbed the older `site` module (ShowPointTo, the site contact).
 */
export const portalModule: ServerModule = {
  name: 'portal',
  tables: ['portal_sites', 'portal_domains', 'portal_site_versions', 'portal_enterprise', 'portal_addresses', 'portal_contents', 'portal_media'],
  seedsAfter: ['companies', 'messages'],
  seedNeedsMigration: 95,
  routes: (app, { db }) => {
    portalRoutes(app, db);
    publicPortalRoutes(app, db);
    mediaRoutes(app, db);
  },
  seed: PORTAL_SEED,
};
