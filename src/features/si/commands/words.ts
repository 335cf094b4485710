import { defineWords } from '../../../i18n/words';

/**
 * The SI module's palette commands (../module.ts): on the first page, so a table of their own — the
 * module's other words (../words.ts) come with its screens.
 */
export const siCommandWords = defineWords({
  newSiFromBooking: { zh: '从订舱新建SI…', en: 'New SI from booking…' },
  nextSiToReview: { zh: '审核下一票SI', en: 'Next SI to review' },
});
