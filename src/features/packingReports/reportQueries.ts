import { PACKING_REPORT_PATHS } from '../../contract/packingReports/module';
import { listKey } from '../../lib/listKey';
import { queryClient, readAgain } from '../../lib/queryClient';

/**
 * Every query the packing-list reports show, named once: under `packingReports` the print sheets,
 * the reconciliations (SplitDetail) and the logs; and the data query's table (with "my"/universal).
 * Kept apart from api/reports.ts so the live frame's handler (module.ts, on the first page) does not
 * bring the calls' schemas along.
 */
export const REPORT_QUERIES = [['packingReports'], listKey(PACKING_REPORT_PATHS.packingDataList)] as const;
/** The reconciliations alone: an SI's box changed (its container, seal, weights), which SplitDetail compares. */
export const SPLIT_QUERIES = [['packingReports', 'split']] as const;

/** What the reports show changed (a packing list, live from elsewhere): what is on screen reads again, the rest when it is shown. */
export async function refreshReportQueries(keys: readonly (readonly unknown[])[] = REPORT_QUERIES, client = queryClient): Promise<void> {
  await Promise.all(keys.map((queryKey) => readAgain(queryKey, client)));
}
