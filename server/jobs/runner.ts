import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { ServerFrame } from '../../src/contract/live';
import {
  claimJobs,
  type ClaimedJob,
  type ClaimedRound,
  claimRounds,
  failJob,
  finishJob,
  finishRound,
  freeLeasesOf,
  channelWoken,
  JOBS_CHANNEL,
  leaseHolders,
  makeChannelRoundsDue,
  recordProgress,
  registerRounds,
  renewRound,
} from './store';
import type { JobDeps, JobKind, RoundSource } from './types';
import { setting } from '../settings/read';
import { OutageBackoff } from './outageBackoff';
import { channelsBusy } from '../channels/outbox';

export interface RunnerOptions {
  /** How often this process looks for due jobs and rounds when nothing wakes it (ms). */
  pollMs: number;
  /** Jobs this process runs at once. */
  concurrency: number;
  /**
   * How long a round is held without a word from its process: the process renews it every third of
   * that while the round runs, so only a dead process's round is started again after it.
   */
  roundLeaseMs: number;
  /** The longest wait between two looks while the database cannot be reached (OutageBackoff). */
  outageMaxMs?: number;
  /** Told of every job run as it ends (/metrics' freight_job_run_seconds: server/metrics/jobRuns.ts). */
  runEnded?: (kind: string, outcome: 'done' | 'retry' | 'dead', seconds: number) => void;
  env: NodeJS.ProcessEnv;
}

export const DEFAULT_RUNNER: Omit<RunnerOptions, 'env'> = { pollMs: 1000, concurrency: 2, roundLeaseMs: 60_000 };
const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_BACKOFF_MS = 10_000;

/** Settings from the environment: JOBS_POLL_MS (0: this process runs no jobs and no rounds), JOBS_CONCURRENCY. */
export function runnerOptions(env: NodeJS.ProcessEnv): RunnerOptions {
  return { ...DEFAULT_RUNNER, pollMs: setting(env, 'JOBS_POLL_MS'), concurrency: setting(env, 'JOBS_CONCURRENCY'), env };
}

/**
 * This process's job runner: on each tick (every pollMs, the shortest round's period if shorter,
 * and whenever a job is enqueued anywhere) it takes the rounds that are due and jobs up to its
 * concurrency, and runs them. What it takes is its own through the database (store.ts), so every
 * process may run one; a round or job it is still running here is not taken again.
 */
export class JobRunner {
  /** This process's name on the rows it holds. */
  readonly worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly kinds: Map<string, JobKind<unknown>>;
  private readonly rounds: { source: RoundSource; everyMs: number; channels: readonly string[] }[];
  private readonly runningRounds = new Set<string>();
  private readonly inFlight = new Set<Promise<void>>();
  private runningJobs = 0;
  private timer?: NodeJS.Timeout;
  private unsubscribe?: () => Promise<void>;
  private stopped = false;
  /** The look in progress (or the last one): the next waits for it. */
  private looking: Promise<void> = Promise.resolve();
  /** Looks in progress or waiting. */
  private looks = 0;
  /** The timer's looks spaced out while the database cannot be reached. */
  private readonly outage: OutageBackoff;

  constructor(
    private readonly deps: JobDeps,
    kinds: readonly JobKind<never>[],
    rounds: readonly RoundSource[],
    private readonly options: RunnerOptions,
  ) {
    this.kinds = new Map(kinds.map((k) => [k.kind, k as unknown as JobKind<unknown>]));
    this.rounds = rounds
      .map((source) => ({ source, everyMs: source.everyMs(options.env), channels: source.channels?.(deps.db) ?? [] }))
      .filter((r) => r.everyMs > 0);
    this.outage = new OutageBackoff(options.pollMs > 0 ? options.pollMs : 1000, options.outageMaxMs);
  }

