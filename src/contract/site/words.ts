import type { Bilingual } from '../../i18n/bilingual';

/** The site lookup's fields (issue 32). */
export const siteFieldWords = {
  DomainName: { zh: '域名', en: 'Domain name' },
  IsType: { zh: '站点类型', en: 'Site kind' },
} satisfies Record<string, Bilingual>;
