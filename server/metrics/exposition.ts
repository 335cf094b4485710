import type { BuildInfo } from '../platform/buildInfo';
import { LATENCY_BUCKETS, type ClusterFigures } from './processMetrics';
import { JOB_RUN_BUCKETS } from './jobRuns';

/** What the database says at scrape time (once, by the process answering: it is the same for all). */
export interface DatabaseFigures {
  /** Whether the database answered the scrape's queries. */
  up: boolean;
  /** Outbox (DESIGN §8): messages not yet handed to their counterpart (QUEUED or SENDING). */
  outboxWaiting: number;
  /** Seconds since the oldest of those was written; 0 when none waits. */
  outboxOldestSeconds: number;
  /** The waiting messages per channel (only the channels with some waiting). */
  outboxWaitingByChannel?: Readonly<Record<string, number>>;
  /** Jobs not finished, per kind and state (server/jobs: WAITING split into waiting and retrying, FAILED is dead). */
  jobs?: readonly { kind: string; state: JobState; count: number }[];
  /** Seconds the oldest job due to run has waited for a runner; 0 when none is due. */
  jobOldestDueSeconds?: number;
}

/** A job as the operator counts it: due or scheduled (waiting), failed at least once and waiting again (retrying), running, or failed every attempt (dead). */
export type JobState = 'waiting' | 'retrying' | 'running' | 'dead';

const label = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const num = (n: number) => (Number.isFinite(n) ? String(n) : n > 0 ? '+Inf' : n < 0 ? '-Inf' : 'NaN');

/** The Prometheus text exposition format (version 0.0.4) of the cluster's figures. */
export function exposition(merged: ClusterFigures, db: DatabaseFigures, build?: BuildInfo): string {
  const out: string[] = [];
  const family = (name: string, type: 'gauge' | 'histogram' | 'counter', help: string) => out.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
  const gauge = (name: string, help: string, value: number) => {
    family(name, 'gauge', help);
    out.push(`${name} ${num(value)}`);
  };
  const counter = (name: string, help: string, value: number) => {
    family(name, 'counter', help);
    out.push(`${name} ${num(value)}`);
  };

  const h = 'freight_http_request_duration_seconds';
  family(h, 'histogram', 'Requests answered, by route pattern, method and status class, and how long each took (all server processes).');
  const calls = [...merged.calls].sort((a, b) => (a.route + a.method + a.status < b.route + b.method + b.status ? -1 : 1));
  for (const c of calls) {
    const labels = `route="${label(c.route)}",method="${label(c.method)}",status="${label(c.status)}"`;
    LATENCY_BUCKETS.forEach((le, i) => {
      out.push(`${h}_bucket{${labels},le="${le}"} ${c.buckets[i] ?? 0}`);
    });
    out.push(`${h}_bucket{${labels},le="+Inf"} ${c.count}`, `${h}_sum{${labels}} ${num(c.sum)}`, `${h}_count{${labels}} ${c.count}`);
  }

  const j = 'freight_job_run_seconds';
  family(j, 'histogram', 'Background job runs that ended, by kind and outcome (done, retry, dead), and how long each ran (all server processes).');
  for (const r of merged.jobRuns ?? []) {
    const labels = `kind="${label(r.kind)}",outcome="${r.outcome}"`;
    JOB_RUN_BUCKETS.forEach((le, i) => {
      out.push(`${j}_bucket{${labels},le="${le}"} ${r.buckets[i] ?? 0}`);
    });
    out.push(`${j}_bucket{${labels},le="+Inf"} ${r.count}`, `${j}_sum{${labels}} ${num(r.sum)}`, `${j}_count{${labels}} ${r.count}`);
  }

  for (const c of merged.counters ?? []) counter(c.name, c.help, c.value);

  gauge('freight_event_loop_lag_p50_seconds', 'Event-loop delay, median, of the worst-off server process since the previous scrape.', merged.lag.p50);
  gauge('freight_event_loop_lag_p99_seconds', 'Event-loop delay, 99th percentile, of the worst-off server process since the previous scrape.', merged.lag.p99);
  gauge('freight_event_loop_lag_max_seconds', 'Event-loop delay, longest, of any server process since the previous scrape.', merged.lag.max);
  const u = merged.usage;
  gauge('freight_process_resident_memory_bytes', 'Resident memory of the server processes, summed, bytes.', u.rssBytes);
  gauge('freight_process_heap_used_bytes', 'JavaScript heap in use in the server processes, summed, bytes.', u.heapUsedBytes);
  gauge('freight_process_heap_total_bytes', 'JavaScript heap reserved by the server processes, summed, bytes.', u.heapTotalBytes);
  gauge('freight_process_external_memory_bytes', 'Memory of buffers outside the JavaScript heap, summed, bytes.', u.externalBytes);
  counter(
    'freight_process_cpu_seconds_total',
    'CPU time of the live server processes since they started, user and system, seconds (falls back when a worker is replaced).',
    u.cpuSeconds,
  );
  counter('freight_process_gc_runs_total', 'Garbage collections of the live server processes.', u.gcRuns);
  counter('freight_process_gc_seconds_total', 'Time the live server processes paused for garbage collection, seconds.', u.gcSeconds);
  gauge('freight_process_active_resources', 'Sockets, timers, files and other resources the server processes hold open.', u.activeResources);
  gauge('freight_process_start_time_seconds', 'When the oldest live server process started, seconds since the epoch.', u.startTimeSeconds);
  gauge('freight_db_pool_connections', 'Database connections open, all server processes (embedded PGlite: its one engine).', merged.pool.total);
  gauge('freight_db_pool_idle', 'Of those, idle.', merged.pool.idle);
  gauge('freight_db_pool_waiting', 'Queries and transactions waiting for a database connection, all server processes.', merged.pool.waiting);
  gauge('freight_server_processes', 'Server processes whose figures are in this answer (WORKERS when all answered).', merged.processes);
  gauge('freight_database_up', 'Whether the database answered this scrape (1) or not (0).', db.up ? 1 : 0);
  if (db.up) {
    gauge('freight_outbox_waiting_messages', 'Outbox messages not yet handed to their counterpart (queued or being sent).', db.outboxWaiting);
    const byChannel = 'freight_outbox_waiting_messages_by_channel';
    family(byChannel, 'gauge', 'Outbox messages waiting, per channel (a stuck counterpart shows as its own line).');
    for (const [channel, n] of Object.entries(db.outboxWaitingByChannel ?? {})) out.push(`${byChannel}{channel="${label(channel)}"} ${num(n)}`);
    gauge('freight_outbox_oldest_waiting_seconds', 'Age of the oldest outbox message still waiting; 0 when none waits.', db.outboxOldestSeconds);
    const jobs = 'freight_jobs';
    family(jobs, 'gauge', 'Background jobs not finished, per kind and state (waiting, retrying, running, dead).');
    for (const j of db.jobs ?? []) out.push(`${jobs}{kind="${label(j.kind)}",state="${j.state}"} ${num(j.count)}`);
    gauge('freight_jobs_oldest_due_seconds', 'How long the oldest job due to run has waited for a runner; 0 when none is due.', db.jobOldestDueSeconds ?? 0);
  }
  if (build) {
    family('freight_build_info', 'gauge', 'What is running: the version, the commit it was built from and the Node version (always 1).');
    out.push(`freight_build_info{version="${label(build.version)}",commit="${label(build.commit)}",node="${label(build.node)}"} 1`);
  }
  return `${out.join('\n')}\n`;
}
