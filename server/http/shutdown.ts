import type { FastifyInstance } from 'fastify';

/** How long requests in flight at a shutdown may take to finish before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * A shutdown (SIGTERM on a restart or deploy) in bounded time. Node's close waits for every
 * connection to end, and a keep-alive connection busy with a request when the signal came stays
 * open after its response for the whole keep-alive timeout (72 s, server/http/limits.ts): a restart
 * took over a minute, and the browsers waited on a server that was going. So a response sent while
 * closing says `Connection: close`, and the client opens its next request elsewhere at once.
 */
export function closeConnectionsOnShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}

/** Closes the app; whatever is still open after the grace (a request that does not finish) is cut. */
export async function closeWithin(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
