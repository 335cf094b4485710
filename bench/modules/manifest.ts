// The manifest module's benches: the manifest check in Node and the verify queue's click.
import { browserBench, moduleBenches, nodeBench, ratioOf } from '../benches';
import { mftVerifyOpenInBrowser } from '../browserMftVerify';
import { manifestCheckBench } from '../manifestCheck';

export const benches = moduleBenches({
  module: 'manifest',
  browser: [
    // the customs manifest verify queue's page of 200 submitted manifests (a platform verifier's session)
    browserBench({
      key: 'manifestVerifyOpen',
      run: async (browser, base) => mftVerifyOpenInBrowser(await browser.newPage(), base),
      rows: (r) => ({
        [`manifest verify queue (${r.queued} submitted) click → detail shown, median of ${r.clicks} (ms) vs bare fetch of the detail`]: ratioOf(r),
      }),
    }),
  ],
  node: [
    nodeBench({
      key: 'manifestCheckServer',
      run: async () => manifestCheckBench(),
      rows: (r) => ({ [`manifest check ${r.bills} B/Ls × ${r.items} items, Node (ms) vs bare loop over every field`]: ratioOf(r) }),
    }),
  ],
});
