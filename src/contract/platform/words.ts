import type { Bilingual } from '../../i18n/bilingual';
import { statusWords } from '../words';

/** The client log's fields (issue 32). */
export const platformFieldWords = {
  At: { zh: '发生时间', en: 'At' },
  Level: { zh: '级别', en: 'Level' },
  Message: { zh: '消息', en: 'Message' },
  Url: { zh: '页面地址', en: 'Page address' },
} satisfies Record<string, Bilingual>;

/** A company's, an employee's, a user's or an application's status in words: the admin lists' and their exports'. */
export const accountStatusWords = {
  active: statusWords.active,
  disabled: statusWords.disabled,
  pending: statusWords.pending,
  approved: statusWords.approved,
  rejected: statusWords.rejected,
} satisfies Record<string, Bilingual>;
