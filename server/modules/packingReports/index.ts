import type { ServerModule } from '../module';
import { packingReportRoutes } from './reportRoutes';

/**
 * The packing-list reports (issue 34, operations.md §3.3/§3.4): the print (PDF with the PKL_NO
 * barcode) and its preview sheet, the per-container reconciliation of a booking (SplitDetail), the
 * line query with its Excel export, and the event log. It only reads the packing module's tables
 * (and the booking's SIs and VGMs) with its own SQL; it seeds nothing.
 */
export const packingReportsModule: ServerModule = {
  name: 'packingReports',
  tables: [],
  routes(app, { db }) {
    packingReportRoutes(app, db);
  },
};
