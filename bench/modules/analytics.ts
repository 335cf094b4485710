// The sales analysis' bench: CompanySales over 1,000,000 roll-up rows (p95) against the bare SQL aggregate of the same figures.
import { analyticsBench, analyticsTable } from '../analytics';
import { moduleBenches, nodeBench } from '../benches';

export const benches = moduleBenches({
  module: 'analytics',
  node: [nodeBench({ key: 'analytics', run: ({ log }) => analyticsBench({ log }), rows: analyticsTable, print: (r) => console.table(analyticsTable(r)) })],
});
