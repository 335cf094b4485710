import cluster from 'node:cluster';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail, ok } from '../../../src/contract/envelope';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { channelModes } from '../../channels/modes';
import { latestMigration } from '../../db/migrate';
import type { Db } from '../../db/types';
import { buildInfo } from '../../platform/buildInfo';
import { inLanguage } from '../../http/replies';
import { optionalActor } from '../../platform/auth/authHook';
import type { SessionPolicy } from '../../platform/auth/sessionRepository';

/**
 * Readiness (`/api/health`): answers 200 only when the database answers, and 503 from the moment
 * the process starts draining for a stop (server/http/shutdown.ts), so a load balancer sends people
 * elsewhere before the port closes. Anyone gets the status; the details — the version and commit
 * running (platform/buildInfo.ts), the database, its latest
 * migration, which worker answered (`worker`: node's worker id 1…N of a cluster, a replaced worker
 * gets the next free number; null for a single process) and each external channel's counterpart
 * (`simulator` or a provider) — only whoever may read /metrics (this machine's loopback, or the
 * bearer of METRICS_TOKEN) or a signed-in administrator of the platform: a stranger learns nothing
 * of how the site is set up.
 *
 * Liveness (`/api/live`): this process answers, and nothing else is asked — never the database, so
 * a database that is down or slow makes the servers unready (no traffic), not dead (restarted
 * together, which would not bring the database back).
 */
export function healthRoutes(app: FastifyInstance, db: Db, policy: SessionPolicy): void {
  const worker = cluster.isWorker ? cluster.worker!.id : null;
  const mayReadDetails = async (request: FastifyRequest) => {
    if (app.mayReadMetrics(request)) return true;
    const actor = await optionalActor(app, db, policy, request);
    return actor?.companyKind === 'platform' && actor.isAdmin;
  };
  app.get(ENDPOINTS.health, async (request, reply) => {
    if (app.draining) {
      return reply.status(503).send(fail(inLanguage(reply, 'This server is stopping: another one answers.', '此服务器正在停止，请由其他服务器处理。')));
    }
    const migrations = await latestMigration(db); // asked of everyone: readiness is the database answering
    if (!(await mayReadDetails(request))) return ok({ ready: true });
    const { version, commit } = buildInfo();
    return ok({ ready: true, version, commit, database: db.kind, migrations, time: new Date().toISOString(), worker, channels: channelModes() });
  });
  app.get(ENDPOINTS.live, async () => ok({ live: true, worker, uptimeSeconds: Math.round(process.uptime()) }));
}
