import type { ServerModule } from '../module';
import { scheduleExpiryWarnings } from './expiryWarnings';
import { levelRoutes } from './levels';
import { ruleRoutes } from './ruleRoutes';
import { rateLists } from './lists';
import { rateRoutes } from './routes';
import { searchRoutes } from './searchRoutes';
import { seedPricingRules, seedSearchRoles } from './pricingSeed';
import { seedDemoRates, seedPricingDesk } from './seed';

/** FCL rates: the rate store, its versions and their confirmation (commercial.md §2). */
export const ratesModule: ServerModule = {
  name: 'rates',
  routes(app, { db, hub }) {
    rateRoutes(app, db);
    rateLists(app, db);
    searchRoutes(app, db);
    levelRoutes(app, db);
    ruleRoutes(app, db);
    scheduleExpiryWarnings(app, db, hub);
  },
  // the pricing desk's roles grant the menus and buttons access made; the demo rates name refdata's carriers and ports
  seedsAfter: ['access', 'refdata'],
  seed: [
    { name: 'pricing-desk-v1', run: seedPricingDesk },
    { name: 'demo-rates-v1', run: seedDemoRates },
    { name: 'pricing-rules-v1', run: seedPricingRules },
    { name: 'rate-search-roles-v1', run: seedSearchRoles },
  ],
};
