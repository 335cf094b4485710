import { act, read } from '../accessRow';
import { contractModule } from '../registry';

/**
 * Background jobs (issue 33, server/jobs/): the dead letters — jobs that failed every attempt —
 * for the platform's staff to read and send back to run. The route table has no monitoring page,
 * so the calls are opened by the platform's system-administration menu (menus are the platform
 * administrator's), on the platform side only; no screen shows them yet.
 */
const SYSTEM_ADMIN = ['/system/menu'];

export const JOBS_PATHS = {
  jobDeadLetters: '/api/Job/DeadLetters',
  jobRetry: '/api/Job/Retry',
  /** A large list export's file, once its job is done: for the employee who asked for it (server/http/exportJob.ts). */
  jobExportFile: '/api/Job/ExportFile',
} as const;

export const JOBS_ACCESS = {
  jobRead: read(SYSTEM_ADMIN, true),
  jobRetry: act(SYSTEM_ADMIN, 'edit', true),
} as const;

export const jobsContract = contractModule({ name: 'jobs', paths: JOBS_PATHS, access: JOBS_ACCESS });
