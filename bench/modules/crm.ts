// The CRM bench: the pool list over 100,000 customers, p95 against /api/health in the same run.
import { moduleBenches, nodeBench } from '../benches';
import { crmPoolBench, crmPoolTable } from '../crmPool';

export const benches = moduleBenches({
  module: 'crm',
  node: [nodeBench({ key: 'crmPool', run: ({ log }) => crmPoolBench(log), print: (r) => console.log(crmPoolTable(r)) })],
});
