import { RATE_ANALYSIS_PAGES as P } from '../../contract/rateAnalysis/module';
import type { ClientModule } from '../../ui/clientModule';

/**
 * Rate analysis (commercial.md §9.3): the platform's weekly price index and one customer's lanes.
 * ECharts comes with the pages' own chunk (./charts/echarts.ts is imported only from them).
 */
export const rateAnalysisModule: ClientModule = {
  key: 'rateAnalysis',
  screens: {
    [P.platform]: () => import('./PlatformScreen'),
    [P.customer]: () => import('./CustomerScreen'),
  },
};
