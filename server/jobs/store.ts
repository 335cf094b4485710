import type { Queryable } from '../db/types';
import type { JobAudience } from './types';

/** The notification channel that wakes the processes' job runners (per schema: server/db/channel.ts). */
export const JOBS_CHANNEL = 'freight_jobs';
/** The longest wait between two attempts, however many have failed. */
export const MAX_BACKOFF_MS = 60 * 60_000;
export const DEFAULT_MAX_ATTEMPTS = 5;

export interface EnqueueOptions {
  /** Not before this time (default: at once). */
  runAt?: Date;
  maxAttempts?: number;
  /** Who hears its progress over the live socket. */
  notify?: JobAudience;
}

/**
 * Writes a job in the caller's transaction: it exists, and runs, only if that transaction commits.
 * The wake-up is a notification sent in the same transaction, which PostgreSQL (and PGlite)
 * deliver at commit and drop on rollback. Answers the job's id.
 */
export async function enqueue(tx: Queryable, kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<number> {
  const [job] = await tx.query<{ id: number }>(
    `insert into jobs (kind, payload, run_at, max_attempts, notify) values ($1, $2, coalesce($3::timestamptz, now()), $4, $5) returning id::int`,
    [
      kind,
      JSON.stringify(payload ?? {}),
      options.runAt?.toISOString() ?? null,
      options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      options.notify ? JSON.stringify(options.notify) : null,
    ],
  );
  await tx.query(`select pg_notify('${JOBS_CHANNEL}__' || current_schema(), $1)`, [kind]);
  return job!.id;
}

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  notify: JobAudience | null;
}

const ms = (p: number) => `make_interval(secs => $${p}::double precision / 1000)`;

/**
 * Takes up to `limit` due jobs of the given kinds for `worker`: waiting ones whose time has come,
 * and running ones whose lease has passed (their process died). SKIP LOCKED: two processes
 * claiming at once take different jobs. A job at its last attempt whose lease passed is a dead letter.
 */
export async function claimJobs(db: Queryable, worker: string, kinds: readonly string[], leaseMs: number, limit: number): Promise<ClaimedJob[]> {
  if (!kinds.length || limit < 1) return [];
  await db.query(
    `update jobs set state = 'FAILED', finished_at = now(), locked_by = null, locked_until = null,
            last_error = 'its server process stopped during attempt ' || attempts || ' (the lease passed)'
      where state = 'RUNNING' and locked_until < now() and attempts >= max_attempts and kind = any($1::text[])`,
    [kinds],
  );
  return db.query<ClaimedJob>(
    `update jobs set state = 'RUNNING', attempts = attempts + 1, locked_by = $1, locked_until = now() + ${ms(2)}
      where id in (select id from jobs
                    where kind = any($3::text[]) and ((state = 'WAITING' and run_at <= now()) or (state = 'RUNNING' and locked_until < now()))
                    order by run_at, id limit $4 for update skip locked)
     returning id::int, kind, payload, attempts, max_attempts, notify`,
    [worker, leaseMs, kinds, limit],
  );
}

/** The job is done (only while `worker` still holds it). */
export async function finishJob(db: Queryable, id: number, worker: string): Promise<boolean> {
  const rows = await db.query(
    `update jobs set state = 'DONE', progress = 100, finished_at = now(), locked_by = null, locked_until = null
      where id = $1 and locked_by = $2 and state = 'RUNNING' returning id`,
    [id, worker],
  );
  return rows.length > 0;
}

/**
 * An attempt failed: the job waits backoff × 2^(attempts−1) (at most MAX_BACKOFF_MS) for the next,
 * or, at its max attempts, is a dead letter. Answers its new state and when it runs next.
 */
