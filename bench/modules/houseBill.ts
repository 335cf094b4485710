// The house bills' bench: an HBL printed as PDF against the same sheet as HTML (ms of each, the ratio).
import { moduleBenches, nodeBench } from '../benches';
import { houseBillPrintBench } from '../houseBillPrint';

export const benches = moduleBenches({
  module: 'houseBill',
  node: [nodeBench({ key: 'houseBillPrint', run: ({ log }) => houseBillPrintBench({ log }) })],
});
