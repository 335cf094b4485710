import { JOB_PAGES as P } from '../../contract/jobs/module';
import type { ClientModule } from '../../ui/clientModule';

/** Background jobs (issue 47): the dead letters' screen, retry and discard. */
export const jobsModule: ClientModule = {
  key: 'jobs',
  screens: {
    [P.deadLetters]: () => import('./DeadLettersScreen'),
  },
};
