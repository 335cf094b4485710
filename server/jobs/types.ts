import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/types';
import type { Audience, LiveHub } from '../live/hub';
import { isSet, setting } from '../settings/read';
import type { SettingName } from '../settings/schema';

/** What a job or a round is given to work with. */
export interface JobDeps {
  db: Db;
  hub: LiveHub;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** One attempt of one job, as its handler sees it. */
export interface JobContext<P> {
  id: number;
  /** 1 on the first attempt. */
  attempt: number;
  payload: P;
  deps: JobDeps;
  /** How far the job is (0–100): told to the job's audience over the live socket, and kept on its row. */
  progress(percent: number): void;
}

/**
 * A kind of job a module runs (ServerModule.jobs): written by `enqueue(tx, kind, payload)` in the
 * caller's transaction, run once by whichever server process takes it. A throw is a failed attempt,
 * tried again after `backoffMs` × 2^(attempt−1) (at most an hour), until the job's max attempts:
 * then it is a dead letter (state FAILED) for the platform's staff.
 */
export interface JobKind<P = never> {
  /** `<module>.<job>`: unique over all modules. */
  kind: string;
  run(ctx: JobContext<P>): Promise<void>;
  /** How long a process holds a job it took before another may take it (its process may have died); progress renews it. Default 5 minutes. */
  leaseMs?: number;
  /** The first retry's wait; each further one doubles it. Default 10 s. */
  backoffMs?: number;
}

/**
 * A timed round a module declares (ServerModule.rounds): run once per period across all server
 * processes on the database (job_rounds, migration 052). `everyMs` reads the round's setting: 0
 * means this process never runs it (the API tests drive rounds themselves, with their own clock).
 */
export interface RoundSource {
  /** `<module>.<round>`: unique over all modules. */
  name: string;
  everyMs(env: NodeJS.ProcessEnv): number;
  run(deps: JobDeps, now: Date): Promise<unknown>;
  /**
   * A channel's delivery round: the outbox channels it serves (server/channels/outbox.ts). A message
   * put in one's outbox wakes it at once; while none of them has a message on its way or an answer
   * awaited, it runs every CHANNEL_QUIET_PERIOD_MS instead of its period (an idle server polled its
   * eight channels every second: a tenth of a core doing nothing).
   */
  channels?(db: Db): readonly string[];
}

/**
 * A round's period read from the environment: its own setting (`name`, in ms), else
 * ROUNDS_EVERY_MS — which the API tests set to 0 for every round that has a setting (they drive
 * those rounds themselves, with their own clock: vite.config.ts) — else the setting's default
 * (server/settings/schema.ts).
 */
export const roundSetting =
  (name: RoundSettingName) =>
  (env: NodeJS.ProcessEnv): number =>
    isSet(env, name) ? setting(env, name) : (setting(env, 'ROUNDS_EVERY_MS') ?? setting(env, name));

/** The settings of a round's period (server/settings/schema.ts, each with its default). */
type RoundSettingName = Exclude<Extract<SettingName, `${string}_EVERY_MS`>, 'ROUNDS_EVERY_MS'>;

/** Who hears a job's progress. */
export type JobAudience = Audience;
