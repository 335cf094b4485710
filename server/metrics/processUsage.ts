import { PerformanceObserver } from 'node:perf_hooks';

/**
 * What one server process uses of the machine (issue 47: the operator's process metrics): memory,
 * CPU, garbage collection and the handles it holds open. Plain JSON, so a cluster's processes can
 * send it to each other with their other figures (clusterMetrics.ts).
 */
export interface ProcessUsage {
  /** Resident set size, bytes. */
  rssBytes: number;
  heapUsedBytes: number;
  heapTotalBytes: number;
  /** Memory of buffers and other objects outside the V8 heap, bytes. */
  externalBytes: number;
  /** CPU time since the process started, user plus system, seconds. */
  cpuSeconds: number;
  /** Garbage collections since the process started, and the time they paused it, seconds. */
  gcRuns: number;
  gcSeconds: number;
  /** Sockets, timers, files and other resources keeping the event loop alive. */
  activeResources: number;
  /** When the process started, seconds since the epoch. */
  startTimeSeconds: number;
}

export const NO_USAGE: ProcessUsage = {
  rssBytes: 0,
  heapUsedBytes: 0,
  heapTotalBytes: 0,
  externalBytes: 0,
  cpuSeconds: 0,
  gcRuns: 0,
  gcSeconds: 0,
  activeResources: 0,
  startTimeSeconds: 0,
};

/** Watches this process's garbage collections from now on; `read()` is this process now, `stop()` ends the watch. */
export function watchProcessUsage(): { read: () => ProcessUsage; stop: () => void } {
  let gcRuns = 0;
  let gcMs = 0;
  // one entry per collection, delivered in batches off the hot path
  const gc = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      gcRuns++;
      gcMs += e.duration;
    }
  });
  gc.observe({ entryTypes: ['gc'] });
  const started = Date.now() / 1000 - process.uptime();
  return {
    read: () => {
      const m = process.memoryUsage();
      const cpu = process.cpuUsage();
      return {
        rssBytes: m.rss,
        heapUsedBytes: m.heapUsed,
        heapTotalBytes: m.heapTotal,
        externalBytes: m.external,
        cpuSeconds: (cpu.user + cpu.system) / 1e6,
        gcRuns,
        gcSeconds: gcMs / 1000,
        activeResources: process.getActiveResourcesInfo().length,
        startTimeSeconds: Math.round(started),
      };
    },
    stop: () => gc.disconnect(),
  };
}

/** Several live processes as one: everything summed, except the start time, which is the oldest. */
export function sumUsage(all: readonly ProcessUsage[]): ProcessUsage {
  const out = { ...NO_USAGE };
  for (const u of all) {
    for (const k of Object.keys(out) as (keyof ProcessUsage)[]) if (k !== 'startTimeSeconds') out[k] += u[k];
    out.startTimeSeconds = out.startTimeSeconds === 0 ? u.startTimeSeconds : Math.min(out.startTimeSeconds, u.startTimeSeconds);
  }
  return out;
}
