// The control tower's bench: its exceptions over 100,000 shipments (staff and a customer, p95) against /api/health.
import { moduleBenches, nodeBench } from '../benches';
import { controlTowerBench, controlTowerTable } from '../controlTower';

export const benches = moduleBenches({
  module: 'controlTower',
  node: [nodeBench({ key: 'controlTower', run: ({ log }) => controlTowerBench({ log }), print: (r) => console.table(controlTowerTable(r)) })],
});
