import type { Bilingual } from '../../i18n/bilingual';
import type { ModuleFieldWords } from '../registry';

/** The site lookup's fields (issue 32). */
export const siteFieldWords = {
  DomainName: { zh: '域名', en: 'Domain name' },
  IsType: { zh: '站点类型', en: 'Site kind' },
} satisfies Record<string, Bilingual>;

/** The module's field words, found by fieldLabels.ts under this name in this file (each module declares its own). */
export const fieldWords: ModuleFieldWords = {
  fields: siteFieldWords,
};
