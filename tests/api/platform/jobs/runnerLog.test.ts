import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../../server/db/types';
import { LiveHub } from '../../../../server/live/hub';
import { DEFAULT_RUNNER, JobRunner } from '../../../../server/jobs/runner';
import { OutageBackoff } from '../../../../server/jobs/outageBackoff';
import { enqueue } from '../../../../server/jobs/store';
import type { JobKind } from '../../../../server/jobs/types';
import { seededDb } from '../../support/build';

/**
 * What the job runner logs (issue 47 item 7): a line per job run (kind, id, duration, outcome); and
 * through a database outage, one line per step of its back-off — the stack once — then a line when
 * the database answers again, instead of a warning with its stack every second.
 */
type Logged = { level: 'info' | 'warn' | 'error'; obj: Record<string, unknown>; msg: string };
const logged: Logged[] = [];
const log = {
  info: (obj: Record<string, unknown>, msg: string) => void logged.push({ level: 'info', obj, msg }),
  warn: (obj: Record<string, unknown>, msg: string) => void logged.push({ level: 'warn', obj, msg }),
  error: (obj: Record<string, unknown>, msg: string) => void logged.push({ level: 'error', obj, msg }),
};

let db: Db;
let down = false;
/** The database, or — while `down` — one that cannot be reached. */
let flaky: Db;
beforeAll(async () => {
  db = await seededDb();
  const unreachable = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
  flaky = new Proxy(db, {
    get(target, p) {
      if (down && (p === 'query' || p === 'transaction' || p === 'exec')) return unreachable;
      const v = Reflect.get(target, p);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
});
afterAll(() => db.close());

const runner = (kinds: JobKind<never>[]) =>
  new JobRunner({ db: flaky, hub: new LiveHub(db), log: log as never }, kinds, [], { ...DEFAULT_RUNNER, pollMs: 1000, env: {} });

describe('the job runner’s log', () => {
  it('says of each job run its kind, id, duration and outcome', async () => {
    const kinds: JobKind<{ ok: boolean }>[] = [
      {
        kind: 'test.logged',
        run: async (ctx) => {
          if (!ctx.payload.ok) throw new Error('the carrier said no');
        },
      },
    ];
    const r = runner(kinds as JobKind<never>[]);
    const done = await db.transaction((tx) => enqueue(tx, 'test.logged', { ok: true }));
    const dead = await db.transaction((tx) => enqueue(tx, 'test.logged', { ok: false }, { maxAttempts: 1 }));
    await r.tick();
    await r.stop();
    const runs = logged.filter((l) => l.obj.job);
    expect(runs).toEqual(
      expect.arrayContaining([
        {
          level: 'info',
          msg: `job test.logged #${done} done`,
          obj: { job: { kind: 'test.logged', id: done, attempt: 1, maxAttempts: 5 }, durationMs: expect.any(Number), outcome: 'done' },
        },
        {
          level: 'warn',
          msg: `job test.logged #${dead} failed (attempt 1 of 1): no attempt left`,
          obj: expect.objectContaining({ job: { kind: 'test.logged', id: dead, attempt: 1, maxAttempts: 1 }, outcome: 'dead', err: expect.any(Error) }),
        },
      ]),
    );
  });

  it('backs off a database it cannot reach: a line per step, the stack once, and a line when it answers again', async () => {
    logged.length = 0;
    // a kind to look for: a runner with nothing to run never asks the database
    const r = runner([{ kind: 'test.idle', run: async () => undefined }]);
    down = true;
    for (let i = 0; i < 4; i++) await r.tick();
    down = false;
    await r.tick();
    await r.stop();
    expect(logged.map((l) => [l.level, l.msg])).toEqual([
      ['warn', 'job runner: could not look for due work; looking again in 1000 ms'],
      ['warn', 'job runner: could not look for due work; looking again in 2000 ms'],
      ['warn', 'job runner: could not look for due work; looking again in 4000 ms'],
      ['warn', 'job runner: could not look for due work; looking again in 8000 ms'],
      ['info', 'job runner: the database answers again; looking for work as usual'],
    ]);
    expect(logged[0]!.obj.err).toBeInstanceOf(Error); // with its stack, once
    for (const l of logged.slice(1, 4))
      expect(l.obj).toEqual({ error: 'connect ECONNREFUSED 127.0.0.1:5432', failures: expect.any(Number), retryInMs: expect.any(Number) });
    expect(logged[4]!.obj).toEqual({ failures: 4, outageMs: expect.any(Number) });
  });
});

describe('OutageBackoff', () => {
  it('doubles the wait from the poll up to its longest, holds the timer’s looks meanwhile, and starts afresh after', () => {
    let now = 0;
    const b = new OutageBackoff(1000, 5000, () => now);
    expect(b.ready()).toBe(true);
    expect(b.failed()).toEqual({ first: true, failures: 1, waitMs: 1000 });
    expect(b.ready()).toBe(false);
    now = 999;
    expect(b.ready()).toBe(false);
    now = 1000;
    expect(b.ready()).toBe(true);
    expect([b.failed(), b.failed(), b.failed(), b.failed()].map((s) => s.waitMs)).toEqual([2000, 4000, 5000, 5000]);
    now = 7000;
    expect(b.recovered()).toEqual({ failures: 5, outageMs: 7000 });
    expect(b.ready()).toBe(true);
    expect(b.recovered()).toBeUndefined();
    expect(b.failed().first).toBe(true);
  });
});
