import { afterAll, describe, expect, it } from 'vitest';
import { checkSettings } from '../../../../server/settings/check';
import { freshSchema, listeningPort, spawnServer, stopServer, type ServerProcess } from './serverProcesses';

/**
 * What WORKERS refuses (issue 13): more than one process on embedded PGlite, a count that is not
 * one; and a primary whose workers keep dying gives up instead of restarting them for ever.
 */
describe('WORKERS settings', () => {
  it('reads WORKERS and WORKER_RESTARTS, refusing in plain words what cannot work (server/settings/)', () => {
    const pg = 'postgres://x@127.0.0.1/db';
    const read = (env: NodeJS.ProcessEnv) => {
      const { settings, problems } = checkSettings(env);
      return problems.length ? { problems } : { workers: settings.WORKERS, restartLimit: settings.WORKER_RESTARTS };
    };
    expect(read({})).toEqual({ workers: 1, restartLimit: 5 });
    expect(read({ WORKERS: '1' })).toEqual({ workers: 1, restartLimit: 5 }); // one process on PGlite is fine
    expect(read({ WORKERS: ' 4 ', WORKER_RESTARTS: '0', DATABASE_URL: pg })).toEqual({ workers: 4, restartLimit: 0 });
    expect(read({ WORKERS: '2' })).toEqual({
      problems: [expect.stringMatching(/^WORKERS=2 needs PostgreSQL: embedded PGlite belongs to the one process .* Set DATABASE_URL/)],
    });
    for (const bad of ['0', '-1', '1.5', 'two', '257'])
      expect(read({ WORKERS: bad, DATABASE_URL: pg })).toEqual({ problems: [`WORKERS=${bad}: expected a whole number from 1 to 256`] });
    expect(read({ WORKERS: '2', WORKER_RESTARTS: 'many', DATABASE_URL: pg })).toEqual({
      problems: ['WORKER_RESTARTS=many: expected a whole number from 0 to 256'],
    });
  });

  it('WORKERS=2 on embedded PGlite: the server refuses to start, says why, and exits non-zero', async () => {
    const server = spawnServer({ WORKERS: '2', DATABASE_URL: '' });
    const { code } = await server.exited;
    expect(code).not.toBe(0);
    expect(server.output()).toContain('Not starting: WORKERS=2 needs PostgreSQL: embedded PGlite belongs to the one process that opened its files');
    expect(server.output()).not.toMatch(/Freight platform|worker \d+ started/);
  }, 60_000);
});

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('WORKER_RESTARTS: a primary whose workers keep dying', () => {
  let schema: Awaited<ReturnType<typeof freshSchema>>;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await stopServer(server);
    await schema?.drop();
  });

  it('replaces a dead worker up to the limit, then stops the others and exits 1', async () => {
    schema = await freshSchema(databaseUrl!);
    server = spawnServer({ DATABASE_URL: schema.url, WORKERS: '2', WORKER_RESTARTS: '1' });
    await listeningPort(server);
    const pidOf = async (id: number) => Number((await server!.waitFor(new RegExp(`worker ${id} started \\(pid (\\d+)\\)`)))[1]);
    process.kill(await pidOf(1), 'SIGKILL');
    await server.waitFor(/worker 1 \(pid \d+\) ended \(signal SIGKILL\): starting another \(restart 1 of 1 within a minute\)/);
    const survivor = await pidOf(2);
    process.kill(await pidOf(3), 'SIGKILL');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toMatch(
      /worker 3 \(pid \d+\) ended \(signal SIGKILL\) after 1 restarts within a minute \(WORKER_RESTARTS=1\): giving up: stopping 1 worker[\s\S]*all workers stopped; exiting 1/,
    );
    expect(() => process.kill(survivor, 0)).toThrow(); // the other worker was stopped with it
  }, 180_000);
});
