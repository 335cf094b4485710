// The ready-space bench: 200 buyers at once on one listing (oversold 0, Place p99) and 200 market pages kept live.
import { moduleBenches, nodeBench } from '../benches';
import { readySpaceBench, readySpaceTable } from '../readySpace';

export const benches = moduleBenches({
  module: 'readySpace',
  node: [nodeBench({ key: 'readySpace', run: ({ log }) => readySpaceBench({ log }), print: (r) => console.table(readySpaceTable(r)) })],
});