  /** Frees the leases of dead processes of this machine, records this process's rounds, listens for new jobs and ticks on a timer. */
  async start(): Promise<void> {
    await freeLeasesOf(this.deps.db, (await leaseHolders(this.deps.db)).filter(deadHere));
    await registerRounds(
      this.deps.db,
      this.rounds.map((r) => ({ name: r.source.name, everyMs: r.everyMs, channels: r.channels })),
    );
    this.unsubscribe = await this.deps.db.subscribe(JOBS_CHANNEL, (payload) => this.heard(payload));
    // the poll, or the shortest round's period if shorter (a poll of 0: only rounds and wake-ups)
    const every = Math.min(this.options.pollMs > 0 ? this.options.pollMs : Number.POSITIVE_INFINITY, ...this.rounds.map((r) => r.everyMs));
    if (Number.isFinite(every)) {
      this.timer = setInterval(() => this.soon(), every);
      this.timer.unref();
    }
    this.soon();
  }

  /** Stops taking work, and waits for what runs here to end (a look in progress, and what it started). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.unsubscribe?.();
    await this.looking.catch(() => {});
    await Promise.allSettled([...this.inFlight]);
  }

  /**
   * One look for due work: starts it and answers when all it started has ended (the timer does not
   * wait for that; tests do). Looks run one after another, so the concurrency holds. Errors of the
   * database are logged, never thrown: the next look retries.
   */
  async tick(): Promise<void> {
    if (this.stopped) return;
    this.looks++;
    let started: Promise<void>[] = [];
    const look = this.looking.then(async () => {
      try {
        started = await this.claim();
      } finally {
        this.looks--;
      }
    });
    this.looking = look;
    await look;
    await Promise.allSettled(started);
  }

  /** A notification: a new job, or a channel's outbox woken (its rounds made due first, outside the sender's transaction). */
  private heard(payload: string): void {
    const channel = channelWoken(payload);
    if (!channel) {
      this.soon();
      return;
    }
    if (!this.rounds.some((r) => r.channels.includes(channel))) return;
    void makeChannelRoundsDue(this.deps.db, channel)
      .catch(() => undefined)
      .then(() => this.soon());
  }

  /** The timer and wake-ups: a look, unless one is already waiting behind the one in progress (a slow database would pile them up). */
  private soon(): void {
    if (this.looks < 2 && this.outage.ready()) void this.tick();
  }

  private async claim(): Promise<Promise<void>[]> {
    if (this.stopped) return [];
    const started: Promise<void>[] = [];
    try {
      const free = this.rounds.filter((r) => !this.runningRounds.has(r.source.name));
      const due = await claimRounds(
        this.deps.db,
        this.worker,
        free.map((r) => r.source.name),
        this.options.roundLeaseMs,
      );
      for (const claimed of due) started.push(this.track(this.runRound(free.find((r) => r.source.name === claimed.name)!, claimed)));
      const room = this.options.concurrency - this.runningJobs;
      if (room > 0 && this.kinds.size) {
        // one lease for the claim: the longest of the kinds' (each job renews with its own on progress)
        const lease = Math.max(...[...this.kinds.values()].map((k) => k.leaseMs ?? DEFAULT_LEASE_MS));
        const jobs = await claimJobs(this.deps.db, this.worker, [...this.kinds.keys()], lease, room);
        // counted now, not when the job starts: the next look sees the room they take
        this.runningJobs += jobs.length;
        for (const job of jobs) started.push(this.track(this.runJob(job)));
      }
      const outage = this.outage.recovered();
      if (outage) this.deps.log.info(outage, 'job runner: the database answers again; looking for work as usual');
    } catch (err) {
      if (!this.stopped) this.lookFailed(err);
    }
    return started;
  }

  /** One line per step of the back-off: the first with the error's stack, the next ones with its message only. */
  private lookFailed(err: unknown): void {
    const step = this.outage.failed();
    const line = `job runner: could not look for due work; looking again in ${step.waitMs} ms`;
    if (step.first) this.deps.log.warn({ err, retryInMs: step.waitMs }, line);
    else this.deps.log.warn({ error: messageOf(err), failures: step.failures, retryInMs: step.waitMs }, line);
  }

  private track(p: Promise<void>): Promise<void> {
    this.inFlight.add(p);
    return p.finally(() => this.inFlight.delete(p));
  }

