import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/contract/envelope';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { latestMigration } from '../../db/migrate';
import type { Db } from '../../db/types';

/** Liveness and readiness: answers only when the database answers. */
export function healthRoutes(app: FastifyInstance, db: Db): void {
  app.get(ENDPOINTS.health, async () =>
    ok({ database: db.kind, migrations: await latestMigration(db), time: new Date().toISOString() }),
  );
}
