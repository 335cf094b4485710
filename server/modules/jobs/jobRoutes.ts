import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { JOB_CALLS as C } from '../../../src/contract/jobs/calls';
import { JOBS_PATHS } from '../../../src/contract/jobs/module';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { sendStoredFile } from '../../http/storedFiles';
import { XLSX_TYPE } from '../../http/xlsx';
import { id, strict } from '../../../src/contract/schema';
import { jobService } from './jobService';
import { route } from '../../http/route';

/** The dead letters for the platform's staff (their access row: src/contract/jobs/module.ts), sending one back to run, and an export job's file. */
export function jobRoutes(app: FastifyInstance, db: Db): void {
  const jobs = jobService(db);
  route(app, C.deadLetters, async ({ input }, r) => sendOutcome(r, await jobs.deadLetters(input)));
  route(app, C.retry, async ({ actor, input }, r) => sendOutcome(r, await jobs.retry(actor, input.Id)));
  route(app, C.discard, async ({ actor, input }, r) => sendOutcome(r, await jobs.discard(actor, input.Id, input.Reason)));

  // the file of a large export (server/http/exportJob.ts): only the employee who asked for it gets it
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get(JOBS_PATHS.jobExportFile, { schema: { querystring: strict({ Id: id }) }, config: { auth: 'employee' as const } }, async (q, r) => {
      const found = await jobs.exportFile(q.query.Id, q.actor!.id);
      return found.ok ? sendStoredFile(r, { ...found.value, content_type: XLSX_TYPE }) : sendOutcome(r, found);
    });
}