  private async runRound({ source: round, channels }: (typeof this.rounds)[number], claimed: ClaimedRound): Promise<void> {
    this.runningRounds.add(round.name);
    let error: string | null = null;
    let quietMs = 0;
    const lease = this.options.roundLeaseMs;
    const renew = setInterval(() => void renewRound(this.deps.db, round.name, this.worker, lease).catch(() => undefined), lease / 3);
    try {
      await round.run(this.deps, new Date());
      // a channel's round with nothing on its way waits longer: its outbox wakes it (wakeChannelRounds)
      const quiet = setting(this.options.env, 'CHANNEL_QUIET_PERIOD_MS');
      if (channels.length && !(await channelsBusy(this.deps.db, channels, quiet))) quietMs = quiet;
    } catch (err) {
      error = messageOf(err);
      this.deps.log.warn({ err }, `round ${round.name} failed`);
    } finally {
      clearInterval(renew);
      this.runningRounds.delete(round.name);
    }
    await finishRound(this.deps.db, claimed, this.worker, error, quietMs).catch((err: unknown) =>
      this.deps.log.warn({ err }, `round ${round.name}: could not record its end`),
    );
  }

  private async runJob(job: ClaimedJob): Promise<void> {
    const kind = this.kinds.get(job.kind)!;
    const lease = kind.leaseMs ?? DEFAULT_LEASE_MS;
    // one frame after the other: on PostgreSQL each publish is a NOTIFY on whichever pool connection is
    // free, and two in flight at once reached the browser out of order (25 % before 15 %: a run of the API
    // suite on PostgreSQL saw it); each waits for the one before it, so they are committed in order
    let told: Promise<unknown> = Promise.resolve();
    const tellState = (state: JobFrameState, percent: number) => {
      if (!job.notify) return;
      const frame: ServerFrame = { type: 'job', Id: job.id, Kind: job.kind, State: state, Percent: percent };
      const notify = job.notify;
      told = told.then(() => this.deps.hub.publish(notify, frame)).catch(() => undefined);
    };
    let last = -1;
    const progress = (percent: number) => {
      const p = Math.max(0, Math.min(100, Math.round(percent)));
      if (p === last) return;
      last = p;
      tellState('RUNNING', p);
      // not awaited: on PGlite a job inside its own transaction would wait for itself; the row catches up after
      void recordProgress(this.deps.db, job.id, this.worker, p, lease).catch(() => undefined);
    };
    // alive and at it: the lease is renewed (progress renews it too)
    const renew = setInterval(() => void recordProgress(this.deps.db, job.id, this.worker, Math.max(last, 0), lease).catch(() => undefined), lease / 3);
    const began = performance.now();
    // one line per run (issue 47 item 7): which job, how long, how it ended
    const run = (outcome: 'done' | 'retry' | 'dead') => {
      const ms = performance.now() - began;
      this.options.runEnded?.(job.kind, outcome, ms / 1000);
      return { job: { kind: job.kind, id: job.id, attempt: job.attempts, maxAttempts: job.max_attempts }, durationMs: Math.round(ms), outcome };
    };
    try {
      await kind.run({ id: job.id, attempt: job.attempts, payload: job.payload, deps: this.deps, progress });
      await finishJob(this.deps.db, job.id, this.worker);
      tellState('DONE', 100);
      this.deps.log.info(run('done'), `job ${job.kind} #${job.id} done`);
    } catch (err) {
      const after = await failJob(this.deps.db, job.id, this.worker, messageOf(err), kind.backoffMs ?? DEFAULT_BACKOFF_MS).catch(() => undefined);
      const dead = after?.state === 'FAILED';
      this.deps.log.warn(
        { err, ...run(dead ? 'dead' : 'retry') },
        `job ${job.kind} #${job.id} failed (attempt ${job.attempts} of ${job.max_attempts}): ${dead ? 'no attempt left' : 'to be tried again'}`,
      );
      tellState(dead ? 'FAILED' : 'WAITING', Math.max(last, 0));
    } finally {
      clearInterval(renew);
      this.runningJobs--;
    }
  }
}

type JobFrameState = Extract<ServerFrame, { type: 'job' }>['State'];

/**
 * A lease holder (`host:pid:…`) that was a process of this machine and is gone (killed, crashed):
 * its leases need not run out. Another machine's holders are left to their leases.
 */
function deadHere(worker: string): boolean {
  const parts = worker.split(':');
  parts.pop();
  const pid = Number(parts.pop());
  if (parts.join(':') !== hostname() || !Number.isInteger(pid) || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err)) || 'failed';
