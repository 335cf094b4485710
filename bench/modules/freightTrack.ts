// The freight tracking bench: carrier events through the CARRIER_TNT channel's path against a bare
// batched insert, and the tracking list over 100,000 shipments against health. In the suite, 20,000
// events (FREIGHT_BENCH_EVENTS sets another count): a million took the channel's path alone many
// minutes on the 2-core machine, and both sides are rates (events/s) of the same rows, so their
// ratio holds at a fiftieth of the count (docs/benchmarks.md measured it at 20,000). `npx tsx bench/freightTrack.ts` still ingests a million.
import { moduleBenches, nodeBench } from '../benches';
import { freightTrackBench, freightTrackTable } from '../freightTrack';

/** Events ingested in the suite's run (above). */
const SUITE_EVENTS = Number(process.env.FREIGHT_BENCH_EVENTS ?? 20_000);

export const benches = moduleBenches({
  module: 'freightTrack',
  node: [
    nodeBench({
      key: 'freightTrack',
      run: ({ log }) => freightTrackBench({ log, events: SUITE_EVENTS }),
      print: (r) => console.table(freightTrackTable(r)),
    }),
  ],
});
