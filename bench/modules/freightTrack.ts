// The freight tracking bench: 1,000,000 carrier events through the CARRIER_TNT channel's path against a
// bare batched insert, and the tracking list over 100,000 shipments against health.
import { moduleBenches, nodeBench } from '../benches';
import { freightTrackBench, freightTrackTable } from '../freightTrack';

export const benches = moduleBenches({
  module: 'freightTrack',
  node: [nodeBench({ key: 'freightTrack', run: ({ log }) => freightTrackBench({ log }), print: (r) => console.table(freightTrackTable(r)) })],
});
