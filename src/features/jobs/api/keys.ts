import { JOBS_PATHS as P } from '../../../contract/jobs/module';

/** The jobs screen's query keys, named once: a retry or a discard refreshes the dead letters and the change log. */
export const jobKeys = {
  all: ['jobs'] as const,
  deadLetters: () => [...jobKeys.all, P.jobDeadLetters] as const,
  deadLetterPage: (kind: string, page: number) => [...jobKeys.deadLetters(), kind, page] as const,
};
