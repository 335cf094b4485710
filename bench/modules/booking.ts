// The booking module's benches: the desk's click, its queue of 200 and 1,000 bookings through the carrier channel.
import { browserBench, moduleBenches, nodeBench, ratioOf } from '../benches';
import { deskOpenInBrowser } from '../browserBookings';
import { bookingsBench, bookingsTable } from '../bookings';

export const benches = moduleBenches({
  module: 'booking',
  browser: [
    // the booking desk's queue of 200 on a page of its own (the desk's session)
    browserBench({
      key: 'bookingDeskOpen',
      run: async (browser, base) => deskOpenInBrowser(await browser.newPage(), base),
      rows: (r) => ({
        [`booking desk (${r.queued} in the queue) click → detail shown, median of ${r.clicks} (ms) vs bare fetch of the detail`]: ratioOf(r),
      }),
    }),
  ],
  node: [
    // the booking desk's queue of 200 (list and detail p99) and 1,000 bookings through the carrier channel with faults
    nodeBench({ key: 'bookings', run: ({ log }) => bookingsBench({ log }), print: (r) => console.table(bookingsTable(r)) }),
  ],
});
