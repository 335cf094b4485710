import type { ModuleFieldWords } from '../registry';

/** The module's field words, found by fieldLabels.ts under this name in this file. */
export const fieldWords: ModuleFieldWords = {
  fields: {
    Table: { zh: '导出的表', en: 'Table to export' },
  },
};
