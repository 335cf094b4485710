import type { ServerModule } from '../module';
import { seedDemoSites } from './seed';
import { siteRoutes } from './siteRoutes';

/** Company sites: which company owns the domain a visitor arrived on. */
export const siteModule: ServerModule = {
  name: 'site',
  tables: [],
  seedsAfter: ['companies'],
  routes: (app, { db }) => siteRoutes(app, db),
  seed: [
    {
      // 天祥's own site: open http://hztx.localhost:8080 to see a company site resolved.
      name: 'demo-sites-v1',
      run: seedDemoSites,
    },
  ],
};
