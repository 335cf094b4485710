import type { ServerModule } from '../module';
import { expiryWarningsRound } from './expiryWarnings';
import { batchApplyJob } from './batchApplyJob';
import { batchRoutes } from './batchRoutes';
import { seedRateBatches } from './batchSeed';
import { noticeRoutes } from './noticeRoutes';
import { curationRoutes } from './curationRoutes';
import { seedCuration } from './curationSeed';
import { lclRoutes } from './lclRoutes';
import { seedLcl } from './lclSeed';
import { ecommerceRoutes } from './ecommerceRoutes';
import { seedEcommerce } from './ecommerceSeed';
import { sharedRoutes } from './sharedRoutes';
import { seedSharedRates } from './sharedSeed';
import { cockpitRoutes } from './cockpitRoutes';
import { seedRateCockpit } from './cockpitSeed';
import { levelRoutes } from './levelRoutes';
import { quoteRoutes } from './quoteRoutes';
import { rateCardRoutes } from './rateCardRoutes';
import { seedRateCards } from './rateCardSeed';
import { salesMarkupRoutes } from './salesMarkupRoutes';
import { ruleRoutes } from './ruleRoutes';
import { rateLists } from './lists';
import { rateRoutes } from './routes';
import { searchRoutes } from './searchRoutes';
import { seedPricingRules, seedSearchRoles } from './pricingSeed';
import { seedDemoQuotes, seedQuoteRoles } from './quoteSeed';
import { seedDemoRates, seedPricingDesk } from './seed';
import { rateStartCards } from './startCards';

/** FCL rates: the rate store, its versions and their confirmation (commercial.md §2). */
export const ratesModule: ServerModule = {
  name: 'rates',
  tables: [
    'customer_level_companies',
    'customer_levels',
    'ecommerce_products',
    'fcl_rate_events',
    'fcl_rate_prices',
    'fcl_rate_surcharges',
    'fcl_rates',
    'lcl_rate_events',
    'lcl_rates',
    'lcl_surcharges',
    'markup_rules',
    'quote_events',
    'quotes',
    'rate_batch_rows',
    'rate_batches',
    'rate_card_views',
    'rate_cards',
    'rate_notices',
    'rate_pool_configs',
    'rate_search_log',
    'recommended_ports',
    'recommended_rates',
    'sales_markups',
    'shared_rate_events',
    'shared_rate_offers',
    'shared_rate_subscriptions',
    'surcharge_rules',
  ],
  // read by booking's and ready space's lists (086_reference_views.sql)
  views: ['customer_level_company_directory', 'fcl_rate_directory', 'quote_facts'],
  startCards: rateStartCards,
  rounds: [expiryWarningsRound],
  jobs: [batchApplyJob],
  routes(app, { db, hub }) {
    rateRoutes(app, db, hub);
    rateLists(app, db);
    searchRoutes(app, db);
    levelRoutes(app, db, hub);
    ruleRoutes(app, db, hub);
    quoteRoutes(app, db, hub);
    salesMarkupRoutes(app, db, hub);
    rateCardRoutes(app, db, hub);
    cockpitRoutes(app, db);
    batchRoutes(app, db, hub);
    noticeRoutes(app, db, hub);
    curationRoutes(app, db);
    lclRoutes(app, db);
    sharedRoutes(app, db, hub);
    ecommerceRoutes(app, db);
  },
  // the pricing desk's roles grant the menus and buttons access made; the demo rates name refdata's carriers and ports
  seedsAfter: ['access', 'refdata'],
  // its seed needs the rate tables (033) to the e-commerce products (042)
  seedNeedsMigration: 42,
  seed: [
    { name: 'pricing-desk-v1', run: seedPricingDesk },
    { name: 'demo-rates-v1', run: seedDemoRates },
    { name: 'pricing-rules-v1', run: seedPricingRules },
    { name: 'rate-search-roles-v1', run: seedSearchRoles },
    { name: 'quote-roles-v1', run: seedQuoteRoles },
    { name: 'demo-quotes-v1', run: seedDemoQuotes },
    { name: 'rate-cards-v1', run: seedRateCards },
    { name: 'rate-cockpit-v1', run: seedRateCockpit },
    { name: 'rate-batches-v1', run: seedRateBatches },
    { name: 'home-curation-v1', run: seedCuration },
    { name: 'lcl-rates-v1', run: seedLcl },
    { name: 'shared-rates-v1', run: seedSharedRates },
    { name: 'ecommerce-v1', run: seedEcommerce },
  ],
};
