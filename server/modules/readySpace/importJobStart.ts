import type { Db } from '../../db/types';
import type { ImportRows } from '../../http/imports';
import { enqueue } from '../../jobs/store';
import type { Actor } from '../../platform/access/grants';
import { setting } from '../../settings/read';

/**
 * A large Excel upload of listings is applied by a background job (issue 33, importJob.ts): the
 * confirmed upload of READY_SPACE_IMPORT_JOB_ROWS rows or more (default 200) answers at once (202)
 * with the job, and its uploader follows the job's progress over the live socket. The rows go with
 * the job as the upload read them (each with its sheet row), so the job writes what was previewed.
 * This file is what the upload call needs; the job itself is in importJob.ts.
 */
export const SPACE_IMPORT_JOB = 'readySpace.importApply';
export const spaceImportJobRows = (env: NodeJS.ProcessEnv) => setting(env, 'READY_SPACE_IMPORT_JOB_ROWS');

export interface SpaceImportPayload {
  Rows: ImportRows;
  Actor: Actor;
  Lang: 'zh' | 'en';
  Submit: boolean;
  FileName: string;
}

/** The upload as a job, in a transaction of its own; answers the job's id. One attempt: see importJob.ts. */
export const enqueueSpaceImport = (db: Db, payload: SpaceImportPayload) =>
  db.transaction((tx) => enqueue(tx, SPACE_IMPORT_JOB, payload, { maxAttempts: 1, notify: { scope: 'employee', employeeId: payload.Actor.id } }));
