// The SI module's benches: the check in Node and in Chromium, and the reviewer's queue click.
import { browserBench, moduleBenches, nodeBench, ratioOf } from '../benches';
import { reviewOpenInBrowser, siCheckInBrowser } from '../browserSi';
import { siCheckBench } from '../siCheck';

export const benches = moduleBenches({
  module: 'si',
  browser: [
    // the reviewer's queue on a page of its own (a reviewer's session)
    browserBench({
      key: 'reviewQueueOpen',
      run: async (browser, base) => reviewOpenInBrowser(await browser.newPage(), base),
      rows: (r) => ({ [`review queue click → detail shown, median of ${r.clicks} (ms) vs bare fetch of the detail`]: ratioOf(r) }),
    }),
    browserBench({
      key: 'siCheckBrowser',
      run: async (browser) => siCheckInBrowser(await browser.newPage()),
      rows: (r) => ({ 'SI check 200 boxes × 5 lines, Chromium (ms) vs JSON round trip': ratioOf(r) }),
    }),
  ],
  node: [
    nodeBench({
      key: 'siCheckServer',
      run: async () => siCheckBench(),
      rows: (r) => ({ 'SI check 200 boxes × 5 lines, Node (ms) vs JSON round trip': ratioOf(r) }),
    }),
  ],
});
