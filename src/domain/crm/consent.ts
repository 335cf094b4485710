import type { Bilingual } from '../../i18n/bilingual';

/**
 * A contact's e-mail consent (commercial.md §7, the EDM sends only to consented contacts): how it was
 * given, recorded with the time; withdrawing it keeps the time it was withdrawn.
 */
export const CONSENT_SOURCES = ['WRITTEN', 'EMAIL', 'WEBSITE', 'VERBAL'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
export const consentSourceWords: Record<ConsentSource, Bilingual> = {
  WRITTEN: { zh: '书面签署', en: 'In writing' },
  EMAIL: { zh: '邮件回复', en: 'By e-mail reply' },
  WEBSITE: { zh: '网站勾选', en: 'On the website' },
  VERBAL: { zh: '口头同意（已记录）', en: 'Verbally (noted)' },
};
