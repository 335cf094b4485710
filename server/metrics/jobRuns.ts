/**
 * How long background jobs run (server/jobs/runner.ts), per kind and outcome: a histogram per
 * process, summed over a cluster's processes like the calls' latencies (processMetrics.ts), and
 * exported as freight_job_run_seconds{kind,outcome}. The queue's state (freight_jobs) comes from the
 * database at scrape time; a run's length is only known to the process that ran it.
 */

/** Upper bounds of the run-time buckets, in seconds: a job runs from a fraction of a second (a mail) to many minutes (an import). */
export const JOB_RUN_BUCKETS = [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600] as const;

/** How a run ended: done, failed with an attempt left (retry), failed at its last attempt (dead). */
export type JobRunOutcome = 'done' | 'retry' | 'dead';

/** The runs of one kind that ended one way. */
export interface JobRunSeries {
  kind: string;
  outcome: JobRunOutcome;
  /** Runs at or under each bound of JOB_RUN_BUCKETS (cumulative, as Prometheus reads them). */
  buckets: number[];
  count: number;
  /** Seconds, summed. */
  sum: number;
}

const keyOf = (s: { kind: string; outcome: string }) => `${s.kind}\u0000${s.outcome}`;

/** This process's job runs. */
export class JobRunTimes {
  private readonly series = new Map<string, JobRunSeries>();

  record(kind: string, outcome: JobRunOutcome, seconds: number): void {
    const key = keyOf({ kind, outcome });
    let s = this.series.get(key);
    if (!s) {
      s = { kind, outcome, buckets: JOB_RUN_BUCKETS.map(() => 0), count: 0, sum: 0 };
      this.series.set(key, s);
    }
    s.count++;
    s.sum += seconds;
    for (let i = 0; i < JOB_RUN_BUCKETS.length; i++) if (seconds <= JOB_RUN_BUCKETS[i]!) s.buckets[i]!++;
  }

  /** A copy, as plain JSON (it crosses the cluster's IPC channel). */
  snapshot(): JobRunSeries[] {
    return [...this.series.values()].map((s) => ({ ...s, buckets: [...s.buckets] }));
  }
}

/** Several processes' runs as one: the same kind and outcome summed. */
export function mergeJobRuns(lists: readonly (readonly JobRunSeries[] | undefined)[]): JobRunSeries[] {
  const merged = new Map<string, JobRunSeries>();
  for (const list of lists) {
    for (const s of list ?? []) {
      const into = merged.get(keyOf(s));
      if (!into) merged.set(keyOf(s), { ...s, buckets: [...s.buckets] });
      else {
        into.count += s.count;
        into.sum += s.sum;
        s.buckets.forEach((n, i) => {
          into.buckets[i] = (into.buckets[i] ?? 0) + n;
        });
      }
    }
  }
  return [...merged.values()].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
}
