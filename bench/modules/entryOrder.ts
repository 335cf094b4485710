// The entry-order module's benches: entering an order on a 60-field form, keystroke to check result (issue 48).
import { browserBench, moduleBenches } from '../benches';
import { entryKeystrokeRows, entryKeystrokesInBrowser } from '../browserEntryOrder';

export const benches = moduleBenches({
  module: 'entryOrder',
  browser: [
    // the form published through the API, the entry page (the entry staff's session) and a bare page side by side
    browserBench({
      key: 'entryOrderKeystroke',
      run: async (browser, base) => entryKeystrokesInBrowser(browser, base),
      rows: (r) => entryKeystrokeRows(r),
    }),
  ],
});
