import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/contract/envelope';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { channelModes } from '../../channels/modes';
import { latestMigration } from '../../db/migrate';
import type { Db } from '../../db/types';

/**
 * Readiness (`/api/health`): answers only when the database answers. `worker` says which process
 * of a cluster (WORKERS=N) answered (node's worker id: 1…N, a replaced worker gets the next free
 * number); null for a single process. `channels`: each external channel's counterpart (`simulator`
 * or a provider).
 *
 * Liveness (`/api/live`): this process answers, and nothing else is asked — never the database, so
 * a database that is down or slow makes the servers unready (no traffic), not dead (restarted
 * together, which would not bring the database back).
 */
export function healthRoutes(app: FastifyInstance, db: Db): void {
  const worker = cluster.isWorker ? cluster.worker!.id : null;
  app.get(ENDPOINTS.health, async () =>
    ok({ database: db.kind, migrations: await latestMigration(db), time: new Date().toISOString(), worker, channels: channelModes() }),
  );
  app.get(ENDPOINTS.live, async () => ok({ live: true, worker, uptimeSeconds: Math.round(process.uptime()) }));
}
