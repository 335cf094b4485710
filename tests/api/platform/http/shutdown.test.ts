import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { SERVER_LIMITS } from '../../../../server/http/limits';
import { closeWithin, DEFAULT_DRAIN, drainFromEnv, installDrainState } from '../../../../server/http/shutdown';

/**
 * A shutdown in bounded time (server/http/shutdown.ts): a keep-alive connection busy with a request
 * when the signal comes used to hold the close for the whole keep-alive timeout (72 s) after its
 * response. Now that response closes its connection, and one that never finishes is cut after the grace.
 */
async function serverWith(slowMs: number) {
  const app = Fastify({ keepAliveTimeout: SERVER_LIMITS.keepAliveTimeout });
  installDrainState(app);
  app.get('/slow', async () => {
    await new Promise((r) => setTimeout(r, slowMs));
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const agent = new http.Agent({ keepAlive: true });
  const get = () =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: (app.server.address() as AddressInfo).port, path: '/slow', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res));
        })
        .on('error', reject);
    });
  return { app, agent, get };
}

describe('closing the server', () => {
  it('a request in flight finishes, its connection closes with it, and the close does not wait for the keep-alive timeout', async () => {
    const { app, agent, get } = await serverWith(300);
    const inFlight = Array.from({ length: 4 }, get);
    await new Promise((r) => setTimeout(r, 50)); // the requests are in, not yet answered
    const started = Date.now();
    await closeWithin(app, 20_000);
    const took = Date.now() - started;
    const answers = await Promise.all(inFlight);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.every((a) => a.headers.connection === 'close')).toBe(true);
    expect(took).toBeLessThan(5_000); // before: SERVER_LIMITS.keepAliveTimeout, 72 s
    agent.destroy();
  });

  it('a request that does not finish within the grace has its connection cut', async () => {
    const { app, agent, get } = await serverWith(60_000);
    const stuck = get().catch((e: Error) => e);
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    await closeWithin(app, 500);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await stuck).toBeInstanceOf(Error); // the socket hung up
    agent.destroy();
  });
});

describe('the drain time from the environment (SHUTDOWN_DRAIN_MS, SHUTDOWN_UNREADY_MS)', () => {
  it('defaults, and the values given', () => {
    expect(drainFromEnv({})).toEqual(DEFAULT_DRAIN);
    expect(drainFromEnv({ SHUTDOWN_DRAIN_MS: '30000', SHUTDOWN_UNREADY_MS: '10000' })).toEqual({ drainMs: 30_000, unreadyMs: 10_000 });
    // a short drain keeps most of itself for the requests in flight
    expect(drainFromEnv({ SHUTDOWN_DRAIN_MS: '2000' })).toEqual({ drainMs: 2_000, unreadyMs: 500 });
  });

  it('refuses what is not a whole number of milliseconds, and an unready part over half the drain', () => {
    expect(drainFromEnv({ SHUTDOWN_DRAIN_MS: 'abc' })).toEqual({ refusal: 'SHUTDOWN_DRAIN_MS=abc is not a whole number of milliseconds from 1000 to 600000.' });
    expect(drainFromEnv({ SHUTDOWN_DRAIN_MS: '500' })).toHaveProperty('refusal');
    expect(drainFromEnv({ SHUTDOWN_UNREADY_MS: '-1' })).toHaveProperty('refusal');
    expect(drainFromEnv({ SHUTDOWN_DRAIN_MS: '10000', SHUTDOWN_UNREADY_MS: '6000' })).toEqual({
      refusal: 'SHUTDOWN_UNREADY_MS=6000 is more than half of SHUTDOWN_DRAIN_MS=10000: the requests in flight need the rest.',
    });
  });
});