export async function failJob(
  db: Queryable,
  id: number,
  worker: string,
  error: string,
  backoffMs: number,
): Promise<{ state: string; run_at: Date } | undefined> {
  const [row] = await db.query<{ state: string; run_at: Date }>(
    `update jobs set state = case when attempts >= max_attempts then 'FAILED' else 'WAITING' end,
            run_at = case when attempts >= max_attempts then run_at
                          else now() + make_interval(secs => least($4::double precision * power(2, attempts - 1), $5) / 1000) end,
            finished_at = case when attempts >= max_attempts then now() end,
            last_error = $3, locked_by = null, locked_until = null
      where id = $1 and locked_by = $2 and state = 'RUNNING' returning state, run_at`,
    [id, worker, error.slice(0, 4000), backoffMs, MAX_BACKOFF_MS],
  );
  return row;
}

/** Progress of a running job, which also renews its lease. */
export async function recordProgress(db: Queryable, id: number, worker: string, percent: number, leaseMs: number): Promise<void> {
  await db.query(`update jobs set progress = $3, locked_until = now() + ${ms(4)} where id = $1 and locked_by = $2 and state = 'RUNNING'`, [
    id,
    worker,
    percent,
    leaseMs,
  ]);
}

/** A dead letter sent back to wait: all its attempts again, at once. Answers whether it was one. */
export async function retryDeadJob(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query(
    `update jobs set state = 'WAITING', run_at = now(), attempts = 0, progress = 0, finished_at = null where id = $1 and state = 'FAILED' returning id`,
    [id],
  );
  if (rows.length) await db.query(`select pg_notify('${JOBS_CHANNEL}__' || current_schema(), 'retry')`);
  return rows.length > 0;
}

/** A dead letter removed for good: what it was, or nothing when it is not one (running, waiting, done, or gone). */
export async function discardDeadJob(db: Queryable, id: number): Promise<{ kind: string; attempts: number; last_error: string | null } | undefined> {
  const [row] = await db.query<{ kind: string; attempts: number; last_error: string | null }>(
    `delete from jobs where id = $1 and state = 'FAILED' returning kind, attempts, last_error`,
    [id],
  );
  return row;
}

/** The declared rounds, each with its period and the outbox channels it serves: new ones are due at once; a changed period applies from now. */
export async function registerRounds(db: Queryable, rounds: readonly { name: string; everyMs: number; channels?: readonly string[] }[]): Promise<void> {
  if (!rounds.length) return;
  await db.query(
    `insert into job_rounds (name, every_ms, channels)
     select x.name, x.every, array(select jsonb_array_elements_text(x.channels)) from jsonb_to_recordset($1::jsonb) as x(name text, every integer, channels jsonb)
     on conflict (name) do update set every_ms = excluded.every_ms, channels = excluded.channels,
        next_run_at = least(job_rounds.next_run_at, now() + make_interval(secs => excluded.every_ms::double precision / 1000))`,
    [JSON.stringify(rounds.map((r) => ({ name: r.name, every: r.everyMs, channels: r.channels ?? [] })))],
  );
}

/** The payload that tells the runners a channel's outbox has a new message. */
const WAKE = 'wake:';

/**
 * A message was put in `channel`'s outbox, in the caller's transaction: every process's runner hears
 * it when that commits (a notification, nothing locked: a business transaction never waits on the
 * rounds' rows, nor they on it), and makes the rounds serving it due (`channelWoken`).
 */
export async function wakeChannelRounds(tx: Queryable, channel: string): Promise<void> {
  await tx.query(`select pg_notify('${JOBS_CHANNEL}__' || current_schema(), $1)`, [`${WAKE}${channel}`]);
}

/** The channel a runner's notification names as woken, if it is a wake-up. */
export const channelWoken = (payload: string): string | undefined => (payload.startsWith(WAKE) ? payload.slice(WAKE.length) : undefined);

/** The rounds serving `channel` are due now (a runner heard its outbox has a message; each process that heard does the same, harmlessly). */
export async function makeChannelRoundsDue(db: Queryable, channel: string): Promise<void> {
  await db.query('update job_rounds set next_run_at = now() where $1 = any(channels) and next_run_at > now()', [channel]);
}

/**
 * Takes the due rounds among `names` for `worker`: each row's next_run_at moves a period forward in
 * the same update, so a second process's update (waiting on the row lock, then reading it again)
 * finds it no longer due. A round still running elsewhere (its lease not passed) is not taken.
 */
