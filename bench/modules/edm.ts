// The rate e-mail campaigns' bench (bench/edm.ts): a campaign through the round, the channel and the
// SMTP simulator, against the bare transport in the same run. The suite sends to 2,000 (a few
// minutes); `--recipients 10000` or EDM_BENCH_RECIPIENTS for the figure (docs/modules/edm.md).
import { moduleBenches, nodeBench } from '../benches';
import { benchRecipients, edmBench } from '../edm';

export const benches = moduleBenches({
  module: 'edm',
  node: [
    nodeBench({
      key: 'edm',
      run: ({ log }) => edmBench({ recipients: benchRecipients(process.argv, process.env, 2_000), log }),
      rows: (r) => ({ 'EDM campaign vs bare SMTP (msgs/s)': { value: r.campaignPerSecond, baseline: r.barePerSecond, ratio: r.ratio } }),
      print: (r) => console.table(r),
    }),
  ],
});
