import type { Bilingual } from '../../i18n/bilingual';

/** The joining calls' fields (create a company, ask to join one) as their forms name them (issue 32). */
export const joinFieldWords = {
  CompanyCode: { zh: '公司代码', en: 'Company code' },
  CompanyNameEn: { zh: '公司英文名称', en: 'Company name in English' },
} satisfies Record<string, Bilingual>;
