import type { ClientModule } from '../../ui/clientModule';

/**
 * The CRM's core (commercial.md §7): the public pool, my private sea, the team's customers, leads,
 * data maintenance and the recycle bin. /CRM/QuotationRecord is the rates module's.
 */
export const crmModule: ClientModule = {
  key: 'crm',
  screens: {
    '/CRM/OpenSeaPool': () => import('./PoolScreen'),
    '/CRM/MyCustomers': () => import('./MineScreen'),
    '/CRM/CustomerResources': () => import('./ResourcesScreen'),
    '/CRM/CustomerLeads': () => import('./LeadsScreen'),
    '/CRM/CRMDataMaintenance': () => import('./MaintenanceScreen'),
    '/CRM/RecycleBin': () => import('./BinScreen'),
    '/CRM/BusinessOpportunities': () => import('./opportunities/OpportunitiesScreen'),
    '/CRM/FollowUpPlan': () => import('./follow/PlanScreen'),
    '/CRM/FollowUpRecord': () => import('./follow/RecordScreen'),
    '/CRM/ActivityRecord': () => import('./follow/ActivityScreen'),
    '/CRM/CustomerAnalysis': () => import('./analysis/CustomerAnalysisScreen'),
    '/CRM/QuotationAnalysis': () => import('./analysis/QuotationAnalysisScreen'),
  },
  icons: () => import('./icons'),
};
