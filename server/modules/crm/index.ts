import { isSet, setting } from '../../settings/read';
import type { ServerModule } from '../module';
import { seedDemoCrm } from './demoCrm';
import { seedDemoOpportunities } from './demoOpportunities';
import { seedDemoFollow, seedFollowAccess } from './demoFollow';
import { customerRoutes } from './routes';
import { editRoutes } from './editRoutes';
import { seedCrmAccess } from './seed';
import { seedCrmMergeAccess } from './seedMerge';
import { setupRoutes } from './setupRoutes';
import { opportunityRoutes } from './opportunityRoutes';
import { followRoutes } from './followRoutes';
import { analysisRoutes } from './analysisRoutes';
import { seedAnalysisAccess } from './analysisSeed';
import { runCrmRound } from './useCases/recycleRound';
import { linkApprovedApplication } from './useCases/linkOnApproval';
import { onApplicationApproved } from '../companies/public';

/**
 * The CRM's core (commercial.md §7, issue 50): customers and contacts with the duplicate check, leads
 * (import, convert, discard), the public pool and private seas (claim caps, release, assign,
 * transfer, every move in the history), the recycling round, data maintenance and the recycle bin.
 * Opportunities, follow-ups, the activity screen, analysis and EDM come later on these tables.
 */
export const crmModule: ServerModule = {
  name: 'crm',
  tables: [
    'crm_dicts',
    'crm_pools',
    'crm_pool_pick_rules',
    'crm_pool_recycle_rules',
    'crm_capacities',
    'crm_customers',
    'crm_contacts',
    'crm_leads',
    'crm_owner_history',
    'crm_events',
    'crm_opportunities',
    'crm_follow_plans',
    'crm_follow_records',
    'crm_follow_attachments',
  ],
  routes(app, { db }) {
    // R7.9: an approved company application links its matching customer (in the approval's transaction)
    onApplicationApproved(linkApprovedApplication);
    customerRoutes(app, db);
    setupRoutes(app, db);
    opportunityRoutes(app, db);
    editRoutes(app, db);
    followRoutes(app, db);
    analysisRoutes(app, db);
  },
  // the demo accounts and roles (access, companies, staff), 天祥 to link to, its quotes (rates)
  seedsAfter: ['access', 'companies', 'staff', 'rates', 'messages'],
  seedNeedsMigration: 107,
  seed: [
    { name: 'crm-access-v1', run: seedCrmAccess },
    { name: 'demo-crm-v1', run: seedDemoCrm },
    { name: 'demo-crm-opps-v1', run: seedDemoOpportunities },
    { name: 'crm-merge-access-v1', run: seedCrmMergeAccess },
    { name: 'crm-follow-access-v1', run: seedFollowAccess },
    { name: 'demo-crm-follow-v1', run: seedDemoFollow },
    { name: 'crm-analysis-access-v1', run: seedAnalysisAccess },
  ],
  // hourly (the API tests, ROUNDS_EVERY_MS=0, drive it with their own clock): warnings and recycling are due by the day
  rounds: [
    {
      name: 'crm.recycle',
      everyMs: (env) => (isSet(env, 'ROUNDS_EVERY_MS') ? (setting(env, 'ROUNDS_EVERY_MS') ?? 0) : 3_600_000),
      run: ({ db, hub }, now) => runCrmRound(db, hub, now),
    },
  ],
};
