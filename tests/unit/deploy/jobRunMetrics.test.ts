import { describe, expect, it } from 'vitest';
import { exposition } from '../../../server/metrics/exposition';
import { JOB_RUN_BUCKETS, JobRunTimes, mergeJobRuns } from '../../../server/metrics/jobRuns';
import { NO_USAGE } from '../../../server/metrics/processUsage';

/** /metrics' job run times (issue 47): a histogram per kind and outcome, summed over a cluster's processes. */
describe('freight_job_run_seconds', () => {
  it('counts each run in its buckets, per kind and outcome, and sums processes', () => {
    const one = new JobRunTimes();
    one.record('export', 'done', 0.3);
    one.record('export', 'done', 12);
    one.record('mail', 'retry', 0.05);
    const two = new JobRunTimes();
    two.record('export', 'done', 4000);
    const merged = mergeJobRuns([one.snapshot(), undefined, two.snapshot()]);
    expect(merged.map((s) => [s.kind, s.outcome, s.count])).toEqual([
      ['export', 'done', 3],
      ['mail', 'retry', 1],
    ]);
    const exports = merged[0]!;
    expect(exports.sum).toBeCloseTo(4012.3);
    // cumulative: 0.3 s is under 0.5 and every bound above; 12 s under 15; 4000 s under none (only +Inf)
    expect(exports.buckets).toEqual(JOB_RUN_BUCKETS.map((le) => (le >= 15 ? 2 : le >= 0.5 ? 1 : 0)));
  });

  it('is a histogram family in the exposition, with kind and outcome labels', () => {
    const runs = new JobRunTimes();
    runs.record('export "big"', 'dead', 2);
    const text = exposition(
      { calls: [], lag: { p50: 0, p99: 0, max: 0 }, pool: { total: 0, idle: 0, waiting: 0 }, usage: NO_USAGE, processes: 1, jobRuns: runs.snapshot() },
      { up: false, outboxWaiting: 0, outboxOldestSeconds: 0 },
    );
    expect(text).toContain('# TYPE freight_job_run_seconds histogram');
    expect(text).toContain('freight_job_run_seconds_bucket{kind="export \\"big\\"",outcome="dead",le="1"} 0');
    expect(text).toContain('freight_job_run_seconds_bucket{kind="export \\"big\\"",outcome="dead",le="5"} 1');
    expect(text).toContain('freight_job_run_seconds_bucket{kind="export \\"big\\"",outcome="dead",le="+Inf"} 1');
    expect(text).toContain('freight_job_run_seconds_count{kind="export \\"big\\"",outcome="dead"} 1');
  });
});
