import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { mergeSnapshots, type ProcessSnapshot } from './processMetrics';

/**
 * Metrics summed over a cluster's workers (WORKERS=N, server/cluster.ts). A scrape of /metrics lands
 * on one worker, which asks the primary over the cluster's IPC channel; the primary asks every live
 * worker for its snapshot, adds the calls of workers that have ended, and answers them all. Pulled at
 * scrape time, so nothing is sent between processes while nobody is looking; the primary holds no
 * figures of its own except the last ones of ended workers (their requests stay counted, so totals
 * never go back when a worker is replaced — only what it served after the previous scrape is lost).
 */

type Message =
  | { freightMetrics: 'collect'; id: string }
  | { freightMetrics: 'report'; id: string }
  | { freightMetrics: 'reported'; id: string; snapshot: ProcessSnapshot }
  | { freightMetrics: 'collected'; id: string; snapshots: ProcessSnapshot[] };

const isMessage = (m: unknown): m is Message => typeof m === 'object' && m !== null && 'freightMetrics' in m;

/** How long the primary waits for the workers' snapshots; a worker that does not answer in time is left out. */
export const REPORT_TIMEOUT_MS = 1_500;
/** How long a worker waits for the primary (longer than the primary waits for the workers). */
const COLLECT_TIMEOUT_MS = REPORT_TIMEOUT_MS + 1_000;

/**
 * In a worker: answer the primary's requests for this process's snapshot. Answers a function that
 * stops answering (the app's close).
 */
export function answerPrimary(snapshot: () => ProcessSnapshot): () => void {
  if (!cluster.isWorker) return () => undefined;
  const onMessage = (m: unknown) => {
    if (isMessage(m) && m.freightMetrics === 'report' && process.connected)
      process.send?.({ freightMetrics: 'reported', id: m.id, snapshot: snapshot() } satisfies Message);
  };
  process.on('message', onMessage);
  return () => void process.off('message', onMessage);
}

/**
 * Every process's snapshot: this one's alone when it is not a cluster's worker (or the primary does
 * not answer in time — `processes` in the merge then says 1), else every worker's through the primary.
 */
export function collectSnapshots(local: () => ProcessSnapshot): Promise<ProcessSnapshot[]> {
  if (!cluster.isWorker || !process.send || !process.connected) return Promise.resolve([local()]);
  const id = randomUUID();
  return new Promise((resolve) => {
    const done = (snapshots: ProcessSnapshot[]) => {
      clearTimeout(timer);
      process.off('message', onMessage);
      resolve(snapshots);
    };
    const onMessage = (m: unknown) => {
      if (isMessage(m) && m.freightMetrics === 'collected' && m.id === id) done(m.snapshots);
    };
    const timer = setTimeout(() => done([local()]), COLLECT_TIMEOUT_MS);
    process.on('message', onMessage);
    process.send!({ freightMetrics: 'collect', id } satisfies Message);
  });
}

/** In the primary: relay the workers' requests for everyone's figures (runPrimary installs it). */
export function relayMetrics(): void {
  const last = new Map<number, ProcessSnapshot>();
  let ended: ProcessSnapshot | undefined;
  const pending = new Map<string, { wanted: Set<number>; got: ProcessSnapshot[]; finish: () => void }>();

  cluster.on('exit', (worker: Worker) => {
    const final = last.get(worker.id);
    last.delete(worker.id);
    if (final) {
      const sum = mergeSnapshots(ended ? [ended, { ...final, ended: true }] : [{ ...final, ended: true }]);
      ended = {
        pid: 0,
        calls: sum.calls,
        jobRuns: sum.jobRuns,
        counters: sum.counters,
        lag: { p50: 0, p99: 0, max: 0 },
        pool: { total: 0, idle: 0, waiting: 0 },
        ended: true,
      };
    }
    for (const p of pending.values()) if (p.wanted.delete(worker.id) && !p.wanted.size) p.finish();
  });

  cluster.on('message', (worker: Worker, m: unknown) => {
    if (!isMessage(m)) return;
    if (m.freightMetrics === 'reported') {
      last.set(worker.id, m.snapshot);
      const p = pending.get(m.id);
      if (p?.wanted.delete(worker.id)) {
        p.got.push(m.snapshot);
        if (!p.wanted.size) p.finish();
      }
      return;
    }
    if (m.freightMetrics !== 'collect') return;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && w.isConnected());
    const entry = { wanted: new Set(workers.map((w) => w.id)), got: [] as ProcessSnapshot[], finish: () => {} };
    const timer = setTimeout(() => entry.finish(), REPORT_TIMEOUT_MS);
    entry.finish = () => {
      clearTimeout(timer);
      pending.delete(m.id);
      if (worker.isConnected()) worker.send({ freightMetrics: 'collected', id: m.id, snapshots: ended ? [...entry.got, ended] : entry.got } satisfies Message);
    };
    pending.set(m.id, entry);
    for (const w of workers) w.send({ freightMetrics: 'report', id: m.id } satisfies Message);
  });
}
