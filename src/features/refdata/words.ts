import { defineWords } from '../../i18n/words';

/** The reference-data module's words in both languages: `useWords(refdataWords)` in its screens. */
export const refdataWords = defineWords({
  scacCode: { zh: 'SCAC 代码', en: 'SCAC code' },
  carrierName: { zh: '船公司名称', en: 'Carrier name' },
  bookingsNamingIt: { zh: '订舱数', en: 'Bookings' },
});
