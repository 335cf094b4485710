import type { ServerModule } from '../module';
import { companyRoutes } from './routes';
import { COMPANY_SEED } from './seed';
import { seedDemoAccess } from './demoAccessSeed';
import { seedDemoAccounts } from './demoAccountsSeed';

/** Customer and provider companies: lists, details, salespeople (and the demo companies). */
export const companiesModule: ServerModule = {
  name: 'companies',
  tables: ['companies', 'company_applications', 'company_salespeople'],
  // the read contract other modules' list SQL joins (migration 085)
  views: ['company_directory', 'salesperson_directory'],
  routes: (app, { db }) => companyRoutes(app, db),
  // after the menus (access): its demo roles grant them
  seedsAfter: ['access'],
  seed: [
    ...COMPANY_SEED,
    // shipped as auth's and access's steps; the companies' now, as they reach every owner of their rows (issue 46)
    { name: 'demo-accounts-v1', run: seedDemoAccounts },
    { name: 'demo-access-v1', run: seedDemoAccess },
  ],
};
