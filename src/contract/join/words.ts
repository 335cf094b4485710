import type { Bilingual } from '../../i18n/bilingual';
import type { ModuleFieldWords } from '../registry';

/** The joining calls' fields (create a company, ask to join one) as their forms name them (issue 32). */
export const joinFieldWords = {
  CompanyCode: { zh: '公司代码', en: 'Company code' },
  CompanyNameEn: { zh: '公司英文名称', en: 'Company name in English' },
} satisfies Record<string, Bilingual>;

/** The module's field words, found by fieldLabels.ts under this name in this file (each module declares its own). */
export const fieldWords: ModuleFieldWords = {
  fields: joinFieldWords,
};
