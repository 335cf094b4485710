import { LATENCY_BUCKETS, type ClusterFigures } from './processMetrics';

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
}

const label = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const num = (n: number) => (Number.isFinite(n) ? String(n) : n > 0 ? '+Inf' : n < 0 ? '-Inf' : 'NaN');

/** The Prometheus text exposition format (version 0.0.4) of the cluster's figures. */
export function exposition(merged: ClusterFigures, db: DatabaseFigures): string {
  const out: string[] = [];
  const family = (name: string, type: 'gauge' | 'histogram' | 'counter', help: string) => out.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
  const gauge = (name: string, help: string, value: number) => {
    family(name, 'gauge', help);
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

  gauge('freight_event_loop_lag_p50_seconds', 'Event-loop delay, median, of the worst-off server process since the previous scrape.', merged.lag.p50);
  gauge('freight_event_loop_lag_p99_seconds', 'Event-loop delay, 99th percentile, of the worst-off server process since the previous scrape.', merged.lag.p99);
  gauge('freight_event_loop_lag_max_seconds', 'Event-loop delay, longest, of any server process since the previous scrape.', merged.lag.max);
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
  }
  return `${out.join('\n')}\n`;
}
