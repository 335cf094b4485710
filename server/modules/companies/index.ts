import type { ServerModule } from '../module';
import { companyRoutes } from './routes';
import { COMPANY_SEED } from './seed';

/** Customer and provider companies: lists, details, salespeople (and the demo companies). */
export const companiesModule: ServerModule = {
  name: 'companies',
  tables: ['companies', 'company_applications', 'company_salespeople'],
  // the read contract other modules' list SQL joins (migration 085)
  views: ['company_directory', 'salesperson_directory'],
  routes: (app, { db }) => companyRoutes(app, db),
  seed: COMPANY_SEED,
};
