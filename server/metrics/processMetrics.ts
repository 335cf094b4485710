import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { PoolFigures } from '../db/types';
import { type ProcessUsage, sumUsage, watchProcessUsage } from './processUsage';
import { type JobRunOutcome, type JobRunSeries, JobRunTimes, mergeJobRuns } from './jobRuns';
import { type CounterSource, type CounterValue, mergeCounters, ModuleCounters } from './moduleCounters';

/**
 * What one server process measures about itself, as plain JSON so a cluster's processes can send it
 * to each other (clusterMetrics.ts) and any one of them can add them up (mergeSnapshots).
 */

/** Upper bounds of the latency buckets, in seconds (the last, +Inf, is the count). */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

/** How often the event loop is sampled; node's figures include this wait, which is taken off (lag is the delay beyond it). */
const LOOP_RESOLUTION_MS = 10;

/** One call's requests answered with one status class: a latency histogram. */
export interface CallSeries {
  route: string;
  method: string;
  /** `2xx`, `4xx`, … */
  status: string;
  /** Requests at or under each bound of LATENCY_BUCKETS (cumulative, as Prometheus reads them). */
  buckets: number[];
  count: number;
  /** Seconds, summed. */
  sum: number;
}

export interface EventLoopLag {
  /** Seconds over the window since the previous reading. */
  p50: number;
  p99: number;
  max: number;
}

export interface ProcessSnapshot {
  pid: number;
  calls: CallSeries[];
  lag: EventLoopLag;
  pool: PoolFigures;
  /** Memory, CPU, collections and handles of this process (absent in an ended worker's sum). */
  usage?: ProcessUsage;
  /** The background jobs this process ran, how long each took (jobRuns.ts). */
  jobRuns?: JobRunSeries[];
  /** The modules' own counters in this process (moduleCounters.ts). */
  counters?: CounterValue[];
  /** The sum of processes that ended (a cluster's replaced workers): their calls only, so totals never go back. */
  ended?: boolean;
}

/** The route a request matched (its pattern, so ids never become labels), or one name for all that matched none. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Counts requests per (route, method, status class) and watches the event loop, in this process. */
export class ProcessMetrics {
  private readonly calls = new Map<string, CallSeries>();
  private readonly loop: IntervalHistogram;
  private windowStarted = Date.now();
  private lastLag: EventLoopLag = { p50: 0, p99: 0, max: 0 };
  private readonly usage = watchProcessUsage();
  private readonly jobRuns = new JobRunTimes();
  private readonly counters = new ModuleCounters();

  constructor(private readonly pool: () => PoolFigures) {
    this.loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
    this.loop.enable();
  }

  /** One answered request; `seconds` from its arrival to its answer. */
  record(route: string | undefined, method: string, statusCode: number, seconds: number): void {
    const r = route ?? UNMATCHED_ROUTE;
    const status = `${Math.floor(statusCode / 100)}xx`;
    const key = `${r}\u0000${method}\u0000${status}`;
    let s = this.calls.get(key);
    if (!s) {
      s = { route: r, method, status, buckets: LATENCY_BUCKETS.map(() => 0), count: 0, sum: 0 };
      this.calls.set(key, s);
    }
    s.count++;
    s.sum += seconds;
    for (let i = 0; i < LATENCY_BUCKETS.length; i++) if (seconds <= LATENCY_BUCKETS[i]!) s.buckets[i]!++;
  }

  /** One background job's run ended; `seconds` from its start to its end. */
  recordJobRun(kind: string, outcome: JobRunOutcome, seconds: number): void {
    this.jobRuns.record(kind, outcome, seconds);
  }

  /** A module's counters, read at every snapshot (moduleCounters.ts). */
  addCounters(source: CounterSource): void {
    this.counters.add(source);
  }

  /**
   * This process now. The event-loop figures cover the window since the previous reading (at least
   * five seconds, so two scrapers close together read the same window rather than an empty one).
   */
  snapshot(): ProcessSnapshot {
    const s = (ns: number) => (Number.isFinite(ns) ? Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS) / 1e3 : 0);
    if (this.loop.count > 0) this.lastLag = { p50: s(this.loop.percentile(50)), p99: s(this.loop.percentile(99)), max: s(this.loop.max) };
    if (Date.now() - this.windowStarted >= 5_000) {
      this.loop.reset();
      this.windowStarted = Date.now();
    }
    return {
      pid: process.pid,
      calls: [...this.calls.values()].map((c) => ({ ...c, buckets: [...c.buckets] })),
      lag: { ...this.lastLag },
      pool: this.pool(),
      usage: this.usage.read(),
      jobRuns: this.jobRuns.snapshot(),
      counters: this.counters.snapshot(),
    };
  }

  stop(): void {
    this.loop.disable();
    this.usage.stop();
  }
}

/** The figures of several processes as one. */
export interface ClusterFigures {
  calls: CallSeries[];
  lag: EventLoopLag;
  pool: PoolFigures;
  /** The live processes' usage, summed. */
  usage: ProcessUsage;
  /** The background jobs' runs of every process, ended ones included (none: no job ran). */
  jobRuns?: JobRunSeries[];
  /** The modules' counters of every process, ended ones included. */
  counters?: CounterValue[];
  /** Live processes counted (ended workers' calls are in `calls`, but they are not counted here). */
  processes: number;
}

/** Several processes as one: calls and pools summed, the event loop of the worst-off process. */
export function mergeSnapshots(snapshots: readonly ProcessSnapshot[]): ClusterFigures {
  const calls = new Map<string, CallSeries>();
  const lag: EventLoopLag = { p50: 0, p99: 0, max: 0 };
  const pool: PoolFigures = { total: 0, idle: 0, waiting: 0 };
  let processes = 0;
  const usages: ProcessUsage[] = [];
  for (const snap of snapshots) {
    for (const c of snap.calls) {
      const key = `${c.route}\u0000${c.method}\u0000${c.status}`;
      const into = calls.get(key);
      if (!into) calls.set(key, { ...c, buckets: [...c.buckets] });
      else {
        into.count += c.count;
        into.sum += c.sum;
        c.buckets.forEach((n, i) => {
          into.buckets[i] = (into.buckets[i] ?? 0) + n;
        });
      }
    }
    if (snap.ended) continue;
    processes++;
    if (snap.usage) usages.push(snap.usage);
    lag.p50 = Math.max(lag.p50, snap.lag.p50);
    lag.p99 = Math.max(lag.p99, snap.lag.p99);
    lag.max = Math.max(lag.max, snap.lag.max);
    pool.total += snap.pool.total;
    pool.idle += snap.pool.idle;
    pool.waiting += snap.pool.waiting;
  }
  return {
    calls: [...calls.values()],
    lag,
    pool,
    usage: sumUsage(usages),
    processes,
    jobRuns: mergeJobRuns(snapshots.map((s) => s.jobRuns)),
    counters: mergeCounters(snapshots.map((s) => s.counters)),
  };
}
