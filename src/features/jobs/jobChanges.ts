import { JOB_KIND_WORDS } from '../../contract/jobs/words';
import type { Language } from '../../i18n/language';
import { changeDescriber } from '../../ui/audit/changeText';
import type { ChangeLogVocabulary } from '../../ui/audit/ChangeLog';
import { jobWords as W } from './words';

/** The change log of the dead letters (server: jobService's recordChange, entity `job`) in the person's language. */
export const JOB_CHANGES: ChangeLogVocabulary = {
  subject: (_entity: string, lang: Language) => W.subject[lang],
  action: (action: string, lang: Language) => (action === 'retry' ? W.retryAction[lang] : action === 'discard' ? W.discardAction[lang] : action),
  describe: changeDescriber({
    fields: { kind: W.kind, attempts: W.attempts, lastError: W.lastError, reason: W.reason },
    values: JOB_KIND_WORDS,
    codedFields: new Set(['kind']),
    identity: ['kind'],
  }),
};
