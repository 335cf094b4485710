import type { ClientModule } from '../../ui/clientModule';

/**
 * The sales analysis (commercial.md §9.3, issue 51): six /system pages, each its own chunk with
 * ECharts in it. The radars and the rate analysis are other modules'.
 */
export const analyticsModule: ClientModule = {
  key: 'analytics',
  screens: {
    // the paths written out (ANALYTICS_PAGES): the e2e page-keys finder reads the screens' table as text
    '/system/CompanySalesAnalysis': () => import('./screens/CompanySalesScreen'),
    '/system/EmployeesSalesAnalysis': () => import('./screens/EmployeeSalesScreen'),
    '/system/SalesAnalysisTablePla': () => import('./screens/PlatformTableScreen'),
    '/system/CustomerCompanySalesAnalysis': () => import('./screens/CustomerCompanySalesScreen'),
    '/system/CustomerEmployeesSalesAnalysis': () => import('./screens/CustomerEmployeeSalesScreen'),
    '/system/SalesAnalysisTable': () => import('./screens/MyTableScreen'),
  },
};
