import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../../server/app';
import type { Db } from '../../../../server/db/types';
import { LiveHub } from '../../../../server/live/hub';
import { DEFAULT_RUNNER, JobRunner } from '../../../../server/jobs/runner';
import { claimJobs, claimRounds, enqueue, finishRound, makeChannelRoundsDue } from '../../../../server/jobs/store';
import { enqueue as putInOutbox } from '../../../../server/channels/outbox';
import type { JobKind, RoundSource } from '../../../../server/jobs/types';
import { build, fixtureDist } from '../../support/build';
import { freshSchema } from '../workers/serverProcesses';

/**
 * The job scheduler (server/jobs/, migration 052) on each engine: two app instances on one database
 * (two connections on PostgreSQL, as two processes have) run a round once between them; a failing
 * job is tried again after waits that double and ends a dead letter; a job enqueued in a rolled-back
 * transaction never exists; a job whose process died (its lease passed) is taken again.
 */
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Two {
  /** Two handles on one database: the same object on PGlite, two pools on PostgreSQL. */
  dbs: [Db, Db];
  apps: [FastifyInstance, FastifyInstance];
  close(): Promise<void>;
}

function jobSuite(name: string, open: () => Promise<Two>) {
  describe(name, () => {
    let two: Two;
    const runners: JobRunner[] = [];
    /** A runner of its own (as another process has) on database handle `i`, for the test's kinds and rounds. */
    const runner = (i: 0 | 1, kinds: JobKind<never>[], rounds: RoundSource[] = [], pollMs = 0) => {
      const r = new JobRunner({ db: two.dbs[i], hub: new LiveHub(two.dbs[i]), log: quiet }, kinds, rounds, { ...DEFAULT_RUNNER, pollMs, env: {} });
      runners.push(r);
      return r;
    };
    const job = (id: number) =>
      two.dbs[0]
        .query<{ state: string; attempts: number; last_error: string | null; run_at: Date; progress: number }>(
          'select state, attempts, last_error, run_at, progress from jobs where id = $1',
          [id],
        )
        .then((r) => r[0]);

    beforeAll(async () => {
      two = await open();
    }, 120_000);
    afterAll(async () => {
      for (const r of runners) await r.stop();
      await two?.close();
    });

    it("a module's round runs once across the two app instances: the rate expiry warnings ran once, at start", async () => {
      await Promise.all(two.apps.map((a) => a.ready()));
      await Promise.all(two.apps.map((a) => a.jobs.tick()));
      await Promise.all(two.apps.map((a) => a.jobs.tick()));
      const round = () =>
        two.dbs[1]
          .query<{ runs: number; every_ms: number; locked_by: string | null }>(
            `select runs::int, every_ms, locked_by from job_rounds where name = 'rates.expiryWarnings'`,
          )
          .then((r) => r[0]);
      // the start's tick may still be running it: it ends, and nobody starts it again
      await expect.poll(round, { timeout: 10_000 }).toEqual({ runs: 1, every_ms: 3_600_000, locked_by: null });
      // the rounds the API tests drive themselves (their settings are 0) are not run by anyone
      expect(await two.dbs[0].query(`select name from job_rounds where name in ('booking.round', 'booking.carrierChannel', 'readySpace.round')`)).toEqual([]);
    });

    it('a round ticked by both instances at once runs once per period', async () => {
      const ran: number[] = [];
      const round: RoundSource = {
        name: `test.round.${name.length}`,
        everyMs: () => 300,
        run: async () => void ran.push(Date.now()),
      };
      const a = runner(0, [], [round]);
      const b = runner(1, [], [round]);
      await a.start();
      await b.start();
      const until = Date.now() + 1_100;
      while (Date.now() < until) await Promise.all([a.tick(), b.tick(), sleep(15)]);
      // started at once, then each 300 ms: four runs in 1.1 s at most, never two in one period
      expect(ran.length).toBeGreaterThanOrEqual(2);
      expect(ran.length).toBeLessThanOrEqual(4);
      for (let i = 1; i < ran.length; i++) expect(ran[i]! - ran[i - 1]!).toBeGreaterThanOrEqual(250);
      const [row] = await two.dbs[0].query<{ runs: number }>('select runs::int from job_rounds where name = $1', [round.name]);
      expect(row!.runs).toBe(ran.length);
    });

    it("a channel's round waits while nothing is on its way; a message put in its outbox wakes it at once; a wake during a run is kept", async () => {
      const channel = `TEST_WAKE_${name.length}`;
      const runs: number[] = [];
      const round: RoundSource = {
        name: `test.channelRound.${name.length}`,
        everyMs: () => 200,
        channels: () => [channel],
        // it sends what is due, as deliverDue does: the message is then on its way, its answer awaited
        run: async () => {
          runs.push(Date.now());
          await two.dbs[0].query(`update outbound_messages set status = 'TRANSMITTED', transmitted_at = now() where channel = $1 and status = 'QUEUED'`, [
            channel,
          ]);
        },
      };
      let n = 0;
      const put = () =>
        two.dbs[1].transaction((tx) =>
          putInOutbox(tx, { channel, docType: 'TEST', docId: ++n, kind: 'TEST', payloadVersion: 1, payload: {}, simulated: true, createdBy: null }),
        );
      const nextRunIn = async () => {
        const [r] = await two.dbs[0].query<{ ms: number }>('select extract(epoch from next_run_at - now()) * 1000 as ms from job_rounds where name = $1', [
          round.name,
        ]);
        return Number(r!.ms);
      };
      // it looks on its timer (the round's 200 ms) and when woken
      const a = runner(0, [], [round]);
      await a.start();
      await expect.poll(() => runs.length).toBe(1);
      // nothing on its way: the next run is the quiet period (30 s) out, not 200 ms
      await expect.poll(nextRunIn).toBeGreaterThan(20_000);
      await sleep(700);
      expect(runs).toHaveLength(1);

      // a message put in the outbox by the other instance: the round runs at once
      const put1 = Date.now();
      await put();
      await expect.poll(() => runs.length, { timeout: 3_000 }).toBeGreaterThanOrEqual(2);
      expect(runs[1]! - put1).toBeLessThan(1_000);
      // its answer awaited: the round keeps its period
      await sleep(700);
      expect(runs.length).toBeGreaterThanOrEqual(3);
      // answered: quiet again
      await two.dbs[0].query(`update outbound_messages set status = 'ACKED' where channel = $1`, [channel]);
      await expect.poll(nextRunIn, { timeout: 3_000 }).toBeGreaterThan(20_000);
      await a.stop();

      // the store's half of the race: a message put in after the round looked at its outbox, before it
      // recorded its end, is not slept through (the end sees its next run moved by the runner that heard it)
      await two.dbs[0].query('update job_rounds set next_run_at = now() where name = $1', [round.name]);
      const [claimed] = await claimRounds(two.dbs[0], 'a-worker', [round.name], 60_000);
      expect(claimed?.name).toBe(round.name);
      await makeChannelRoundsDue(two.dbs[1], channel);
      await finishRound(two.dbs[0], claimed!, 'a-worker', null, 30_000);
      expect(await nextRunIn()).toBeLessThanOrEqual(0);
      // and without a wake, the same end moves it out
      const [again] = await claimRounds(two.dbs[0], 'a-worker', [round.name], 60_000);
      await finishRound(two.dbs[0], again!, 'a-worker', null, 30_000);
      expect(await nextRunIn()).toBeGreaterThan(20_000);
    });

    it('a failing job is tried again after waits that double, then is a dead letter; retried from there it runs', async () => {
      let fail = true;
      const attempts: number[] = [];
      const kind: JobKind<{ n: number }> = {
        kind: 'test.flaky',
        backoffMs: 200,
        run: async (ctx) => {
          attempts.push(ctx.attempt);
          if (fail) throw new Error(`carrier said no to ${ctx.payload.n}`);
        },
      };
      const a = runner(0, [kind]);
      const b = runner(1, [kind]);
      const id = await two.dbs[0].transaction((tx) => enqueue(tx, 'test.flaky', { n: 7 }, { maxAttempts: 3 }));
      for (const [attempt, wait] of [
        [1, 200],
        [2, 400],
      ] as const) {
        const before = Date.now();
        await (attempt === 1 ? a : b).tick();
        const after = Date.now();
        const j = (await job(id))!;
        expect(j).toMatchObject({ state: 'WAITING', attempts: attempt, last_error: 'carrier said no to 7' });
        // the next attempt waits backoff × 2^(attempt−1)
        expect(j.run_at.getTime()).toBeGreaterThanOrEqual(before + wait - 5);
        expect(j.run_at.getTime()).toBeLessThanOrEqual(after + wait + 5);
        await a.tick(); // not yet due: nothing happens
        expect((await job(id))!.attempts).toBe(attempt);
        await sleep(j.run_at.getTime() - Date.now() + 20);
      }
      await a.tick();
      expect(await job(id)).toMatchObject({ state: 'FAILED', attempts: 3, last_error: 'carrier said no to 7' });
      expect(attempts).toEqual([1, 2, 3]);
      await sleep(450);
      await Promise.all([a.tick(), b.tick()]);
      expect(attempts).toEqual([1, 2, 3]); // a dead letter is never taken again by itself

      // the platform's staff see it and send it back (Job/DeadLetters, Job/Retry: deadLetters.test.ts)
      fail = false;
      const { retryDeadJob } = await import('../../../../server/jobs/store');
      expect(await retryDeadJob(two.dbs[1], id)).toBe(true);
      expect(await retryDeadJob(two.dbs[1], id)).toBe(false);
      await b.tick();
      expect(await job(id)).toMatchObject({ state: 'DONE', attempts: 1, progress: 100 });
    });

    it('a job enqueued in a transaction that rolls back never runs; one committed wakes a runner at once', async () => {
      const ran: string[] = [];
      const kind: JobKind<{ name: string }> = { kind: 'test.once', run: async (ctx) => void ran.push(ctx.payload.name) };
      // a runner that looks only when woken (its poll is a minute)
      const a = runner(0, [kind], [], 60_000);
      await a.start();
      await expect(
        two.dbs[1].transaction(async (tx) => {
          await enqueue(tx, 'test.once', { name: 'rolled back' });
          throw new Error('the caller changed its mind');
        }),
      ).rejects.toThrow('the caller changed its mind');
      const id = await two.dbs[1].transaction((tx) => enqueue(tx, 'test.once', { name: 'committed' }));
      await expect.poll(() => job(id).then((j) => j?.state), { timeout: 5_000 }).toBe('DONE');
      await a.tick();
      expect(ran).toEqual(['committed']);
      expect(await two.dbs[0].query(`select id from jobs where kind = 'test.once'`)).toEqual([{ id: expect.anything() }]);
    });

    it('a job whose process died is taken again once its lease has passed', async () => {
      const ran: number[] = [];
      const kind: JobKind<Record<string, never>> = { kind: 'test.lease', leaseMs: 300, run: async (ctx) => void ran.push(ctx.attempt) };
      const id = await two.dbs[0].transaction((tx) => enqueue(tx, 'test.lease', {}));
      // a process takes it and dies: its lease of 150 ms is never renewed
      const [taken] = await claimJobs(two.dbs[0], 'a-process-that-died', ['test.lease'], 150, 5);
      expect(taken).toMatchObject({ id, attempts: 1 });
      const b = runner(1, [kind]);
      await b.tick();
      expect(ran).toEqual([]); // still leased
      await sleep(200);
      await b.tick();
      expect(ran).toEqual([2]);
      expect(await job(id)).toMatchObject({ state: 'DONE', attempts: 2 });
    });

    it("a runner starting frees at once the leases of this machine's dead processes (a killed server restarted)", async () => {
      const dead = `${hostname()}:${spawnSync(process.execPath, ['-e', '0']).pid}:killed`;
      const id = await two.dbs[0].transaction((tx) => enqueue(tx, 'test.restart', {}));
      await claimJobs(two.dbs[0], dead, ['test.restart'], 3_600_000, 5);
      const roundName = `test.restartRound.${name.length}`;
      await two.dbs[0].query(
        `insert into job_rounds (name, every_ms, next_run_at, locked_by, locked_until) values ($1, 60000, now(), $2, now() + interval '1 hour')`,
        [roundName, dead],
      );
      // another machine's holder is left to its lease
      const elsewhere = await two.dbs[0].transaction((tx) => enqueue(tx, 'test.restart', {}));
      await claimJobs(two.dbs[0], 'another-host:1:x', ['test.restart'], 3_600_000, 5);
      const ran: string[] = [];
      const b = runner(
        1,
        [{ kind: 'test.restart', run: async (ctx) => void ran.push(`job ${ctx.id}`) }],
        [{ name: roundName, everyMs: () => 60_000, run: async () => void ran.push('round') }],
      );
      await b.start();
      await b.tick();
      await expect.poll(() => ran.sort()).toEqual([`job ${id}`, 'round'].sort());
      expect((await job(elsewhere))!.state).toBe('RUNNING');
    });

    it('a died process at the last attempt leaves a dead letter, saying so', async () => {
      const id = await two.dbs[0].transaction((tx) => enqueue(tx, 'test.lease', {}, { maxAttempts: 1 }));
      await claimJobs(two.dbs[0], 'a-process-that-died', ['test.lease'], 50, 5);
      await sleep(100);
      const b = runner(1, [{ kind: 'test.lease', run: async () => undefined }]);
      await b.tick();
      expect(await job(id)).toMatchObject({ state: 'FAILED', attempts: 1, last_error: 'its server process stopped during attempt 1 (the lease passed)' });
    });
  });
}

jobSuite('on embedded PGlite: two app instances on one database', async () => {
  const { app, db } = await build();
  const second = await buildApp({ db, staticDir: fixtureDist() });
  return {
    dbs: [db, db],
    apps: [app, second],
    close: async () => {
      await second.close();
      await app.close();
      await db.close();
    },
  };
});

const databaseUrl = process.env.DATABASE_URL;
describe.skipIf(!databaseUrl)('PostgreSQL', () => {
  jobSuite('on PostgreSQL: two app instances, each with its own connections, on one schema', async () => {
    const schema = await freshSchema(databaseUrl!);
    const [one, other] = [await schema.open(), await schema.open()];
    const { app } = await build({ db: one });
    const second = await buildApp({ db: other, staticDir: fixtureDist() });
    return {
      dbs: [one, other],
      apps: [app, second],
      close: async () => {
        await second.close();
        await app.close();
        await one.close();
        await other.close();
        await schema.drop();
      },
    };
  });
});
