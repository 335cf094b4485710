import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import { forbidden } from '../http/replies';

/** Where `npm run backup` asks a running server on embedded PGlite for its database. */
export const BACKUP_PATH = '/backup';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * `POST /backup` with `Authorization: Bearer <the token in DATA_DIR/pglite-serving.json>`: the whole
 * embedded database as a gzipped tarball, taken while the server keeps serving (Db.snapshot). Only
 * on embedded PGlite (PostgreSQL has pg_dump), and only for the token's holder (serving.ts).
 */
export function registerBackup(app: FastifyInstance, db: Db, token: string): void {
  app.post(BACKUP_PATH, { config: { auth: 'public' } }, async (request, reply) => {
    const sent = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (sent === undefined || !timingSafeEqual(digest(sent), digest(token)) || !db.snapshot) {
      return forbidden(reply, 'A backup is taken with `npm run backup` on the server’s own machine.', '备份须在服务器本机用 `npm run backup` 进行。');
    }
    const dump = await db.snapshot('gzip');
    return reply
      .type('application/gzip')
      .header('cache-control', 'no-store')
      .send(Buffer.from(await dump.arrayBuffer()));
  });
}
