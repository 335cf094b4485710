// The rate e-mail campaigns' bench (bench/edm.ts): a 10,000-recipient campaign through the round,
// the channel and the SMTP simulator, against the bare transport in the same run.
import { moduleBenches, nodeBench } from '../benches';
import { edmBench } from '../edm';

export const benches = moduleBenches({
  module: 'edm',
  node: [
    nodeBench({
      key: 'edm',
      run: ({ log }) => edmBench({ recipients: Number(process.env.EDM_BENCH_RECIPIENTS ?? 10_000), log }),
      rows: (r) => ({ 'EDM campaign vs bare SMTP (msgs/s)': { value: r.campaignPerSecond, baseline: r.barePerSecond, ratio: r.ratio } }),
      print: (r) => console.table(r),
    }),
  ],
});
