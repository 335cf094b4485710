import { PACKING_REPORT_PAGES as P } from '../../contract/packingReports/module';
import type { ClientModule } from '../../ui/clientModule';
import { refreshReportQueries, SPLIT_QUERIES } from './reportQueries';

const preview = () => import('./PrintPreviewScreen');
const data = () => import('./DataScreen');

/**
 * The packing-list reports (operations.md §3.4): the print preview of both sides, the line query
 * (and "my"/universal packing lists), the log and the per-container reconciliation (SplitDetail).
 */
export const packingReportsModule: ClientModule = {
  key: 'packingReports',
  screens: {
    [P.preview]: preview,
    [P.workbenchPreview]: preview,
    [P.data]: data,
    [P.mine]: data,
    [P.workbenchData]: data,
    [P.workbenchMine]: data,
    [P.log]: () => import('./LogScreen'),
    [P.splitDetail]: () => import('./SplitDetailScreen'),
  },
  live: {
    frames: {
      // a packing list changed (applied, decided, filled, audited, split, cancelled, gated in …): the reconciliation, the log, the line query and the sheet read again
      packing: () => void refreshReportQueries(),
      // an SI's box changed: the reconciliation compares it with the packing list
      si: () => void refreshReportQueries(SPLIT_QUERIES),
    },
    // what changed while the socket was down
    onReconnect: () => void refreshReportQueries(),
  },
  icons: () => import('./icons'),
};
