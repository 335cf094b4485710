import type { Bilingual } from '../../i18n/bilingual';

/** The client log's fields (issue 32). */
export const platformFieldWords = {
  At: { zh: '发生时间', en: 'At' },
  Level: { zh: '级别', en: 'Level' },
  Message: { zh: '消息', en: 'Message' },
  Url: { zh: '页面地址', en: 'Page address' },
} satisfies Record<string, Bilingual>;
