import { act, read } from '../accessRow';
import { contractModule } from '../registry';

/**
 * Background jobs (issue 33, server/jobs/): the dead letters — jobs that failed every attempt —
 * for the platform's staff to read and send back to run. The route table has no monitoring page,
 * so the calls are opened by the platform's system-administration menu (menus are the platform
 * administrator's), on the platform side only; their screen, 后台任务 (JOB_PAGES.deadLetters), is
 * opened by the same menu.
 */
const SYSTEM_ADMIN = ['/system/menu'];

/** The dead letters' screen (src/features/jobs). */
export const JOB_PAGES = { deadLetters: '/system/jobs' } as const;

export const JOBS_PATHS = {
  jobDeadLetters: '/api/Job/DeadLetters',
  jobRetry: '/api/Job/Retry',
  /** Job/Discard: a dead letter removed for good, with why, in the change log. */
  jobDiscard: '/api/Job/Discard',
  /** A large list export's file, once its job is done: for the employee who asked for it (server/http/exportJob.ts). */
  jobExportFile: '/api/Job/ExportFile',
} as const;

export const JOBS_ACCESS = {
  jobRead: read(SYSTEM_ADMIN, true),
  jobRetry: act(SYSTEM_ADMIN, 'edit', true),
  jobDiscard: act(SYSTEM_ADMIN, 'edit', true),
} as const;

export const jobsContract = contractModule({ name: 'jobs', paths: JOBS_PATHS, access: JOBS_ACCESS });
