import { FREIGHT_TRACK_PAGES as P } from '../../contract/freightTrack/module';

/** The side a tracking page sits on (staff or the customer's workbench), and that side's list and detail. */
export function pagesOf(path: string) {
  const workbench = path.toLowerCase().startsWith('/external/');
  return workbench ? { list: P.workbenchList, detail: P.workbenchDetail, staff: false } : { list: P.list, detail: P.detail, staff: true };
}
