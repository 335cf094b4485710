import type { ModuleFieldWords } from '../registry';

/** The mail module's field words, found by fieldLabels.ts under this name in this file. */
export const fieldWords: ModuleFieldWords = {
  fields: {
    Search: { zh: '收件人或主题', en: 'Recipient or subject' },
    N: { zh: '附件序号', en: 'Attachment number' },
  },
};
