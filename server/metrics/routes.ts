import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { buildInfo } from '../platform/buildInfo';
import { forbidden } from '../http/replies';
import { answerPrimary, collectSnapshots } from './clusterMetrics';
import { exposition, type DatabaseFigures, type JobState } from './exposition';
import type { CounterSource } from './moduleCounters';
import { mergeSnapshots, ProcessMetrics } from './processMetrics';

/** Where Prometheus scrapes (outside /api: no session, no client version, not in the API's document). */
export const METRICS_PATH = '/metrics';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Who may read the metrics — never the public internet. With METRICS_TOKEN set: whoever sends it as
 * `Authorization: Bearer <token>`, from anywhere. Without: only a connection from this machine's
 * loopback that no proxy forwarded (the socket's own peer, not a forwarded address: a reverse proxy on
 * the same machine connects from loopback for everyone, but says so in a forwarding header).
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const sent = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
  }
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded ?? request.headers['x-real-ip'];
  return forwarded === undefined && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

/**
 * The outbox's depth and its oldest waiting message (the partial index outbound_messages_due covers
 * the filter); the job queue by kind and state (finished jobs left out: they are removed after days)
 * and how long the oldest due job has waited.
 */
async function databaseFigures(db: Db): Promise<DatabaseFigures> {
  try {
    const [row] = await db.query<{ waiting: number; oldest: number | null }>(
      `select count(*)::int as waiting, extract(epoch from now() - min(created_at))::float8 as oldest
         from outbound_messages where status in ('QUEUED', 'SENDING')`,
    );
    const channels = await db.query<{ channel: string; waiting: number }>(
      `select channel, count(*)::int as waiting from outbound_messages where status in ('QUEUED', 'SENDING') group by channel order by channel`,
    );
    const jobs = await db.query<{ kind: string; state: JobState; n: number }>(
      `select kind, case when state = 'FAILED' then 'dead' when state = 'RUNNING' then 'running'
                         when attempts > 0 then 'retrying' else 'waiting' end as state, count(*)::int as n
         from jobs where state <> 'DONE' group by 1, 2 order by 1, 2`,
    );
    const [due] = await db.query<{ oldest: number | null }>(
      `select extract(epoch from now() - min(run_at))::float8 as oldest from jobs where state = 'WAITING' and run_at <= now()`,
    );
    return {
      up: true,
      outboxWaiting: row?.waiting ?? 0,
      outboxOldestSeconds: Math.max(0, row?.oldest ?? 0),
      outboxWaitingByChannel: Object.fromEntries(channels.map((c) => [c.channel, c.waiting])),
      jobs: jobs.map((j) => ({ kind: j.kind, state: j.state, count: j.n })),
      jobOldestDueSeconds: Math.max(0, due?.oldest ?? 0),
    };
  } catch {
    return { up: false, outboxWaiting: 0, outboxOldestSeconds: 0 };
  }
}

/**
 * Prometheus metrics at /metrics (text format): every answered request counted by route pattern,
 * method and status class with its latency; the event loop; the processes' memory, CPU, collections
 * and handles; the database pool; the outbox; the job queue; what build is running. In a
 * cluster (WORKERS=N) the worker that takes the scrape answers for all of them (clusterMetrics.ts).
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this request may read the operator's figures: /metrics' rule (mayReadMetrics) with this server's METRICS_TOKEN. */
    mayReadMetrics(request: FastifyRequest): boolean;
    /** A module's own counters on /metrics, read at every scrape (server/metrics/moduleCounters.ts). */
    addMetricCounters(source: CounterSource): void;
  }
}

/** Answers this process's figures, which the job runner tells of each run's end (installJobs). */
export function registerMetrics(app: FastifyInstance, db: Db, token: string | undefined): ProcessMetrics {
  app.decorate('mayReadMetrics', (request: FastifyRequest) => mayReadMetrics(request, token));
  const metrics = new ProcessMetrics(() => db.pool?.() ?? { total: 0, idle: 0, waiting: 0 });
  app.decorate('addMetricCounters', (source: CounterSource) => metrics.addCounters(source));
  const snapshot = () => metrics.snapshot();
  const stopAnswering = answerPrimary(snapshot);
  app.addHook('onClose', (_app, done) => {
    stopAnswering();
    metrics.stop();
    done();
  });
  // a callback hook: no promise per request on the hot path
  app.addHook('onResponse', (request, reply, done) => {
    metrics.record(request.routeOptions.url, request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.get(METRICS_PATH, { config: { auth: 'public' } }, async (request, reply) => {
    if (!mayReadMetrics(request, token)) {
      return forbidden(
        reply,
        'The metrics are read from this machine only, or with the metrics token (METRICS_TOKEN).',
        '运行指标只能在本机读取，或凭指标令牌（METRICS_TOKEN）读取。',
      );
    }
    const [snapshots, figures] = await Promise.all([collectSnapshots(snapshot), databaseFigures(db)]);
    return reply.type('text/plain; version=0.0.4; charset=utf-8').send(exposition(mergeSnapshots(snapshots), figures, buildInfo()));
  });
  return metrics;
}
