// The rates module's benches: the search over 100,000 rate versions, and the batches.
import { moduleBenches, nodeBench } from '../benches';
import { rateBatchBench, rateBatchTable } from '../rateBatch';
import { rateSearchBench, rateSearchTable } from '../rateSearch';

export const benches = moduleBenches({
  module: 'rates',
  node: [
    // FclRate/Search over 100,000 rate versions, against the bare SQL query of its candidates
    nodeBench({ key: 'rateSearch', run: ({ log }) => rateSearchBench({ log }), print: (r) => console.table(rateSearchTable(r)) }),
    // a 10,000-row rate sheet uploaded and applied, a 5 % increase over 100,000 versions planned and
    // applied, with /api/health asked throughout and the peak memory
    nodeBench({ key: 'rateBatch', run: ({ log }) => rateBatchBench({ log }), print: (r) => console.table(rateBatchTable(r)) }),
  ],
});
