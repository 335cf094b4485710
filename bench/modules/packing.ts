// The packing module's benches: the packing-list check in Node and in Chromium, and the audit desk's click.
import { browserBench, moduleBenches, nodeBench, ratioOf } from '../benches';
import { packingCheckInBrowser } from '../browserPacking';
import { pklAuditOpenInBrowser } from '../browserPklAudit';
import { packingCheckBench } from '../packingCheck';

export const benches = moduleBenches({
  module: 'packing',
  browser: [
    browserBench({
      key: 'packingCheckBrowser',
      run: async (browser) => packingCheckInBrowser(await browser.newPage()),
      rows: (r) => ({ 'packing-list check 200 containers × 20 lines, Chromium (ms) vs JSON round trip': ratioOf(r) }),
    }),
    // the packing-list audit desk's queue of 500 applications on a page of its own (the operator's session)
    browserBench({
      key: 'packingAuditOpen',
      run: async (browser, base) => pklAuditOpenInBrowser(await browser.newPage(), base),
      rows: (r) => ({
        [`packing-list audit (${r.queued} applications) click → detail shown, median of ${r.clicks} (ms) vs bare fetch of the detail`]: ratioOf(r),
      }),
    }),
  ],
  node: [
    nodeBench({
      key: 'packingCheckServer',
      run: async () => packingCheckBench(),
      rows: (r) => ({ 'packing-list check 200 containers × 20 lines, Node (ms) vs JSON round trip': ratioOf(r) }),
    }),
  ],
});
