-- One job scheduler for every server process on this database (issue 33, server/jobs/).
--
-- jobs: work to do once, by whichever process takes it first. A job is written in its caller's
-- transaction (server/jobs/store.ts `enqueue`), so one rolled back never runs. A process takes a
-- due job with FOR UPDATE SKIP LOCKED and holds it for a lease (locked_by/locked_until): a process
-- that dies mid-job leaves it to be taken again once the lease has passed. A failed attempt waits
-- longer each time (exponential backoff); after max_attempts the job is FAILED: the dead letter,
-- listed for the platform's staff and retried from there.
create table jobs (
  id bigserial primary key,
  kind text not null,
  payload jsonb not null default '{}'::jsonb,
  state text not null default 'WAITING' check (state in ('WAITING', 'RUNNING', 'DONE', 'FAILED')),
  run_at timestamptz not null default now(),
  attempts integer not null default 0,
  max_attempts integer not null default 5 check (max_attempts >= 1),
  last_error text,
  -- percent done, as the job last reported it
  progress smallint not null default 0 check (progress between 0 and 100),
  -- who hears the job's progress over the live socket (a hub audience), if anyone
  notify jsonb,
  locked_by text,
  locked_until timestamptz,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
-- what a process looks for on each tick: due waiting jobs, and running ones whose lease has passed
create index jobs_due on jobs (run_at, id) where state = 'WAITING';
create index jobs_leased on jobs (locked_until) where state = 'RUNNING';
create index jobs_failed on jobs (finished_at desc, id desc) where state = 'FAILED';

-- job_rounds: the timed rounds modules declare (ServerModule.rounds), one row each. A process runs
-- a round only after moving its next_run_at forward in one update (the row lock makes a second
-- process's same update find it no longer due), so a round runs once per period across all
-- processes; locked_until keeps a round from starting again while it still runs, and frees it if
-- its process died.
create table job_rounds (
  name text primary key,
  every_ms integer not null check (every_ms > 0),
  next_run_at timestamptz not null default now(),
  locked_by text,
  locked_until timestamptz,
  last_started_at timestamptz,
  last_finished_at timestamptz,
  last_error text,
  runs bigint not null default 0
);