export async function claimRounds(db: Queryable, worker: string, names: readonly string[], leaseMs: number): Promise<ClaimedRound[]> {
  if (!names.length) return [];
  return db.query<ClaimedRound>(
    `update job_rounds set next_run_at = now() + make_interval(secs => every_ms::double precision / 1000),
            locked_by = $1, locked_until = now() + ${ms(2)}, last_started_at = now(), runs = runs + 1
      where name = any($3::text[]) and next_run_at <= now() and (locked_until is null or locked_until < now())
     returning name, next_run_at::text as "nextRunAt"`,
    [worker, leaseMs, names],
  );
}

/** A round taken to run, and the next run its claim set (a wake-up during the run changes it). */
export interface ClaimedRound {
  name: string;
  nextRunAt: string;
}

/**
 * The round ended (with its error, if it threw). `quietMs`: it found nothing to do, and its next run
 * moves that far out — unless something woke it while it ran (its next run is no longer the one its
 * claim set), which a row lock makes this update see.
 */
export async function finishRound(db: Queryable, round: ClaimedRound, worker: string, error: string | null, quietMs = 0): Promise<void> {
  await db.query(
    `update job_rounds set locked_by = null, locked_until = null, last_finished_at = now(), last_error = $3,
            next_run_at = case when $4::integer > 0 and next_run_at = $5::timestamptz
                               then greatest(next_run_at, now() + make_interval(secs => $4::double precision / 1000)) else next_run_at end
      where name = $1 and locked_by = $2`,
    [round.name, worker, error, quietMs, round.nextRunAt],
  );
}

/** A running round's lease renewed (its process is alive and still at it). */
export async function renewRound(db: Queryable, name: string, worker: string, leaseMs: number): Promise<void> {
  await db.query(`update job_rounds set locked_until = now() + ${ms(3)} where name = $1 and locked_by = $2`, [name, worker, leaseMs]);
}

/** The workers holding leases now (rounds and running jobs). */
export async function leaseHolders(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ w: string }>(
    `select locked_by as w from job_rounds where locked_by is not null union select locked_by from jobs where state = 'RUNNING' and locked_by is not null`,
  );
  return rows.map((r) => r.w);
}

/** The leases of workers known dead end now: their rounds are free, their jobs due again (the attempt counts). */
export async function freeLeasesOf(db: Queryable, workers: readonly string[]): Promise<void> {
  if (!workers.length) return;
  await db.query('update job_rounds set locked_by = null, locked_until = null where locked_by = any($1::text[])', [workers]);
  await db.query(`update jobs set locked_until = now() - interval '1 millisecond' where state = 'RUNNING' and locked_by = any($1::text[])`, [workers]);
}

/**
 * A job's attempt marked started in its payload, at most once: false when an earlier attempt of it
 * already was (a job whose work must not run twice checks this first; readySpace's import does).
 */
export async function markJobStarted(db: Queryable, id: number): Promise<boolean> {
  const first = await db.query(`update jobs set payload = payload || '{"Started": true}'::jsonb where id = $1 and not (payload ? 'Started') returning id`, [
    id,
  ]);
  return first.length > 0;
}

/** The job of `kind` still waiting or running whose payload's `field` is `value` (a batch's import, say), if there is one. */
export async function openJobWith(db: Queryable, kind: string, field: string, value: number | string): Promise<number | undefined> {
  const [waiting] = await db.query<{ id: number }>(`select id::int from jobs where kind = $1 and state in ('WAITING', 'RUNNING') and payload->>$2 = $3::text`, [
    kind,
    field,
    String(value),
  ]);
  return waiting?.id;
}

/** Done jobs older than `days` are deleted (dead letters stay until someone retries them). Answers how many. */
export async function forgetDoneJobs(db: Queryable, days: number): Promise<number> {
  const rows = await db.query(`delete from jobs where state = 'DONE' and finished_at < now() - make_interval(days => $1) returning id`, [days]);
  return rows.length;
}
