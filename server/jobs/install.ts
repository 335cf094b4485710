import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import type { LiveHub } from '../live/hub';
import type { ServerModule } from '../modules/module';
import { JobRunner, type RunnerOptions, runnerOptions } from './runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's job runner (server/jobs/runner.ts); tests tick it by hand. */
    jobs: JobRunner;
  }
}

/**
 * The modules' jobs and rounds on one runner for this process: it starts when the server is ready
 * and stops (waiting for what it runs) when it closes. JOBS_POLL_MS=0 builds it without starting
 * it: this process then takes no work (another does, or a test ticks it). `runEnded` hears each
 * job run's end (/metrics counts their durations).
 */
export function installJobs(app: FastifyInstance, db: Db, hub: LiveHub, modules: readonly ServerModule[], runEnded?: RunnerOptions['runEnded']): JobRunner {
  const options = { ...runnerOptions(process.env), runEnded };
  const runner = new JobRunner(
    { db, hub, log: app.log },
    modules.flatMap((m) => m.jobs ?? []),
    modules.flatMap((m) => m.rounds ?? []),
    options,
  );
  app.decorate('jobs', runner);
  if (options.pollMs > 0) app.addHook('onReady', () => runner.start());
  app.addHook('onClose', () => runner.stop());
  return runner;
}
