import { DASHBOARD_PAGE } from '../../contract/dashboard/module';
import type { ClientModule } from '../../ui/clientModule';

/**
 * The dashboard (数据看板, operations.md §12.3): a customer's KPIs, charts and lanes. ECharts comes
 * with the page's own chunk (./charts/echarts.ts is imported only from it), never with the shell.
 */
export const dashboardModule: ClientModule = {
  key: 'dashboard',
  screens: {
    [DASHBOARD_PAGE]: () => import('./DashboardScreen'),
  },
};
