import type { ServerModule } from '../module';
import { companyRoutes } from './routes';
import { COMPANY_SEED } from './seed';

/** Customer and provider companies: lists, details, salespeople (and the demo companies). */
export const companiesModule: ServerModule = {
  name: 'companies',
  tables: ['companies', 'company_applications', 'company_salespeople'],
  routes: (app, { db }) => companyRoutes(app, db),
  seed: COMPANY_SEED,
};
