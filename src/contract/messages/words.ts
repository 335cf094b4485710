import type { Bilingual } from '../../i18n/bilingual';

/** The message calls' fields as the message screens name them (issue 32). */
export const messagesFieldWords = {
  Peek: { zh: '仅查看', en: 'Peek' },
  Read: { zh: '已读', en: 'Read' },
  SenderName: { zh: '发送人', en: 'Sender' },
  UserId: { zh: '用户', en: 'User' },
} satisfies Record<string, Bilingual>;
