import type { ServerModule } from '../module';
import { rateLists } from './lists';
import { rateRoutes } from './routes';
import { seedDemoRates, seedPricingDesk } from './seed';

/** FCL rates: the rate store, its versions and their confirmation (commercial.md §2). */
export const ratesModule: ServerModule = {
  name: 'rates',
  routes(app, { db }) {
    rateRoutes(app, db);
    rateLists(app, db);
  },
  // the pricing desk's roles grant the menus and buttons access made; the demo rates name refdata's carriers and ports
  seedsAfter: ['access', 'refdata'],
  seed: [
    { name: 'pricing-desk-v1', run: seedPricingDesk },
    { name: 'demo-rates-v1', run: seedDemoRates },
  ],
};
